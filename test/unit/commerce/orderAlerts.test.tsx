import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18next, initI18n } from '../../../src/i18n/index.ts'
import { orderAlertOf } from '../../../src/machines/commerce/orderAlerts.ts'
import { OrderAlertPopup } from '../../../src/views/commerce/OrderAlertPopup.tsx'
import en from '../../../src/i18n/commerce/en.ts'
import ja from '../../../src/i18n/commerce/ja.ts'
import ko from '../../../src/i18n/commerce/ko.ts'
import zh from '../../../src/i18n/commerce/zh.ts'
import { renderInRouter } from '../../model/harness.tsx'

const COMMERCE = { en, ko, ja, zh }

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
  // The codes whose pop-up has no button of its own: OK closes it.
  [-1034, ['ok']],
  [-500, ['ok']],
  [-5500, ['ok']],
  [-5600, ['ok']],
  [-10005, ['ok']],
  [-1011, ['ok']],
  [-15, ['ok']],
  [-905, ['ok']],
  [-10704, ['ok']],
]

describe('the order and trial alerts (spec 2 §8)', () => {
  afterEach(() => cleanup())

  it.each(SPEC_BUTTONS)('code %i opens its alert with the buttons the spec names', (code, b) => {
    expect(orderAlertOf(code).buttons).toEqual(b)
    expect(orderAlertOf(code).kind).not.toBe('warning')
    // Its own words, in every language (not the warning's, not a missing key).
    for (const [lng, texts] of Object.entries(COMMERCE))
      expect(Object.keys(texts.orderAlert.kinds), `${String(code)} in ${lng}`).toContain(
        orderAlertOf(code).kind,
      )
  })

  it('tells each meaning of spec 2 §8 in its own words: no two meanings share a text', () => {
    // Codes of one meaning: the unique-user codes, -8017 with -1017; every other code its own.
    const meanings = [
      [-100],
      [-12],
      [-9],
      [-10],
      [-1034],
      [-500],
      [-1012, -1013, -1020, -1023],
      [-4004],
      [-4005],
      [-5500],
      [-5600],
      [-3],
      [-8017, -1017],
      [-10005],
      [-19000],
      [-1030],
      [-9571],
      [-1011],
      [-15],
      [-905],
      [-10704],
    ]
    const kinds: Record<string, string> = en.orderAlert.kinds
    const textOf = (code: number) => kinds[orderAlertOf(code).kind]
    for (const codes of meanings)
      for (const code of codes) expect(textOf(code), String(code)).toBe(textOf(codes[0] ?? 0))
    const texts = meanings.map((codes) => textOf(codes[0] ?? 0))
    expect(new Set(texts).size).toBe(meanings.length)
  })

  it('leads each link button to its page and lets OK, cancel and exit close the alert', async () => {
    const onClose = vi.fn()
    const hrefOf = (button: string) =>
      screen.getByTestId(`order-alert-${button}`).getAttribute('href') ?? ''
    await renderInRouter(() => <OrderAlertPopup code={-12} onClose={onClose} />)
    expect(hrefOf('findCompanyId')).toMatch(/\/mypage$/)
    cleanup()
    await renderInRouter(() => <OrderAlertPopup code={-1012} onClose={onClose} />)
    expect(hrefOf('contactSupport')).toMatch(/\/support\/contact$/)
    cleanup()
    await renderInRouter(() => <OrderAlertPopup code={-4004} onClose={onClose} />)
    expect(hrefOf('terms')).toBe('https://legal.drape3d.com/en/terms')
    expect(hrefOf('privacy')).toBe('https://legal.drape3d.com/en/privacy')
    expect(hrefOf('downloadTrial')).toMatch(/\/product\/trial$/)
    cleanup()
    await renderInRouter(() => <OrderAlertPopup code={-8017} onClose={onClose} />)
    screen.getByTestId('order-alert-cancel').click()
    cleanup()
    await renderInRouter(() => <OrderAlertPopup code={-1030} onClose={onClose} />)
    screen.getByTestId('order-alert-exit').click()
    expect(onClose).toHaveBeenCalledTimes(2)
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
