import { describe, expect, it } from 'vitest'
import {
  isLegalAudience,
  promotionsAt,
  SHELL_POPUP_ORDER,
  shownPopup,
  type ShellPopup,
  type ShellPopupStatus,
} from '../../../src/machines/shell/shellPopups.ts'

/** The shell's pop-up rules (no rendering: the mutation run's "tables" project runs this file too). */
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
  it('is for signed-in members whose account is integrated, not for a pending integration', () => {
    expect(isLegalAudience({ isIntegrated: true })).toBe(true)
    expect(isLegalAudience({ isIntegrated: false })).toBe(false)
    expect(isLegalAudience(null)).toBe(false)
  })
})

describe('the promotional pop-ups of a page (spec 1 §2, POPUP-9)', () => {
  const ids = (path: string, closetIntegration: number | null = null) =>
    promotionsAt(path, closetIntegration === null ? null : { closetIntegration }).map((p) => p.id)

  it("puts the Linux release on the download page, and none on the pricing page (its notices are the pricing machine's)", () => {
    expect(ids('/product/download')).toEqual(['linux_release'])
    expect(ids('/product/download/')).toEqual(['linux_release'])
    expect(ids('/pricing')).toEqual([])
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
