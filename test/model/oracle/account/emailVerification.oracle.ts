import {
  answerAt,
  failureAt,
  isEvent,
  isStart,
  errorPopupOf,
  type FailureFacts,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * E-mail verification, from spec 1 §2 (/member/emailverify "Target of the verification link";
 * /member/addemail "Ask a user who has no e-mail to add one"; /member/emailsent), §4 and §9
 * ("Verification e-mail resend is throttled to once per 1500 ms"), §5 (e-mail codes -10, -4, -5)
 * and §8 (network or unexpected errors raise the global error pop-up).
 */
const VERIFY = 'verifyEmail'
const RESEND = 'resendVerifyEmail'
const SET = 'setEmail'

type Input = { mode: 'link'; token: string } | { mode: 'resend' | 'add'; id: string; comId: string }
const inputOf = (story: Story) => story.input as Input
const mode = (story: Story) => inputOf(story).mode
const code = (answer: unknown): number =>
  (answer as { result?: { errCode?: number } } | undefined)?.result?.errCode ?? Number.NaN
const noFailure = { kind: 'unknown', status: 0, code: -1, message: '' }
const info = (answer: unknown): string =>
  (answer as { result?: { errMsg?: string } } | undefined)?.result?.errMsg ?? ''
/** A refusal as the pages write it (spec 1 §8 shows "code - info"). */
const refusal = (answer: unknown) => `${String(code(answer))} - ${info(answer)}`
/** A failure as the pages write it: its HTTP status, or its code when there was no answer. */
const failureShown = (f: FailureFacts) => f.status || f.code
const ASKED_AGAIN = 'session asked again'

/** The e-mail typed before step `at`. */
function typedEmail(story: Story, at: number): string {
  let email = ''
  for (const step of story.steps.slice(1, at))
    if (step.type === 'email.change') email = String(step.event.value)
  return email
}
/** An e-mail address: something, one @, a domain with a dot, no spaces. */
const isAddress = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim())

/** Whether the 1500 ms since the last answer to a resend have passed before step `at`. */
function resendReady(story: Story, at: number): boolean {
  let ready = true
  for (const step of story.steps.slice(1, at)) {
    if (step.type === 'resend.request' && ready) ready = false
    if (step.type.startsWith('xstate.after.resendThrottle')) ready = true
  }
  return ready
}

const expectations: Expectation[] = [
  {
    rule: 'VERIFY-3',
    says: 'Given any step on /member/addemail, the field holds the e-mail as typed',
    when: (story) => mode(story) === 'add',
    expect: (story, at) => ({ shows: { email: typedEmail(story, at + 1) } }),
  },
  {
    rule: 'VERIFY-3',
    says: 'Given a submit on /member/addemail, the page moves focus to its outcome once more; given any other step there, it does not',
    when: (story, at) => mode(story) === 'add' && at > 0,
    expect: (story, at, before) =>
      before
        ? {
            shows: {
              focusMoves:
                (before.shows.focusMoves as number) + (isEvent(story, at, 'form.submit') ? 1 : 0),
            },
          }
        : {},
  },
  {
    rule: 'VERIFY-1',
    says: 'Given the link of the e-mail, VerifyEmail is called with its token',
    when: (story, at) => isStart(story, at) && mode(story) === 'link',
    expect: (story) => {
      const input = inputOf(story)
      return {
        calls: [{ service: VERIFY, input: { token: input.mode === 'link' ? input.token : '' } }],
      }
    },
  },
  {
    rule: 'VERIFY-1',
    says: 'Given VerifyEmail answered 0, the page says the address is verified',
    when: (story, at) => code(answerAt(story, at, VERIFY)) === 0,
    expect: () => ({ navigate: null, cookies: [ASKED_AGAIN], shows: { link: 'verified' } }),
  },
  {
    rule: 'VERIFY-1',
    says: 'Given VerifyEmail answered -2, the page says the link has expired',
    when: (story, at) => code(answerAt(story, at, VERIFY)) === -2,
    expect: () => ({ navigate: null, cookies: [], shows: { link: 'expired' } }),
  },
  {
    rule: 'VERIFY-1',
    says: 'Given VerifyEmail answered another errCode, the page says the link is not valid or used',
    when: (story, at) => {
      const c = code(answerAt(story, at, VERIFY))
      return answerAt(story, at, VERIFY) !== undefined && c !== 0 && c !== -2
    },
    expect: () => ({ cookies: [], shows: { link: 'invalid' } }),
  },
  {
    rule: 'VERIFY-4',
    says: 'Given VerifyEmail failed, the page offers a retry; a network or unexpected error raises the global error pop-up',
    when: (story, at) => failureAt(story, at, VERIFY) !== undefined,
    expect: (story, at) => ({
      popup: errorPopupOf(failureAt(story, at, VERIFY) ?? noFailure),
      shows: { link: 'failed' },
    }),
  },
  {
    rule: 'VERIFY-1',
    says: 'Given a retry, VerifyEmail is called again',
    when: (story, at) => isEvent(story, at, 'link.retry'),
    expect: (story) => {
      const input = inputOf(story)
      return {
        calls: [{ service: VERIFY, input: { token: input.mode === 'link' ? input.token : '' } }],
      }
    },
  },
  {
    rule: 'VERIFY-2',
    says: 'Given the warning page, nothing is sent until the button is pressed',
    when: (story, at) => isStart(story, at) && mode(story) === 'resend',
    expect: () => ({ calls: [], shows: { resendReady: true } }),
  },
  {
    rule: 'VERIFY-2',
    says: 'Given the button is pressed when ready, ResendVerifyEmail is called for the member',
    when: (story, at) => isEvent(story, at, 'resend.request') && resendReady(story, at),
    expect: (story) => {
      const input = inputOf(story)
      const who =
        input.mode === 'link' ? { id: '', comId: '' } : { id: input.id, comId: input.comId }
      return {
        calls: [{ service: RESEND, input: who }],
        shows: { resendReady: false, refused: null, failure: null },
      }
    },
  },
  {
    rule: 'VERIFY-2',
    says: 'Given a resend answered 0, the page says it was sent and the button rests',
    when: (story, at) => code(answerAt(story, at, RESEND)) === 0,
    expect: (_story, _at, before) => ({
      cookies: [],
      shows: {
        refused: null,
        resendReady: false,
        sentCount: ((before?.shows.sentCount as number | undefined) ?? 0) + 1,
      },
    }),
  },
  {
    rule: 'VERIFY-2',
    says: 'Given a resend answered -3, the page says the address is verified already',
    when: (story, at) => code(answerAt(story, at, RESEND)) === -3,
    expect: () => ({ cookies: [ASKED_AGAIN], shows: { alreadyVerified: true } }),
  },
  {
    rule: 'VERIFY-2',
    says: 'Given a resend answered another errCode, the page shows "code - info" and the button rests before working again',
    when: (story, at) => {
      const c = code(answerAt(story, at, RESEND))
      return answerAt(story, at, RESEND) !== undefined && c !== 0 && c !== -3
    },
    expect: (story, at) => ({
      popup: false,
      cookies: [],
      shows: { resendReady: false, refused: refusal(answerAt(story, at, RESEND)) },
    }),
  },
  {
    rule: 'VERIFY-4',
    says: 'Given a resend failed, the page says so and the button rests; a network or unexpected error raises the global error pop-up',
    when: (story, at) => failureAt(story, at, RESEND) !== undefined,
    expect: (story, at) => {
      const f = failureAt(story, at, RESEND) ?? noFailure
      return {
        popup: errorPopupOf(f),
        shows: { resendReady: false, failure: failureShown(f) },
      }
    },
  },
  {
    rule: 'VERIFY-2',
    says: 'Given 1500 ms passed since the send, the button works again',
    when: (story, at) => story.steps[at]?.type.startsWith('xstate.after.resendThrottle') === true,
    expect: () => ({ calls: [], shows: { resendReady: true } }),
  },
  {
    rule: 'VERIFY-3',
    says: 'Given a blank e-mail on /member/addemail, submitting flags it and sends nothing',
    when: (story, at) =>
      isEvent(story, at, 'form.submit') &&
      mode(story) === 'add' &&
      typedEmail(story, at).trim() === '',
    expect: () => ({ calls: [], shows: { emailError: 'blank' } }),
  },
  {
    rule: 'VERIFY-3',
    says: 'Given text that is no e-mail address, submitting flags it as invalid and sends nothing',
    when: (story, at) => {
      const email = typedEmail(story, at)
      return (
        isEvent(story, at, 'form.submit') &&
        mode(story) === 'add' &&
        email.trim() !== '' &&
        !isAddress(email)
      )
    },
    expect: () => ({ calls: [], shows: { emailError: 'invalid' } }),
  },
  {
    rule: 'VERIFY-3',
    says: 'Given an e-mail address, submitting calls SetEmail with it for the member',
    when: (story, at) =>
      isEvent(story, at, 'form.submit') &&
      mode(story) === 'add' &&
      isAddress(typedEmail(story, at)),
    expect: (story, at) => {
      const input = inputOf(story)
      const who =
        input.mode === 'link' ? { id: '', comId: '' } : { id: input.id, comId: input.comId }
      return {
        calls: [{ service: SET, input: { email: typedEmail(story, at).trim(), ...who } }],
        shows: { refused: null, failure: null },
      }
    },
  },
  {
    rule: 'VERIFY-3',
    says: 'Given SetEmail answered 0, the user goes to /member/emailsent',
    when: (story, at) => code(answerAt(story, at, SET)) === 0,
    expect: () => ({ navigate: '/member/emailsent', cookies: [ASKED_AGAIN] }),
  },
  {
    rule: 'VERIFY-3',
    says: 'Given SetEmail answered -5, the field says the address is used already',
    when: (story, at) => code(answerAt(story, at, SET)) === -5,
    expect: () => ({ navigate: null, cookies: [], shows: { emailError: 'used' } }),
  },
  {
    rule: 'VERIFY-3',
    says: 'Given SetEmail answered -4, the field says the address is not valid',
    when: (story, at) => code(answerAt(story, at, SET)) === -4,
    expect: () => ({ navigate: null, cookies: [], shows: { emailError: 'invalid' } }),
  },
  {
    rule: 'VERIFY-3',
    says: 'Given SetEmail answered -10, the field says the address is blank',
    when: (story, at) => code(answerAt(story, at, SET)) === -10,
    expect: () => ({ navigate: null, cookies: [], shows: { emailError: 'blank' } }),
  },
  {
    rule: 'VERIFY-4',
    says: 'Given SetEmail answered another errCode, the form stays and shows "code - info"',
    when: (story, at) => {
      const c = code(answerAt(story, at, SET))
      return answerAt(story, at, SET) !== undefined && ![0, -4, -5, -10].includes(c)
    },
    expect: (story, at) => ({
      navigate: null,
      cookies: [],
      shows: { emailError: null, refused: refusal(answerAt(story, at, SET)) },
    }),
  },
  {
    rule: 'VERIFY-4',
    says: 'Given SetEmail failed, the form stays; a network or unexpected error raises the global error pop-up',
    when: (story, at) => failureAt(story, at, SET) !== undefined,
    expect: (story, at) => {
      const f = failureAt(story, at, SET) ?? noFailure
      return { navigate: null, popup: errorPopupOf(f), shows: { failure: failureShown(f) } }
    },
  },
]

export const emailVerificationOracle: Oracle = { machine: 'emailVerification', expectations }
