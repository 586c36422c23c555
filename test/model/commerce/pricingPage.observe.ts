import type { PricingPageContext } from '../../../src/machines/commerce/pricingPage.ts'
import type { MachineObserver } from '../observers.ts'

/** How the plan overview is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as PricingPageContext
    return {
      period: c.period,
      promotion: c.promotion,
      notice: s.matches('enterpriseNotice')
        ? 'enterprise'
        : s.matches('renewalNotice')
          ? 'renewal'
          : null,
    }
  },
  effect: () => null,
}
