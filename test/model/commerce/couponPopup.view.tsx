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
const busyIs = (id: string, busy: boolean) => {
  const element = screen.getByTestId(`coupons-${id}`)
  if (busy) expect(element).toHaveAttribute('aria-busy', 'true')
  else expect(element).not.toHaveAttribute('aria-busy')
}
const enabled = (id: string) => {
  const element = query(id)
  return element && !(element as HTMLButtonElement | HTMLInputElement).disabled ? element : null
}

/** Step 6's notice by the refusal's code (spec 2 §8), as the member reads it. */
const REFUSAL_TEXT: Record<number, string> = {
  [-905]: 'couponPopup.refused.licence',
  0: 'couponPopup.refused.failed',
  2000: 'couponPopup.notices.alreadyRegistered',
  2003: 'couponPopup.notices.expired',
  2004: 'couponPopup.notices.cannotAdd',
  2005: 'couponPopup.notices.limitReached',
  [-1]: 'couponPopup.notices.invalid',
}

/** "My coupons" on the checkout page, or on the dashboard, as a member meets it. */
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
    'coupon.agree': async (step, user) => {
      const { agreed } = step.event as unknown as { agreed: boolean }
      const box = enabled('agree') as HTMLInputElement | null
      if (box && box.checked !== agreed) await user.click(box)
    },
    'coupon.order': async (_, user) => {
      const order = enabled('order')
      if (order) await user.click(order)
    },
    'installer.retry': async (_, user) => {
      const retry = enabled('installer-retry')
      if (retry) await user.click(retry)
    },
    'xstate.after.couponButtonDelay.couponPopup.pressing': async (_, __, effects) => {
      await act(async () => {
        effects.clock.increment(COUPON_BUTTON_DELAY_MS)
        await Promise.resolve()
      })
    },
  },
  services: {
    listCoupons: 'Coupon/List',
    registerCoupon: 'RegCoupon',
    checkLicense: 'CheckLicense',
    placeFreeOrder: 'SetOrder',
    getInstaller: 'GetDownloadFileInfoStore',
  },
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
    if (expected.matches('checkingLicence') || expected.matches('toPricing')) {
      const text = expected.matches('checkingLicence') ? 'checking' : 'toPricing'
      await waitFor(() =>
        expect(screen.getByTestId('coupons-checking')).toHaveTextContent(t(`couponPopup.${text}`)),
      )
      return
    }
    if (expected.matches('refused')) {
      await waitFor(() =>
        expect(screen.getByTestId('coupons-refused')).toHaveTextContent(
          t(REFUSAL_TEXT[c.refusal ?? 0] ?? 'couponPopup.refused.code', { code: c.refusal }),
        ),
      )
      expect(enabled('close')).not.toBeNull()
      return
    }
    if (expected.matches('confirmingFree') || expected.matches('placingFreeOrder')) {
      await waitFor(() => expect(screen.getByTestId('coupons-free')).toHaveTextContent(c.chosen))
      expect(screen.getByTestId<HTMLInputElement>('coupons-agree').checked).toBe(c.agreed)
      busyIs('order', expected.matches('placingFreeOrder'))
      expect(enabled('order') !== null).toBe(expected.matches('confirmingFree') && c.agreed)
      return
    }
    if (expected.matches('fetchingInstaller') || expected.matches('placed')) {
      await waitFor(() => expect(screen.getByTestId('coupons-placed')).toHaveTextContent(c.orderNo))
      if (expected.matches('fetchingInstaller')) {
        await waitFor(() => expect(screen.getByText(t('couponPopup.free.fetching'))).toBeVisible())
        return
      }
      if (c.installerUrl !== '')
        expect(screen.getByTestId('coupons-installer')).toHaveAttribute('href', c.installerUrl)
      expect(enabled('installer-retry') !== null).toBe(c.installerUrl === '')
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
