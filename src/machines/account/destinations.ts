import { PRICING_ROUTES } from '../../contract/core/codes.ts'

/** Pages the account flows send people to (spec 1 §2). */
export const PATHS = {
  home: '/',
  signIn: '/member/signin',
  signUp: '/member/signup',
  addEmail: '/member/addemail',
  verifyWarning: '/member/emailverifywarning',
  verifyWarningSocial: '/member/emailverifywarning?t=c',
  passChange: '/member/passchange',
  warning: '/member/warning',
  integrationBlocked: '/?modal=is_integration_blocked',
  support: '/support',
  pricing: '/pricing',
  trial: '/product/trial',
  myPage: '/mypage',
} as const

/** The query of /member/signin (spec 1 §2): where to go once signed in. */
export interface SignInSearch {
  returnUrl?: string | undefined
  type?: string | undefined
  subLink?: string | undefined
  userType?: string | undefined
  orderType?: string | undefined
  period?: string | undefined
}

/**
 * A return address is only followed when it stays on this site: a path starting with one slash
 * (never `//host` or `/\host`, which browsers read as another origin). Anything else is dropped.
 */
export function safeReturnUrl(value: string | undefined | null): string | null {
  if (!value) return null
  const v = value.trim()
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\')) return null
  for (let i = 0; i < v.length; i++) if (v.charCodeAt(i) < 32) return null
  return v
}

/** The pricing page of spec 2 §2 built from the sign-in query (`type=product` with `subLink`), when it names a real one. */
export function pricingReturn(search: SignInSearch): string | null {
  if (search.type !== 'product' || !search.subLink) return null
  const { userType, subLink, period } = search
  const known = PRICING_ROUTES.some(([u, l, p]) => u === userType && l === subLink && p === period)
  if (!known || !userType || !period) return PATHS.pricing
  const path = `/pricing/${userType}/${subLink}/${period}`
  return search.orderType ? `${path}?orderType=${encodeURIComponent(search.orderType)}` : path
}

/** Spec 1 §4 step 5: the return URL, else support, else the pricing page, else home. */
export function returnDestination(search: SignInSearch): string {
  return (
    safeReturnUrl(search.returnUrl) ??
    (search.type === 'support' ? PATHS.support : null) ??
    pricingReturn(search) ??
    PATHS.home
  )
}
