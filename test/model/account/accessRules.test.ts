import { describe, expect, test } from 'vitest'
import { MemberType } from '../../../src/contract/index.ts'
import {
  ACCESS_TABLE,
  decideAccess,
  PAGE_KINDS,
  type AccessUser,
  type PageKind,
} from '../../../src/machines/account/accessRules.ts'
import {
  pricingReturn,
  returnDestination,
  safeReturnUrl,
} from '../../../src/machines/account/destinations.ts'
import { rules } from '../../../src/machines/core/rules.ts'

/** The access decision table of spec 1 §4 and the sign-in return address, as stories. */
const verified: AccessUser = {
  email: 'pat@example.com',
  isVerifyEmail: true,
  memberType: MemberType.PERSONAL,
  comId: '',
  agreement: 1,
}
const unverified: AccessUser = { ...verified, isVerifyEmail: false }
const noEmail: AccessUser = { ...verified, email: '', isVerifyEmail: false }
const companyNoAgreement: AccessUser = {
  ...verified,
  memberType: MemberType.COMPANY_USER,
  agreement: 0,
}
const endUserNoAgreement: AccessUser = {
  ...companyNoAgreement,
  memberType: MemberType.END_USER,
  comId: 'acme',
}

const decide = (page: PageKind, user: AccessUser | null, href = '/here', returnUrl?: string) =>
  decideAccess({ page, user, href, returnUrl })

describe('access rules (spec 1 §4)', () => {
  test('every row cites a rule of the catalogue', () => {
    for (const row of ACCESS_TABLE) expect(rules[row.rule]?.text).toBeTruthy()
  })

  test('a signed-in member with a verified e-mail is bounced from sign-in and sign-up, to the returnUrl when present', () => {
    expect(decide('signin', verified)).toEqual({ allow: false, rule: 'ACCESS-1', redirect: '/' })
    expect(decide('signup', verified, '/member/signup', '/pricing')).toEqual({
      allow: false,
      rule: 'ACCESS-1',
      redirect: '/pricing',
    })
    expect(decide('signin', verified, '/member/signin', '//evil.example')).toEqual({
      allow: false,
      rule: 'ACCESS-1',
      redirect: '/',
    })
  })

  test('visitors, unverified and e-mail-less members may still open sign-in', () => {
    expect(decide('signin', null).allow).toBe(true)
    expect(decide('signin', unverified).allow).toBe(true)
    expect(decide('signin', noEmail).allow).toBe(true)
  })

  test('an unverified member is sent to the verification warning from order and trial pages', () => {
    expect(decide('order', unverified)).toMatchObject({
      rule: 'ACCESS-2',
      redirect: '/member/emailverifywarning',
    })
    expect(decide('trial', unverified)).toMatchObject({
      rule: 'ACCESS-2',
      redirect: '/member/emailverifywarning',
    })
    expect(decide('account', unverified).allow).toBe(true)
  })

  test('a member without e-mail is sent to add-e-mail', () => {
    for (const page of ['order', 'trial', 'account', 'resend'] as const)
      expect(decide(page, noEmail)).toMatchObject({
        rule: 'ACCESS-3',
        redirect: '/member/addemail',
      })
    expect(decide('addemail', noEmail).allow).toBe(true)
  })

  test('resend, add-e-mail and password-change pages send signed-out visitors home', () => {
    for (const page of ['resend', 'addemail', 'passchange'] as const)
      expect(decide(page, null)).toEqual({ allow: false, rule: 'ACCESS-4', redirect: '/' })
  })

  test('order, my page and account pages ask a visitor to sign in and come back', () => {
    expect(decide('order', null, '/pricing/per/individual/year')).toEqual({
      allow: false,
      rule: 'ACCESS-6',
      redirect: '/member/signin?returnUrl=%2Fpricing%2Fper%2Findividual%2Fyear',
    })
    expect(decide('dashboard', null, '/mypage')).toEqual({
      allow: false,
      rule: 'ACCESS-6',
      redirect: '/member/signin?returnUrl=%2Fmypage',
    })
  })

  test('the trial page lets a visitor in: sign-in is forced only before an archive download (spec 1 §6, spec 2 §4; issue 11 defect 9)', () => {
    expect(decide('trial', null, '/product/trial')).toEqual({ allow: true, rule: null })
  })

  test('a company without agreement and with a verified e-mail goes from my page to the trial too (spec 2 §4; issue 11 defect 10)', () => {
    expect(decide('dashboard', companyNoAgreement, '/mypage')).toEqual({
      allow: false,
      rule: 'ACCESS-5',
      redirect: '/product/trial',
    })
  })

  test('a company without agreement and with a verified e-mail goes from an order page to the trial; end users do not', () => {
    expect(decide('order', companyNoAgreement)).toMatchObject({
      rule: 'ACCESS-5',
      redirect: '/product/trial',
    })
    expect(decide('trial', companyNoAgreement, '/product/trial').allow).toBe(true)
    expect(decide('order', endUserNoAgreement).allow).toBe(true)
    expect(decide('dashboard', endUserNoAgreement).allow).toBe(true)
    expect(decide('dashboard', verified).allow).toBe(true)
    expect(decide('order', { ...companyNoAgreement, isVerifyEmail: false })).toMatchObject({
      rule: 'ACCESS-2',
    })
  })

  test('open pages are never redirected, and no rule sends a page to itself', () => {
    for (const user of [null, verified, unverified, noEmail, companyNoAgreement])
      expect(decide('open', user).allow).toBe(true)
    expect(decide('addemail', null, '/').allow).toBe(true)
    expect(PAGE_KINDS).toContain('open')
  })
})

describe('where sign-in returns to (spec 1 §4 step 5, §2)', () => {
  test('the return URL first, only when it stays on this site', () => {
    expect(returnDestination({ returnUrl: '/mypage', type: 'support' })).toBe('/mypage')
    expect(safeReturnUrl('https://evil.example/')).toBeNull()
    expect(safeReturnUrl('//evil.example')).toBeNull()
    expect(safeReturnUrl('/\\evil.example')).toBeNull()
    expect(safeReturnUrl('/ok\u0000')).toBeNull()
  })

  test('else support, else the pricing page from type=product with subLink, else home', () => {
    expect(returnDestination({ type: 'support' })).toBe('/support')
    expect(
      returnDestination({
        type: 'product',
        userType: 'ent',
        subLink: 'network',
        period: 'year',
        orderType: 'New',
      }),
    ).toBe('/pricing/ent/network/year?orderType=New')
    expect(
      pricingReturn({ type: 'product', userType: 'per', subLink: 'nonsense', period: 'year' }),
    ).toBe('/pricing')
    expect(returnDestination({ type: 'product' })).toBe('/')
    expect(returnDestination({})).toBe('/')
  })
})
