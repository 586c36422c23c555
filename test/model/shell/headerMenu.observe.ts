import type { MachineObserver } from '../observers.ts'

/** How the header menus are seen from outside: which sub-menu is open, whether the drawer is. */
export const observe: MachineObserver = {
  shows: (s) => ({
    open: (s.context as { openMenu: string | null }).openMenu,
    drawer: s.matches('drawer'),
  }),
  effect: () => null,
}
