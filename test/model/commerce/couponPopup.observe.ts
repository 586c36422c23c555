import type { CouponPopupContext } from '../../../src/machines/commerce/couponPopup.ts'
import type { MachineObserver } from '../observers.ts'

/**
 * The pop-up's step of spec 2 §4 in each state, what is under way, and the dashboard's stage of
 * step 5 (the free order to confirm, placed, or the way to the pricing route).
 */
const STEPS: [string, number, string | null, string | null][] = [
  ['closed', 0, null, null],
  ['closedWithError', -1, null, null],
  ['loading', 1, 'loading', null],
  ['list', 1, null, null],
  ['pressing', 1, 'pressing', null],
  ['registering', 1, 'registering', null],
  ['regError', 2, null, null],
  ['checkingLicence', 3, 'checking', null],
  ['toPricing', 5, null, 'pricing'],
  ['confirmingFree', 5, null, 'confirm'],
  ['placingFreeOrder', 5, 'ordering', 'confirm'],
  ['fetchingInstaller', 5, 'installer', 'placed'],
  ['placed', 5, null, 'placed'],
  ['refused', 6, null, null],
]

/** How the coupon pop-up is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as CouponPopupContext
    const at = STEPS.find(([state]) => s.matches(state))
    return {
      step: at?.[1] ?? 'unknown',
      busy: at?.[2] ?? null,
      stage: at?.[3] ?? null,
      coupons: c.coupons.map((x) => x.couponCode),
      code: c.code,
      notice: c.notice,
      choice: c.choice,
      chosen: c.chosen,
      uses: c.uses,
      agreed: c.agreed,
      refusal: c.refusal,
      orderNo: c.orderNo,
      installer: c.installerUrl,
    }
  },
  effect: (call) => {
    const c = call.context as CouponPopupContext
    if (call.name === 'reportFailure')
      return { popup: c.error?.code ?? -1, popupApi: c.error?.apiName ?? '' }
    if (call.name === 'navigate') return { navigate: c.destination }
    if (call.name === 'download') return { navigate: c.installerUrl }
    return null
  },
}
