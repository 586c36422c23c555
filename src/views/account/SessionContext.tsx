import { createActorContext } from '@xstate/react'
import { sessionMachine } from '../../machines/account/session.ts'

/** One session actor for the whole site; the header and the pages read it through selectors. */
export const SessionContext = createActorContext(sessionMachine)
