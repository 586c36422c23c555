import { act, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { i18next } from '../../../src/i18n/index.ts'
import {
  ALIPAY_INTERVAL_MS,
  isFreeOrder,
  type AddressField,
  type CheckoutContext,
  type CheckoutInput,
} from '../../../src/machines/commerce/checkout.ts'
import { orderAlertOf } from '../../../src/machines/commerce/orderAlerts.ts'
import { refundPolicyOf } from '../../../src/machines/commerce/refundPolicy.ts'
import { CheckoutForm, formatMoney } from '../../../src/views/commerce/CheckoutPage.tsx'
import { renderInRouter } from '../harness.tsx'
import type { ViewModel } from '../viewModels.tsx'

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'commerce', ...options })
const box = (id: string) => screen.getByTestId(`checkout-${id}`)
const FIELDS: readonly AddressField[] = [
  'country',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'vatNum',
]
const FORM_STATES = [
  'editing',
  'repricing',
  'taxing',
  'applyingCoupon',
  'currencyHold',
  'taxed',
  'savingAddress',
  'ordering',
  'placingFreeOrder',
  'requestingIntent',
  'requestingPaypalToken',
  'placingPaypalOrder',
  'placingStripeOrder',
  'checkingOut',
  'paid',
]

const busyIs = (element: HTMLElement, busy: boolean) => {
  if (busy) expect(element).toHaveAttribute('aria-busy', 'true')
  else expect(element).not.toHaveAttribute('aria-busy')
}

/** /store/checkout as a member meets it: the address, the agreements, the coupon, the method, the order. */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as CheckoutInput
    const setup = {
      route: input.route,
      product: input.product,
      seats: input.seats,
      minSeats: 1,
      maxSeats: input.seats,
      company: input.targetUserId !== '',
      trial: input.trial,
      couponCode: input.couponCode,
      userId: input.userId,
      country: input.country,
      address: input.address,
    }
    // Steps 5-8 for the order line of the input (steps 1-4 are the order steps' own page run).
    const line = {
      kind: input.kind,
      targetUserId: input.targetUserId,
      myLicenseSeq: input.myLicenseSeq,
      seats: input.seats,
      periods: input.periods,
    }
    await renderInRouter(
      () => <CheckoutForm setup={setup} line={line} />,
      '/store/checkout',
      effects,
    )
  },
  events: {
    'address.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: AddressField; value: string }
      const control = box(field)
      if (control instanceof HTMLSelectElement) {
        await user.selectOptions(control, value)
        return
      }
      await user.clear(control)
      if (value !== '') await user.type(control, value)
    },
    'address.save': async (_, user) => {
      await user.click(box('address-save'))
    },
    'country.confirm': async (_, user) => {
      await user.click(screen.getByTestId('billing-country-confirm'))
    },
    'country.change': async (_, user) => {
      await user.click(screen.getByTestId('billing-country-change'))
    },
    'currency.agree': async (_, user) => {
      await user.click(box('currency-agree'))
    },
    'currency.decline': async (_, user) => {
      await user.click(screen.getByRole('button', { name: t('checkout.currency.decline') }))
    },
    'agreement.toggle': async (step, user) => {
      const { agreement } = step.event as unknown as { agreement: string }
      // Only an order after the personal trial shows the trial box.
      const control = screen.queryByTestId(`checkout-${agreement}`)
      if (control) await user.click(control)
    },
    'coupon.change': async (step, user) => {
      const { code } = step.event as unknown as { code: string }
      await user.clear(box('coupon-code'))
      await user.type(box('coupon-code'), code)
    },
    'coupon.apply': async (_, user) => {
      await user.click(box('coupon-apply'))
    },
    'coupon.remove': async (_, user) => {
      // Without an applied coupon there is nothing to remove: the page shows no button.
      const remove = screen.queryByTestId('checkout-coupon-remove')
      if (remove) await user.click(remove)
    },
    'payment.choose': async (step, user) => {
      const { method } = step.event as unknown as { method: string }
      // An order the coupon pays whole shows no payment method.
      const radio = screen.queryByLabelText(t(`checkout.payment.methods.${method}`))
      if (radio) await user.click(radio)
    },
    'order.submit': async (_, user) => {
      await user.click(box('submit'))
    },
    'refund.agree': async (_, user) => {
      await user.click(screen.getByTestId('refund-policy-agree'))
    },
    'refund.close': async (_, user) => {
      await user.click(screen.getByTestId('refund-policy-close'))
    },
    'alert.close': async (_, user) => {
      await user.click(screen.getByTestId('order-alert-ok'))
    },
    'alipay.check': async (_, user) => {
      await user.click(box('alipay-check'))
    },
    'checkout.retry': async (_, user) => {
      await user.click(box('retry'))
    },
    'xstate.after.alipayInterval.checkout.alipayWaiting': async (_, __, effects) => {
      await act(async () => {
        effects.clock.increment(ALIPAY_INTERVAL_MS)
        await Promise.resolve()
      })
    },
  },
  services: {
    calcPrice: 'GetCalcPrice',
    reprice: 'GetCalcPrice',
    calcTax: 'GetCalcTax',
    saveBillAddress: 'SetBillAddress',
    applyCoupon: 'ApplyCoupon',
    createIntent: 'GetIntentBeforeSetOrder',
    placeStripeOrder: 'SetOrder4Stripe',
    paypalToken: 'GetPaypalToken',
    placePaypalOrder: 'SetOrder',
    placeFreeOrder: 'SetOrder',
    checkOut: 'CheckOut',
    checkAlipay: 'CheckAlipayStatus',
  },
  see: async (expected, effects) => {
    const c = expected.context as CheckoutContext
    const page = await screen.findByTestId('checkout')
    if (expected.matches('pricing')) {
      await waitFor(() => expect(page).toHaveAttribute('data-screen', 'loading'))
      return
    }
    if (expected.matches('unavailable')) {
      await waitFor(() => expect(box('retry')).toBeVisible())
      return
    }
    if (expected.matches('leaving')) {
      await waitFor(() => expect(effects.navigate).toHaveBeenCalledWith(c.destination))
      return
    }
    if (expected.matches('paying')) {
      await waitFor(() =>
        expect(screen.getByTestId('checkout')).toHaveAttribute('data-screen', 'leaving'),
      )
      return
    }
    if (
      expected.matches('alipayWindow') ||
      expected.matches('alipayChecking') ||
      expected.matches('alipayWaiting')
    ) {
      await waitFor(() => expect(box('alipay')).toBeVisible())
      const busy = !expected.matches('alipayWindow')
      await waitFor(() => busyIs(box('alipay-check'), busy))
      return
    }
    if (expected.matches('refundPolicy')) {
      // Spec 2 §3: the refund policy of this order's kind; the box stays unticked until agreed.
      const policy = refundPolicyOf(c.route, c.kind)
      const dialog = await screen.findByTestId('refund-policy')
      expect(within(dialog).getByTestId('refund-policy-text')).toHaveTextContent(
        t(`checkout.refundPolicy.texts.${policy}`),
      )
      expect(box('refund')).not.toBeChecked()
      return
    }
    await waitFor(() => expect(screen.queryByTestId('refund-policy')).toBeNull())
    if (expected.matches('confirmingCountry')) {
      // Spec 2 §2: the billing country named in the page's language, confirmed or changed.
      const dialog = await screen.findByTestId('billing-country')
      const name =
        new Intl.DisplayNames([i18next.language], { type: 'region' }).of(c.address.country) ??
        c.address.country
      expect(within(dialog).getByTestId('billing-country-text')).toHaveTextContent(
        t('checkout.billingCountry.text', { country: name }),
      )
      expect(box('address-save')).toBeDisabled()
      return
    }
    await waitFor(() => expect(screen.queryByTestId('billing-country')).toBeNull())
    if (expected.matches('alerting')) {
      // Spec 2 §8: the alert of the refused code, its text and its own buttons, over the form.
      const alert = orderAlertOf(c.alert ?? 0)
      const dialog = await screen.findByTestId('order-alert')
      expect(within(dialog).getByTestId('order-alert-text')).toHaveTextContent(
        t(`orderAlert.kinds.${alert.kind}`, { code: c.alert }),
      )
      for (const button of alert.buttons)
        expect(within(dialog).getByTestId(`order-alert-${button}`)).toBeVisible()
      return
    }
    await waitFor(() => expect(screen.queryByTestId('order-alert')).toBeNull())
    if (!FORM_STATES.some((s) => expected.matches(s)))
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    await waitFor(() =>
      expect(screen.getByTestId('checkout')).toHaveAttribute('data-screen', 'form'),
    )
    const working =
      expected.matches('repricing') ||
      expected.matches('taxing') ||
      expected.matches('taxed') ||
      expected.matches('savingAddress') ||
      expected.matches('applyingCoupon')
    await waitFor(() => busyIs(box('address-save'), working))
    for (const field of FIELDS) {
      expect(box(field), field).toHaveValue(c.address[field])
      expect(box(field), field).toHaveAttribute(
        'aria-invalid',
        String(c.problems[field] !== undefined),
      )
    }
    if (c.price)
      expect(box('price')).toHaveTextContent(formatMoney(c.price.payPrice, c.price.currency))
    expect(screen.queryByTestId('checkout-address-saved') !== null).toBe(c.addressSaved)
    expect(screen.queryByTestId('checkout-tax-error') !== null).toBe(c.taxError !== null)
    expect(screen.queryByTestId('checkout-currency') !== null).toBe(
      expected.matches('currencyHold'),
    )
    expect((box('terms') as HTMLInputElement).checked).toBe(c.terms)
    expect((box('refund') as HTMLInputElement).checked).toBe(c.refund)
    const trialBox = screen.queryByTestId<HTMLInputElement>('checkout-trial')
    expect(trialBox?.checked ?? null).toBe(c.trial ? c.trialAgreed : null)
    const free = isFreeOrder(c)
    expect(screen.queryByTestId('checkout-free') !== null).toBe(free)
    if (!free)
      for (const method of ['card', 'paypal', 'alipay'])
        expect(
          screen.getByLabelText<HTMLInputElement>(t(`checkout.payment.methods.${method}`)).checked,
        ).toBe(c.method === method)
    expect(box('coupon-code')).toHaveValue(c.couponInput)
    expect(screen.queryByTestId('checkout-coupon-applied') !== null).toBe(c.appliedCoupon !== '')
    if (c.couponNotice !== null && c.couponNotice !== 'applied')
      expect(screen.getByText(t(`checkout.coupon.notices.${c.couponNotice}`))).toBeVisible()
    const missing = !(
      c.addressSaved &&
      c.terms &&
      c.refund &&
      (c.trialAgreed || !c.trial) &&
      (c.method !== null || free)
    )
    expect(screen.queryByTestId('checkout-missing') !== null).toBe(c.blocked && missing)
    expect(screen.queryByTestId('checkout-error') !== null).toBe(c.formError !== null)
  },
}
