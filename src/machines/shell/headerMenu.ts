import { assign, setup } from 'xstate'
import type { RuleMeta } from '../core/rules.ts'

/**
 * The header's menus (spec 1 §2): above 1279 px root items open on hover; at 1279 px and below a
 * hamburger opens a drawer whose items open on click. The language selector and the profile box
 * are menus too, so one Escape closes whatever is open.
 */
export type MenuId = 'product' | 'learn' | 'support' | 'connect' | 'language' | 'profile'

/** Width from which the full bar with hover menus is used (spec 1 §9 breakpoints 1279/1280). */
export const WIDE_MIN_PX = 1280
export const isWideWidth = (width: number): boolean => width >= WIDE_MIN_PX
export const HOVER_LEAVE_MS = 150

interface Context {
  wide: boolean
  openMenu: MenuId | null
}

type Events =
  | { type: 'menu.hover'; id: MenuId }
  | { type: 'menu.leave' }
  | { type: 'menu.click'; id: MenuId }
  | { type: 'menu.escape' }
  | { type: 'menu.navigate' }
  | { type: 'menu.toggleDrawer' }
  | { type: 'menu.resize'; width: number }

export const headerMenuMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { width: number },
    events: {} as Events,
    meta: {} as RuleMeta,
  },
  guards: {
    isWide: ({ context }) => context.wide,
    isCompact: ({ context }) => !context.wide,
    /** The clicked item is the open one (asked on `menu.click` only, which passes its id). */
    isSameMenuOpen: ({ context }, params: { id: MenuId }) => context.openMenu === params.id,
    /** The new width is on the other side of 1279/1280 px (asked on `menu.resize` only). */
    isWidthChangingMode: ({ context }, params: { width: number }) =>
      isWideWidth(params.width) !== context.wide,
  },
  actions: {
    openMenu: assign({
      openMenu: ({ event }) =>
        event.type === 'menu.hover' || event.type === 'menu.click' ? event.id : null,
    }),
    closeMenu: assign({ openMenu: null }),
    storeWidth: assign({
      wide: ({ event, context }) =>
        event.type === 'menu.resize' ? isWideWidth(event.width) : context.wide,
    }),
  },
  delays: {
    hoverLeave: HOVER_LEAVE_MS,
  },
}).createMachine({
  id: 'headerMenu',
  description: 'Header sub-menus, language selector and profile box (spec 1 §2).',
  context: ({ input }) => ({ wide: isWideWidth(input.width), openMenu: null }),
  initial: 'closed',
  on: {
    'menu.resize': [
      {
        guard: {
          type: 'isWidthChangingMode',
          params: ({ event }) => ({ width: event.width }),
        },
        target: '.closed',
        actions: 'storeWidth',
        description:
          'Crossing 1279/1280 px switches between the hover bar and the hamburger drawer; everything closes (spec 1 §2).',
        meta: { rules: ['MENU-1', 'MENU-2'] },
      },
    ],
  },
  states: {
    closed: {
      description: 'No menu is open.',
      // Entering closed is what closes the menu: a transition meant to close that lost its target
      // would leave the menu open, which the page shows.
      entry: 'closeMenu',
      on: {
        'menu.hover': {
          guard: 'isWide',
          target: 'hoverOpen',
          actions: 'openMenu',
          description: 'Above 1279 px a root item opens its sub-menu on hover (spec 1 §2).',
          meta: { rules: ['MENU-1'] },
        },
        'menu.click': {
          target: 'clickOpen',
          actions: 'openMenu',
          description: 'A click opens a menu at any width and keeps it open (decided here).',
          meta: { rules: ['MENU-4'] },
        },
        'menu.toggleDrawer': {
          guard: 'isCompact',
          target: 'drawer',
          description: 'At 1279 px and below the hamburger opens the drawer (spec 1 §2).',
          meta: { rules: ['MENU-2'] },
        },
      },
    },
    hoverOpen: {
      description: 'A sub-menu opened by hover, above 1279 px (spec 1 §2).',
      meta: { rules: ['MENU-1'] },
      on: {
        // hoverOpen and leaving exist only above 1279 px (a resize across the breakpoint closes the
        // menu first), so a hover there needs no width guard.
        'menu.hover': {
          actions: 'openMenu',
          description: 'Moving to another root item opens its sub-menu (spec 1 §2).',
          meta: { rules: ['MENU-1'] },
        },
        'menu.leave': 'leaving',
        'menu.click': {
          target: 'clickOpen',
          actions: 'openMenu',
          description:
            'A click pins the clicked item open: the hovered one stays open, another opens instead (decided here).',
          meta: { rules: ['MENU-4'] },
        },
        'menu.escape': {
          target: 'closed',
          description: 'Escape closes the menu (spec 1 §2).',
          meta: { rules: ['MENU-3'] },
        },
        'menu.navigate': {
          target: 'closed',
          description: 'A link is followed: the menu closes (decided here).',
          meta: { rules: ['MENU-4'] },
        },
      },
    },
    leaving: {
      description:
        'The pointer left the menu; it closes unless the pointer comes back within 150 ms (spec 1 §2).',
      meta: { rules: ['MENU-1'] },
      after: {
        hoverLeave: {
          target: 'closed',
          description: 'The pointer stayed away: the sub-menu closes (spec 1 §2).',
          meta: { rules: ['MENU-1'] },
        },
      },
      on: {
        'menu.hover': {
          target: 'hoverOpen',
          actions: 'openMenu',
          description: 'The pointer came back over a root item (spec 1 §2).',
          meta: { rules: ['MENU-1'] },
        },
        'menu.click': {
          target: 'clickOpen',
          actions: 'openMenu',
          description: 'A click opens that item and pins it (decided here).',
          meta: { rules: ['MENU-4'] },
        },
        'menu.escape': {
          target: 'closed',
          description: 'Escape closes the menu (spec 1 §2).',
          meta: { rules: ['MENU-3'] },
        },
        'menu.navigate': {
          target: 'closed',
          description: 'A link is followed: the menu closes (decided here).',
          meta: { rules: ['MENU-4'] },
        },
      },
    },
    clickOpen: {
      description:
        'A menu opened by click or keyboard; it stays until clicked again, Escape or navigation (spec 1 §2).',
      meta: { rules: ['MENU-2', 'MENU-3'] },
      on: {
        'menu.click': [
          {
            guard: { type: 'isSameMenuOpen', params: ({ event }) => ({ id: event.id }) },
            target: 'closed',
            description: 'Clicking the open item closes it (spec 1 §2).',
            meta: { rules: ['MENU-2', 'MENU-4'] },
          },
          {
            actions: 'openMenu',
            description: 'A click on another item opens that one instead.',
            meta: { rules: ['MENU-4'] },
          },
        ],
        'menu.escape': {
          target: 'closed',
          description: 'Escape closes the menu (spec 1 §2).',
          meta: { rules: ['MENU-3'] },
        },
        'menu.navigate': {
          target: 'closed',
          description: 'A link is followed: the menu closes (decided here).',
          meta: { rules: ['MENU-4'] },
        },
      },
    },
    drawer: {
      description:
        'The hamburger drawer is open at 1279 px and below; root items open their sub-menu on click (spec 1 §2).',
      meta: { rules: ['MENU-2'] },
      on: {
        'menu.click': [
          {
            guard: { type: 'isSameMenuOpen', params: ({ event }) => ({ id: event.id }) },
            actions: 'closeMenu',
            description: 'Clicking the open item folds it (spec 1 §2).',
            meta: { rules: ['MENU-2'] },
          },
          { actions: 'openMenu' },
        ],
        'menu.toggleDrawer': {
          target: 'closed',
          description: 'The hamburger closes the drawer and any sub-menu in it (spec 1 §2).',
          meta: { rules: ['MENU-2'] },
        },
        'menu.escape': {
          target: 'closed',
          description: 'Escape closes the drawer (spec 1 §2).',
          meta: { rules: ['MENU-3'] },
        },
        'menu.navigate': {
          target: 'closed',
          description: 'A link is followed: the menu closes (decided here).',
          meta: { rules: ['MENU-4'] },
        },
      },
    },
  },
})
