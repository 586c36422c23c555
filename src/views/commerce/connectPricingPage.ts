import type { EventFrom, SnapshotFrom } from 'xstate'
import type { Period, pricingPageMachine } from '../../machines/commerce/pricingPage.ts'

/** What the plan overview shows and may do (spec 2 §1, §3). */
export interface PricingPageApi {
  period: Period
  promotion: boolean
  notice: 'enterprise' | 'renewal' | null
  choosePeriod: (period: Period) => void
  openRenewal: () => void
  closeNotice: () => void
}

export function connectPricingPage(
  state: SnapshotFrom<typeof pricingPageMachine>,
  send: (event: EventFrom<typeof pricingPageMachine>) => void,
): PricingPageApi {
  return {
    period: state.context.period,
    promotion: state.context.promotion,
    notice: state.matches('enterpriseNotice')
      ? 'enterprise'
      : state.matches('renewalNotice')
        ? 'renewal'
        : null,
    choosePeriod: (period) => send({ type: 'pricing.period', period }),
    openRenewal: () => send({ type: 'pricing.renewal.open' }),
    closeNotice: () => send({ type: 'pricing.notice.close' }),
  }
}
