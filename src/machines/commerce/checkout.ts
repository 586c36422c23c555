import { assign, fromPromise, setup } from 'xstate'
import {
  BillCode,
  CouponResult,
  OrderCode,
  isDirectCheckout,
  isTaxSuccess,
  isUsState,
  normaliseBillText,
  PayMethod,
  type AlipayStatus,
  type ApplyCouponRequest,
  type ApplyCouponResponse,
  type CheckAlipayStatusResponse,
  type GetCalcPriceRequest,
  type GetCalcPriceResponse,
  type GetCalcTaxRequest,
  type GetCalcTaxResponse,
  type GetPaypalTokenResponse,
  type GetUserBillAddressResponse,
  type IntentResponse,
  type Language,
  type PurchaseKind,
  type OrderRequest,
  type OrderResponse,
  type PriceInfo,
  type PricingRouteKey,
  type SetBillAddressRequest,
  type TaxInfo,
} from '../../contract/index.ts'
import { setBillAddress } from '../../services/account/member.ts'
import { failureOf, type ApiFailure } from '../../services/core/apiError.ts'
import {
  applyCoupon,
  checkAlipayStatus,
  checkOut,
  getCalcPrice,
  getCalcTax,
  getIntentBeforeSetOrder,
  getPaypalToken,
  setOrder,
  setOrder4Stripe,
} from '../../services/commerce/order.ts'
import { raisesErrorPopup } from '../core/failure.ts'
import type { RuleMeta } from '../core/rules.ts'

/**
 * Checkout of one licence (spec 2 §2 steps 3-8, §3 order payload, §4 Tax, Ordering, Alipay status,
 * coupon, §5 address rules, §7 calls): the product and seats of the pricing route, the price the
 * server decides (GetCalcPrice), the billing address (its country confirmed in a pop-up when it
 * changes) and its tax (GetCalcTax, with the currency hold), saved to the account
 * (SetBillAddress), the agreements, a coupon (ApplyCoupon), the payment method and the order: card through
 * GetIntentBeforeSetOrder then the provider's card page, PayPal through GetPaypalToken and
 * SetOrder, Alipay through SetOrder4Stripe, its window and three status checks; one seat of a
 * month through CheckOut and the provider's checkout page (direct checkout).
 */

export const ADDRESS_FIELDS = [
  'country',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'vatNum',
] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]
export type CheckoutAddress = Record<AddressField, string>
export type AddressProblem = 'required' | 'invalid'

export const PAYMENT_CHOICES = ['card', 'paypal', 'alipay'] as const
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number]
const PAY_METHOD_OF: Record<PaymentChoice, number> = {
  card: PayMethod.STRIPE,
  paypal: PayMethod.PAYPAL,
  alipay: PayMethod.ALIPAY,
}

/** Step 6's boxes (spec 2 §2): the terms, the refund policy and, after the personal trial, the trial's. */
export type Agreement = 'terms' | 'refund' | 'trial'
const AGREED: Record<Agreement, 'terms' | 'refund' | 'trialAgreed'> = {
  terms: 'terms',
  refund: 'refund',
  trial: 'trialAgreed',
}
export type CouponNotice =
  | 'applied'
  | 'blank'
  | 'duplicate'
  | 'addressFirst'
  | 'expired'
  | 'limitReached'
  | 'cannotAdd'
  | 'invalid'

/** Where an order ends (spec 2 §2 /pricing/complete?type=). */
export const COMPLETE = {
  per: '/pricing/complete?type=per',
  ent: '/pricing/complete?type=ent',
  fail: '/pricing/complete?type=fail',
  progress: '/pricing/complete?type=progress',
} as const

/** Alipay's status is asked 3 times, at 0, 1 and 2 seconds (spec 2 §4, §9). */
export const ALIPAY_CHECKS = 3
export const ALIPAY_INTERVAL_MS = 1000

export interface CheckoutProduct {
  prdOptSeq: number
  saleType: number
}

export interface CheckoutInput {
  /** The pricing route the member came from (spec 2 §2). */
  route: PricingRouteKey
  /** The route's row of the price list. */
  product: CheckoutProduct
  /** Seats (the route's `c`, as the route allows, or step 3 of a company's order). */
  seats: number
  /** Periods of the sale type bought at once (cntExtend; 1 unless a company chose more). */
  periods: number
  /** Checkout steps 1-2 of a company (spec 2 §2): the order type and the end user it is for. */
  kind: PurchaseKind
  /** '' for the member themself. */
  targetUserId: string
  /** The end user's licence a trade or an upgrade replaces (0 for a new one). */
  myLicenseSeq: number
  /** `s=t`: an order after the personal trial. */
  trial: boolean
  /** `cpcode`: a coupon code to offer in the coupon field. */
  couponCode: string
  /**
   * The member's id and the country of the first price: the saved billing country, or '' for the
   * visitor's country as the server reads it from its trusted header (CN: CNY, else USD).
   */
  userId: string
  country: string
  /** The member's saved billing address (empty fields when none). */
  address: CheckoutAddress
  language: Language
  /** A random seed the page draws once: the idempotency keys of this checkout are built on it. */
  keySeed: string
}

export interface CheckoutContext extends CheckoutInput {
  /** The server's price of the order line (before tax). */
  price: PriceInfo | null
  /** A price in another currency, held until the member agrees (spec 2 §4 Tax). */
  heldPrice: PriceInfo | null
  /** The tax of the saved address; null until the address is saved. */
  tax: TaxInfo | null
  problems: Partial<Record<AddressField, AddressProblem>>
  /** The address is taxed and held by the account: ordering may go on (spec 2 §4 Ordering). */
  addressSaved: boolean
  /** The billing country the member confirmed (or the account's saved one): another is confirmed first. */
  confirmedCountry: string
  /** The billing address the account holds, as SetBillAddress would send it. */
  accountAddress: string
  /** The errCode of a refused tax or price (calcResult error). */
  taxError: number | null
  terms: boolean
  refund: boolean
  /** The trial box of an order after the personal trial (s=t): the trial ends when it is paid. */
  trialAgreed: boolean
  couponInput: string
  /** The coupon applied to the price and tax ('' when none). */
  appliedCoupon: string
  /** The periods the applied coupon gives (its `period`; 0 when it gives none). */
  couponPeriod: number
  couponNotice: CouponNotice | null
  method: PaymentChoice | null
  /** An order was asked for before it was allowed. */
  blocked: boolean
  /** How many different orders were submitted: the idempotency key's counter. */
  submissions: number
  /** The last submitted order (without key and token): the same order keeps its key. */
  lastOrder: string
  token: string
  orderNo: string
  paymentUrl: string
  destination: string
  alipayChecks: number
  formError: 'failed' | null
  error: ApiFailure | null
  /** The errCode of a refused order call: its alert pop-up is open (spec 2 §8). */
  alert: number | null
}

export type CheckoutEvent =
  | { type: 'checkout.retry' }
  | { type: 'address.change'; field: AddressField; value: string }
  | { type: 'address.save' }
  | { type: 'country.confirm' }
  | { type: 'country.change' }
  | { type: 'currency.agree' }
  | { type: 'currency.decline' }
  | { type: 'agreement.toggle'; agreement: Agreement; checked: boolean }
  | { type: 'coupon.change'; code: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' }
  | { type: 'payment.choose'; method: PaymentChoice }
  | { type: 'order.submit' }
  | { type: 'alipay.check' }
  | { type: 'alert.close' }
  | { type: 'refund.agree' }
  | { type: 'refund.close' }

/** The address as it is sent: trimmed, country and US state upper-cased, a blank VAT number empty. */
export function cleanAddress(a: CheckoutAddress): CheckoutAddress {
  const country = a.country.trim().toUpperCase()
  const state = a.state.trim()
  return {
    country,
    address1: a.address1.trim(),
    address2: a.address2.trim(),
    city: a.city.trim(),
    state: country === 'US' ? state.toUpperCase() : state,
    zipcode: a.zipcode.trim(),
    vatNum: a.vatNum.trim(),
  }
}

/** Spec 2 §5: line 1, city, zip and country required; the country longer than 1 character; a US state from the list. */
export function addressProblems(a: CheckoutAddress): Partial<Record<AddressField, AddressProblem>> {
  const c = cleanAddress(a)
  const out: Partial<Record<AddressField, AddressProblem>> = {}
  if (c.country === '') out.country = 'required'
  else if (c.country.length <= 1) out.country = 'invalid'
  if (c.address1 === '') out.address1 = 'required'
  if (c.city === '') out.city = 'required'
  if (c.zipcode === '') out.zipcode = 'required'
  if (c.country === 'US' && !isUsState(c.state)) out.state = c.state === '' ? 'required' : 'invalid'
  return out
}
const hasProblems = (a: CheckoutAddress) => Object.keys(addressProblems(a)).length > 0

/** The billing address of the account (spec 1 §3) is the checkout address without its VAT number. */
export const billAddressOf = (a: CheckoutAddress): SetBillAddressRequest => {
  const c = cleanAddress(a)
  return {
    country: c.country,
    address1: c.address1,
    address2: c.address2,
    city: c.city,
    state: c.state,
    zipcode: c.zipcode,
  }
}
const accountKeyOf = (a: CheckoutAddress) => JSON.stringify(billAddressOf(a))

/** SetBillAddress's refusals flag the field they name; another is a failed save. */
const BILL_PROBLEM: Record<number, Partial<Record<AddressField, AddressProblem>>> = {
  [BillCode.blank]: { country: 'required' },
  [BillCode.stateRequired]: { state: 'required' },
}

const COUPON_NOTICE: Record<number, CouponNotice> = {
  [CouponResult.expired]: 'expired',
  [CouponResult.limitReached]: 'limitReached',
  [CouponResult.cannotAdd]: 'cannotAdd',
}

/**
 * The order's line: the route's product for the member or the chosen end user, its seats added,
 * traded or upgraded by the order type, its periods (spec 2 §3).
 */
const lineOf = (c: CheckoutContext) => ({
  targetUserId: c.targetUserId,
  myLicenseSeq: c.kind === 'new' ? 0 : c.myLicenseSeq,
  cntAdd: c.kind === 'new' ? c.seats : 0,
  cntExtend: c.periods,
  cntUpgrade: c.kind === 'upgrade' ? c.seats : 0,
  cntTrade: c.kind === 'trade' ? c.seats : 0,
  prdOptSeq: c.product.prdOptSeq,
  saleType: c.product.saleType,
  isPersonalTrial: c.trial,
})

export const priceRequestOf = (c: CheckoutContext, country: string): GetCalcPriceRequest => ({
  ...lineOf(c),
  userId: c.userId,
  country,
  couponCode: c.appliedCoupon,
})

export const taxRequestOf = (c: CheckoutContext): GetCalcTaxRequest => {
  const a = cleanAddress(c.address)
  return {
    price: c.price?.payPrice ?? 0,
    ...a,
    userId: c.userId,
    prdOptSeq: c.product.prdOptSeq,
    saleType: c.product.saleType,
    cntAdd: c.seats,
    cntExtend: c.periods,
    couponCode: c.appliedCoupon,
  }
}

export const couponRequestOf = (c: CheckoutContext): ApplyCouponRequest => {
  const a = cleanAddress(c.address)
  return {
    couponCode: c.couponInput.trim(),
    country: a.country,
    userId: c.userId,
    prdOptSeq: c.product.prdOptSeq,
    saleType: c.product.saleType,
    cntAdd: c.seats,
    cntExtend: c.periods,
    state: a.state,
    vatNum: a.vatNum,
  }
}

/** A coupon pays the whole order: nothing is left to pay after the discount and the tax. */
export const isFreeOrder = (c: Pick<CheckoutContext, 'appliedCoupon' | 'tax'>): boolean =>
  c.appliedCoupon !== '' && c.tax !== null && c.tax.total === 0

const NO_ADDRESS: CheckoutAddress = {
  country: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  vatNum: '',
}

/** The order payload of spec 2 §3 without its key and token: what one submission is. */
function orderBasisOf(c: CheckoutContext): Omit<OrderRequest, 'idempotencyKey' | 'token'> {
  // Spec 2 §3 free-coupon order: payMethod 8, price 0, the address fields empty, one seat added
  // for the coupon's period, no licence replaced.
  if (isFreeOrder(c))
    return {
      chkAgreement: c.terms && c.refund,
      payMethod: PayMethod.COUPON,
      price: 0,
      couponCode: c.appliedCoupon,
      ...NO_ADDRESS,
      ...lineOf(c),
      myLicenseSeq: 0,
      cntAdd: 1,
      cntExtend: c.couponPeriod > 0 ? c.couponPeriod : c.periods,
      cntUpgrade: 0,
      cntTrade: 0,
      locale: c.language,
      upgradeCode: '',
      userId: c.userId,
    }
  return {
    chkAgreement: c.terms && c.refund,
    payMethod: PAY_METHOD_OF[c.method ?? 'card'],
    // The total the member saw: the price after the discount plus the tax, 2 decimals.
    price: c.tax?.total ?? 0,
    couponCode: c.appliedCoupon,
    ...cleanAddress(c.address),
    ...lineOf(c),
    locale: c.language,
    upgradeCode: '',
  }
}
export const orderRequestOf = (c: CheckoutContext): OrderRequest => ({
  ...orderBasisOf(c),
  token: c.token,
  idempotencyKey: `${c.keySeed}-${String(c.submissions)}`,
})

const completeOf = (c: CheckoutContext) =>
  c.route.startsWith('ent/') ? COMPLETE.ent : COMPLETE.per

type Answer<T> = { answer: T }

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
    meta: {} as RuleMeta,
  },
  actors: {
    calcPrice: fromPromise<GetCalcPriceResponse, GetCalcPriceRequest>(({ input }) =>
      getCalcPrice(input),
    ),
    calcTax: fromPromise<GetCalcTaxResponse, GetCalcTaxRequest>(({ input }) => getCalcTax(input)),
    applyCoupon: fromPromise<ApplyCouponResponse, ApplyCouponRequest>(({ input }) =>
      applyCoupon(input),
    ),
    createIntent: fromPromise<IntentResponse, OrderRequest>(({ input }) =>
      getIntentBeforeSetOrder(input),
    ),
    placeStripeOrder: fromPromise<OrderResponse, OrderRequest>(({ input }) =>
      setOrder4Stripe(input),
    ),
    paypalToken: fromPromise<GetPaypalTokenResponse>(() => getPaypalToken()),
    placePaypalOrder: fromPromise<OrderResponse, OrderRequest>(({ input }) => setOrder(input)),
    placeFreeOrder: fromPromise<OrderResponse, OrderRequest>(({ input }) => setOrder(input)),
    checkOut: fromPromise<OrderResponse, OrderRequest>(({ input }) => checkOut(input)),
    checkAlipay: fromPromise<CheckAlipayStatusResponse, { sourceId: string }>(({ input }) =>
      checkAlipayStatus(input.sourceId),
    ),
    saveBillAddress: fromPromise<GetUserBillAddressResponse, SetBillAddressRequest>(({ input }) =>
      setBillAddress(input),
    ),
  },
  guards: {
    isPriced: (_, params: Answer<GetCalcPriceResponse>) =>
      params.answer.result.errCode === 0 && params.answer.info.length > 0,
    // Asked only in `repricing`, which the form enters with its price shown (the form opens once
    // GetCalcPrice priced the order; a coupon or an agreed currency replaces it, never with none).
    isPricedInNewCurrency: ({ context }, params: Answer<GetCalcPriceResponse>) =>
      params.answer.result.errCode === 0 &&
      params.answer.info[0] !== undefined &&
      params.answer.info[0].currency !== (context.price as PriceInfo).currency,
    isTaxed: (_, params: Answer<GetCalcTaxResponse>) =>
      isTaxSuccess(params.answer.result.errCode) && params.answer.mData !== null,
    hasAddressProblem: ({ context }) => hasProblems(context.address),
    isCountryUnconfirmed: ({ context }) =>
      cleanAddress(context.address).country !== context.confirmedCountry,
    isAddressOnAccount: ({ context }) => accountKeyOf(context.address) === context.accountAddress,
    isCouponBlank: ({ context }) => context.couponInput.trim() === '',
    // Asked after isCouponBlank: a code that is not blank is the applied one only when one is applied.
    isCouponAlreadyApplied: ({ context }) => context.couponInput.trim() === context.appliedCoupon,
    isAddressSaved: ({ context }) => context.addressSaved,
    hasCoupon: ({ context }) => context.appliedCoupon !== '',
    isRefundTicked: (_, params: { agreement: Agreement; checked: boolean }) =>
      params.agreement === 'refund' && params.checked,
    isTrialBoxMissing: ({ context }, params: { agreement: Agreement }) =>
      params.agreement === 'trial' && !context.trial,
    isCouponApplied: (_, params: Answer<ApplyCouponResponse>) =>
      params.answer.result.errCode === 0 &&
      params.answer.info !== null &&
      params.answer.mData !== null,
    canOrder: ({ context }) =>
      context.terms &&
      context.refund &&
      (context.trialAgreed || !context.trial) &&
      (context.method !== null || isFreeOrder(context)) &&
      context.addressSaved,
    isFreeOrder: ({ context }) => isFreeOrder(context),
    isDirectCheckout: ({ context }) =>
      isDirectCheckout({
        saleType: context.product.saleType,
        cntAdd: context.seats,
        cntExtend: context.periods,
      }),
    isPaymentNeeded: ({ context }) => !isFreeOrder(context),
    isCardChosen: ({ context }) => context.method === 'card',
    isPaypalChosen: ({ context }) => context.method === 'paypal',
    isAlipayChosen: ({ context }) => context.method === 'alipay',
    isAccepted: (_, params: { errCode: number }) => params.errCode === 0,
    hasPageUrl: (_, params: { url: string }) => params.url !== '',
    isChargeable: (_, params: { status: AlipayStatus | null }) => params.status === 'chargeable',
    isAlipayFailed: (_, params: { status: AlipayStatus | null }) => params.status === 'failed',
    /** -3: the order's price or tax was not the server's (spec 2 §8 service policy error). */
    isPriceStale: ({ context }) => context.alert === OrderCode.priceChanged,
    hasChecksLeft: ({ context }) => context.alipayChecks < ALIPAY_CHECKS,
    raisesErrorPopup: (_, params: { error: unknown }) => raisesErrorPopup(failureOf(params.error)),
  },
  delays: {
    alipayInterval: ALIPAY_INTERVAL_MS,
  },
  actions: {
    /** Injected by the view: the site's navigation to `context.destination`. */
    navigate: () => undefined,
    /** Injected by the view: the global error pop-up of spec 1 §8 with `context.error`. */
    reportFailure: () => undefined,
    /** Injected by the view: a full page load of the provider's page, `context.paymentUrl`. */
    openPaymentPage: () => undefined,
    /** Injected by the view: the Alipay window (800x500) on `context.paymentUrl` (spec 2 §2). */
    openAlipayWindow: () => undefined,
    keepPrice: assign({
      price: (_, params: Answer<GetCalcPriceResponse>) => params.answer.info[0] ?? null,
      heldPrice: null,
      formError: null,
    }),
    holdPrice: assign({
      heldPrice: (_, params: Answer<GetCalcPriceResponse>) => params.answer.info[0] ?? null,
    }),
    takeHeldPrice: assign({
      price: ({ context }) => context.heldPrice,
      heldPrice: null,
      tax: null,
    }),
    dropHeldPrice: assign({ heldPrice: null }),
    editAddress: assign({
      address: ({ context }, params: { field: AddressField; value: string }) => ({
        ...context.address,
        [params.field]: normaliseBillText(params.value),
      }),
      problems: ({ context }, params: { field: AddressField; value: string }) =>
        Object.fromEntries(
          Object.entries(context.problems).filter(([field]) => field !== params.field),
        ),
      addressSaved: false,
      tax: null,
      taxError: null,
    }),
    flagAddress: assign({ problems: ({ context }) => addressProblems(context.address) }),
    startSaving: assign({
      problems: {},
      taxError: null,
      formError: null,
      error: null,
      address: ({ context }) => cleanAddress(context.address),
    }),
    keepTax: assign({
      tax: (_, params: Answer<GetCalcTaxResponse>) => params.answer.mData,
      taxError: null,
    }),
    confirmCountry: assign({
      confirmedCountry: ({ context }) => cleanAddress(context.address).country,
    }),
    markSaved: assign({
      addressSaved: true,
      confirmedCountry: ({ context }) => cleanAddress(context.address).country,
      accountAddress: ({ context }) => accountKeyOf(context.address),
    }),
    refuseBillAddress: assign({
      tax: null,
      addressSaved: false,
      problems: (_, params: { errCode: number }) => BILL_PROBLEM[params.errCode] ?? {},
      formError: (_, params: { errCode: number }) =>
        params.errCode in BILL_PROBLEM ? null : ('failed' as const),
    }),
    unsaveAddress: assign({ tax: null, addressSaved: false }),
    refuseTax: assign({
      tax: null,
      addressSaved: false,
      taxError: (_, params: { errCode: number }) => params.errCode,
    }),
    setAgreement: assign(({ context }, params: { agreement: Agreement; checked: boolean }) => ({
      ...context,
      [AGREED[params.agreement]]: params.checked,
      blocked: false,
    })),
    editCoupon: assign({
      couponInput: (_, params: { code: string }) => params.code,
      couponNotice: null,
    }),
    noteCoupon: assign({
      couponNotice: (_, params: { notice: CouponNotice }) => params.notice,
    }),
    startCoupon: assign({ couponNotice: null, formError: null, error: null }),
    keepCoupon: assign(({ context }, params: Answer<ApplyCouponResponse>) => ({
      ...context,
      price: params.answer.info,
      tax: params.answer.mData,
      appliedCoupon: context.couponInput.trim(),
      couponPeriod: params.answer.coupon?.period ?? 0,
      couponNotice: 'applied' as const,
    })),
    refuseCoupon: assign({
      couponNotice: (_, params: { errCode: number }) => COUPON_NOTICE[params.errCode] ?? 'invalid',
    }),
    clearCoupon: assign({
      appliedCoupon: '',
      couponPeriod: 0,
      couponInput: '',
      couponNotice: null,
    }),
    chooseMethod: assign({
      method: (_, params: { method: PaymentChoice }) => params.method,
      blocked: false,
    }),
    block: assign({ blocked: true }),
    /** A new order takes a new key; the same order submitted again keeps its key (exactly once). */
    startOrder: assign(({ context }) => {
      const basis = JSON.stringify(orderBasisOf(context))
      const same = basis === context.lastOrder
      return {
        ...context,
        submissions: same ? context.submissions : context.submissions + 1,
        lastOrder: basis,
        token: '',
        blocked: false,
        formError: null,
        error: null,
      }
    }),
    keepToken: assign({ token: (_, params: { token: string }) => params.token }),
    keepPaymentPage: assign({
      orderNo: (_, params: { orderNo: string; url: string }) => params.orderNo,
      paymentUrl: (_, params: { orderNo: string; url: string }) => params.url,
    }),
    raiseAlert: assign({ alert: (_, params: { errCode: number }) => params.errCode }),
    closeAlert: assign({ alert: null }),
    leaveFor: assign({ destination: (_, params: { to: string }) => params.to }),
    leaveForComplete: assign({ destination: ({ context }) => completeOf(context) }),
    countAlipayCheck: assign({ alipayChecks: ({ context }) => context.alipayChecks + 1 }),
    /** A failure the error pop-up shows: kept with the name of the API it tells the help desk. */
    keepFailure: assign({
      error: (_, params: { error: unknown; apiName: string }) =>
        failureOf(params.error, params.apiName),
      formError: 'failed' as const,
    }),
    /** A refused request (an HTTP answer, 4xx): the form says it failed; no pop-up to tell. */
    markFailed: assign({ formError: 'failed' as const }),
  },
}).createMachine({
  id: 'checkout',
  description:
    'Checkout of one licence: price, billing address and tax, agreements, coupon, payment method and the order (spec 2 §2 steps 3-8, §4, §5, §7).',
  context: ({ input }) => ({
    ...input,
    price: null,
    heldPrice: null,
    tax: null,
    problems: {},
    addressSaved: false,
    confirmedCountry: cleanAddress(input.address).country,
    accountAddress: accountKeyOf(input.address),
    taxError: null,
    terms: false,
    refund: false,
    trialAgreed: false,
    couponInput: input.couponCode,
    appliedCoupon: '',
    couponPeriod: 0,
    couponNotice: null,
    method: null,
    blocked: false,
    submissions: 0,
    lastOrder: '',
    token: '',
    orderNo: '',
    paymentUrl: '',
    destination: '',
    alipayChecks: 0,
    formError: null,
    error: null,
    alert: null,
  }),
  initial: 'pricing',
  states: {
    pricing: {
      description:
        "GetCalcPrice: the server prices the route's product and seats in the member's currency (spec 2 §3 calc-price request, §7).",
      meta: { rules: ['CHECKOUT-1'] },
      invoke: {
        id: 'calcPrice',
        src: 'calcPrice',
        input: ({ context }) => priceRequestOf(context, context.country),
        onDone: [
          {
            guard: { type: 'isPriced', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: { type: 'keepPrice', params: ({ event }) => ({ answer: event.output }) },
            description: "errCode 0: the server's price is shown; the order form opens.",
            meta: { rules: ['CHECKOUT-1'] },
          },
          {
            target: 'unavailable',
            description: 'Any other errCode: the product cannot be priced; nothing can be ordered.',
            meta: { rules: ['CHECKOUT-1'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'unavailable',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'GetCalcPrice' }),
              },
              'reportFailure',
            ],
            description: 'A network or server failure also raises the global error pop-up.',
            meta: { rules: ['CHECKOUT-1', 'ERRPOP-1'] },
          },
          {
            target: 'unavailable',
            actions: 'markFailed',
            description: 'A refused request: the page says the price is unavailable.',
            meta: { rules: ['CHECKOUT-1'] },
          },
        ],
      },
    },
    unavailable: {
      description: 'No price: nothing can be ordered; the member may ask again.',
      meta: { rules: ['CHECKOUT-1'] },
      on: {
        'checkout.retry': {
          target: 'pricing',
          description: 'The member asks for the price again.',
          meta: { rules: ['CHECKOUT-1'] },
        },
      },
    },
    editing: {
      description:
        'The order form: the address and tax (step 5), the agreements (6), the coupon (7) and the payment buttons (8).',
      meta: { rules: ['CHECKOUT-2', 'CHECKOUT-6'] },
      on: {
        'address.change': {
          actions: {
            type: 'editAddress',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
          description:
            'A typed comma becomes a space; an edited address is no longer saved and its tax is gone.',
          meta: { rules: ['CHECKOUT-2'] },
        },
        'address.save': [
          {
            guard: 'hasAddressProblem',
            actions: 'flagAddress',
            description:
              'Line 1, city, zip or country missing, a one-letter country or a US address without a listed state: each problem is flagged, nothing is asked.',
            meta: { rules: ['CHECKOUT-2'] },
          },
          {
            guard: 'isCountryUnconfirmed',
            target: 'confirmingCountry',
            actions: 'startSaving',
            description:
              'The address holds but names a billing country the member has not confirmed: the billing-country pop-up asks first.',
            meta: { rules: ['CHECKOUT-15'] },
          },
          {
            target: 'repricing',
            actions: 'startSaving',
            description:
              "The address holds in the confirmed country: the price is asked again in the billing country's currency.",
            meta: { rules: ['CHECKOUT-3', 'CHECKOUT-4'] },
          },
        ],
        'agreement.toggle': [
          {
            guard: {
              type: 'isTrialBoxMissing',
              params: ({ event }) => ({ agreement: event.agreement }),
            },
            description: 'Only an order after the personal trial (s=t) has the trial box.',
            meta: { rules: ['CHECKOUT-6'] },
          },
          {
            guard: {
              type: 'isRefundTicked',
              params: ({ event }) => ({ agreement: event.agreement, checked: event.checked }),
            },
            target: 'refundPolicy',
            description:
              'Ticking the refund box opens the refund policy of this order; it is agreed there.',
            meta: { rules: ['CHECKOUT-14'] },
          },
          {
            actions: {
              type: 'setAgreement',
              params: ({ event }) => ({ agreement: event.agreement, checked: event.checked }),
            },
            description:
              'The terms or, after the trial, the trial box are ticked or unticked, or the refund box unticked.',
            meta: { rules: ['CHECKOUT-6'] },
          },
        ],
        'coupon.change': {
          actions: { type: 'editCoupon', params: ({ event }) => ({ code: event.code }) },
          description: 'The coupon code is typed.',
          meta: { rules: ['CHECKOUT-5'] },
        },
        'coupon.apply': [
          {
            guard: 'isCouponBlank',
            actions: { type: 'noteCoupon', params: { notice: 'blank' } },
            description: 'A blank code is refused here (CANT_BE_BLANK, spec 2 §5).',
            meta: { rules: ['CHECKOUT-5'] },
          },
          {
            guard: 'isCouponAlreadyApplied',
            actions: { type: 'noteCoupon', params: { notice: 'duplicate' } },
            description: 'The code is the one already applied: the duplicate warning.',
            meta: { rules: ['CHECKOUT-5'] },
          },
          {
            guard: 'isAddressSaved',
            target: 'applyingCoupon',
            actions: 'startCoupon',
            description: 'ApplyCoupon: the price and the tax of the saved address again.',
            meta: { rules: ['CHECKOUT-5'] },
          },
          {
            actions: { type: 'noteCoupon', params: { notice: 'addressFirst' } },
            description: 'The tax needs the billing address: it is saved first.',
            meta: { rules: ['CHECKOUT-5'] },
          },
        ],
        'coupon.remove': {
          guard: 'hasCoupon',
          target: 'repricing',
          actions: 'clearCoupon',
          description:
            'Removing the coupon clears its code; the price and the tax are asked again.',
          meta: { rules: ['CHECKOUT-5'] },
        },
        'payment.choose': {
          guard: 'isPaymentNeeded',
          actions: { type: 'chooseMethod', params: ({ event }) => ({ method: event.method }) },
          description:
            'Card, PayPal or Alipay is chosen (an order the coupon pays whole shows no method).',
          meta: { rules: ['CHECKOUT-6', 'CHECKOUT-13'] },
        },
        'order.submit': [
          {
            guard: 'canOrder',
            target: 'ordering',
            actions: 'startOrder',
            description:
              'Terms and refund agreed (and the trial box after the trial), a method chosen (or nothing to pay) and the address saved: the order is placed under its idempotency key.',
            meta: { rules: ['CHECKOUT-6', 'CHECKOUT-12'] },
          },
          {
            actions: 'block',
            description: 'Anything missing: nothing is ordered; what is missing is shown.',
            meta: { rules: ['CHECKOUT-6'] },
          },
        ],
      },
    },
    repricing: {
      description:
        'GetCalcPrice in the currency of the billing country (with the applied coupon, if any).',
      meta: { rules: ['CHECKOUT-3', 'CHECKOUT-4'] },
      invoke: {
        id: 'reprice',
        src: 'calcPrice',
        input: ({ context }) => priceRequestOf(context, cleanAddress(context.address).country),
        onDone: [
          {
            guard: {
              type: 'isPricedInNewCurrency',
              params: ({ event }) => ({ answer: event.output }),
            },
            target: 'currencyHold',
            actions: { type: 'holdPrice', params: ({ event }) => ({ answer: event.output }) },
            description:
              'The billing country pays in another currency: the new price is held until the member agrees.',
            meta: { rules: ['CHECKOUT-4'] },
          },
          {
            guard: { type: 'isPriced', params: ({ event }) => ({ answer: event.output }) },
            target: 'taxing',
            actions: { type: 'keepPrice', params: ({ event }) => ({ answer: event.output }) },
            description: 'The same currency: the price applies and the tax is asked.',
            meta: { rules: ['CHECKOUT-3', 'CHECKOUT-4'] },
          },
          {
            target: 'editing',
            actions: {
              type: 'refuseTax',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description: 'Refused: the address step shows the error (calcResult error).',
            meta: { rules: ['CHECKOUT-3'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'GetCalcPrice' }),
              },
              'reportFailure',
            ],
            description: 'A network or server failure: the form stays, the error pop-up is raised.',
            meta: { rules: ['ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: 'markFailed',
            description: 'A refused request: the form stays with an error.',
            meta: { rules: ['CHECKOUT-3'] },
          },
        ],
      },
    },
    confirmingCountry: {
      description:
        'The billing-country confirmation pop-up (spec 2 §2 modals): the price, its currency, the tax and the invoice follow the billing country.',
      meta: { rules: ['CHECKOUT-15'] },
      on: {
        'country.confirm': {
          target: 'repricing',
          actions: 'confirmCountry',
          description: 'The member confirms the country: the price is asked again in its currency.',
          meta: { rules: ['CHECKOUT-15', 'CHECKOUT-4'] },
        },
        'country.change': {
          target: 'editing',
          description: 'The member goes back to change it: nothing is asked, the address unsaved.',
          meta: { rules: ['CHECKOUT-15'] },
        },
      },
    },
    currencyHold: {
      description:
        'The billing country pays in another currency: the new price is shown and the tax waits until the member agrees (spec 2 §4 Tax).',
      meta: { rules: ['CHECKOUT-4'] },
      on: {
        'currency.agree': {
          target: 'taxing',
          actions: 'takeHeldPrice',
          description: 'The member agrees: the new price applies and the final tax is asked.',
          meta: { rules: ['CHECKOUT-4'] },
        },
        'currency.decline': {
          target: 'editing',
          actions: 'dropHeldPrice',
          description: 'The member declines: the address stays unsaved, the price as it was.',
          meta: { rules: ['CHECKOUT-4'] },
        },
      },
    },
    taxing: {
      description: 'GetCalcTax on the shown price and the billing address (spec 2 §3 tax request).',
      meta: { rules: ['CHECKOUT-3'] },
      invoke: {
        id: 'calcTax',
        src: 'calcTax',
        input: ({ context }) => taxRequestOf(context),
        onDone: [
          {
            guard: { type: 'isTaxed', params: ({ event }) => ({ answer: event.output }) },
            target: 'taxed',
            actions: { type: 'keepTax', params: ({ event }) => ({ answer: event.output }) },
            description:
              'errCode 0 (taxed) or 1 (no tax): the tax and the total are shown; the address is saved next.',
            meta: { rules: ['CHECKOUT-3'] },
          },
          {
            target: 'editing',
            actions: {
              type: 'refuseTax',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description: 'Any other errCode: calcResult error; the address is not saved.',
            meta: { rules: ['CHECKOUT-3'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'GetCalcTax' }),
              },
              'reportFailure',
            ],
            description: 'A network or server failure: the form stays, the error pop-up is raised.',
            meta: { rules: ['ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: 'markFailed',
            description: 'A refused request: the form stays with an error.',
            meta: { rules: ['CHECKOUT-3'] },
          },
        ],
      },
    },
    taxed: {
      description: 'The address is taxed: it is saved to the account unless the account holds it.',
      meta: { rules: ['CHECKOUT-16'] },
      always: [
        {
          guard: 'isAddressOnAccount',
          target: 'editing',
          actions: 'markSaved',
          description:
            'The account already holds this address: it counts as saved; payment is shown.',
          meta: { rules: ['CHECKOUT-16', 'CHECKOUT-3'] },
        },
        {
          target: 'savingAddress',
          description: 'A new or changed address: SetBillAddress saves it to the account.',
          meta: { rules: ['CHECKOUT-16'] },
        },
      ],
    },
    savingAddress: {
      description:
        "SetBillAddress: the billing address becomes the account's (spec 1 §3, §7), the next order starts from it.",
      meta: { rules: ['CHECKOUT-16'] },
      invoke: {
        id: 'saveBillAddress',
        src: 'saveBillAddress',
        input: ({ context }) => billAddressOf(context.address),
        onDone: [
          {
            guard: {
              type: 'isAccepted',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'editing',
            actions: 'markSaved',
            description: 'errCode 0: the address is saved; payment is shown.',
            meta: { rules: ['CHECKOUT-16', 'CHECKOUT-3'] },
          },
          {
            target: 'editing',
            actions: {
              type: 'refuseBillAddress',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description:
              'Refused: -10 flags the country, -11 the US state, another code fails the save; the address stays unsaved, its tax gone.',
            meta: { rules: ['CHECKOUT-16'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'SetBillAddress' }),
              },
              'unsaveAddress',
              'reportFailure',
            ],
            description:
              'A network or server failure: the address stays unsaved, the error pop-up is raised.',
            meta: { rules: ['CHECKOUT-16', 'ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: ['markFailed', 'unsaveAddress'],
            description: 'A refused request: the address stays unsaved with an error.',
            meta: { rules: ['CHECKOUT-16'] },
          },
        ],
      },
    },
    applyingCoupon: {
      description: 'ApplyCoupon: the price and the tax again with the code (spec 2 §4 coupon).',
      meta: { rules: ['CHECKOUT-5'] },
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => couponRequestOf(context),
        onDone: [
          {
            guard: { type: 'isCouponApplied', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: { type: 'keepCoupon', params: ({ event }) => ({ answer: event.output }) },
            description: 'errCode 0: the discounted price and its tax are shown.',
            meta: { rules: ['CHECKOUT-5'] },
          },
          {
            target: 'editing',
            actions: {
              type: 'refuseCoupon',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description:
              'Refused: expired (2003), used up (2005), not for this order (2004) or not valid; the price stays.',
            meta: { rules: ['CHECKOUT-5'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'ApplyCoupon' }),
              },
              'reportFailure',
            ],
            description: 'A network or server failure: the form stays, the error pop-up is raised.',
            meta: { rules: ['ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: 'markFailed',
            description: 'A refused request: the form stays with an error.',
            meta: { rules: ['CHECKOUT-5'] },
          },
        ],
      },
    },
    ordering: {
      description:
        'Which call places the order depends on the payment method (spec 2 §4 Ordering).',
      meta: { rules: ['CHECKOUT-7', 'CHECKOUT-8', 'CHECKOUT-9', 'CHECKOUT-17'] },
      always: [
        {
          guard: 'isFreeOrder',
          target: 'placingFreeOrder',
          description:
            'The coupon pays the whole order: the free order (payMethod 8) with SetOrder.',
          meta: { rules: ['CHECKOUT-13'] },
        },
        {
          guard: 'isDirectCheckout',
          target: 'checkingOut',
          description:
            "One seat of a month: direct checkout (CheckOut), paid on the provider's checkout page.",
          meta: { rules: ['CHECKOUT-17'] },
        },
        {
          guard: 'isCardChosen',
          target: 'requestingIntent',
          description: 'Card: a client secret first (GetIntentBeforeSetOrder).',
          meta: { rules: ['CHECKOUT-7'] },
        },
        {
          guard: 'isPaypalChosen',
          target: 'requestingPaypalToken',
          description: 'PayPal: a token (GetPaypalToken), then SetOrder.',
          meta: { rules: ['CHECKOUT-8'] },
        },
        {
          target: 'placingStripeOrder',
          description: 'Any other method (Alipay): SetOrder4Stripe.',
          meta: { rules: ['CHECKOUT-9'] },
        },
      ],
    },
    placingFreeOrder: {
      description:
        'SetOrder of the free-coupon order (spec 2 §3): payMethod 8, no token, price 0, the address fields empty, one seat for the coupon period.',
      meta: { rules: ['CHECKOUT-13', 'CHECKOUT-12'] },
      invoke: {
        id: 'placeFreeOrder',
        src: 'placeFreeOrder',
        input: ({ context }) => orderRequestOf(context),
        onDone: [
          {
            guard: {
              type: 'isAccepted',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'leaving',
            actions: 'leaveForComplete',
            description: 'errCode 0: the order is paid by the coupon; the complete page.',
            meta: { rules: ['CHECKOUT-13'] },
          },
          {
            target: 'alerting',
            actions: {
              type: 'raiseAlert',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description: 'Refused: the alert of its code (spec 2 §8); nothing is ordered.',
            meta: { rules: ['CHECKOUT-10'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'SetOrder' }),
              },
              'reportFailure',
            ],
            description:
              'No answer: the form stays (same key on a second try); the error pop-up is raised.',
            meta: { rules: ['CHECKOUT-12', 'ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: 'markFailed',
            description: 'A refused request: the form stays with an error.',
            meta: { rules: ['CHECKOUT-13'] },
          },
        ],
      },
    },
    checkingOut: {
      description:
        "CheckOut of one seat of a month: the order, once per key; answers the provider's checkout page.",
      meta: { rules: ['CHECKOUT-17', 'CHECKOUT-12'] },
      invoke: {
        id: 'checkOut',
        src: 'checkOut',
        input: ({ context }) => orderRequestOf(context),
        onDone: [
          {
            guard: {
              type: 'isAccepted',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'paid',
            actions: {
              type: 'keepPaymentPage',
              params: ({ event }) => ({ orderNo: event.output.orderNo, url: event.output.url }),
            },
            description:
              "errCode 0: the provider's checkout page, as any placed order (Alipay's in its window); it returns to the complete page.",
            meta: { rules: ['CHECKOUT-17'] },
          },
          {
            target: 'alerting',
            actions: {
              type: 'raiseAlert',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description: 'Refused: the alert of its code (spec 2 §8); nothing is ordered.',
            meta: { rules: ['CHECKOUT-10'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'CheckOut' }),
              },
              'reportFailure',
            ],
            description:
              'No answer: the form stays (same key on a second try); the error pop-up is raised.',
            meta: { rules: ['CHECKOUT-12', 'ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: 'markFailed',
            description: 'A refused request: the form stays with an error.',
            meta: { rules: ['CHECKOUT-17'] },
          },
        ],
      },
    },
    requestingIntent: {
      description:
        'GetIntentBeforeSetOrder: the pending order and its card payment; answers the client secret.',
      meta: { rules: ['CHECKOUT-7', 'CHECKOUT-12'] },
      invoke: {
        id: 'createIntent',
        src: 'createIntent',
        input: ({ context }) => orderRequestOf(context),
        onDone: [
          {
            guard: {
              type: 'isAccepted',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'placingStripeOrder',
            actions: {
              type: 'keepToken',
              params: ({ event }) => ({ token: event.output.clientSecretkey }),
            },
            description: 'errCode 0: the order goes on with the client secret as its token.',
            meta: { rules: ['CHECKOUT-7'] },
          },
          {
            target: 'alerting',
            actions: {
              type: 'raiseAlert',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description: 'Refused: the alert of its code (spec 2 §8); nothing is ordered.',
            meta: { rules: ['CHECKOUT-10'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'GetIntentBeforeSetOrder' }),
              },
              'reportFailure',
            ],
            description:
              'No answer: the form stays (a second try sends the same key: still one order); the error pop-up is raised.',
            meta: { rules: ['CHECKOUT-12', 'ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: 'markFailed',
            description: 'A refused request: the form stays with an error.',
            meta: { rules: ['CHECKOUT-12'] },
          },
        ],
      },
    },
    requestingPaypalToken: {
      description: 'GetPaypalToken: the nonce SetOrder carries.',
      meta: { rules: ['CHECKOUT-8'] },
      invoke: {
        id: 'paypalToken',
        src: 'paypalToken',
        onDone: [
          {
            guard: {
              type: 'isAccepted',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'placingPaypalOrder',
            actions: {
              type: 'keepToken',
              params: ({ event }) => ({ token: event.output.paypalNonce }),
            },
            description: 'errCode 0: SetOrder with the nonce as its token.',
            meta: { rules: ['CHECKOUT-8'] },
          },
          {
            target: 'alerting',
            actions: {
              type: 'raiseAlert',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description: 'Refused: the alert of its code (spec 2 §8); nothing is ordered.',
            meta: { rules: ['CHECKOUT-10'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'GetPaypalToken' }),
              },
              'reportFailure',
            ],
            description: 'No answer: the form stays; the error pop-up is raised.',
            meta: { rules: ['ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: 'markFailed',
            description: 'A refused request: the form stays with an error.',
            meta: { rules: ['CHECKOUT-8'] },
          },
        ],
      },
    },
    placingPaypalOrder: {
      description: 'SetOrder with the PayPal token.',
      meta: { rules: ['CHECKOUT-8', 'CHECKOUT-12'] },
      invoke: {
        id: 'placePaypalOrder',
        src: 'placePaypalOrder',
        input: ({ context }) => orderRequestOf(context),
        onDone: [
          {
            guard: {
              type: 'isAccepted',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'paid',
            actions: {
              type: 'keepPaymentPage',
              params: ({ event }) => ({ orderNo: event.output.orderNo, url: event.output.url }),
            },
            description: "errCode 0: PayPal's approval page, which returns to the complete page.",
            meta: { rules: ['CHECKOUT-8'] },
          },
          {
            target: 'alerting',
            actions: {
              type: 'raiseAlert',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description: 'Refused: the alert of its code (spec 2 §8); nothing is ordered.',
            meta: { rules: ['CHECKOUT-10'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'SetOrder' }),
              },
              'reportFailure',
            ],
            description:
              'No answer: the form stays (same key on a second try); the error pop-up is raised.',
            meta: { rules: ['CHECKOUT-12', 'ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: 'markFailed',
            description: 'A refused request: the form stays with an error.',
            meta: { rules: ['CHECKOUT-12'] },
          },
        ],
      },
    },
    placingStripeOrder: {
      description:
        "SetOrder4Stripe: the order (card with its client secret, or Alipay); answers the provider's page.",
      meta: { rules: ['CHECKOUT-7', 'CHECKOUT-9', 'CHECKOUT-12'] },
      invoke: {
        id: 'placeStripeOrder',
        src: 'placeStripeOrder',
        input: ({ context }) => orderRequestOf(context),
        onDone: [
          {
            guard: {
              type: 'isAccepted',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            target: 'paid',
            actions: {
              type: 'keepPaymentPage',
              params: ({ event }) => ({ orderNo: event.output.orderNo, url: event.output.url }),
            },
            description: "errCode 0: the provider's page.",
            meta: { rules: ['CHECKOUT-7', 'CHECKOUT-9'] },
          },
          {
            target: 'alerting',
            actions: {
              type: 'raiseAlert',
              params: ({ event }) => ({ errCode: event.output.result.errCode }),
            },
            description: 'Refused: the alert of its code (spec 2 §8); nothing is ordered.',
            meta: { rules: ['CHECKOUT-10'] },
          },
        ],
        onError: [
          {
            guard: {
              type: 'raisesErrorPopup',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'editing',
            actions: [
              {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, apiName: 'SetOrder4Stripe' }),
              },
              'reportFailure',
            ],
            description:
              'No answer: the form stays (same key on a second try); the error pop-up is raised.',
            meta: { rules: ['CHECKOUT-12', 'ERRPOP-1'] },
          },
          {
            target: 'editing',
            actions: 'markFailed',
            description: 'A refused request: the form stays with an error.',
            meta: { rules: ['CHECKOUT-12'] },
          },
        ],
      },
    },
    refundPolicy: {
      description:
        'The refund policy of this order is open (spec 2 §3: by month, standard month, student, year, option, store); the refund is agreed only here.',
      meta: { rules: ['CHECKOUT-14'] },
      on: {
        'refund.agree': {
          target: 'editing',
          actions: { type: 'setAgreement', params: { agreement: 'refund', checked: true } },
          description: 'The member agrees to the policy: the refund is finally agreed.',
          meta: { rules: ['CHECKOUT-14', 'CHECKOUT-6'] },
        },
        'refund.close': {
          target: 'editing',
          description: 'Closed without agreeing: the refund stays unagreed.',
          meta: { rules: ['CHECKOUT-14'] },
        },
      },
    },
    alerting: {
      description:
        'A refused order: the alert pop-up of its code (spec 2 §8: its text and buttons; any other code in the warning pop-up).',
      meta: { rules: ['CHECKOUT-10'] },
      on: {
        'alert.close': [
          {
            guard: 'isPriceStale',
            target: 'repricing',
            actions: 'closeAlert',
            description:
              "-3: the price was not the server's; the price and the tax are asked again before the member orders again.",
            meta: { rules: ['CHECKOUT-10'] },
          },
          {
            target: 'editing',
            actions: 'closeAlert',
            description: 'The form as it was: nothing was ordered; the member may order again.',
            meta: { rules: ['CHECKOUT-10'] },
          },
        ],
      },
    },
    paid: {
      description: 'The order is placed: where the member pays.',
      meta: { rules: ['CHECKOUT-7', 'CHECKOUT-8', 'CHECKOUT-9', 'CHECKOUT-17'] },
      always: [
        {
          guard: 'isAlipayChosen',
          target: 'alipayWindow',
          description: 'Alipay: its window opens on the provider page (800x500).',
          meta: { rules: ['CHECKOUT-9'] },
        },
        {
          guard: { type: 'hasPageUrl', params: ({ context }) => ({ url: context.paymentUrl }) },
          target: 'paying',
          description:
            "The provider's page answered (card page, PayPal approval): the member goes there.",
          meta: { rules: ['CHECKOUT-7', 'CHECKOUT-8'] },
        },
        {
          target: 'leaving',
          actions: 'leaveForComplete',
          description: 'No page to pay on: the complete page.',
          meta: { rules: ['CHECKOUT-8'] },
        },
      ],
    },
    paying: {
      description: "The member leaves for the provider's page; it returns to the complete page.",
      meta: { rules: ['CHECKOUT-7', 'CHECKOUT-8'] },
      type: 'final',
      entry: 'openPaymentPage',
    },
    alipayWindow: {
      description:
        'The Alipay window is open (800x500); the member authorises there and comes back to have the payment checked.',
      meta: { rules: ['CHECKOUT-9', 'CHECKOUT-11'] },
      entry: 'openAlipayWindow',
      on: {
        'alipay.check': {
          target: 'alipayChecking',
          description: 'The member is back from the Alipay window: the first check, at 0 s.',
          meta: { rules: ['CHECKOUT-11'] },
        },
      },
    },
    alipayChecking: {
      description: 'CheckAlipayStatus of the Alipay payment.',
      meta: { rules: ['CHECKOUT-11'] },
      entry: 'countAlipayCheck',
      invoke: {
        id: 'checkAlipay',
        src: 'checkAlipay',
        // The order number: the page knows it with any provider (the page address is the provider's).
        input: ({ context }) => ({ sourceId: context.orderNo }),
        onDone: [
          {
            guard: {
              type: 'isChargeable',
              params: ({ event }) => ({ status: event.output.status }),
            },
            target: 'leaving',
            actions: 'leaveForComplete',
            description: 'chargeable: the per or ent complete page.',
            meta: { rules: ['CHECKOUT-11'] },
          },
          {
            guard: {
              type: 'isAlipayFailed',
              params: ({ event }) => ({ status: event.output.status }),
            },
            target: 'leaving',
            actions: { type: 'leaveFor', params: { to: COMPLETE.fail } },
            description: 'failed: the fail page.',
            meta: { rules: ['CHECKOUT-11'] },
          },
          {
            guard: 'hasChecksLeft',
            target: 'alipayWaiting',
            description: 'Any other status with checks left: asked again 1 s later.',
            meta: { rules: ['CHECKOUT-11'] },
          },
          {
            target: 'leaving',
            actions: { type: 'leaveFor', params: { to: COMPLETE.progress } },
            description: 'Still not settled after the third check: the progress page.',
            meta: { rules: ['CHECKOUT-11'] },
          },
        ],
        onError: [
          {
            guard: 'hasChecksLeft',
            target: 'alipayWaiting',
            description: 'No answer counts as not settled: asked again 1 s later.',
            meta: { rules: ['CHECKOUT-11'] },
          },
          {
            target: 'leaving',
            actions: { type: 'leaveFor', params: { to: COMPLETE.progress } },
            description: 'No answer at the third check: the progress page.',
            meta: { rules: ['CHECKOUT-11'] },
          },
        ],
      },
    },
    alipayWaiting: {
      description: 'One second between two checks (spec 2 §9).',
      meta: { rules: ['CHECKOUT-11'] },
      after: {
        alipayInterval: {
          target: 'alipayChecking',
          description: '1 s later: the next check.',
          meta: { rules: ['CHECKOUT-11'] },
        },
      },
    },
    leaving: {
      description: 'The member goes to the complete page of the outcome.',
      meta: { rules: ['CHECKOUT-11', 'CHECKOUT-13'] },
      type: 'final',
      entry: 'navigate',
    },
  },
})
