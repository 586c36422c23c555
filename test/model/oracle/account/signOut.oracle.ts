import {
  failureAt,
  isStart,
  answerAt,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * Ending the session, from spec 1 §4 ("Ending the session clears cookies and redirects.") and the
 * /logout route of §2 ("Ends the session. Query returnUrl"). A return address on another site is
 * not followed. Shows: `screen` (signing out, leaving).
 */
const LOGOUT = 'logout'

/**
 * /logout?returnUrl=… and where it must lead. With gotomail=1&port=1 (spec 1 §4: "the user is
 * redirected to a page on the partner style site and logged out (via /logout with gotomail)") the
 * destination is the partner (cloud-wardrobe) site's e-mail page, whatever the returnUrl.
 */
const PARTNER_MAIL_PAGE = 'https://www.stylecloset.com/account/email'
const LEAVES_FOR: readonly { returnUrl: string | null; mail: boolean; goesTo: string }[] = [
  { returnUrl: '/pricing', mail: false, goesTo: '/pricing' },
  { returnUrl: null, mail: false, goesTo: '/' },
  { returnUrl: 'https://evil.example/', mail: false, goesTo: '/' },
  { returnUrl: null, mail: true, goesTo: PARTNER_MAIL_PAGE },
  { returnUrl: '/pricing', mail: true, goesTo: PARTNER_MAIL_PAGE },
]
function destination(story: Story): string {
  const input = story.input as
    { returnUrl?: string | null; goToMail?: { port: number } | null } | undefined
  const returnUrl = input?.returnUrl ?? null
  const mail = input?.goToMail?.port === 1
  const row = LEAVES_FOR.find((r) => r.returnUrl === returnUrl && r.mail === mail)
  if (!row)
    throw new Error(`the oracle knows no destination for /logout?returnUrl=${String(returnUrl)}`)
  return row.goesTo
}

const settled = (story: Story, at: number) =>
  answerAt(story, at, LOGOUT) !== undefined || failureAt(story, at, LOGOUT) !== undefined

const expectations: Expectation[] = [
  {
    rule: 'SIGNOUT-1',
    says: 'Given /logout, Logout is called and the page says it is signing out',
    when: isStart,
    expect: () => ({ calls: [{ service: LOGOUT, input: undefined }], navigate: null, cookies: [] }),
  },
  {
    rule: 'SIGNOUT-1',
    says: 'Given Logout answered, the session cookies are cleared, the session is asked again and the user goes to the returnUrl, else home',
    when: (story, at) => answerAt(story, at, LOGOUT) !== undefined,
    expect: (story) => ({
      cookies: ['session cleared', 'session asked again'],
      navigate: destination(story),
      calls: [],
    }),
  },
  {
    rule: 'SIGNOUT-2',
    says: 'Given Logout failed, the session cookies are still cleared, the session is asked again and the user still goes to the returnUrl, else home',
    when: (story, at) => failureAt(story, at, LOGOUT) !== undefined,
    expect: (story) => ({
      cookies: ['session cleared', 'session asked again'],
      navigate: destination(story),
      calls: [],
    }),
  },
  {
    rule: 'SIGNOUT-3',
    says: "Given /logout?gotomail=1&port=1, once the session has ended (cookies cleared, the session asked again, as every sign-out) the user goes to the partner site's e-mail page",
    when: (story, at) =>
      settled(story, at) &&
      (story.input as { goToMail?: { port: number } | null } | undefined)?.goToMail?.port === 1,
    expect: () => ({
      cookies: ['session cleared', 'session asked again'],
      navigate: PARTNER_MAIL_PAGE,
    }),
  },
  {
    rule: 'SIGNOUT-1',
    says: 'Given the session ended, the page says so',
    when: settled,
    expect: () => ({ shows: { screen: 'leaving' } }),
  },
]

export const signOutOracle: Oracle = { machine: 'signOut', expectations }
