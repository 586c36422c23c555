import { assign, setup } from 'xstate'
import type { RuleMeta } from '../core/rules.ts'
import { isWithinPromotion } from './promotionWindow.ts'

export const PRICING_TYPES = ['personal', 'student', 'academic', 'enterprise'] as const
export type PricingType = (typeof PRICING_TYPES)[number]
export type Period = 'month' | 'year'

export interface PricingPageInput {
  /** The query type of /pricing (spec 2 §2). */
  type: PricingType
  /** The clock when the page opened, in ms since the epoch (the promotion window is checked against it). */
  now: number
}

export interface PricingPageContext extends PricingPageInput {
  /** The period whose prices the cards show (the card's toggle, spec 2 §3). */
  period: Period
  /** Inside the promotion window of spec 2 §1. */
  promotion: boolean
}

export type PricingPageEvent =
  | { type: 'pricing.period'; period: Period }
  | { type: 'pricing.renewal.open' }
  | { type: 'pricing.notice.close' }

/** The plan overview of /pricing (spec 2 §1, §3): the period toggle, the promotion window, the two notices. */
export const pricingPageMachine = setup({
  types: {
    context: {} as PricingPageContext,
    input: {} as PricingPageInput,
    events: {} as PricingPageEvent,
    meta: {} as RuleMeta,
  },
  guards: {
    isWithinPromotionWindow: ({ context }) => isWithinPromotion(context.now),
    isEnterprise: ({ context }) => context.type === 'enterprise',
  },
  actions: {
    markPromotion: assign({ promotion: true }),
    choosePeriod: assign({ period: (_, params: { period: Period }) => params.period }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it to the inspector only (it has no delays whose events carry it)
  id: 'pricingPage',
  description: 'The plan overview of /pricing (spec 2 §1, §2, §3).',
  context: ({ input }) => ({ ...input, period: 'year', promotion: false }),
  initial: 'opening',
  states: {
    opening: {
      description: 'The promotion window is checked against the clock, Pacific time (spec 2 §1).',
      meta: { rules: ['PRICE-2'] },
      always: [
        {
          guard: 'isWithinPromotionWindow',
          target: 'noticing',
          actions: 'markPromotion',
          description:
            'Between 2021-11-16 and 2021-12-31 (Pacific time) the multi-year price is shown beside the event price.',
          meta: { rules: ['PRICE-2'] },
        },
        {
          target: 'noticing',
          description: 'Outside the window no promotion is shown.',
          meta: { rules: ['PRICE-2'] },
        },
      ],
    },
    noticing: {
      description: 'Which notice opens with the page (spec 2 §1).',
      always: [
        {
          guard: 'isEnterprise',
          target: 'enterpriseNotice',
          description: 'The query type is enterprise: the enterprise notice pop-up is shown.',
          meta: { rules: ['PRICE-4'] },
        },
        {
          target: 'browsing',
          description: 'Any other type opens on the plans.',
          meta: { rules: ['PRICE-4'] },
        },
      ],
    },
    browsing: {
      description: 'The plan cards in the chosen period (spec 2 §3).',
      meta: { rules: ['PRICE-1'] },
      on: {
        'pricing.period': {
          actions: { type: 'choosePeriod', params: ({ event }) => ({ period: event.period }) },
          description: 'The yearly/monthly toggle: the cards show that period’s prices.',
          meta: { rules: ['PRICE-1'] },
        },
        'pricing.renewal.open': {
          target: 'renewalNotice',
          description: 'The visitor asks about renewal prices of standalone and network licences.',
          meta: { rules: ['PRICE-3'] },
        },
      },
    },
    enterpriseNotice: {
      description: 'The enterprise notice pop-up; the plans behind it wait (spec 2 §1).',
      meta: { rules: ['PRICE-4', 'PRICE-5'] },
      on: {
        'pricing.notice.close': {
          target: 'browsing',
          description: 'Closed with its button or Escape.',
          meta: { rules: ['PRICE-4'] },
        },
      },
    },
    renewalNotice: {
      description:
        'The renewal notice: $1900 and $2000, or ¥14,000 and ¥15,000 in China (spec 2 §1).',
      meta: { rules: ['PRICE-3', 'PRICE-5'] },
      on: {
        'pricing.notice.close': {
          target: 'browsing',
          description: 'Closed with its button or Escape.',
          meta: { rules: ['PRICE-3'] },
        },
      },
    },
  },
})
