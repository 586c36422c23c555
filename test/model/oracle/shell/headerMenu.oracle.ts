import {
  isEvent,
  isStart,
  payloadAt,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * The header menus, from spec 1 §2: "a hamburger menu below 1280 px", "Other root items open
 * submenus on hover above 1280 px width and on click at 1279 px and below", "Escape closes menus
 * and pop-ups." Shows: `open` (the open sub-menu or null), `drawer` (the hamburger drawer).
 */
const WIDE_FROM_PX = 1280

/** The window width after step `at`: the start width, then each resize. */
function widthAt(story: Story, at: number): number {
  let width = (story.input as { width: number }).width
  for (let i = 1; i <= at; i++)
    if (isEvent(story, i, 'menu.resize')) width = Number(payloadAt(story, i).width)
  return width
}
const wide = (story: Story, at: number) => widthAt(story, at) >= WIDE_FROM_PX
const idAt = (story: Story, at: number) => payloadAt(story, at).id

const expectations: Expectation[] = [
  {
    rule: 'MENU-1',
    says: 'Given the page opens, no menu is open',
    when: isStart,
    expect: () => ({ shows: { open: null, drawer: false } }),
  },
  {
    rule: 'MENU-1',
    says: 'Given a window of 1280 px or more, hovering a root item opens its sub-menu',
    when: (story, at) => isEvent(story, at, 'menu.hover') && wide(story, at),
    expect: (story, at) => ({ shows: { open: idAt(story, at), drawer: false } }),
  },
  {
    rule: 'MENU-2',
    says: 'Given a window of 1279 px or less, hovering opens nothing',
    when: (story, at) => isEvent(story, at, 'menu.hover') && !wide(story, at),
    expect: (_story, _at, before) => ({ shows: { open: before?.shows.open ?? null } }),
  },
  {
    rule: 'MENU-1',
    says: 'Given the pointer left the menu and stayed away, the sub-menu closes',
    when: (story, at) => story.steps[at]?.type.startsWith('xstate.after.') ?? false,
    expect: () => ({ shows: { open: null } }),
  },
  {
    rule: 'MENU-2',
    says: 'Given a window of 1279 px or less, clicking a root item opens its sub-menu, or folds it when it is the open one',
    when: (story, at) => isEvent(story, at, 'menu.click') && !wide(story, at),
    expect: (story, at, before) => ({
      shows: { open: before?.shows.open === idAt(story, at) ? null : idAt(story, at) },
    }),
  },
  {
    rule: 'MENU-2',
    says: 'Given a window of 1279 px or less, the hamburger opens the drawer, or closes it when open',
    when: (story, at) => isEvent(story, at, 'menu.toggleDrawer') && !wide(story, at),
    expect: (_story, _at, before) => ({ shows: { drawer: before?.shows.drawer !== true } }),
  },
  {
    rule: 'MENU-2',
    says: 'Given a window of 1280 px or more, there is no hamburger drawer',
    when: (story, at) => wide(story, at),
    expect: () => ({ shows: { drawer: false } }),
  },
  {
    rule: 'MENU-3',
    says: 'Given any menu or the drawer, Escape closes it',
    when: (story, at) => isEvent(story, at, 'menu.escape'),
    expect: () => ({ shows: { open: null, drawer: false } }),
  },
]

export const headerMenuOracle: Oracle = { machine: 'headerMenu', expectations }
