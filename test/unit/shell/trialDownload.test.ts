import { describe, expect, it } from 'vitest'
import { MemberType } from '../../../src/contract/index.ts'
import {
  archiveDownloadStep,
  defaultTrialAudience,
} from '../../../src/machines/shell/trialDownload.ts'

describe('the trial download for visitors (spec 1 §6, spec 2 §4)', () => {
  it('sign-in is forced before the archive download, and comes back to the trial with the choice', () => {
    expect(archiveDownloadStep(false, 'company')).toEqual({
      kind: 'signIn',
      to: '/member/signin?returnUrl=%2Fproduct%2Ftrial%3Ftype%3Dcompany',
    })
    expect(archiveDownloadStep(true, 'company')).toEqual({ kind: 'download' })
  })
  it('company member types default to company, others to personal; a type in the query wins', () => {
    expect(defaultTrialAudience(null, undefined)).toBe('personal')
    expect(
      defaultTrialAudience({ memberType: MemberType.COMPANY_USER, comId: '' }, undefined),
    ).toBe('company')
    expect(defaultTrialAudience({ memberType: MemberType.PERSONAL, comId: '' }, undefined)).toBe(
      'personal',
    )
    expect(defaultTrialAudience(null, 'company')).toBe('company')
    expect(
      defaultTrialAudience({ memberType: MemberType.COMPANY_USER, comId: '' }, 'personal'),
    ).toBe('personal')
    expect(defaultTrialAudience(null, 'enterprise-ish')).toBe('personal')
  })
})
