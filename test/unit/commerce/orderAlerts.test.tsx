import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18next, initI18n } from '../../../src/i18n/index.ts'
import { orderAlertOf } from '../../../src/machines/commerce/orderAlerts.ts'
import { OrderAlertPopup } from '../../../src/views/commerce/OrderAlertPopup.tsx'
import { renderInRouter } from '../../model/harness.tsx'

/** Spec 2 §8 "Order and trial codes (each opens an alert popup)", read code by code. */
const SPEC_BUTTONS: [number, string[]][] = [
  [-100, ['signIn', 'signUp']],
  [-12, ['findCompanyId', 'ok']],
  [-9, ['findCompanyId', 'ok']],
  [-10, ['findCompanyId', 'ok']],
  [-1012, ['contactSupport', 'ok']],
  [-1013, ['contactSupport', 'ok']],
  [-1020, ['contactSupport', 'ok']],
  [-1023, ['contactSupport', 'ok']],
  [-4004, ['terms', 'privacy', 'downloadTrial']],
  [-4005, ['myAccount']],
  [-8017, ['cancel', 'ok']],
  [-19000, ['cancel', 'ok']],
  [-1030, ['exit', 'ok']],
  [-3, ['ok']],
  [-9571, ['ok']],
]

describe('the order and trial alerts (spec 2 §8)', () => {
  afterEach(() => cleanup())

  it.each(SPEC_BUTTONS)('code %i opens its alert with the buttons the spec names', (code, b) => {
    expect(orderAlertOf(code).buttons).toEqual(b)
    expect(orderAlertOf(code).kind).not.toBe('warning')
  })

  it('maps -1017 to the -8017 pop-up and shows any other code in the warning pop-up with OK', () => {
    expect(orderAlertOf(-1017)).toEqual(orderAlertOf(-8017))
    expect(orderAlertOf(2005)).toEqual({ kind: 'warning', buttons: ['ok'] })
    expect(orderAlertOf(-1)).toEqual({ kind: 'warning', buttons: ['ok'] })
  })

  it.each(['en', 'ko', 'ja', 'zh'] as const)(
    'in %s: the warning names the code, the links lead to their pages and a closing button closes',
    async (language) => {
      initI18n(language)
      await i18next.changeLanguage(language)
      const onClose = vi.fn()
      await renderInRouter(() => <OrderAlertPopup code={-77} onClose={onClose} />)
      expect(await screen.findByTestId('order-alert-text')).toHaveTextContent('-77')
      screen.getByTestId('order-alert-ok').click()
      expect(onClose).toHaveBeenCalledTimes(1)
      cleanup()
      await renderInRouter(() => <OrderAlertPopup code={-100} onClose={onClose} />)
      const signIn = await screen.findByTestId('order-alert-signIn')
      expect(signIn.getAttribute('href')).toMatch(/\/member\/signin$/)
      expect(screen.getByTestId('order-alert-signUp').getAttribute('href')).toMatch(
        /\/member\/signup$/,
      )
      expect(screen.getByTestId('order-alert-text').textContent).toBe(
        i18next.t('orderAlert.kinds.loginRequired', { ns: 'commerce' }),
      )
      await i18next.changeLanguage('en')
    },
  )

  it('gives the first-purchase coupon of -4005 an expiry 38 days from today', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z'), toFake: ['Date'] })
    try {
      await renderInRouter(() => <OrderAlertPopup code={-4005} onClose={() => undefined} />)
      expect(await screen.findByTestId('order-alert-text')).toHaveTextContent('Jan 4 2027')
      expect(screen.getByTestId('order-alert-myAccount').getAttribute('href')).toMatch(/\/mypage$/)
    } finally {
      vi.useRealTimers()
    }
  })
})
