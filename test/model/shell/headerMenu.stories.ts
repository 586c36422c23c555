import type { ExtraStory } from '../stories.ts'

/**
 * Header-menu stories the generated paths do not tell (spec 1 §2, MENU-1 and MENU-4): a menu pinned
 * by a click, then clicked again, hovered past or left. The paths reach each state by its shortest
 * way, so a menu pinned from a hover is never clicked a second time there. A hover or a click on an
 * open hover menu asks no guard, so the paths keep one of each (the same item hovered again, one
 * click) and never move the pointer to another item or click the hovered one: the stories do, and
 * let the leave delay run out after the pointer came back.
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
/** The pointer-leave delay (150 ms) runs out; sent where nothing waits for it, it changes nothing. */
const delayPasses = {
  caseName: 'time passes',
  event: { type: 'xstate.after.hoverLeave.headerMenu.leaving' },
}

export const stories: ExtraStory[] = [
  {
    name: 'the pointer moves from one root item to another: the second one opens',
    input: wideWindow,
    steps: [hover('product'), hover('learn')],
  },
  {
    name: 'the pointer leaves and comes back over another root item within the delay: that one opens and stays open once the delay is over',
    input: wideWindow,
    steps: [hover('product'), leave, hover('learn'), delayPasses],
  },
  {
    name: 'the pointer leaves and comes back over the same item within the delay: it stays open, and closes once the pointer leaves for good',
    input: wideWindow,
    steps: [hover('product'), leave, hover('product'), delayPasses, leave, delayPasses],
  },
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
