import {
  answerAt,
  failureAt,
  isEvent,
  isStart,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * Sign-in with a social-platform token, from spec 1 §4: "errCode 0 with a token logs in
 * (first-login flag passed); -300 goes to /member/warning; -301 goes to
 * /?modal=is_integration_blocked; other codes go home; HTTP 400 goes to
 * /member/emailverifywarning?t=c; any other failure goes to /member/emailverifywarning."
 * Shows: `screen` (exchanging, missing code, leaving).
 */
const TOKEN = 'integrationToken'

interface TokenAnswerFacts {
  result: { errCode: number }
  token: string
  isFirstLogin: boolean
}

const codeOf = (story: Story): string => (story.input as { code?: string } | undefined)?.code ?? ''
/** The state the platform handed back with the code (checked by the server against its cookie). */
const stateOf = (story: Story): string =>
  (story.input as { state?: string } | undefined)?.state ?? ''
const answer = (story: Story, at: number) =>
  answerAt(story, at, TOKEN) as TokenAnswerFacts | undefined
const errCode = (story: Story, at: number) => answer(story, at)?.result.errCode ?? null
const signsIn = (story: Story, at: number) => {
  const a = answer(story, at)
  return a !== undefined && a.result.errCode === 0 && a.token !== ''
}

const expectations: Expectation[] = [
  {
    rule: 'SOCIAL-1',
    says: 'Given a link with a code, IntegrationToken is called with that code (and the state handed back with it, when there is one)',
    when: (story, at) => isStart(story, at) && codeOf(story).trim() !== '',
    expect: (story) => ({
      calls: [
        {
          service: TOKEN,
          input: {
            code: codeOf(story).trim(),
            ...(stateOf(story) === '' ? {} : { state: stateOf(story) }),
          },
        },
      ],
      navigate: null,
      shows: { screen: 'exchanging' },
    }),
  },
  {
    rule: 'SOCIAL-7',
    says: 'Given a link without a code, nothing is called and the page says the link is incomplete',
    when: (story, at) => isStart(story, at) && codeOf(story).trim() === '',
    expect: () => ({ calls: [], navigate: null, shows: { screen: 'missing code' } }),
  },
  {
    rule: 'SOCIAL-7',
    says: 'Given the incomplete-link page, choosing to sign in goes to /member/signin',
    when: (story, at) => isEvent(story, at, 'link.signIn'),
    expect: () => ({ calls: [], navigate: '/member/signin', cookies: [] }),
  },
  {
    rule: 'SOCIAL-1',
    says: 'Given errCode 0 with a token, the user is signed in (token kept, the session asked again) and goes home with the first-login flag',
    when: signsIn,
    expect: (story, at) => ({
      cookies: ['session token kept', 'session asked again'],
      navigate: answer(story, at)?.isFirstLogin === true ? '/?firstLogin=1' : '/',
    }),
  },
  {
    rule: 'SOCIAL-2',
    says: 'Given errCode -300, go to /member/warning',
    when: (story, at) => errCode(story, at) === -300,
    expect: () => ({ cookies: [], navigate: '/member/warning' }),
  },
  {
    rule: 'SOCIAL-3',
    says: 'Given errCode -301, go to /?modal=is_integration_blocked',
    when: (story, at) => errCode(story, at) === -301,
    expect: () => ({ cookies: [], navigate: '/?modal=is_integration_blocked' }),
  },
  {
    rule: 'SOCIAL-4',
    says: 'Given any other errCode, or errCode 0 without a token, go home without signing in',
    when: (story, at) => {
      const code = errCode(story, at)
      return code !== null && code !== -300 && code !== -301 && !signsIn(story, at)
    },
    expect: () => ({ cookies: [], navigate: '/' }),
  },
  {
    rule: 'SOCIAL-5',
    says: 'Given an HTTP 400 answer, go to /member/emailverifywarning?t=c',
    when: (story, at) => failureAt(story, at, TOKEN)?.status === 400,
    expect: () => ({ cookies: [], navigate: '/member/emailverifywarning?t=c' }),
  },
  {
    rule: 'SOCIAL-6',
    says: 'Given any other failure, go to /member/emailverifywarning',
    when: (story, at) => {
      const f = failureAt(story, at, TOKEN)
      return f !== undefined && f.status !== 400
    },
    expect: () => ({ cookies: [], navigate: '/member/emailverifywarning' }),
  },
]

export const socialSignInOracle: Oracle = { machine: 'socialSignIn', expectations }
