import { fromPromise, setup } from 'xstate'
import type { LogoutResponse } from '../../contract/index.ts'
import type { z } from 'zod/mini'
import { forgetSession } from '../../services/account/session.ts'
import { logout } from '../../services/account/member.ts'
import type { RuleMeta } from '../core/rules.ts'
import { PARTNER_MAIL_PAGES } from '../shell/siteLinks.ts'
import { PATHS, safeReturnUrl } from './destinations.ts'

/**
 * Ending the session (spec 1 §4, §2 /logout): Logout is called, the local session is forgotten
 * whatever the answer, and the visitor goes to the partner site's e-mail page when asked
 * (`gotomail`, spec 1 §4 e-mail change), else to the returnUrl, else home.
 * Effects are injected: `clearSession` (cookies and token), `sessionChanged`, `navigate`.
 */

export interface SignOutInput {
  returnUrl: string | null
  /**
   * /logout?gotomail=1&port=1 (spec 1 §4 e-mail change): leave for the e-mail page of the partner
   * site numbered `port` (1, the cloud-wardrobe platform, when absent). Null: not asked.
   */
  goToMail?: { port: number } | null
}

/** Where the visitor goes once signed out (spec 1 §2 /logout, §4 e-mail change). */
export function signOutDestination(input: SignOutInput): string {
  const mailPage = input.goToMail ? PARTNER_MAIL_PAGES[input.goToMail.port] : undefined
  return mailPage ?? safeReturnUrl(input.returnUrl) ?? PATHS.home
}

export interface SignOutContext {
  destination: string
}

/** Nothing to click: the page only reports progress. */
export type SignOutEvent = { type: 'signOut.noop' }

export const signOutMachine = setup({
  types: {
    context: {} as SignOutContext,
    events: {} as SignOutEvent,
    input: {} as SignOutInput,
    meta: {} as RuleMeta,
  },
  actors: {
    /** POST /api/Member/Logout: the server ends the session and clears its cookie. */
    logout: fromPromise<z.infer<typeof LogoutResponse>>(() => logout()),
  },
  actions: {
    /** Default: forget the bearer token, the cached user and readable session cookies. */
    clearSession: () => forgetSession(),
    sessionChanged: () => undefined,
    navigate: () => undefined,
  },
}).createMachine({
  id: 'signOut',
  description: 'End the session and leave (spec 1 §4).',
  context: ({ input }) => ({
    destination: signOutDestination(input),
  }),
  initial: 'signingOut',
  states: {
    signingOut: {
      description: 'Logout is called; a short message shows.',
      meta: { rules: ['SIGNOUT-1'] },
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'signedOut',
          actions: ['clearSession', 'sessionChanged'],
          description: 'The server ended the session: cookies are cleared.',
          meta: { rules: ['SIGNOUT-1'] },
        },
        onError: {
          target: 'signedOut',
          actions: ['clearSession', 'sessionChanged'],
          description: 'Logout failed: the local session is forgotten anyway.',
          meta: { rules: ['SIGNOUT-2'] },
        },
      },
    },
    signedOut: {
      description:
        "Signed out: leaving for the partner site's e-mail page (gotomail), else the returnUrl, else home.",
      meta: { rules: ['SIGNOUT-1', 'SIGNOUT-2', 'SIGNOUT-3'] },
      type: 'final',
      entry: 'navigate',
    },
  },
})
