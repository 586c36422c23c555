import type { ExtraStory } from '../stories.ts'

/**
 * Header-menu stories the generated paths do not tell (spec 1 §2, MENU-4): a menu pinned by a
 * click, then clicked again, hovered past or left. The paths reach each state by its shortest
 * way, so a menu pinned from a hover is never clicked a second time there.
 */
const wideWindow = { name: 'wide window (1440 px)', input: { width: 1440 } }
const hover = (id: string) => ({
  caseName: `hovers ${id}`,
  event: { type: 'menu.hover', id },
})
const click = (id: string) => ({
  caseName: `clicks ${id}`,
  event: { type: 'menu.click', id },
})
const leave = { caseName: 'leaves the menu', event: { type: 'menu.leave' } }
const navigate = { caseName: 'follows a link', event: { type: 'menu.navigate' } }

export const stories: ExtraStory[] = [
  {
    name: 'a hovered menu clicked is pinned: hovering elsewhere keeps it, a second click closes it, then hover opens again',
    input: wideWindow,
    steps: [hover('product'), click('product'), hover('learn'), click('product'), hover('learn')],
  },
  {
    name: 'another item clicked while one is hovered opens and pins that one; clicked again it closes',
    input: wideWindow,
    steps: [hover('product'), click('support'), hover('learn'), click('support')],
  },
  {
    name: 'after the pointer left, a click opens and pins the clicked item; clicked again it closes',
    input: wideWindow,
    steps: [hover('product'), leave, click('support'), click('support'), hover('learn')],
  },
  {
    name: 'a link followed from a pinned menu closes it, and hovering opens menus again',
    input: wideWindow,
    steps: [click('product'), navigate, hover('learn')],
  },
]
