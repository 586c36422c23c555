import { defineModel } from '../../tools/testing/testModel.ts'
import { pricingPageMachine } from './pricingPage.ts'

/** A clock reading in Pacific (PST) wall time, as spec 2 §1 states the promotion window. */
const pacific = (wallTime: string) => Date.parse(`${wallTime}-08:00`)
const TODAY = Date.parse('2026-11-23T09:00:00Z')

/**
 * The test model of the plan overview (spec 2 §1, §3): each query type, a day inside the 2021
 * promotion window, the toggle and the two notices (the window's edges are stories beside it).
 */
export const model = defineModel({
  id: 'pricingPage',
  title: 'Plan overview',
  area: 'store',
  rules: ['PRICE-1', 'PRICE-2', 'PRICE-3', 'PRICE-4', 'PRICE-5'],
  machine: pricingPageMachine,
  model: {
    inputs: [
      { name: 'personal plans today', input: { type: 'personal', now: TODAY } },
      { name: 'student plans today', input: { type: 'student', now: TODAY } },
      { name: 'academic plans today', input: { type: 'academic', now: TODAY } },
      { name: 'enterprise plans today', input: { type: 'enterprise', now: TODAY } },
      {
        name: 'personal plans during the 2021 promotion (Pacific time)',
        input: { type: 'personal', now: pacific('2021-12-01T12:00:00') },
      },
      {
        name: 'enterprise plans during the 2021 promotion (Pacific time)',
        input: { type: 'enterprise', now: pacific('2021-12-01T12:00:00') },
      },
    ],
    events: {
      'pricing.period': [
        { name: 'monthly', event: { type: 'pricing.period', period: 'month' } },
        { name: 'yearly', event: { type: 'pricing.period', period: 'year' } },
      ],
      'pricing.renewal.open': [{ name: 'renewal prices', event: { type: 'pricing.renewal.open' } }],
      'pricing.notice.close': [{ name: 'closes', event: { type: 'pricing.notice.close' } }],
    },
    outcomes: {},
    project: (s) => ({ period: s.context.period, promotion: s.context.promotion }),
    effects: [],
  },
})
