/**
 * Who may open which page, from spec 1 §4 ("Access rules: users with an unverified e-mail are sent
 * to the verify warning when they open order or trial pages; users without an e-mail go to
 * add-e-mail; signed-in users with a verified e-mail are bounced from signin and signup (to the
 * returnUrl if present). Resend, addemail and passchange pages redirect home when not signed in. A
 * company user without agreement and with a verified e-mail is sent to /product/trial.") and §6
 * ("A 401 response on the main API client redirects the user away (to login)."; "Non-member: may
 * browse; sign-in is forced before downloading an archive.") and spec 2 §4 (trial: "a non-member
 * first gets the personal/company chooser"; "Personal dashboard data ... A company user without
 * agreement and with a verified e-mail is sent to /product/trial.").
 *
 * A table of cases: a visitor or member (the facts of spec 1 §3 user info), the kind of page, and
 * where the spec sends them. Cells the spec leaves open (a member without e-mail on the account
 * page, for instance) are not here: the oracle says nothing it cannot cite.
 */
export interface AccessFacts {
  email: string
  isVerifyEmail: boolean
  memberType: number
  comId: string
  agreement: number
}

export interface AccessCase {
  /** The story in words. */
  says: string
  page: string
  user: AccessFacts | null
  href: string
  returnUrl?: string
  /** `null`: the page opens. */
  expect: { rule: string; redirect: string } | null
}

const PERSONAL = 1
const COMPANY_USER = 3
const END_USER = 5

const verified: AccessFacts = {
  email: 'pat@example.com',
  isVerifyEmail: true,
  memberType: PERSONAL,
  comId: '',
  agreement: 1,
}
const unverified: AccessFacts = { ...verified, isVerifyEmail: false }
const noEmail: AccessFacts = { ...verified, email: '', isVerifyEmail: false }
const companyNoAgreement: AccessFacts = { ...verified, memberType: COMPANY_USER, agreement: 0 }
const companyNoAgreementUnverified: AccessFacts = { ...companyNoAgreement, isVerifyEmail: false }
const companyWithAgreement: AccessFacts = { ...verified, memberType: COMPANY_USER, agreement: 1 }
const endUserNoAgreement: AccessFacts = {
  ...verified,
  memberType: END_USER,
  comId: 'acme',
  agreement: 0,
}

const signInWithReturn = (href: string) => `/member/signin?returnUrl=${encodeURIComponent(href)}`

const cases: AccessCase[] = [
  // §6: a visitor is sent to sign in, and comes back afterwards.
  ...(['order', 'dashboard', 'account'] as const).map((page) => ({
    says: `a visitor opening an ${page} page is asked to sign in and comes back`,
    page,
    user: null,
    href: `/${page}/here`,
    expect: { rule: 'ACCESS-6', redirect: signInWithReturn(`/${page}/here`) },
  })),
  // §4: resend, addemail and passchange redirect home when not signed in.
  ...(['resend', 'addemail', 'passchange'] as const).map((page) => ({
    says: `a visitor opening the ${page} page goes home`,
    page,
    user: null,
    href: `/member/${page}`,
    expect: { rule: 'ACCESS-4', redirect: '/' },
  })),
  // 1 §6, 2 §4: the trial page is for non-members too (their chooser); sign-in comes before an archive download.
  {
    says: 'a visitor may open the trial page and choose personal or company there',
    page: 'trial',
    user: null,
    href: '/product/trial',
    expect: null,
  },
  ...(['signin', 'signup', 'open'] as const).map((page) => ({
    says: `a visitor may open the ${page} page`,
    page,
    user: null,
    href: `/member/${page}`,
    expect: null,
  })),
  // §4: a verified member is bounced from sign-in and sign-up, to the returnUrl if present.
  ...(['signin', 'signup'] as const).flatMap((page) => [
    {
      says: `a verified member on ${page} goes home`,
      page,
      user: verified,
      href: `/member/${page}`,
      expect: { rule: 'ACCESS-1', redirect: '/' },
    },
    {
      says: `a verified member on ${page} with a returnUrl goes there`,
      page,
      user: verified,
      href: `/member/${page}`,
      returnUrl: '/pricing',
      expect: { rule: 'ACCESS-1', redirect: '/pricing' },
    },
    {
      says: `a verified member on ${page} with a returnUrl to another site goes home`,
      page,
      user: verified,
      href: `/member/${page}`,
      returnUrl: '//evil.example',
      expect: { rule: 'ACCESS-1', redirect: '/' },
    },
    {
      says: `a member with an unverified e-mail may open ${page}`,
      page,
      user: unverified,
      href: `/member/${page}`,
      expect: null,
    },
    {
      says: `a member without e-mail may open ${page}`,
      page,
      user: noEmail,
      href: `/member/${page}`,
      expect: null,
    },
  ]),
  ...(['order', 'trial', 'dashboard', 'account', 'open'] as const).map((page) => ({
    says: `a verified personal member may open the ${page} page`,
    page,
    user: verified,
    href: `/${page}/here`,
    expect: null,
  })),
  // §4: an unverified e-mail is sent to the verify warning from order and trial pages.
  ...(['order', 'trial'] as const).map((page) => ({
    says: `a member with an unverified e-mail opening an ${page} page is sent to verify it`,
    page,
    user: unverified,
    href: `/${page}/here`,
    expect: { rule: 'ACCESS-2', redirect: '/member/emailverifywarning' },
  })),
  // §4: users without an e-mail go to add-e-mail (from the same pages).
  ...(['order', 'trial'] as const).map((page) => ({
    says: `a member without an e-mail opening an ${page} page is sent to add one`,
    page,
    user: noEmail,
    href: `/${page}/here`,
    expect: { rule: 'ACCESS-3', redirect: '/member/addemail' },
  })),
  {
    says: 'a member without an e-mail may open the add-e-mail page',
    page: 'addemail',
    user: noEmail,
    href: '/member/addemail',
    expect: null,
  },
  // §4: a company user without agreement and with a verified e-mail is sent to the trial.
  {
    says: 'a company user without agreement opening an order page goes to the trial',
    page: 'order',
    user: companyNoAgreement,
    href: '/order/here',
    expect: { rule: 'ACCESS-5', redirect: '/product/trial' },
  },
  // 2 §4: the same rule on the personal dashboard (my page).
  {
    says: 'a company user without agreement opening my page goes to the trial',
    page: 'dashboard',
    user: companyNoAgreement,
    href: '/mypage',
    expect: { rule: 'ACCESS-5', redirect: '/product/trial' },
  },
  {
    says: 'a company user without agreement may open the trial page',
    page: 'trial',
    user: companyNoAgreement,
    href: '/product/trial',
    expect: null,
  },
  {
    says: 'a company user without agreement and an unverified e-mail is sent to verify it first',
    page: 'order',
    user: companyNoAgreementUnverified,
    href: '/order/here',
    expect: { rule: 'ACCESS-2', redirect: '/member/emailverifywarning' },
  },
  {
    says: 'a company user with agreement may open an order page',
    page: 'order',
    user: companyWithAgreement,
    href: '/order/here',
    expect: null,
  },
  {
    says: 'an end user (not a company user) without agreement may open an order page',
    page: 'order',
    user: endUserNoAgreement,
    href: '/order/here',
    expect: null,
  },
  {
    says: 'a company user without agreement is bounced from sign-in like any verified member',
    page: 'signin',
    user: companyNoAgreement,
    href: '/member/signin',
    expect: { rule: 'ACCESS-1', redirect: '/' },
  },
]

export const accessOracle = { machine: 'accessRules', cases } as const
