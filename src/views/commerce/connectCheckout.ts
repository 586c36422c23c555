import type { EventFrom, SnapshotFrom } from 'xstate'
import type { PriceInfo, TaxInfo } from '../../contract/index.ts'
import {
  isFreeOrder,
  type AddressField,
  type AddressProblem,
  type Agreement,
  type CheckoutContext,
  type CouponNotice,
  type PaymentChoice,
  type checkoutMachine,
} from '../../machines/commerce/checkout.ts'
import { refundPolicyOf, type RefundPolicy } from '../../machines/commerce/refundPolicy.ts'

/** What is still missing before an order may be placed (spec 2 §4 Ordering), in the page's order. */
export type MissingStep = 'address' | 'terms' | 'refund' | 'trial' | 'method'

export type CheckoutScreen = 'loading' | 'unavailable' | 'form' | 'alipay' | 'leaving'

/** What the checkout page shows and the intents it sends (spec 2 §2 steps 5-8, §4, §5). */
export interface CheckoutApi {
  screen: CheckoutScreen
  /** A call of the form is under way (price, tax, coupon): its controls wait. */
  working: boolean
  ordering: boolean
  checkingAlipay: boolean
  currencyHold: boolean
  /** The billing country the confirmation pop-up asks about (spec 2 §2 modals), else null. */
  countryToConfirm: string | null
  price: PriceInfo | null
  heldPrice: PriceInfo | null
  tax: TaxInfo | null
  address: CheckoutContext['address']
  problems: Partial<Record<AddressField, AddressProblem>>
  addressSaved: boolean
  taxError: number | null
  terms: boolean
  refund: boolean
  /** The trial box, shown only for an order after the personal trial (s=t); null when not shown. */
  trialAgreed: boolean | null
  method: PaymentChoice | null
  /** The applied coupon pays the whole order: no payment method (spec 2 §3 free-coupon order). */
  free: boolean
  missing: MissingStep[]
  blocked: boolean
  couponInput: string
  appliedCoupon: string
  couponNotice: CouponNotice | null
  formError: boolean
  /** The errCode of a refused order whose alert pop-up is open (spec 2 §8), else null. */
  alert: number | null
  /** The refund policy open for the member to agree to (spec 2 §3), else null. */
  refundPolicy: RefundPolicy | null
  paymentUrl: string
  change: (field: AddressField, value: string) => void
  saveAddress: () => void
  agreeCurrency: () => void
  declineCurrency: () => void
  confirmCountry: () => void
  changeCountry: () => void
  setAgreement: (agreement: Agreement, checked: boolean) => void
  changeCoupon: (code: string) => void
  applyCoupon: () => void
  removeCoupon: () => void
  choose: (method: PaymentChoice) => void
  submit: () => void
  checkAlipay: () => void
  retry: () => void
  closeAlert: () => void
  agreeRefund: () => void
  closeRefund: () => void
}

const ORDER_STATES = [
  'ordering',
  'placingFreeOrder',
  'requestingIntent',
  'requestingPaypalToken',
  'placingPaypalOrder',
  'placingStripeOrder',
  'checkingOut',
  'paid',
] as const

export function connectCheckout(
  state: SnapshotFrom<typeof checkoutMachine>,
  send: (event: EventFrom<typeof checkoutMachine>) => void,
): CheckoutApi {
  const c = state.context
  const ordering = ORDER_STATES.some((s) => state.matches(s))
  const screen: CheckoutScreen = state.matches('pricing')
    ? 'loading'
    : state.matches('unavailable')
      ? 'unavailable'
      : state.matches('alipayWindow') ||
          state.matches('alipayChecking') ||
          state.matches('alipayWaiting')
        ? 'alipay'
        : state.matches('paying') || state.matches('leaving')
          ? 'leaving'
          : 'form'
  const free = isFreeOrder(c)
  const missing: MissingStep[] = []
  if (!c.addressSaved) missing.push('address')
  if (!c.terms) missing.push('terms')
  if (!c.refund) missing.push('refund')
  if (c.trial && !c.trialAgreed) missing.push('trial')
  if (c.method === null && !free) missing.push('method')
  return {
    screen,
    working:
      state.matches('repricing') ||
      state.matches('taxing') ||
      state.matches('taxed') ||
      state.matches('savingAddress') ||
      state.matches('applyingCoupon'),
    ordering,
    checkingAlipay: state.matches('alipayChecking') || state.matches('alipayWaiting'),
    currencyHold: state.matches('currencyHold'),
    countryToConfirm: state.matches('confirmingCountry') ? c.address.country : null,
    price: c.price,
    heldPrice: c.heldPrice,
    tax: c.tax,
    address: c.address,
    problems: c.problems,
    addressSaved: c.addressSaved,
    taxError: c.taxError,
    terms: c.terms,
    refund: c.refund,
    trialAgreed: c.trial ? c.trialAgreed : null,
    method: c.method,
    free,
    missing,
    blocked: c.blocked,
    couponInput: c.couponInput,
    appliedCoupon: c.appliedCoupon,
    couponNotice: c.couponNotice,
    formError: c.formError !== null,
    alert: c.alert,
    refundPolicy: state.matches('refundPolicy') ? refundPolicyOf(c.route, c.kind) : null,
    paymentUrl: c.paymentUrl,
    change: (field, value) => send({ type: 'address.change', field, value }),
    saveAddress: () => send({ type: 'address.save' }),
    agreeCurrency: () => send({ type: 'currency.agree' }),
    declineCurrency: () => send({ type: 'currency.decline' }),
    confirmCountry: () => send({ type: 'country.confirm' }),
    changeCountry: () => send({ type: 'country.change' }),
    setAgreement: (agreement, checked) => send({ type: 'agreement.toggle', agreement, checked }),
    changeCoupon: (code) => send({ type: 'coupon.change', code }),
    applyCoupon: () => send({ type: 'coupon.apply' }),
    removeCoupon: () => send({ type: 'coupon.remove' }),
    choose: (method) => send({ type: 'payment.choose', method }),
    submit: () => send({ type: 'order.submit' }),
    checkAlipay: () => send({ type: 'alipay.check' }),
    retry: () => send({ type: 'checkout.retry' }),
    closeAlert: () => send({ type: 'alert.close' }),
    agreeRefund: () => send({ type: 'refund.agree' }),
    closeRefund: () => send({ type: 'refund.close' }),
  }
}
