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
 * error pop-up). Followed here from the story alone.
 */

interface Input {
  prdOptSeq: number
  productName: string
}
interface Listed {
  couponCode: string
  deActiveDate: number
}
interface Page {
  step: number
  busy: string | null
  coupons: Listed[]
  code: string
  notice: string | null
  choice: string | null
  chosen: string
  uses: number
}
interface Outcome {
  page: Page
  calls: Call[]
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

const firstPage = (): Page => ({
  step: 0,
  busy: null,
  coupons: [],
  code: '',
  notice: null,
  choice: null,
  chosen: '',
  uses: 0,
})

function step(story: Story, at: number, before: Page): Outcome {
  const s = story.steps[at]
  const p: Page = { ...before }
  const out = (calls: Call[] = []): Outcome => ({ page: p, calls })
  if (!s || s.type === 'start') return out()
  const e = s.event
  const idle = p.busy === null
  if (s.type === 'coupons.open' && p.step <= 0) {
    p.step = 1
    p.busy = 'loading'
    p.code = ''
    p.notice = null
    p.choice = null
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
    p.uses += 1
    p.step = 0
    return out()
  }
  if (s.type === 'coupons.close' && idle && (p.step === 1 || p.step === 2)) {
    p.step = 0
    return out()
  }
  return out()
}

function run(story: Story, at: number): Outcome {
  let outcome: Outcome = { page: firstPage(), calls: [] }
  for (let i = 0; i <= at; i++) outcome = step(story, i, i === 0 ? firstPage() : outcome.page)
  return outcome
}
const full = (story: Story, at: number) => {
  const { page: p, calls } = run(story, at)
  return {
    calls,
    shows: {
      step: p.step,
      busy: p.busy,
      coupons: p.coupons.map((c) => c.couponCode),
      code: p.code,
      notice: p.notice,
      choice: p.choice,
      chosen: p.chosen,
      uses: p.uses,
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
    says: 'Given the list, a coupon that has not expired can be chosen; using it closes the pop-up and hands its code to the checkout once',
    when: (story, at) => is(story, at, 'coupon.pick', 'coupon.use'),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given a call of the pop-up fails for a network or server reason, the global error pop-up is raised; a refused request (4xx) raises none',
    when: (story, at) => is(story, at, `${ERROR}listCoupons`, `${ERROR}registerCoupon`),
    expect: (story, at) => {
      const type = story.steps[at]?.type ?? ''
      const f = failureAt(story, at, type.slice(ERROR.length))
      return { ...full(story, at), popup: f ? raisesErrorPopup(f) : true }
    },
  },
]

export const couponPopupOracle: Oracle = { machine: 'couponPopup', expectations }
