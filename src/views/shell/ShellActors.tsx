import { createActorContext } from '@xstate/react'
import { headerMenuMachine } from '../../machines/shell/headerMenu.ts'
import { siteShellMachine } from '../../machines/shell/siteShell.ts'

/** One actor per shell process; views read them through selectors. */
export const SiteShellContext = createActorContext(siteShellMachine)
export const HeaderMenuContext = createActorContext(headerMenuMachine)
