import {
  answerAt,
  failureAt,
  isEvent,
  isStart,
  type Expectation,
  type Oracle,
} from '../core/oracle.ts'

/**
 * Who is signed in, from spec 1 §6 ("A 401 response on the main API client redirects the user
 * away (to login). The token in a cookie authorises calls as a bearer header.") and §2 (the header
 * shows the profile box when signed in). GetUserInfo answers a user, or nobody (401, or a failure).
 * Shows: `user` (the signed-in id, or null), `checking`, `profileBox` (the header's profile box
 * of spec 1 §2, shown to a signed-in member only).
 */
const LOAD_USER = 'loadUser'

const expectations: Expectation[] = [
  {
    rule: 'SESSION-1',
    says: 'Given a page load, GetUserInfo is asked who is signed in',
    when: isStart,
    expect: () => ({
      calls: [{ service: LOAD_USER, input: undefined }],
      shows: { checking: true },
    }),
  },
  {
    rule: 'SESSION-1',
    says: 'Given GetUserInfo names a user, that user is signed in',
    when: (story, at) => {
      const user = answerAt(story, at, LOAD_USER) as { id: string } | null | undefined
      return user !== undefined && user !== null
    },
    expect: (story, at) => ({
      shows: {
        checking: false,
        user: (answerAt(story, at, LOAD_USER) as { id: string } | undefined)?.id,
        profileBox: true,
      },
    }),
  },
  {
    rule: 'SESSION-1',
    says: 'Given GetUserInfo answers nobody (401) or fails, nobody is signed in',
    when: (story, at) =>
      answerAt(story, at, LOAD_USER) === null || failureAt(story, at, LOAD_USER) !== undefined,
    expect: () => ({ shows: { checking: false, user: null, profileBox: false } }),
  },
  {
    rule: 'SESSION-2',
    says: 'Given a sign-in or sign-out elsewhere, at any moment (even while GetUserInfo is still being asked), GetUserInfo is asked again',
    when: (story, at) => isEvent(story, at, 'session.refresh'),
    expect: () => ({
      calls: [{ service: LOAD_USER, input: undefined }],
      shows: { checking: true },
    }),
  },
  {
    rule: 'SESSION-2',
    says: 'Given the session ended, nobody is signed in and nothing is asked',
    when: (story, at) => isEvent(story, at, 'session.signedOut'),
    expect: () => ({ calls: [], shows: { checking: false, user: null, profileBox: false } }),
  },
]

export const sessionOracle: Oracle = { machine: 'session', expectations }
