import type { EventFrom, SnapshotFrom } from 'xstate'
import type { headerMenuMachine, MenuId } from '../../machines/shell/headerMenu.ts'

/** What the header's menus need (spec 1 §2): which menu is open, the drawer, and the user's intents. */
export interface HeaderMenuApi {
  openMenu: MenuId | null
  drawerOpen: boolean
  wide: boolean
  isOpen: (id: MenuId) => boolean
  hover: (id: MenuId) => void
  leave: () => void
  click: (id: MenuId) => void
  escape: () => void
  navigate: () => void
  toggleDrawer: () => void
  resize: (width: number) => void
}

export function connectHeaderMenu(
  state: SnapshotFrom<typeof headerMenuMachine>,
  send: (event: EventFrom<typeof headerMenuMachine>) => void,
): HeaderMenuApi {
  return {
    openMenu: state.context.openMenu,
    drawerOpen: state.matches('drawer'),
    wide: state.context.wide,
    isOpen: (id) => state.context.openMenu === id,
    hover: (id) => send({ type: 'menu.hover', id }),
    leave: () => send({ type: 'menu.leave' }),
    click: (id) => send({ type: 'menu.click', id }),
    escape: () => send({ type: 'menu.escape' }),
    navigate: () => send({ type: 'menu.navigate' }),
    toggleDrawer: () => send({ type: 'menu.toggleDrawer' }),
    resize: (width) => send({ type: 'menu.resize', width }),
  }
}
