import type { EventFrom, SnapshotFrom } from 'xstate'
import type { CloseChoice, popupSuppressionMachine } from '../../machines/shell/popupSuppression.ts'
import type { ShellPopupStatus } from '../../machines/shell/shellPopups.ts'

/** What a suppressible pop-up needs (spec 1 §2, §4; spec 3 §4): whether it shows, and how it closes. */
export interface PopupApi {
  open: boolean
  /** For the shell's one-at-a-time rule: still reading its cookie, on screen, or not shown (yet). */
  status: ShellPopupStatus
  /** The choice ticked so far ("don't show for a day", "don't show again", or none). */
  choice: CloseChoice
  /** Ticks or unticks a choice; it is remembered however the pop-up then closes. */
  choose: (choice: CloseChoice) => void
  /** The close button (or a link inside the pop-up), with the ticked choice. */
  close: () => void
  escape: () => void
  outsideClick: () => void
}

export function connectPopup(
  state: SnapshotFrom<typeof popupSuppressionMachine>,
  send: (event: EventFrom<typeof popupSuppressionMachine>) => void,
): PopupApi {
  return {
    open: state.matches('open'),
    status: state.matches('open')
      ? 'open'
      : state.matches('checking') || state.matches('deciding')
        ? 'deciding'
        : 'hidden',
    choice: state.context.choice,
    choose: (choice) => send({ type: 'popup.choose', choice }),
    close: () => send({ type: 'popup.close' }),
    escape: () => send({ type: 'popup.escape' }),
    outsideClick: () => send({ type: 'popup.outsideClick' }),
  }
}

/** A pop-up Dialog's three ways out (its close button, Escape, a click outside), each the pop-up's own event. */
export function dialogCloses(api: Pick<PopupApi, 'close' | 'escape' | 'outsideClick'>) {
  return { onDismiss: api.close, onEscape: api.escape, onOutsideClick: api.outsideClick }
}
