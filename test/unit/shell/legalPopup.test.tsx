import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18next, initI18n } from '../../../src/i18n/index.ts'
import type { PopupApi } from '../../../src/views/shell/connectPopup.ts'
import { LegalPopup } from '../../../src/views/shell/popups/LegalPopup.tsx'

describe('the legal pop-up (spec 1 §2, POPUP-8)', () => {
  afterEach(() => cleanup())

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
