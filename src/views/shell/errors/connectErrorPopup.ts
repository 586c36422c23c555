import type { EventFrom, SnapshotFrom } from 'xstate'
import type { errorPopupMachine, ShownError } from '../../../machines/shell/errorPopup.ts'

/** What the global error pop-up shows (spec 1 §8) and what its buttons do. */
export interface ErrorPopupApi {
  visible: boolean
  error: ShownError | null
  sending: boolean
  sent: boolean
  sendFailed: boolean
  contact: () => void
  send: () => void
  dismiss: () => void
}

export function connectErrorPopup(
  state: SnapshotFrom<typeof errorPopupMachine>,
  send: (event: EventFrom<typeof errorPopupMachine>) => void,
): ErrorPopupApi {
  return {
    visible: !state.matches('hidden'),
    error: state.context.error,
    sending: state.matches('sending'),
    sent: state.matches('sent'),
    sendFailed: state.matches('sendFailed'),
    contact: () => send({ type: 'error.contact' }),
    send: () => send({ type: 'error.send' }),
    dismiss: () => send({ type: 'error.dismiss' }),
  }
}
