import type { EventFrom, SnapshotFrom } from 'xstate'
import type { CloseChoice, popupSuppressionMachine } from '../../machines/shell/popupSuppression.ts'

/** What a suppressible pop-up needs (spec 1 §2, §4; spec 3 §4): whether it shows, and how it closes. */
export interface PopupApi {
  open: boolean
  close: (choice: CloseChoice) => void
  escape: () => void
  outsideClick: () => void
}

export function connectPopup(
  state: SnapshotFrom<typeof popupSuppressionMachine>,
  send: (event: EventFrom<typeof popupSuppressionMachine>) => void,
): PopupApi {
  return {
    open: state.matches('open'),
    close: (choice) => send({ type: 'popup.close', choice }),
    escape: () => send({ type: 'popup.escape' }),
    outsideClick: () => send({ type: 'popup.outsideClick' }),
  }
}
