import { isEvent, isStart, type Expectation, type Oracle, type Story } from '../core/oracle.ts'

/**
 * The plan overview, from spec 2 §1 (the promotion window, Pacific time, 2021-11-16 to 2021-12-31;
 * the renewal notice; the notice shown when the query type is enterprise) and §3 (the card's
 * toggle). Shows: `period` (yearly first), `promotion`, `notice` (enterprise, renewal or null).
 */
interface PageInput {
  type: string
  now: number
}
const inputOf = (story: Story) => story.input as PageInput

/** 16 November 2021 00:00 to 31 December 2021 24:00 in Pacific standard time (UTC-8). */
const WINDOW_START = Date.UTC(2021, 10, 16, 8, 0, 0)
const WINDOW_END = Date.UTC(2022, 0, 1, 8, 0, 0)
const inPromotion = (story: Story) => {
  const now = inputOf(story).now
  return now >= WINDOW_START && now < WINDOW_END
}

/** The notice open and the period chosen before step `at`, as the spec tells it. */
function pageBefore(story: Story, at: number): { notice: string | null; period: string } {
  let notice: string | null = inputOf(story).type === 'enterprise' ? 'enterprise' : null
  let period = 'year'
  for (let i = 1; i < at; i++) {
    const step = story.steps[i]
    if (step?.type === 'pricing.notice.close') notice = null
    else if (step?.type === 'pricing.renewal.open' && notice === null) notice = 'renewal'
    else if (step?.type === 'pricing.period' && notice === null) period = String(step.event.period)
  }
  return { notice, period }
}

const expectations: Expectation[] = [
  {
    rule: 'PRICE-2',
    says: 'Given the page opens inside the promotion window (Pacific time), the multi-year price is shown beside the event price; outside it, not',
    when: isStart,
    expect: (story) => ({ calls: [], shows: { promotion: inPromotion(story) } }),
  },
  {
    rule: 'PRICE-4',
    says: 'Given the query type is enterprise, the enterprise notice is shown when the page opens; for any other type no notice',
    when: isStart,
    expect: (story) => ({
      shows: { notice: inputOf(story).type === 'enterprise' ? 'enterprise' : null },
    }),
  },
  {
    rule: 'PRICE-1',
    says: 'Given the page opens, the cards show the yearly prices',
    when: isStart,
    expect: () => ({ shows: { period: 'year' } }),
  },
  {
    rule: 'PRICE-1',
    says: 'Given no notice is open and the visitor toggles the period, the cards show that period',
    when: (story, at) =>
      isEvent(story, at, 'pricing.period') && pageBefore(story, at).notice === null,
    expect: (story, at) => ({
      shows: { period: String(story.steps[at]?.event.period), notice: null },
    }),
  },
  {
    rule: 'PRICE-5',
    says: 'Given a notice is open, toggling the period changes nothing behind it',
    when: (story, at) =>
      isEvent(story, at, 'pricing.period') && pageBefore(story, at).notice !== null,
    expect: (story, at) => ({ shows: pageBefore(story, at) }),
  },
  {
    rule: 'PRICE-3',
    says: 'Given no notice is open and the visitor asks for renewal prices, the renewal notice opens',
    when: (story, at) =>
      isEvent(story, at, 'pricing.renewal.open') && pageBefore(story, at).notice === null,
    expect: (story, at) => ({
      shows: { notice: 'renewal', period: pageBefore(story, at).period },
    }),
  },
  {
    rule: 'PRICE-3',
    says: 'Given a notice is open and the visitor closes it, the plans show again in the same period',
    when: (story, at) => isEvent(story, at, 'pricing.notice.close'),
    expect: (story, at) => ({ shows: { notice: null, period: pageBefore(story, at).period } }),
  },
  {
    rule: 'PRICE-2',
    says: 'Given any step, whether the promotion shows never changes after the page opened',
    when: (story, at) => at > 0,
    expect: (story) => ({ shows: { promotion: inPromotion(story) } }),
  },
]

export const pricingPageOracle: Oracle = { machine: 'pricingPage', expectations }
