import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18next, initI18n } from '../../../src/i18n/index.ts'
import {
  isLegalAudience,
  promotionsAt,
  SHELL_POPUP_ORDER,
  shownPopup,
  type ShellPopup,
  type ShellPopupStatus,
} from '../../../src/machines/shell/shellPopups.ts'
import type { PopupApi } from '../../../src/views/shell/connectPopup.ts'
import { LegalPopup } from '../../../src/views/shell/popups/LegalPopup.tsx'

const all = (status: ShellPopupStatus): Record<ShellPopup, ShellPopupStatus> => ({
  legal: status,
  marketing: status,
  survey: status,
  promotion: status,
})

describe('one shell pop-up at a time (POPUP-7)', () => {
  it('puts the legal notice before the marketing permissions, the survey and the promotions', () => {
    expect(SHELL_POPUP_ORDER).toEqual(['legal', 'marketing', 'survey', 'promotion'])
    expect(shownPopup(all('open'))).toBe('legal')
    expect(shownPopup({ ...all('open'), legal: 'hidden' })).toBe('marketing')
    expect(shownPopup({ ...all('open'), legal: 'hidden', marketing: 'hidden' })).toBe('survey')
    expect(shownPopup({ ...all('hidden'), promotion: 'open' })).toBe('promotion')
    expect(shownPopup(all('hidden'))).toBeNull()
  })

  it('holds a later pop-up back while an earlier one is still deciding, not while it waits hidden', () => {
    expect(shownPopup({ ...all('open'), legal: 'deciding' })).toBeNull()
    expect(shownPopup({ ...all('hidden'), marketing: 'deciding', survey: 'open' })).toBeNull()
    // The survey's minute of waiting is "hidden": the promotions do not wait for it.
    expect(shownPopup({ ...all('hidden'), promotion: 'open' })).toBe('promotion')
  })
})

describe('the legal pop-up (spec 1 §2, POPUP-8)', () => {
  afterEach(() => cleanup())

  it('is for signed-in members whose account is integrated, not for a pending integration', () => {
    expect(isLegalAudience({ isIntegrated: true })).toBe(true)
    expect(isLegalAudience({ isIntegrated: false })).toBe(false)
    expect(isLegalAudience(null)).toBe(false)
  })

  const api = (): PopupApi => ({
    open: true,
    status: 'open',
    choice: 'none',
    choose: vi.fn(),
    close: vi.fn(),
    escape: vi.fn(),
    outsideClick: vi.fn(),
  })

  it.each([
    ['en', 'Feb 28 2024', 'May 1 2024'],
    ['ko', '2024년 2월 28일', '2024년 5월 1일'],
    ['ja', '2024年2月28日', '2024年5月1日'],
    ['zh', '2024年2月28日', '2024年5月1日'],
  ] as const)(
    'gives both dates of the terms in the %s format (spec 1 §9)',
    async (lang, from, disputes) => {
      initI18n(lang)
      await i18next.changeLanguage(lang)
      const popup = api()
      render(<LegalPopup api={popup} />)
      const dates = screen.getByTestId('legal-popup-dates')
      expect(dates).toHaveTextContent(from)
      expect(dates).toHaveTextContent(disputes)
      screen.getByTestId('legal-popup-dismiss').click()
      expect(popup.close).toHaveBeenCalledTimes(1)
      await i18next.changeLanguage('en')
    },
  )
})

describe('the promotional pop-ups of a page (spec 1 §2, POPUP-9)', () => {
  const ids = (path: string, closetIntegration: number | null = null) =>
    promotionsAt(path, closetIntegration === null ? null : { closetIntegration }).map((p) => p.id)

  it('puts the Linux release on the download page and the two pricing notices on the pricing page', () => {
    expect(ids('/product/download')).toEqual(['linux_release'])
    expect(ids('/pricing')).toEqual(['renewal_pricing', 'enterprise_pricing'])
    expect(ids('/pricing/')).toEqual(['renewal_pricing', 'enterprise_pricing'])
    // Not on the order pages below /pricing, nor elsewhere.
    expect(ids('/pricing/ent/standad/year')).toEqual([])
    expect(ids('/')).toEqual([])
  })

  it('shows the cloud-wardrobe sync on my page to a member linked to the cloud wardrobe only', () => {
    expect(ids('/mypage', 1)).toEqual(['closet_sync'])
    expect(ids('/mypage', 0)).toEqual([])
    expect(ids('/mypage')).toEqual([])
    expect(ids('/mypage/account', 1)).toEqual([])
  })
})
