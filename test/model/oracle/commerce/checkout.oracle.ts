import { US_STATES } from '../../../../src/contract/index.ts'
import {
  DONE,
  ERROR,
  failureAt,
  isEvent,
  isStart,
  payloadAt,
  errorPopupOf,
  type Call,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * Checkout, from spec 2: §2 (steps 5-8; Alipay's 800x500 window; /pricing/complete?type=), §3
 * (the calc-price request, the tax request, the order payload with its price of 2 decimals), §4
 * (Tax: "errCode 0 or 1 is success … If the currency changes, tax is held until the user agrees,
 * then finalCalcTax applies"; Ordering: "allowed only when terms are agreed, the refund is finally
 * agreed, a payment method is chosen and the address is saved … Stripe: obtain a client secret
 * first; PayPal: setOrder; other methods: setOrder4Stripe … Failure goes to
 * /pricing/complete?type=fail" — a payment that fails at the provider; a refused order call opens
 * the alert of its code, §8 "Order and trial codes (each opens an alert popup)"; coupon: "Applying a coupon discounts the price and recalculates
 * tax; removing clears the code. A coupon already applied shows a duplicate warning"; Alipay
 * status: "polled 3 times at 0, 1 and 2 seconds: chargeable goes to the ent or per complete page,
 * failed to fail, else progress"), §5 (address rules, CANT_BE_BLANK) and §8 (coupon codes 2003,
 * 2004, 2005), and issue 13's idempotency key (one per order submitted). The page is followed
 * here from the story alone.
 */

interface Input {
  route: string
  product: { prdOptSeq: number; saleType: number }
  seats: number
  /** Steps 1-3 of a company (spec 2 §2): periods, order type, end user and the licence replaced. */
  periods?: number
  kind?: string
  targetUserId?: string
  myLicenseSeq?: number
  trial: boolean
  couponCode: string
  userId: string
  country: string
  address: Record<string, string>
  language: string
  keySeed: string
}
interface PriceLine {
  payPrice: number
  currency: string
}
interface TaxLine {
  tax: number
  total: number
}

interface Page {
  screen: string
  price: PriceLine | null
  held: PriceLine | null
  tax: TaxLine | null
  address: Record<string, string>
  problems: Record<string, string>
  addressSaved: boolean
  taxError: number | null
  terms: boolean
  refund: boolean
  /** The trial box (spec 2 §2 step 6), shown only for an order after the personal trial: null otherwise. */
  trialAgreed: boolean | null
  method: string | null
  blocked: boolean
  couponInput: string
  coupon: string
  /** The periods the applied coupon gives (its `period`). */
  couponPeriod: number
  couponNotice: string | null
  formError: string | null
  alipayWindow: string | null
  /** Orders submitted so far (different ones), the last one, and what the payment carries. */
  submissions: number
  lastOrder: string
  token: string
  url: string
  orderNo: string
  checks: number
  /** The errCode whose alert pop-up is open (spec 2 §8), null when none. */
  alert: number | null
  /** The refund policy is open: the refund is agreed there (spec 2 §3, §4 "finally agreed"). */
  refundPolicy: boolean
  /** The billing-country confirmation pop-up is open (spec 2 §2 modals). */
  countryConfirm: boolean
  /** Not shown: the country the member confirmed (or the account's) and the account's address. */
  confirmedCountry: string
  accountAddress: string
}

interface Outcome {
  page: Page
  calls: Call[]
  navigate: string | null
}

const inputOf = (story: Story) => story.input as Input
const METHOD_CODE: Record<string, number> = { card: 2, paypal: 1, alipay: 3 }
const COMPLETE = (type: string) => `/pricing/complete?type=${type}`
const completeOf = (story: Story) =>
  COMPLETE(inputOf(story).route.startsWith('ent/') ? 'ent' : 'per')

/** Spec 2 §5: commas typed become spaces. Sent trimmed; the country and a US state in capitals. */
const typed = (value: string) => value.replaceAll(',', ' ')
function clean(a: Record<string, string>): Record<string, string> {
  const country = (a.country ?? '').trim().toUpperCase()
  const state = (a.state ?? '').trim()
  return {
    country,
    address1: (a.address1 ?? '').trim(),
    address2: (a.address2 ?? '').trim(),
    city: (a.city ?? '').trim(),
    state: country === 'US' ? state.toUpperCase() : state,
    zipcode: (a.zipcode ?? '').trim(),
    vatNum: (a.vatNum ?? '').trim(),
  }
}
/** The account's billing address (spec 1 §3: country, address1, address2, city, state, zipcode). */
function bill(a: Record<string, string>): Record<string, string> {
  const c = clean(a)
  return Object.fromEntries(Object.entries(c).filter(([field]) => field !== 'vatNum'))
}
const accountKey = (a: Record<string, string>) => JSON.stringify(bill(a))

/** Spec 2 §5: line 1, city, zip and country required; country longer than 1 character; a US state from the list. */
function problemsOf(a: Record<string, string>): Record<string, string> {
  const c = clean(a)
  const out: Record<string, string> = {}
  if (c.country === '') out.country = 'required'
  else if ((c.country ?? '').length <= 1) out.country = 'invalid'
  if (c.address1 === '') out.address1 = 'required'
  if (c.city === '') out.city = 'required'
  if (c.zipcode === '') out.zipcode = 'required'
  if (c.country === 'US' && !(US_STATES as readonly string[]).includes(c.state ?? ''))
    out.state = c.state === '' ? 'required' : 'invalid'
  return out
}

/** The periods of the line (one unless a company chose more). */
const periodsOf = (story: Story) => inputOf(story).periods ?? 1
/**
 * Spec 2 §3 calc-price request: the route's product for the member or the chosen end user; its
 * seats added (New), traded (Trade) or upgraded (upgrade), the end user's licence replaced.
 */
const line = (story: Story) => {
  const i = inputOf(story)
  const kind = i.kind ?? 'new'
  return {
    targetUserId: i.targetUserId ?? '',
    myLicenseSeq: kind === 'new' ? 0 : (i.myLicenseSeq ?? 0),
    cntAdd: kind === 'new' ? i.seats : 0,
    cntExtend: periodsOf(story),
    cntUpgrade: kind === 'upgrade' ? i.seats : 0,
    cntTrade: kind === 'trade' ? i.seats : 0,
    prdOptSeq: i.product.prdOptSeq,
    saleType: i.product.saleType,
    isPersonalTrial: i.trial,
  }
}
const priceCall = (story: Story, country: string, coupon: string): Call => ({
  service: 'calcPrice',
  input: { ...line(story), userId: inputOf(story).userId, country, couponCode: coupon },
})
/** Spec 2 §3 tax request, on the shown price. */
const taxCall = (story: Story, p: Page, price: PriceLine | null): Call => {
  const i = inputOf(story)
  return {
    service: 'calcTax',
    input: {
      price: price?.payPrice ?? 0,
      ...clean(p.address),
      userId: i.userId,
      prdOptSeq: i.product.prdOptSeq,
      saleType: i.product.saleType,
      cntAdd: i.seats,
      cntExtend: periodsOf(story),
      couponCode: p.coupon,
    },
  }
}
/** Spec 2 §7 ApplyCoupon (couponCode, country, userId, prdOptSeq, saleType) with the order's line and address. */
const couponCall = (story: Story, p: Page): Call => {
  const i = inputOf(story)
  const a = clean(p.address)
  return {
    service: 'applyCoupon',
    input: {
      couponCode: p.couponInput.trim(),
      country: a.country,
      userId: i.userId,
      prdOptSeq: i.product.prdOptSeq,
      saleType: i.product.saleType,
      cntAdd: i.seats,
      cntExtend: periodsOf(story),
      state: a.state,
      vatNum: a.vatNum,
    },
  }
}
/**
 * Spec 2 §4 Ordering: "A month period with one unit goes to direct checkout" (POST CheckOut): the
 * route's sale type is the month (30, §9 duration codes), one seat, one period.
 */
const isOneMonth = (story: Story): boolean => {
  const input = inputOf(story)
  return input.product.saleType === 30 && input.seats === 1 && (input.periods ?? 1) <= 1
}

/** Spec 2 §9: a coupon of 100 is a free order: with it nothing is left to pay. */
const isFree = (p: Page) => p.coupon !== '' && p.tax !== null && p.tax.total === 0
/**
 * Ordering is allowed (spec 2 §4): terms and refund agreed, a method (or nothing to pay), the
 * address saved; and the trial box (step 6: terms, refund, trial) where the order shows it.
 */
const mayOrder = (p: Page) =>
  p.terms &&
  p.refund &&
  p.trialAgreed !== false &&
  (p.method !== null || isFree(p)) &&
  p.addressSaved

/** Spec 2 §3 order payload: the total the member saw (price after discount plus tax). */
const orderBasis = (story: Story, p: Page) => {
  const i = inputOf(story)
  // Spec 2 §3 free-coupon order: "chkAgreement, payMethod 8, token empty, price 0, couponCode,
  // address fields empty, userId, targetUserId, myLicenseSeq 0, cntAdd 1, cntExtend (the coupon
  // period), cntUpgrade 0, prdOptSeq, saleType".
  if (isFree(p))
    return {
      chkAgreement: p.terms && p.refund,
      payMethod: 8,
      price: 0,
      couponCode: p.coupon,
      country: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zipcode: '',
      vatNum: '',
      ...line(story),
      myLicenseSeq: 0,
      cntAdd: 1,
      cntExtend: p.couponPeriod > 0 ? p.couponPeriod : periodsOf(story),
      cntUpgrade: 0,
      cntTrade: 0,
      locale: i.language,
      upgradeCode: '',
      userId: i.userId,
    }
  return {
    chkAgreement: p.terms && p.refund,
    payMethod: METHOD_CODE[p.method ?? 'card'],
    price: p.tax?.total ?? 0,
    couponCode: p.coupon,
    ...clean(p.address),
    ...line(story),
    locale: i.language,
    upgradeCode: '',
  }
}
const orderCall = (story: Story, p: Page, service: string): Call => ({
  service,
  input: {
    ...orderBasis(story, p),
    token: p.token,
    idempotencyKey: `${inputOf(story).keySeed}-${String(p.submissions)}`,
  },
})

const COUPON_NOTICES: Record<number, string> = {
  2003: 'expired',
  2005: 'limitReached',
  2004: 'cannotAdd',
}

interface PriceAnswer {
  result: { errCode: number }
  info: PriceLine[]
}
interface TaxAnswer {
  result: { errCode: number }
  mData: TaxLine | null
}
interface CouponAnswer {
  result: { errCode: number }
  coupon: { period: number } | null
  info: PriceLine | null
  mData: TaxLine | null
}
interface OrderAnswer {
  result: { errCode: number }
  url?: string
  orderNo?: string
  clientSecretkey?: string
  paypalNonce?: string
  status?: string
}

const firstPage = (story: Story): Page => ({
  screen: 'loading',
  price: null,
  held: null,
  tax: null,
  address: { ...inputOf(story).address },
  problems: {},
  addressSaved: false,
  taxError: null,
  terms: false,
  refund: false,
  trialAgreed: inputOf(story).trial ? false : null,
  method: null,
  blocked: false,
  couponInput: inputOf(story).couponCode,
  coupon: '',
  couponPeriod: 0,
  couponNotice: null,
  formError: null,
  alipayWindow: null,
  submissions: 0,
  lastOrder: '',
  token: '',
  url: '',
  orderNo: '',
  checks: 0,
  alert: null,
  refundPolicy: false,
  countryConfirm: false,
  confirmedCountry: clean(inputOf(story).address).country ?? '',
  accountAddress: accountKey(inputOf(story).address),
})

const pick = (l: PriceLine | null | undefined): PriceLine | null =>
  l ? { payPrice: l.payPrice, currency: l.currency } : null
const pickTax = (t: TaxLine | null | undefined): TaxLine | null =>
  t ? { tax: t.tax, total: t.total } : null

/** One step of the story, by the spec's rules: the page after it, the calls made, where it went. */
function step(story: Story, at: number, before: Page): Outcome {
  const s = story.steps[at]
  const p: Page = { ...before, address: { ...before.address }, problems: { ...before.problems } }
  const out = (calls: Call[] = [], navigate: string | null = null): Outcome => ({
    page: p,
    calls,
    navigate,
  })
  if (!s) return out()
  const e = payloadAt(story, at)
  const answer = (id: string) =>
    s.type === `${DONE}${id}` ? (e.output as OrderAnswer & PriceAnswer) : undefined
  const failed = (id: string) => s.type === `${ERROR}${id}`
  const leave = (to: string) => {
    p.screen = 'left'
    return out([], to)
  }
  // Spec 2 §8: "Order and trial codes (each opens an alert popup) … Other codes are shown in the
  // warning popup": nothing is ordered, nothing navigates.
  const alert = (code: number) => {
    p.screen = 'form'
    p.alert = code
    return out()
  }
  const backToForm = () => {
    p.screen = 'form'
    p.formError = 'failed'
    return out()
  }

  if (s.type === 'start') return out([priceCall(story, inputOf(story).country, '')])
  if (s.type === 'checkout.retry') {
    p.screen = 'loading'
    return out([priceCall(story, inputOf(story).country, '')])
  }
  const priced = answer('calcPrice')
  if (priced) {
    const ok = priced.result.errCode === 0 && priced.info.length > 0
    p.price = ok ? pick(priced.info[0]) : null
    p.screen = ok ? 'form' : 'unavailable'
    return out()
  }
  if (failed('calcPrice')) {
    p.screen = 'unavailable'
    p.formError = 'failed'
    return out()
  }
  if (s.type === 'address.change') {
    const field = String(e.field)
    p.address[field] = typed(String(e.value))
    p.problems = Object.fromEntries(Object.entries(p.problems).filter(([f]) => f !== field))
    p.addressSaved = false
    p.tax = null
    p.taxError = null
    return out()
  }
  if (s.type === 'address.save') {
    const problems = problemsOf(p.address)
    if (Object.keys(problems).length > 0) {
      p.problems = problems
      return out()
    }
    p.address = clean(p.address)
    p.problems = {}
    p.taxError = null
    p.formError = null
    // A billing country the member has not confirmed is confirmed first, in its pop-up.
    if (p.address.country !== p.confirmedCountry) {
      p.countryConfirm = true
      p.screen = 'countryConfirm'
      return out()
    }
    p.screen = 'working'
    return out([priceCall(story, p.address.country, p.coupon)])
  }
  if (s.type === 'country.confirm' && p.countryConfirm) {
    p.countryConfirm = false
    p.confirmedCountry = p.address.country ?? ''
    p.screen = 'working'
    return out([priceCall(story, p.address.country ?? '', p.coupon)])
  }
  if (s.type === 'country.change' && p.countryConfirm) {
    p.countryConfirm = false
    p.screen = 'form'
    return out()
  }
  const repriced = answer('reprice')
  if (repriced) {
    const info = repriced.info[0]
    if (repriced.result.errCode !== 0 || !info) {
      p.screen = 'form'
      p.tax = null
      p.addressSaved = false
      p.taxError = repriced.result.errCode
      return out()
    }
    if (info.currency !== p.price?.currency) {
      p.held = pick(info)
      p.screen = 'currencyHold'
      return out()
    }
    p.price = pick(info)
    p.held = null
    p.formError = null
    return out([taxCall(story, p, p.price)])
  }
  if (failed('reprice') || failed('calcTax') || failed('applyCoupon')) return backToForm()
  if (s.type === 'currency.agree') {
    p.price = p.held
    p.held = null
    p.tax = null
    p.screen = 'working'
    return out([taxCall(story, p, p.price)])
  }
  if (s.type === 'currency.decline') {
    p.held = null
    p.screen = 'form'
    return out()
  }
  const taxed = answer('calcTax') as TaxAnswer | undefined
  if (taxed) {
    const ok = (taxed.result.errCode === 0 || taxed.result.errCode === 1) && taxed.mData !== null
    p.tax = ok ? pickTax(taxed.mData) : null
    p.taxError = ok ? null : taxed.result.errCode
    p.screen = 'form'
    if (!ok) {
      p.addressSaved = false
      return out()
    }
    // The address is saved to the account unless the account holds it already.
    if (accountKey(p.address) !== p.accountAddress) {
      p.screen = 'working'
      return out([{ service: 'saveBillAddress', input: bill(p.address) }])
    }
    p.addressSaved = true
    p.confirmedCountry = clean(p.address).country ?? ''
    return out()
  }
  const billSaved = answer('saveBillAddress') as { result: { errCode: number } } | undefined
  if (billSaved) {
    p.screen = 'form'
    const code = billSaved.result.errCode
    if (code === 0) {
      p.addressSaved = true
      p.accountAddress = accountKey(p.address)
      p.confirmedCountry = clean(p.address).country ?? ''
      return out()
    }
    // Spec 1 §3: -10 the country is blank, -11 a US address without a listed state.
    p.tax = null
    p.addressSaved = false
    if (code === -10) p.problems = { country: 'required' }
    else if (code === -11) p.problems = { state: 'required' }
    else {
      p.problems = {}
      p.formError = 'failed'
    }
    return out()
  }
  if (failed('saveBillAddress')) {
    p.tax = null
    p.addressSaved = false
    return backToForm()
  }
  if (s.type === 'agreement.toggle') {
    // Ticking the refund box opens its policy; the refund is "finally agreed" only there.
    if (e.agreement === 'refund' && e.checked === true) {
      p.refundPolicy = true
      return out()
    }
    if (e.agreement === 'terms') p.terms = Boolean(e.checked)
    else if (e.agreement === 'trial') {
      // Only an order after the personal trial shows the trial box.
      if (p.trialAgreed === null) return out()
      p.trialAgreed = Boolean(e.checked)
    } else p.refund = false
    p.blocked = false
    return out()
  }
  if (s.type === 'refund.agree' || s.type === 'refund.close') {
    p.refundPolicy = false
    if (s.type === 'refund.agree') {
      p.refund = true
      p.blocked = false
    }
    return out()
  }
  if (s.type === 'coupon.change') {
    p.couponInput = String(e.code)
    p.couponNotice = null
    return out()
  }
  if (s.type === 'coupon.apply') {
    const code = p.couponInput.trim()
    if (code === '') p.couponNotice = 'blank'
    else if (p.coupon !== '' && code === p.coupon) p.couponNotice = 'duplicate'
    else if (!p.addressSaved) p.couponNotice = 'addressFirst'
    else {
      p.couponNotice = null
      p.formError = null
      p.screen = 'working'
      return out([couponCall(story, p)])
    }
    return out()
  }
  const couponed = answer('applyCoupon') as CouponAnswer | undefined
  if (couponed) {
    p.screen = 'form'
    if (couponed.result.errCode === 0 && couponed.info && couponed.mData) {
      p.price = pick(couponed.info)
      p.tax = pickTax(couponed.mData)
      p.coupon = p.couponInput.trim()
      p.couponPeriod = couponed.coupon?.period ?? 0
      p.couponNotice = 'applied'
    } else p.couponNotice = COUPON_NOTICES[couponed.result.errCode] ?? 'invalid'
    return out()
  }
  if (s.type === 'coupon.remove') {
    if (p.coupon === '') return out()
    p.coupon = ''
    p.couponPeriod = 0
    p.couponInput = ''
    p.couponNotice = null
    p.screen = 'working'
    return out([priceCall(story, clean(p.address).country ?? '', '')])
  }
  // An order the coupon pays whole shows no payment method to choose.
  if (s.type === 'payment.choose' && !isFree(p)) {
    p.method = String(e.method)
    p.blocked = false
    return out()
  }
  if (s.type === 'order.submit') {
    if (!mayOrder(p)) {
      p.blocked = true
      return out()
    }
    const basis = JSON.stringify(orderBasis(story, p))
    if (basis !== p.lastOrder) p.submissions += 1
    p.lastOrder = basis
    p.token = ''
    p.blocked = false
    p.formError = null
    p.screen = 'ordering'
    if (isFree(p)) return out([orderCall(story, p, 'placeFreeOrder')])
    if (isOneMonth(story)) return out([orderCall(story, p, 'checkOut')])
    if (p.method === 'card') return out([orderCall(story, p, 'createIntent')])
    if (p.method === 'paypal') return out([{ service: 'paypalToken', input: undefined }])
    return out([orderCall(story, p, 'placeStripeOrder')])
  }
  const intent = answer('createIntent')
  if (intent) {
    if (intent.result.errCode !== 0) return alert(intent.result.errCode)
    p.token = intent.clientSecretkey ?? ''
    return out([orderCall(story, p, 'placeStripeOrder')])
  }
  const nonce = answer('paypalToken')
  if (nonce) {
    if (nonce.result.errCode !== 0) return alert(nonce.result.errCode)
    p.token = nonce.paypalNonce ?? ''
    return out([orderCall(story, p, 'placePaypalOrder')])
  }
  const free = answer('placeFreeOrder')
  if (free) return free.result.errCode === 0 ? leave(completeOf(story)) : alert(free.result.errCode)
  const placed = answer('placeStripeOrder') ?? answer('placePaypalOrder') ?? answer('checkOut')
  if (placed) {
    if (placed.result.errCode !== 0) return alert(placed.result.errCode)
    p.url = placed.url ?? ''
    p.orderNo = placed.orderNo ?? ''
    if (p.method === 'alipay') {
      p.screen = 'alipay'
      p.alipayWindow = p.url
      return out()
    }
    return leave(p.url !== '' ? p.url : completeOf(story))
  }
  if (
    failed('placeFreeOrder') ||
    failed('createIntent') ||
    failed('paypalToken') ||
    failed('placeStripeOrder') ||
    failed('placePaypalOrder') ||
    failed('checkOut')
  )
    return backToForm()
  if (s.type === 'alert.close' && p.alert !== null) {
    const code = p.alert
    p.alert = null
    // -3: the order's price was not the server's: the price and its tax are asked again.
    if (code === -3) {
      p.screen = 'working'
      return out([priceCall(story, clean(p.address).country ?? '', p.coupon)])
    }
    p.screen = 'form'
    return out()
  }
  if (s.type === 'alipay.check' || s.type.startsWith('xstate.after.')) {
    p.alipayWindow = null
    p.checks += 1
    p.screen = 'alipayChecking'
    // Asked by the order's number: the page's address is the provider's (Stripe's is the complete page).
    return out([{ service: 'checkAlipay', input: { sourceId: p.orderNo } }])
  }
  const status = answer('checkAlipay')
  if (status || failed('checkAlipay')) {
    if (status?.status === 'chargeable') return leave(completeOf(story))
    if (status?.status === 'failed') return leave(COMPLETE('fail'))
    if (p.checks < 3) return out()
    return leave(COMPLETE('progress'))
  }
  return out()
}

/** The page after step `at` of the story, with that step's calls and navigation. */
function run(story: Story, at: number): Outcome {
  let outcome: Outcome = { page: firstPage(story), calls: [], navigate: null }
  for (let i = 0; i <= at; i++) outcome = step(story, i, i === 0 ? firstPage(story) : outcome.page)
  return outcome
}

const shown = (p: Page) => ({
  screen: p.screen,
  price: p.price ? { amount: p.price.payPrice, currency: p.price.currency } : null,
  heldPrice: p.held ? { amount: p.held.payPrice, currency: p.held.currency } : null,
  tax: p.tax,
  address: p.address,
  problems: p.problems,
  addressSaved: p.addressSaved,
  taxError: p.taxError,
  terms: p.terms,
  refund: p.refund,
  trialAgreed: p.trialAgreed,
  method: p.method,
  blocked: p.blocked,
  couponInput: p.couponInput,
  coupon: p.coupon,
  couponNotice: p.couponNotice,
  alert: p.alert,
  refundPolicy: p.refundPolicy,
  countryConfirm: p.countryConfirm,
  formError: p.formError,
})
const full = (story: Story, at: number) => {
  const o = run(story, at)
  return { calls: o.calls, navigate: o.navigate, shows: shown(o.page) }
}
const isAnswer = (story: Story, at: number, ...ids: string[]) =>
  ids.some((id) => isEvent(story, at, `${DONE}${id}`))
const isFailure = (story: Story, at: number, ...ids: string[]) =>
  ids.some((id) => isEvent(story, at, `${ERROR}${id}`))
const beforeStep = (story: Story, at: number) => run(story, at - 1).page

const ORDER_CALLS = [
  'checkOut',
  'placeFreeOrder',
  'createIntent',
  'paypalToken',
  'placeStripeOrder',
  'placePaypalOrder',
]

/** The API each call is (spec 2 §7), as the error pop-up names it and its ticket tells the help desk. */
const API_OF: Record<string, string> = {
  calcPrice: 'GetCalcPrice',
  reprice: 'GetCalcPrice',
  calcTax: 'GetCalcTax',
  saveBillAddress: 'SetBillAddress',
  applyCoupon: 'ApplyCoupon',
  checkOut: 'CheckOut',
  placeFreeOrder: 'SetOrder',
  createIntent: 'GetIntentBeforeSetOrder',
  paypalToken: 'GetPaypalToken',
  placeStripeOrder: 'SetOrder4Stripe',
  placePaypalOrder: 'SetOrder',
}

const expectations: Expectation[] = [
  {
    rule: 'CHECKOUT-1',
    says: "Given checkout opens, the server is asked the route's price (GetCalcPrice in the member's country, no coupon) and nothing can be ordered yet",
    when: isStart,
    expect: (story) => ({ ...full(story, 0), popup: false }),
  },
  {
    rule: 'CHECKOUT-1',
    says: "Given GetCalcPrice answers, errCode 0 shows the server's price and the order form; anything else: no price, nothing to order",
    when: (story, at) => isAnswer(story, at, 'calcPrice') || isFailure(story, at, 'calcPrice'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-1',
    says: 'Given no price and the member asks again, GetCalcPrice is asked again',
    when: (story, at) => isEvent(story, at, 'checkout.retry'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-2',
    says: 'Given the member types in the address, a comma becomes a space; the address is no longer saved and its tax is gone; nothing is asked',
    when: (story, at) => isEvent(story, at, 'address.change'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-2',
    says: 'Given line 1, city, zip or country is missing, the country has one letter or a US address has no listed state, saving flags each and asks nothing',
    when: (story, at) =>
      isEvent(story, at, 'address.save') &&
      Object.keys(problemsOf(beforeStep(story, at).address)).length > 0,
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-4',
    says: "Given the address holds in the confirmed billing country, saving asks the price again in that country's currency, with the applied coupon",
    when: (story, at) => {
      if (!isEvent(story, at, 'address.save')) return false
      const p = beforeStep(story, at)
      return (
        Object.keys(problemsOf(p.address)).length === 0 &&
        clean(p.address).country === p.confirmedCountry
      )
    },
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-15',
    says: 'Given the address holds but its billing country is not the confirmed one, saving opens the billing-country pop-up and asks nothing',
    when: (story, at) => {
      if (!isEvent(story, at, 'address.save')) return false
      const p = beforeStep(story, at)
      return (
        Object.keys(problemsOf(p.address)).length === 0 &&
        clean(p.address).country !== p.confirmedCountry
      )
    },
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'CHECKOUT-15',
    says: "Given the billing-country pop-up, confirming asks the price in that country's currency; going back closes it, asks nothing and leaves the address unsaved",
    when: (story, at) =>
      isEvent(story, at, 'country.confirm') || isEvent(story, at, 'country.change'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-16',
    says: 'Given SetBillAddress answers, errCode 0 saves the address (payment can go on); -10 flags the country, -11 the US state, another code fails the save; unsaved, its tax is gone',
    when: (story, at) =>
      isAnswer(story, at, 'saveBillAddress') || isFailure(story, at, 'saveBillAddress'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-4',
    says: 'Given the new price is in another currency, the tax is held until the member agrees; in the same currency the tax is asked on it',
    when: (story, at) => isAnswer(story, at, 'reprice'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-3',
    says: 'Given the new price, the tax or the coupon is not answered (refused, failed or thrown), the form is back as it was with the error, and nothing more is asked',
    when: (story, at) => isFailure(story, at, 'reprice', 'calcTax', 'applyCoupon'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-4',
    says: 'Given the member agrees to the new currency, its price applies and the final tax is asked; declining keeps the old price and the address unsaved',
    when: (story, at) =>
      isEvent(story, at, 'currency.agree') || isEvent(story, at, 'currency.decline'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-3',
    says: 'Given GetCalcTax answers errCode 0 or 1, the tax and total show and the address is saved: at once when the account holds it, else SetBillAddress is asked with it (no VAT number); any other errCode is a tax error and the address is not saved',
    when: (story, at) => isAnswer(story, at, 'calcTax'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-6',
    says: 'Given the member ticks an agreement or chooses a payment method, it shows and nothing is asked',
    when: (story, at) =>
      isEvent(story, at, 'agreement.toggle') || isEvent(story, at, 'payment.choose'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-5',
    says: 'Given the member types a coupon code, it shows and nothing is asked',
    when: (story, at) => isEvent(story, at, 'coupon.change'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-5',
    says: 'Given the member applies a coupon: a blank code is refused (CANT_BE_BLANK), the applied code warns as a duplicate, without a saved address the address comes first; otherwise ApplyCoupon is asked',
    when: (story, at) => isEvent(story, at, 'coupon.apply'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-5',
    says: 'Given ApplyCoupon answers errCode 0, the discounted price and its recalculated tax show; a refusal names 2003 expired, 2005 limit, 2004 not usable or not valid and keeps the price',
    when: (story, at) => isAnswer(story, at, 'applyCoupon'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-5',
    says: 'Given a coupon is applied and the member removes it, the code is cleared and the price and tax are asked again without it',
    when: (story, at) => isEvent(story, at, 'coupon.remove'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-6',
    says: 'Given terms or refund not agreed, no method or the address not saved, ordering asks nothing and shows what is missing',
    when: (story, at) => {
      if (!isEvent(story, at, 'order.submit')) return false
      const p = beforeStep(story, at)
      return !mayOrder(p)
    },
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'CHECKOUT-7',
    says: 'Given ordering is allowed, a card asks a client secret first (GetIntentBeforeSetOrder), PayPal a token (GetPaypalToken), Alipay places the order (SetOrder4Stripe), with the total seen and its idempotency key',
    when: (story, at) => {
      if (!isEvent(story, at, 'order.submit')) return false
      const p = beforeStep(story, at)
      return mayOrder(p) && !isFree(p) && !isOneMonth(story)
    },
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-17',
    says: 'Given ordering is allowed for one seat of one month, whatever the method, the order goes to direct checkout: CheckOut with the total seen and its idempotency key, nothing else',
    when: (story, at) => {
      if (!isEvent(story, at, 'order.submit')) return false
      const p = beforeStep(story, at)
      return mayOrder(p) && !isFree(p) && isOneMonth(story)
    },
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-17',
    says: "Given CheckOut places the order, the member goes to the provider's checkout page (Alipay's in its window); a refusal opens the alert of its code",
    when: (story, at) => isAnswer(story, at, 'checkOut'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-12',
    says: 'Given the same order is submitted again, it carries the same idempotency key; a changed order a new one',
    when: (story, at) => {
      if (!isEvent(story, at, 'order.submit')) return false
      const p = beforeStep(story, at)
      return p.submissions > 0 && mayOrder(p)
    },
    expect: (story, at) => ({ calls: run(story, at).calls }),
  },
  {
    rule: 'CHECKOUT-13',
    says: 'Given the applied coupon leaves nothing to pay and ordering is allowed without a method, the free-coupon order is placed: SetOrder with payMethod 8, no token, price 0, empty address, one seat for the coupon period',
    when: (story, at) => {
      if (!isEvent(story, at, 'order.submit')) return false
      const p = beforeStep(story, at)
      return mayOrder(p) && isFree(p)
    },
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-13',
    says: 'Given the free order is placed, the member goes to the complete page; a refusal opens the alert of its code',
    when: (story, at) => isAnswer(story, at, 'placeFreeOrder'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-13',
    says: 'Given the coupon pays the whole order, choosing a payment method changes nothing',
    when: (story, at) => isEvent(story, at, 'payment.choose') && isFree(beforeStep(story, at)),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'CHECKOUT-7',
    says: 'Given the client secret, the card order is placed with it (SetOrder4Stripe, same key); given the PayPal token, SetOrder; a refusal opens the alert of its code',
    when: (story, at) => isAnswer(story, at, 'createIntent', 'paypalToken'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-8',
    says: "Given the order is placed, card and PayPal go to the returned page (else the complete page), Alipay's window opens on it; a refusal opens the alert of its code",
    when: (story, at) => isAnswer(story, at, 'placeStripeOrder', 'placePaypalOrder'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-14',
    says: 'Given the member ticks the refund box, the refund policy of the order opens and the refund is not yet agreed; agreeing there agrees it, closing leaves it unagreed',
    when: (story, at) =>
      (isEvent(story, at, 'agreement.toggle') && payloadAt(story, at).agreement === 'refund') ||
      isEvent(story, at, 'refund.agree') ||
      isEvent(story, at, 'refund.close'),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'CHECKOUT-10',
    says: 'Given an order call answers a refusal, the alert of its code opens (spec 2 §8); nothing is ordered and the page stays',
    when: (story, at) =>
      ORDER_CALLS.some(
        (id) =>
          isEvent(story, at, `${DONE}${id}`) &&
          (payloadAt(story, at).output as OrderAnswer).result.errCode !== 0,
      ),
    expect: (story, at) => ({ ...full(story, at), calls: [], navigate: null }),
  },
  {
    rule: 'CHECKOUT-10',
    says: "Given the member closes the alert, the form is back as it was; after -3 (the price was not the server's) the price and the tax are asked again",
    when: (story, at) => isEvent(story, at, 'alert.close'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'CHECKOUT-12',
    says: 'Given an order call gets no answer, the form stays as it was so a second try sends the same key',
    when: (story, at) => isFailure(story, at, ...ORDER_CALLS),
    expect: (story, at) => ({
      ...full(story, at),
      shows: { ...full(story, at).shows, screen: 'form' },
    }),
  },
  {
    rule: 'CHECKOUT-11',
    says: 'Given the member is back from Alipay, its status is asked (CheckAlipayStatus) at once, then 1 s and 2 s later: chargeable → complete, failed → fail, else after the third → progress',
    when: (story, at) =>
      isEvent(story, at, 'alipay.check') ||
      (story.steps[at]?.type.startsWith('xstate.after.') ?? false) ||
      isAnswer(story, at, 'checkAlipay') ||
      isFailure(story, at, 'checkAlipay'),
    expect: (story, at) => ({ ...full(story, at), popup: false }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given a call fails for a network, server or unexpected reason, the global error pop-up is raised naming the API that failed; a refused request (4xx) raises none',
    when: (story, at) =>
      isFailure(
        story,
        at,
        'calcPrice',
        'reprice',
        'calcTax',
        'saveBillAddress',
        'applyCoupon',
        ...ORDER_CALLS,
      ),
    expect: (story, at) => {
      const service = (story.steps[at]?.type ?? '').slice(ERROR.length)
      const f = failureAt(story, at, service)
      const popup = f ? errorPopupOf(f) : true
      // Spec 1 §8: the pop-up names the failure's API and code (its ticket says them too).
      return {
        popup,
        ...(popup === false ? {} : { popupApi: API_OF[service] }),
        calls: [],
        navigate: null,
      }
    },
  },
]

export const checkoutOracle: Oracle = { machine: 'checkout', expectations }
