import { act, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import {
  COUPON_BUTTON_DELAY_MS,
  type CouponPopupContext,
  type CouponPopupInput,
} from '../../../src/machines/commerce/couponPopup.ts'
import { CouponPopup } from '../../../src/views/commerce/CouponPopup.tsx'
import { renderInRouter } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'commerce', ...options })
const query = (id: string) => screen.queryByTestId(`coupons-${id}`)
const enabled = (id: string) => {
  const element = query(id)
  return element && !(element as HTMLButtonElement | HTMLInputElement).disabled ? element : null
}

/** "My coupons" on the checkout page as a member meets it. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as CouponPopupInput
    await renderInRouter(
      () => <CouponPopup input={input} disabled={false} onUse={() => undefined} />,
      '/store/checkout',
      effects,
    )
  },
  events: {
    'coupons.open': async (_, user) => {
      await user.click(screen.getByTestId('coupons-open'))
    },
    'coupons.close': async (_, user) => {
      const close = enabled('close')
      if (close) await user.click(close)
    },
    'coupon.code': async (step, user) => {
      const { code } = step.event as unknown as { code: string }
      const field = enabled('code')
      if (!field) return
      await user.clear(field)
      await user.type(field, code)
    },
    'coupon.register': async (_, user) => {
      const register = enabled('register')
      if (register) await user.click(register)
    },
    'coupon.pick': async (step, user) => {
      const { code } = step.event as unknown as { code: string }
      const row = query(`row-${code}`)
      if (row) await user.click(within(row).getByRole('radio'))
    },
    'coupon.use': async (_, user) => {
      const use = enabled('use')
      if (use) await user.click(use)
    },
    'xstate.after.couponButtonDelay.couponPopup.pressing': async (_, __, effects) => {
      await act(async () => {
        effects.clock.increment(COUPON_BUTTON_DELAY_MS)
        await Promise.resolve()
      })
    },
  },
  services: { listCoupons: 'Coupon/List', registerCoupon: 'RegCoupon' },
  see: async (expected) => {
    const c = expected.context as CouponPopupContext
    if (expected.matches('closed') || expected.matches('closedWithError')) {
      await waitFor(() => expect(screen.queryByTestId('coupons')).toBeNull())
      expect(query('error') !== null).toBe(expected.matches('closedWithError'))
      return
    }
    await waitFor(() => expect(screen.getByTestId('coupons')).toBeVisible())
    if (expected.matches('loading')) {
      await waitFor(() => expect(screen.getByText(t('couponPopup.loading'))).toBeVisible())
      return
    }
    const busy = expected.matches('pressing') || expected.matches('registering')
    await waitFor(() =>
      busy
        ? expect(screen.getByTestId('coupons-register')).toHaveAttribute('aria-busy', 'true')
        : expect(screen.getByTestId('coupons-register')).not.toHaveAttribute('aria-busy'),
    )
    expect(query('empty') !== null).toBe(c.coupons.length === 0)
    for (const coupon of c.coupons) {
      const radio = within(
        screen.getByTestId(`coupons-row-${coupon.couponCode}`),
      ).getByRole<HTMLInputElement>('radio')
      expect(radio.disabled, coupon.couponCode).toBe(coupon.deActiveDate === 1)
      expect(radio.checked, coupon.couponCode).toBe(c.choice === coupon.couponCode)
    }
    expect(screen.getByTestId('coupons-code')).toHaveValue(c.code)
    if (c.notice !== null && c.notice !== 'registered')
      expect(screen.getByText(t(`couponPopup.notices.${c.notice}`))).toBeVisible()
    expect(query('registered') !== null).toBe(c.notice === 'registered')
    expect(screen.getByTestId<HTMLButtonElement>('coupons-use').disabled).toBe(
      !(expected.matches('list') && c.choice !== null),
    )
  },
}
