import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import type {
  PricingPageContext,
  PricingPageInput,
} from '../../../src/machines/commerce/pricingPage.ts'
import { PricingPage } from '../../../src/views/commerce/PricingPage.tsx'
import { priceList } from '../../fixtures/priceList.ts'
import { renderInRouter } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'commerce', ...options })

/** The personal plan's prices in the demo list: what the toggle must switch between. */
const INDIVIDUAL = { month: '$50', year: '$360' } as const

/** /pricing as a visitor meets it: the plans by period, the 2021 promotion and the two notices. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as PricingPageInput
    await renderInRouter(
      () => <PricingPage prdList={priceList('USD')} type={input.type} openedAt={input.now} />,
      `/pricing?type=${input.type}`,
      effects,
    )
  },
  events: {
    'pricing.period': async (step, user) => {
      const { period } = step.event as unknown as { period: 'month' | 'year' }
      await user.click(screen.getByTestId(`pricing-toggle-${period}`))
    },
    'pricing.renewal.open': async (_, user) => {
      await user.click(screen.getByTestId('pricing-renewal-open'))
    },
    'pricing.notice.close': async (_, user) => {
      const dialog = screen.getByRole('dialog')
      const names = [t('pricing.renewal.close'), t('pricing.enterpriseNotice.close')]
      const close = within(dialog)
        .getAllByRole('button')
        .find((b) => names.includes(b.textContent.trim()))
      if (!close) throw new Error('the notice has no close button')
      await user.click(close)
    },
  },
  services: {},
  see: async (expected) => {
    const c = expected.context as PricingPageContext
    const page = await screen.findByTestId('pricing-page')
    expect(page).toHaveAttribute('data-period', c.period)
    for (const period of ['month', 'year'] as const)
      expect(screen.getByTestId(`pricing-toggle-${period}`)).toHaveAttribute(
        'aria-pressed',
        String(period === c.period),
      )
    // The personal tab (personal and student types): the cards show the chosen period's price.
    const personalTab = c.type === 'personal' || c.type === 'student'
    if (personalTab)
      expect(
        within(screen.getByTestId('plan-individual')).getByTestId('plan-price'),
      ).toHaveTextContent(INDIVIDUAL[c.period])

    // Spec 2 §1: inside the window a multi-year personal price of 196 USD beside the event price of 280 USD.
    const promotion = screen.queryByTestId('pricing-promotion')
    if (c.promotion && personalTab) {
      expect(promotion).toHaveTextContent('$196')
      expect(promotion).toHaveTextContent('$280')
    } else expect(promotion).toBeNull()

    // Spec 2 §1: the renewal notice shows $1900 and $2000; the enterprise notice on type=enterprise.
    const notice = expected.matches('renewalNotice')
      ? 'pricing-renewal'
      : expected.matches('enterpriseNotice')
        ? 'pricing-enterprise-notice'
        : null
    if (notice === 'pricing-renewal') {
      const dialog = await screen.findByTestId(notice)
      expect(dialog).toHaveTextContent(/\$1,?900/)
      expect(dialog).toHaveTextContent(/\$2,?000/)
    } else if (notice)
      expect(await screen.findByTestId(notice)).toHaveTextContent(
        t('pricing.enterpriseNotice.text'),
      )
    else await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}
