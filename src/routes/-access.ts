import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { decideAccess, type PageKind } from '../machines/account/accessRules.ts'
import { currentUser } from '../services/account/session.ts'

/**
 * `beforeLoad` for a page the access rules of spec 1 §4 speak about: asks who is signed in
 * (cached GetUserInfo), lets `decideAccess` decide and throws the redirect with the return address.
 */
export function guardAccess(page: PageKind) {
  return async ({ location, search }: { location: ParsedLocation; search: unknown }) => {
    const user = await currentUser()
    const returnUrl =
      typeof search === 'object' &&
      search !== null &&
      'returnUrl' in search &&
      typeof search.returnUrl === 'string'
        ? search.returnUrl
        : undefined
    const decision = decideAccess({ page, user, href: location.href, returnUrl })
    if (!decision.allow) {
      throw redirect({ href: decision.redirect, replace: true })
    }
  }
}
