import { createActorContext } from '@xstate/react'
import { errorPopupMachine } from '../../../machines/shell/errorPopup.ts'

/** The global error pop-up actor (spec 1 §8). */
export const ErrorPopupContext = createActorContext(errorPopupMachine)
