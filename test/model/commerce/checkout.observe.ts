import type { CheckoutContext } from '../../../src/machines/commerce/checkout.ts'
import type { MachineObserver } from '../observers.ts'

/** The screen the checkout page shows in each state, by the oracle's names. */
const SCREENS: [string, string][] = [
  ['pricing', 'loading'],
  ['unavailable', 'unavailable'],
  ['editing', 'form'],
  ['alerting', 'form'],
  ['refundPolicy', 'form'],
  ['repricing', 'working'],
  ['taxing', 'working'],
  ['applyingCoupon', 'working'],
  ['currencyHold', 'currencyHold'],
  ['confirmingCountry', 'countryConfirm'],
  ['taxed', 'working'],
  ['savingAddress', 'working'],
  ['placingFreeOrder', 'ordering'],
  ['requestingIntent', 'ordering'],
  ['requestingPaypalToken', 'ordering'],
  ['placingPaypalOrder', 'ordering'],
  ['placingStripeOrder', 'ordering'],
  ['checkingOut', 'ordering'],
  ['alipayWindow', 'alipay'],
  ['alipayChecking', 'alipayChecking'],
  ['alipayWaiting', 'alipayChecking'],
  ['paying', 'left'],
  ['leaving', 'left'],
]

/** How checkout is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as CheckoutContext
    return {
      screen: SCREENS.find(([state]) => s.matches(state))?.[1] ?? 'unknown',
      price: c.price ? { amount: c.price.payPrice, currency: c.price.currency } : null,
      heldPrice: c.heldPrice
        ? { amount: c.heldPrice.payPrice, currency: c.heldPrice.currency }
        : null,
      tax: c.tax ? { tax: c.tax.tax, total: c.tax.total } : null,
      address: c.address,
      problems: c.problems,
      addressSaved: c.addressSaved,
      taxError: c.taxError,
      terms: c.terms,
      refund: c.refund,
      trialAgreed: c.trial ? c.trialAgreed : null,
      method: c.method,
      blocked: c.blocked,
      couponInput: c.couponInput,
      coupon: c.appliedCoupon,
      couponNotice: c.couponNotice,
      alert: s.matches('alerting') ? c.alert : null,
      refundPolicy: s.matches('refundPolicy'),
      countryConfirm: s.matches('confirmingCountry'),
      formError: c.formError,
      alipayWindow: s.matches('alipayWindow') ? c.paymentUrl : null,
    }
  },
  effect: (call) => {
    const c = call.context as CheckoutContext
    if (call.name === 'navigate') return { navigate: c.destination }
    if (call.name === 'openPaymentPage') return { navigate: c.paymentUrl }
    if (call.name === 'reportFailure')
      return { popup: c.error?.code ?? -1, popupApi: c.error?.apiName ?? '' }
    return null
  },
}
