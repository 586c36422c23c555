import {
  DONE,
  ERROR,
  failureAt,
  isStart,
  raisesErrorPopup,
  type Call,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * The coupon pop-up, from spec 2 §4 ("Coupon popup steps: 0 closed, -1 closed with error, 1 list
 * (or created), 2 registration error ..."; "Only coupons in the order currency ... are listed";
 * "Coupon button delay 500 ms"), §3 (coupon: "derived deActiveDate (1 if expired)"), §5 ("Coupon
 * code must not be blank"), §7 (Coupon/List?prdOptSeq, RegCoupon couponCode, prdOptSeq,
 * productName), §8 ("2000 code already registered; 2004 codes cannot be added; 2005 coupon has a
 * limit; 2003 coupon expired; any other: generic not-valid message") and spec 1 §8 (the global
 * error pop-up). On the personal dashboard (spec 2 §4 "Personal dashboard data: coupons"), the
 * steps after the list: "3 licence check, 5 or 6 final step or failure. On a successful licence
 * check the step becomes the requested one; on failure 6. A coupon with discount below 100
 * redirects to pricing with cpcode; otherwise a free order (payMethod 8) is placed and the
 * installer downloads", with §3's free-coupon order payload and §7's CheckLicense and
 * GetDownloadFileInfoStore (userId, orderNo, productCode). Followed here from the story alone.
 */

interface Input {
  prdOptSeq: number
  productName: string
  place?: 'checkout' | 'dashboard'
  userId?: string
  language?: string
  keySeed?: string
  osType?: number
}
interface Listed {
  couponCode: string
  deActiveDate: number
  discountValue: number
  isDiscountRate: boolean
  period: number
}
interface Licence {
  route: string
  prdOptSeq: number
  saleType: number
}
interface Page {
  step: number
  busy: string | null
  /** Step 5 on the dashboard: the free order to confirm, placed, or the way to pricing. */
  stage: 'confirm' | 'placed' | 'pricing' | null
  coupons: Listed[]
  code: string
  notice: string | null
  choice: string | null
  chosen: string
  uses: number
  licence: Licence | null
  agreed: boolean
  refusal: number | null
  orderNo: string
  installer: string
}
interface Outcome {
  page: Page
  calls: Call[]
  navigate: string | null
}

const inputOf = (story: Story) => story.input as Input
const listCall = (story: Story): Call => ({
  service: 'listCoupons',
  input: { prdOptSeq: inputOf(story).prdOptSeq },
})
const NOTICES: Record<number, string> = {
  2000: 'alreadyRegistered',
  2003: 'expired',
  2004: 'cannotAdd',
  2005: 'limitReached',
}

/** The API each service calls (spec 2 §7): the error pop-up names it (spec 1 §8). */
const API_OF: Record<string, string> = {
  listCoupons: 'Coupon/List',
  registerCoupon: 'RegCoupon',
  checkLicense: 'CheckLicense',
  placeFreeOrder: 'SetOrder',
  getInstaller: 'GetDownloadFileInfoStore',
}

const firstPage = (): Page => ({
  step: 0,
  busy: null,
  stage: null,
  coupons: [],
  code: '',
  notice: null,
  choice: null,
  chosen: '',
  uses: 0,
  licence: null,
  agreed: false,
  refusal: null,
  orderNo: '',
  installer: '',
})

const onDashboard = (story: Story) => inputOf(story).place === 'dashboard'
/** Spec 2 §4: "A coupon with discount below 100 redirects to pricing"; 100 % off is free. */
const isFree = (c: Listed | undefined) =>
  c !== undefined && c.isDiscountRate && c.discountValue >= 100
/** Spec 2 §3 free-coupon order, for the member of the dashboard. */
function freeOrder(story: Story, p: Page): Record<string, unknown> {
  const i = inputOf(story)
  const coupon = p.coupons.find((c) => c.couponCode === p.chosen)
  return {
    chkAgreement: true,
    payMethod: 8,
    token: '',
    price: 0,
    couponCode: p.chosen,
    country: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipcode: '',
    vatNum: '',
    targetUserId: i.userId,
    myLicenseSeq: 0,
    cntAdd: 1,
    cntExtend: coupon && coupon.period > 0 ? coupon.period : 1,
    cntUpgrade: 0,
    cntTrade: 0,
    prdOptSeq: p.licence?.prdOptSeq,
    saleType: p.licence?.saleType,
    isPersonalTrial: false,
    locale: i.language,
    upgradeCode: '',
    userId: i.userId,
    idempotencyKey: `${i.keySeed ?? ''}-${p.chosen}`,
  }
}
const installerCall = (story: Story, p: Page): Call => ({
  service: 'getInstaller',
  input: {
    userId: inputOf(story).userId,
    orderNo: p.orderNo,
    productCode: String(p.licence?.prdOptSeq),
    // Spec 2 §4: Windows 2003 unless the member's system is another.
    osType: inputOf(story).osType ?? 2003,
  },
})

function step(story: Story, at: number, before: Page): Outcome {
  const s = story.steps[at]
  const p: Page = { ...before }
  const out = (calls: Call[] = [], navigate: string | null = null): Outcome => ({
    page: p,
    calls,
    navigate,
  })
  if (!s || s.type === 'start') return out()
  const e = s.event
  const idle = p.busy === null
  if (s.type === 'coupons.open' && p.step <= 0) {
    Object.assign(p, {
      step: 1,
      busy: 'loading',
      stage: null,
      code: '',
      notice: null,
      choice: null,
      licence: null,
      agreed: false,
      refusal: null,
      orderNo: '',
      installer: '',
    })
    return out([listCall(story)])
  }
  if (s.type === `${DONE}listCoupons`) {
    const answer = e.output as { result: { errCode: number }; list: Listed[] }
    p.busy = null
    if (answer.result.errCode === 0) p.coupons = answer.list
    else p.step = -1
    return out()
  }
  if (s.type === `${ERROR}listCoupons`) {
    p.busy = null
    p.step = -1
    return out()
  }
  if (s.type === 'coupon.code' && idle && (p.step === 1 || p.step === 2)) {
    p.code = String(e.code)
    p.notice = null
    p.step = 1
    return out()
  }
  if (s.type === 'coupon.register' && idle && p.step === 1) {
    if (p.code.trim() === '') p.notice = 'blank'
    else p.busy = 'pressing'
    return out()
  }
  if (s.type.startsWith('xstate.after.') && p.busy === 'pressing') {
    p.busy = 'registering'
    const i = inputOf(story)
    return out([
      {
        service: 'registerCoupon',
        input: { couponCode: p.code.trim(), prdOptSeq: i.prdOptSeq, productName: i.productName },
      },
    ])
  }
  if (s.type === `${DONE}registerCoupon`) {
    const answer = e.output as { result: { errCode: number } }
    if (answer.result.errCode === 0) {
      p.notice = 'registered'
      p.code = ''
      p.busy = 'loading'
      return out([listCall(story)])
    }
    p.busy = null
    p.step = 2
    p.notice = NOTICES[answer.result.errCode] ?? 'invalid'
    return out()
  }
  if (s.type === `${ERROR}registerCoupon`) {
    const f = failureAt(story, at, 'registerCoupon')
    p.busy = null
    if (!f || !raisesErrorPopup(f)) {
      p.step = 2
      p.notice = 'invalid'
    }
    return out()
  }
  if (s.type === 'coupon.pick' && idle && p.step === 1) {
    const listed = p.coupons.find((c) => c.couponCode === e.code)
    if (listed && listed.deActiveDate === 0) p.choice = listed.couponCode
    return out()
  }
  if (s.type === 'coupon.use' && idle && p.step === 1 && p.choice !== null) {
    p.chosen = p.choice
    p.choice = null
    if (onDashboard(story)) {
      p.step = 3
      p.busy = 'checking'
      return out([{ service: 'checkLicense', input: { couponCode: p.chosen } }])
    }
    p.uses += 1
    p.step = 0
    return out()
  }
  if (s.type === `${DONE}checkLicense`) {
    const answer = e.output as {
      result: { errCode: number }
      route: string | null
      prdOptSeq: number
      saleType: number
    }
    p.busy = null
    if (answer.result.errCode !== 0 || answer.route === null) {
      p.step = 6
      p.refusal = answer.result.errCode
      return out()
    }
    p.step = 5
    p.licence = { route: answer.route, prdOptSeq: answer.prdOptSeq, saleType: answer.saleType }
    // A coupon the list no longer holds (used meanwhile) tells no discount: it goes to its pricing
    // route like a discount, and the checkout's ApplyCoupon says what it gives.
    if (isFree(p.coupons.find((c) => c.couponCode === p.chosen))) {
      p.stage = 'confirm'
      return out()
    }
    p.stage = 'pricing'
    return out([], `/pricing/${answer.route}?cpcode=${encodeURIComponent(p.chosen)}`)
  }
  if (s.type === 'coupon.agree' && idle && p.stage === 'confirm') {
    p.agreed = e.agreed === true
    return out()
  }
  if (s.type === 'coupon.order' && idle && p.stage === 'confirm' && p.agreed) {
    p.busy = 'ordering'
    return out([{ service: 'placeFreeOrder', input: freeOrder(story, p) }])
  }
  if (s.type === `${DONE}placeFreeOrder`) {
    const answer = e.output as { result: { errCode: number }; orderNo: string }
    if (answer.result.errCode !== 0) {
      p.busy = null
      p.stage = null
      p.step = 6
      p.refusal = answer.result.errCode
      return out()
    }
    p.orderNo = answer.orderNo
    p.stage = 'placed'
    p.busy = 'installer'
    return out([installerCall(story, p)])
  }
  if (s.type === `${ERROR}checkLicense` || s.type === `${ERROR}placeFreeOrder`) {
    p.busy = null
    p.stage = null
    p.step = 6
    p.refusal = 0
    return out()
  }
  if (s.type === `${DONE}getInstaller`) {
    const answer = e.output as { result: { errCode: number }; url: string }
    p.busy = null
    if (answer.result.errCode !== 0) return out()
    p.installer = answer.url
    return out([], answer.url)
  }
  if (s.type === `${ERROR}getInstaller`) {
    p.busy = null
    return out()
  }
  if (s.type === 'installer.retry' && idle && p.stage === 'placed' && p.installer === '') {
    p.busy = 'installer'
    return out([installerCall(story, p)])
  }
  const closable =
    p.step === 1 || p.step === 2 || p.step === 6 || p.stage === 'confirm' || p.stage === 'placed'
  if (s.type === 'coupons.close' && idle && closable) {
    p.step = 0
    p.stage = null
    return out()
  }
  return out()
}

function run(story: Story, at: number): Outcome {
  let outcome: Outcome = { page: firstPage(), calls: [], navigate: null }
  for (let i = 0; i <= at; i++) outcome = step(story, i, i === 0 ? firstPage() : outcome.page)
  return outcome
}
const full = (story: Story, at: number) => {
  const { page: p, calls, navigate } = run(story, at)
  return {
    calls,
    navigate,
    shows: {
      step: p.step,
      busy: p.busy,
      stage: p.stage,
      coupons: p.coupons.map((c) => c.couponCode),
      code: p.code,
      notice: p.notice,
      choice: p.choice,
      chosen: p.chosen,
      uses: p.uses,
      agreed: p.agreed,
      refusal: p.refusal,
      orderNo: p.orderNo,
      installer: p.installer,
    },
  }
}
const is = (story: Story, at: number, ...types: string[]) =>
  types.includes(story.steps[at]?.type ?? '')

const expectations: Expectation[] = [
  {
    rule: 'COUPON-1',
    says: 'Given checkout opens, the coupon pop-up is closed (step 0) and nothing is asked',
    when: isStart,
    expect: (story) => ({ ...full(story, 0), popup: false }),
  },
  {
    rule: 'COUPON-1',
    says: 'Given the member opens the pop-up, Coupon/List is asked for the product; errCode 0 lists the coupons (step 1), anything else closes it with an error (step -1); closing applies nothing',
    when: (story, at) =>
      is(story, at, 'coupons.open', 'coupons.close', `${DONE}listCoupons`, `${ERROR}listCoupons`),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'COUPON-2',
    says: 'Given a code, registering waits 500 ms then asks RegCoupon; a blank code is refused first; success lists again, a refusal is step 2 with 2000, 2003, 2004, 2005 or not valid; typing clears it',
    when: (story, at) =>
      is(story, at, 'coupon.code', 'coupon.register', `${DONE}registerCoupon`) ||
      (story.steps[at]?.type.startsWith('xstate.after.') ?? false),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'COUPON-3',
    says: 'Given the list, a coupon that has not expired can be chosen; at checkout using it closes the pop-up and hands its code to the checkout once',
    when: (story, at) =>
      is(story, at, 'coupon.pick') || (is(story, at, 'coupon.use') && !onDashboard(story)),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'COUPON-4',
    says: 'Given the dashboard, using a chosen coupon is step 3, CheckLicense with its code; errCode 0 with a product is step 5, anything else or a failure step 6 with the code (0 for a failed call)',
    when: (story, at) =>
      (is(story, at, 'coupon.use') && onDashboard(story)) ||
      is(story, at, `${DONE}checkLicense`, `${ERROR}checkLicense`),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'COUPON-5',
    says: 'Given the licence check passed, a discount under 100 goes to its pricing route with cpcode; a free coupon waits for the terms, then SetOrder with payMethod 8, price 0, no address, one seat of its period; once placed, GetDownloadFileInfoStore, and its link downloads; without one it can be asked again',
    when: (story, at) =>
      is(
        story,
        at,
        `${DONE}checkLicense`,
        'coupon.agree',
        'coupon.order',
        `${DONE}placeFreeOrder`,
        `${ERROR}placeFreeOrder`,
        `${DONE}getInstaller`,
        `${ERROR}getInstaller`,
        'installer.retry',
      ),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given a call of the pop-up fails for a network or server reason, the global error pop-up is raised; a refused request (4xx) raises none',
    when: (story, at) =>
      is(
        story,
        at,
        `${ERROR}listCoupons`,
        `${ERROR}registerCoupon`,
        `${ERROR}checkLicense`,
        `${ERROR}placeFreeOrder`,
        `${ERROR}getInstaller`,
      ),
    expect: (story, at) => {
      const type = story.steps[at]?.type ?? ''
      const service = type.slice(ERROR.length)
      const f = failureAt(story, at, service)
      const popup = f ? raisesErrorPopup(f) : true
      return { ...full(story, at), popup, ...(popup ? { popupApi: API_OF[service] } : {}) }
    },
  },
]

export const couponPopupOracle: Oracle = { machine: 'couponPopup', expectations }
