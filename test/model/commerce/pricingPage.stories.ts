import type { ExtraStory } from '../stories.ts'

/**
 * Plan-overview stories the generated paths do not tell (spec 2 §1): the clock at each edge of the
 * promotion window in Pacific time. The generated paths keep one input per starting state, so the
 * edges, which start in the same states as any day in or out of the window, are told here.
 */
const pacific = (wallTime: string) => Date.parse(`${wallTime}-08:00`)
const at = (name: string, type: string, wallTime: string) => ({
  name,
  input: { type, now: pacific(wallTime) },
})
const monthly = { caseName: 'monthly', event: { type: 'pricing.period', period: 'month' } }
const renewal = { caseName: 'renewal prices', event: { type: 'pricing.renewal.open' } }
const close = { caseName: 'closes', event: { type: 'pricing.notice.close' } }

export const stories: ExtraStory[] = [
  {
    name: 'a visitor opens the personal plans on the first instant of the promotion, Pacific time',
    input: at('16 Nov 2021 00:00 PST', 'personal', '2021-11-16T00:00:00'),
    steps: [monthly],
  },
  {
    name: 'a visitor opens the personal plans a second before the promotion (already the 16th in UTC)',
    input: at('15 Nov 2021 23:59:59 PST', 'personal', '2021-11-15T23:59:59'),
    steps: [monthly],
  },
  {
    name: 'a company visitor opens the enterprise plans on the last second of the promotion',
    input: at('31 Dec 2021 23:59:59 PST', 'enterprise', '2021-12-31T23:59:59'),
    steps: [close, renewal, close],
  },
  {
    name: 'a visitor opens the plans at midnight of New Year in Pacific time: the promotion is over',
    input: at('1 Jan 2022 00:00 PST', 'student', '2022-01-01T00:00:00'),
    steps: [renewal, monthly, close, monthly],
  },
]
