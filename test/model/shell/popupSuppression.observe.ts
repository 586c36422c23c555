import type { PopupSuppressionContext } from '../../../src/machines/shell/popupSuppression.ts'
import type { MachineObserver } from '../observers.ts'

/**
 * How a pop-up is seen from outside: whether it is on screen. Its cookies are what the machine
 * asks the cookie service to write (the model passes `remember` through to a mocked service).
 */
export const observe: MachineObserver = {
  shows: (s) => ({
    open: s.matches('open'),
    // The choice the pop-up shows ticked ("don't show for a day", "don't show again", or none).
    ticked: (s.context as PopupSuppressionContext).choice,
  }),
  effect: () => null,
}
