import { accountKind, AccountKind, type UserInfo } from '../../contract/index.ts'
import { PATHS, safeReturnUrl } from './destinations.ts'

/**
 * Who may open which account and order page (spec 1 §4, §6): one decision table, read top to
 * bottom; the first row that matches decides. Route guards call `decideAccess` in `beforeLoad`
 * and throw the redirect; the atlas shows the table next to the machines.
 */

/** The kinds of page the rules speak about. */
export const PAGE_KINDS = [
  'signin',
  'signup',
  'order',
  'trial',
  /** /mypage, the personal dashboard of spec 2 §4. */
  'dashboard',
  'account',
  'resend',
  'addemail',
  'passchange',
  'open',
] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** The part of the session user the rules read. */
export type AccessUser = Pick<
  UserInfo,
  'email' | 'isVerifyEmail' | 'memberType' | 'comId' | 'agreement'
>

export interface AccessRequest {
  page: PageKind
  user: AccessUser | null
  /** The address of the page being opened, used as the return address of sign-in. */
  href: string
  /** The page's own returnUrl query (sign-in, sign-up). */
  returnUrl?: string | undefined
}

export type AccessDecision =
  { allow: true; rule: null } | { allow: false; rule: string; redirect: string }

export interface AccessRow {
  rule: string
  /** Plain words for the atlas. */
  when: string
  pages: readonly PageKind[]
  /** Where it sends, in words for the atlas. */
  target: string
  test: (user: AccessUser | null) => boolean
  to: (req: AccessRequest) => string
}

const signedIn = (u: AccessUser | null): u is AccessUser => u !== null
const hasEmail = (u: AccessUser) => u.email.trim() !== ''
const isCompany = (u: AccessUser) => accountKind(u.memberType, u.comId) === AccountKind.COMPANY

/** The sign-in page with this page as its return address. */
export const signInWithReturn = (href: string) =>
  `${PATHS.signIn}?returnUrl=${encodeURIComponent(href)}`

export const ACCESS_TABLE: readonly AccessRow[] = [
  {
    rule: 'ACCESS-4',
    target: '/',
    when: 'signed out',
    pages: ['resend', 'addemail', 'passchange'],
    test: (u) => !signedIn(u),
    to: () => PATHS.home,
  },
  {
    rule: 'ACCESS-6',
    target: '/member/signin?returnUrl=<this page>',
    when: 'signed out',
    // Not the trial: a visitor chooses personal or company there and signs in only before an
    // archive download (spec 1 §6, spec 2 §4).
    pages: ['order', 'dashboard', 'account'],
    test: (u) => !signedIn(u),
    to: (req) => signInWithReturn(req.href),
  },
  {
    rule: 'ACCESS-1',
    target: 'returnUrl, else /',
    when: 'signed in with a verified e-mail',
    pages: ['signin', 'signup'],
    test: (u) => signedIn(u) && hasEmail(u) && u.isVerifyEmail,
    to: (req) => safeReturnUrl(req.returnUrl) ?? PATHS.home,
  },
  {
    rule: 'ACCESS-3',
    target: '/member/addemail',
    when: 'signed in without an e-mail',
    pages: ['order', 'trial', 'dashboard', 'account', 'resend'],
    test: (u) => signedIn(u) && !hasEmail(u),
    to: () => PATHS.addEmail,
  },
  {
    rule: 'ACCESS-2',
    target: '/member/emailverifywarning',
    when: 'signed in with an unverified e-mail',
    pages: ['order', 'trial'],
    test: (u) => signedIn(u) && !u.isVerifyEmail,
    to: () => PATHS.verifyWarning,
  },
  {
    rule: 'ACCESS-5',
    target: '/product/trial',
    when: 'a company user without agreement, e-mail verified',
    // Order pages (spec 1 §4) and the personal dashboard (spec 2 §4).
    pages: ['order', 'dashboard'],
    test: (u) => signedIn(u) && isCompany(u) && u.agreement === 0 && u.isVerifyEmail,
    to: () => PATHS.trial,
  },
]

/** The decision for one request: the first matching row redirects; no match allows. */
export function decideAccess(req: AccessRequest): AccessDecision {
  for (const row of ACCESS_TABLE) {
    if (row.pages.includes(req.page) && row.test(req.user)) {
      const redirect = row.to(req)
      // Never send someone to the page they are on (a loop); let the page render instead.
      if (redirect === req.href) return { allow: true, rule: null }
      return { allow: false, rule: row.rule, redirect }
    }
  }
  return { allow: true, rule: null }
}
