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
/** The step `at` is the pointer-leave delay running out (MENU-1's 150 ms). */
const isDelay = (story: Story, at: number) =>
  story.steps[at]?.type.startsWith('xstate.after.') ?? false
/** The step `at` is a resize across 1279/1280 px. */
const crosses = (story: Story, at: number) =>
  isEvent(story, at, 'menu.resize') && wide(story, at) !== wide(story, at - 1)

interface Header {
  open: unknown
  /** Opened (or pinned) by a click: it stays until clicked again, Escape or a link (MENU-4). */
  pinned: boolean
  drawer: boolean
  /** The pointer left a sub-menu opened by hover and has not come back over a root item (MENU-1). */
  away: boolean
}
const CLOSED: Header = { open: null, pinned: false, drawer: false, away: false }

/**
 * What the header shows after step `at`, told from the rules alone: hover opens above 1279 px
 * unless a menu is pinned by a click; the pointer leaving closes it once the delay passed, unless it
 * came back over a root item within the delay; a click opens and pins (a second click closes, a
 * click on the hovered item pins it); the hamburger, Escape, a link and a resize across the
 * breakpoint close everything.
 */
function headerAt(story: Story, at: number): Header {
  let h = CLOSED
  for (let i = 1; i <= at; i++) {
    const id = idAt(story, i)
    const type = story.steps[i]?.type ?? ''
    if (type === 'menu.hover' && wide(story, i) && !h.pinned) h = { ...h, open: id, away: false }
    else if (type === 'menu.leave' && h.open !== null && !h.pinned && !h.drawer)
      h = { ...h, away: true }
    else if (type.startsWith('xstate.after.')) h = h.away ? CLOSED : h
    else if (type === 'menu.click') {
      const again = h.open === id
      if (h.drawer) h = { ...h, open: again ? null : id }
      else if (again && h.pinned) h = CLOSED
      else h = { ...h, open: id, pinned: true, away: false }
    } else if (type === 'menu.toggleDrawer' && !wide(story, i))
      h = h.drawer ? CLOSED : { ...CLOSED, drawer: true }
    else if (type === 'menu.escape' || type === 'menu.navigate' || crosses(story, i)) h = CLOSED
  }
  return h
}

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
    when: (story, at) =>
      isEvent(story, at, 'menu.hover') && wide(story, at) && !headerAt(story, at - 1).pinned,
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
    when: (story, at) => isDelay(story, at) && headerAt(story, at - 1).away,
    expect: () => ({ shows: { open: null } }),
  },
  {
    rule: 'MENU-1',
    says: 'Given the pointer came back over a root item within the delay, the delay running out closes nothing',
    when: (story, at) => isDelay(story, at) && !headerAt(story, at - 1).away,
    expect: (_story, _at, before) => ({ shows: { open: before?.shows.open ?? null } }),
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
    says: 'Given the drawer is closed by the hamburger, no sub-menu stays open',
    when: (story, at) =>
      isEvent(story, at, 'menu.toggleDrawer') && !wide(story, at) && !headerAt(story, at).drawer,
    expect: () => ({ shows: { open: null, drawer: false } }),
  },
  {
    rule: 'MENU-2',
    says: 'Given the window is resized across 1279/1280 px, every menu and the drawer close',
    when: crosses,
    expect: () => ({ shows: { open: null, drawer: false } }),
  },
  {
    rule: 'MENU-2',
    says: 'Given the window is resized on the same side of 1279/1280 px, what was open stays open',
    when: (story, at) => isEvent(story, at, 'menu.resize') && !crosses(story, at),
    expect: (_story, _at, before) => ({
      shows: { open: before?.shows.open ?? null, drawer: before?.shows.drawer ?? false },
    }),
  },
  {
    rule: 'MENU-1',
    says: 'Given the pointer leaves the menu, the sub-menu stays open until the delay has passed',
    when: (story, at) => isEvent(story, at, 'menu.leave'),
    expect: (_story, _at, before) => ({ shows: { open: before?.shows.open ?? null } }),
  },
  {
    rule: 'MENU-4',
    says: 'Given a window of 1280 px or more, a click opens a root item (pinned), a second click on the pinned item closes it, and a click on the hovered item pins it',
    when: (story, at) => isEvent(story, at, 'menu.click') && wide(story, at),
    expect: (story, at) => ({ shows: { open: headerAt(story, at).open } }),
  },
  {
    rule: 'MENU-4',
    says: 'Given a sub-menu pinned by a click, hovering another root item leaves it open',
    when: (story, at) =>
      isEvent(story, at, 'menu.hover') && wide(story, at) && headerAt(story, at - 1).pinned,
    expect: (story, at) => ({ shows: { open: headerAt(story, at - 1).open } }),
  },
  {
    rule: 'MENU-4',
    says: 'Given a link in a menu or the drawer is followed, every menu and the drawer close',
    when: (story, at) => isEvent(story, at, 'menu.navigate'),
    expect: () => ({ shows: { open: null, drawer: false } }),
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
