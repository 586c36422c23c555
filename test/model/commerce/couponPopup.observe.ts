import type { CouponPopupContext } from '../../../src/machines/commerce/couponPopup.ts'
import type { MachineObserver } from '../observers.ts'

/** The pop-up's step of spec 2 §4 in each state, and what is under way. */
const STEPS: [string, number, string | null][] = [
  ['closed', 0, null],
  ['closedWithError', -1, null],
  ['loading', 1, 'loading'],
  ['list', 1, null],
  ['pressing', 1, 'pressing'],
  ['registering', 1, 'registering'],
  ['regError', 2, null],
]

/** How the coupon pop-up is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as CouponPopupContext
    const at = STEPS.find(([state]) => s.matches(state))
    return {
      step: at?.[1] ?? 'unknown',
      busy: at?.[2] ?? null,
      coupons: c.coupons.map((x) => x.couponCode),
      code: c.code,
      notice: c.notice,
      choice: c.choice,
      chosen: c.chosen,
      uses: c.uses,
    }
  },
  effect: (call) => {
    const c = call.context as CouponPopupContext
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
