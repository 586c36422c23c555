import {
  answerAt,
  failureAt,
  isEvent,
  payloadAt,
  raisesErrorPopup,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'
import { destinationFor } from './returnAddress.oracle.ts'

/**
 * Sign-in with id and password, from spec 1 §4 ("Sign-in flow by loginResult …", the five steps in
 * order, the personal-user sentence), §5 (blank after trimming) and §8 (the global error pop-up).
 *
 * What the page shows is named: `screen` (form, sending, contact, integration prompt, leaving),
 * `idFlag` / `pwFlag` (null, blank, invalid), `blankFlagged`, `message` ("code - info"),
 * `failureShown`, `status` (the login status of spec 1 §3), `captcha` (the widget shows),
 * `captchaMissing`, `focusMoves` (how many times the page moved focus to an outcome: once per
 * submission) and `captchaWidget` (changes when a fresh captcha must be solved).
 */

const LOGIN = 'login'

/** A login answer as spec 1 §3 describes it: result.errCode, loginInfo, token, Integrated. */
interface LoginAnswerFacts {
  result: { errCode: number; errMsg: string }
  loginInfo: {
    loginResult: number
    id: string
    email: string
    memberType: number
    comId?: string | null
    isVerifyEmail: boolean
    closetIntegration: number
    isPwSameAsId?: boolean
  }
  token: string
  Integrated: boolean
}

const blank = (value: string) => value.trim() === ''

/** The id and password as the user left them after step `at` (field.change events only). */
function typedAt(story: Story, at: number): { id: string; pw: string } {
  const typed = { id: '', pw: '' }
  for (let i = 1; i <= at; i++) {
    const step = story.steps[i]
    if (step?.type !== 'field.change') continue
    const { field, value } = step.event as { field?: string; value?: string }
    if ((field === 'id' || field === 'pw') && typeof value === 'string') typed[field] = value
  }
  return typed
}

/**
 * The captcha step-up (issue 10, 11): after Login answers HTTP 428 the captcha is required; a solved
 * captcha goes with the next Login and is spent by it (each solution is accepted once).
 */
function captchaAt(story: Story, at: number): { required: boolean; solution: string } {
  const state = { required: false, solution: '' }
  for (let i = 1; i <= at; i++) {
    const step = story.steps[i]
    if (!step) continue
    if (step.type === `xstate.done.actor.${LOGIN}` || step.type === `xstate.error.actor.${LOGIN}`)
      state.solution = ''
    if (failureAt(story, i, LOGIN)?.status === 428) state.required = true
    if (step.type === 'captcha.solve') state.solution = String(step.event.payload)
  }
  return state
}

const isSubmit = (story: Story, at: number) => isEvent(story, at, 'form.submit')
const filledAt = (story: Story, at: number) => {
  const { id, pw } = typedAt(story, at)
  return !blank(id) && !blank(pw)
}
/** A submit with both fields filled and, when the captcha is required, solved: Login is sent. */
const submitsFilled = (story: Story, at: number) => {
  const captcha = captchaAt(story, at - 1)
  return (
    isSubmit(story, at) && filledAt(story, at) && !(captcha.required && captcha.solution === '')
  )
}
/** Solving the required captcha with both fields filled sends the sign-in again. */
const solvesAndSends = (story: Story, at: number) =>
  isEvent(story, at, 'captcha.solve') && captchaAt(story, at - 1).required && filledAt(story, at)
const sendsLogin = (story: Story, at: number) =>
  submitsFilled(story, at) || solvesAndSends(story, at)
const loginAnswer = (story: Story, at: number) =>
  answerAt(story, at, LOGIN) as LoginAnswerFacts | undefined
const loginResultAt = (story: Story, at: number): number | null =>
  loginAnswer(story, at)?.loginInfo.loginResult ?? null

/** Spec 1 §3: member types 3 (company user) and 5 (end user) are the company side; "end users or company users". */
const COMPANY_SIDE = [3, 5]

type Step5 = 'addemail' | 'verify' | 'passchange' | 'ent' | 'per' | 'return'

/** Spec 1 §4, "Then, in order": the first step that applies to a successful sign-in. */
function stepAfterSignIn(story: Story, at: number): Step5 | null {
  const answer = loginAnswer(story, at)
  if (!answer || answer.loginInfo.loginResult !== 0) return null
  const info = answer.loginInfo
  const { id, pw } = typedAt(story, at)
  if (blank(info.email)) return 'addemail'
  if (!info.isVerifyEmail) return 'verify'
  if (info.isPwSameAsId === true || pw === id) return 'passchange'
  const linkedNotIntegrated = info.closetIntegration === 1 && !answer.Integrated
  if (linkedNotIntegrated && COMPANY_SIDE.includes(info.memberType)) return 'ent'
  if (linkedNotIntegrated) return 'per'
  return 'return'
}
const stepIs = (step: Step5) => (story: Story, at: number) => stepAfterSignIn(story, at) === step
const isPersonal = (story: Story, at: number) => {
  const memberType = loginAnswer(story, at)?.loginInfo.memberType
  return memberType !== undefined && !COMPANY_SIDE.includes(memberType)
}

/** Login settled (answered or failed) at this step. */
const settlesLogin = (story: Story, at: number) =>
  answerAt(story, at, LOGIN) !== undefined || failureAt(story, at, LOGIN) !== undefined
const isChangeOf = (story: Story, at: number): 'id' | 'pw' | null => {
  if (!isEvent(story, at, 'field.change')) return null
  const field = story.steps[at]?.event.field
  return field === 'id' || field === 'pw' ? field : null
}
const isChangeToSame = (story: Story, at: number) => {
  const field = isChangeOf(story, at)
  return field !== null && typedAt(story, at)[field] === typedAt(story, at - 1)[field]
}
const FLAG_OF = { id: 'idFlag', pw: 'pwFlag' } as const

const searchOf = (story: Story) => (story.input as { search?: unknown } | undefined)?.search ?? {}

const expectations: Expectation[] = [
  {
    rule: 'SIGNIN-1',
    says: 'Given the page opens, the form shows with nothing flagged, no message and no captcha',
    when: (_story, at) => at === 0,
    expect: () => ({
      shows: {
        screen: 'form',
        idFlag: null,
        pwFlag: null,
        message: null,
        failureShown: false,
        status: null,
        captcha: false,
        captchaMissing: false,
      },
    }),
  },
  {
    rule: 'SIGNIN-1',
    says: 'Given a submit, or a solved captcha that sends the sign-in, the page moves focus to its outcome once more; given any other step, it does not',
    when: (_story, at) => at > 0,
    expect: (story, at, before) => {
      if (!before) return {}
      const moves = before.shows.focusMoves as number
      const sends = isSubmit(story, at) || solvesAndSends(story, at)
      return { shows: { focusMoves: sends ? moves + 1 : moves } }
    },
  },
  {
    rule: 'SIGNIN-14',
    says: 'Given Login settles while the captcha is required, its solution is spent and a fresh captcha shows; given HTTP 428, a fresh captcha shows; given any other step, the captcha stays as it was',
    when: (_story, at) => at > 0,
    expect: (story, at, before) => {
      if (!before) return {}
      const widget = before.shows.captchaWidget as number
      const spent = settlesLogin(story, at) && captchaAt(story, at - 1).required ? 1 : 0
      const asked = failureAt(story, at, LOGIN)?.status === 428 ? 1 : 0
      return { shows: { captchaWidget: widget + spent + asked } }
    },
  },
  {
    rule: 'SIGNIN-1',
    says: "Given a field is changed to a new value, its flag goes and the other field's flag stays",
    when: (story, at) => isChangeOf(story, at) !== null && !isChangeToSame(story, at),
    expect: (story, at, before) => {
      const field = isChangeOf(story, at)
      if (!field || !before) return {}
      const other = field === 'id' ? 'pw' : 'id'
      return { shows: { [FLAG_OF[field]]: null, [FLAG_OF[other]]: before.shows[FLAG_OF[other]] } }
    },
  },
  {
    rule: 'SIGNIN-1',
    says: 'Given a field is set to the value it already holds, the page shows exactly what it showed before',
    when: isChangeToSame,
    expect: (_story, _at, before) => (before ? { calls: [], shows: before.shows } : {}),
  },
  {
    rule: 'SIGNIN-1',
    says: 'Given any step but a submit or a solved captcha the server asked for, Login is not called',
    when: (story, at) => !isSubmit(story, at) && !solvesAndSends(story, at),
    expect: () => ({ calls: [] }),
  },
  {
    rule: 'SIGNIN-1',
    says: 'Given a submit with the id or the password blank after trimming, nothing is sent and exactly the blank fields are flagged',
    when: (story, at) => isSubmit(story, at) && !filledAt(story, at),
    expect: (story, at) => {
      const { id, pw } = typedAt(story, at)
      return {
        calls: [],
        navigate: null,
        shows: {
          screen: 'form',
          idFlag: blank(id) ? 'blank' : null,
          pwFlag: blank(pw) ? 'blank' : null,
        },
      }
    },
  },
  {
    rule: 'SIGNIN-1',
    says: 'Given a submit with both fields filled (and the captcha solved when the server asked for it), Login is called once with the id, the password, isRememberMe and the captcha, and the form shows progress',
    when: sendsLogin,
    expect: (story, at) => {
      const { id, pw } = typedAt(story, at)
      const captcha = isSubmit(story, at)
        ? captchaAt(story, at - 1).solution
        : String(story.steps[at]?.event.payload)
      return {
        calls: [{ service: LOGIN, input: { id: id.trim(), pw, isRememberMe: false, captcha } }],
        navigate: null,
        // A new attempt: the flags and the last answer's message or failure no longer show.
        shows: {
          screen: 'sending',
          idFlag: null,
          pwFlag: null,
          message: null,
          failureShown: false,
          captchaMissing: false,
        },
      }
    },
  },
  {
    rule: 'SIGNIN-2',
    says: 'Given loginResult 0, the session token is kept; given any other answer, it is not',
    when: (story, at) => loginAnswer(story, at) !== undefined,
    expect: (story, at) => ({
      cookies: loginResultAt(story, at) === 0 ? ['session token kept'] : [],
    }),
  },
  {
    rule: 'SIGNIN-2',
    says: 'Given a failed Login call, no session token is kept',
    when: (story, at) => failureAt(story, at, LOGIN) !== undefined,
    expect: () => ({ cookies: [] }),
  },
  {
    rule: 'SIGNIN-3',
    says: 'Given loginResult -1, the id and the password are both flagged invalid on the form',
    when: (story, at) => loginResultAt(story, at) === -1,
    expect: () => ({
      navigate: null,
      popup: false,
      shows: { screen: 'form', idFlag: 'invalid', pwFlag: 'invalid' },
    }),
  },
  {
    rule: 'SIGNIN-4',
    says: 'Given loginResult 2, the form flags its blank fields: both, as neither was blank when it was sent',
    when: (story, at) => loginResultAt(story, at) === 2,
    expect: () => ({
      navigate: null,
      popup: false,
      shows: { screen: 'form', blankFlagged: true, idFlag: 'blank', pwFlag: 'blank' },
    }),
  },
  {
    rule: 'SIGNIN-5',
    says: 'Given loginResult -2, the page asks the user to contact support (status contact)',
    when: (story, at) => loginResultAt(story, at) === -2,
    expect: () => ({
      navigate: null,
      popup: false,
      shows: { screen: 'contact', status: 'contact' },
    }),
  },
  {
    rule: 'SIGNIN-5',
    says: 'Given the contact page, trying again shows the form and sends nothing until the user submits',
    when: (story, at) => isEvent(story, at, 'form.retry'),
    expect: () => ({
      calls: [],
      navigate: null,
      shows: { screen: 'form', status: null, idFlag: null, pwFlag: null, message: null },
    }),
  },
  {
    rule: 'SIGNIN-6',
    says: 'Given any other loginResult, the form shows the error as "code - info"',
    when: (story, at) => {
      const r = loginResultAt(story, at)
      return r !== null && ![0, -1, 2, -2].includes(r)
    },
    expect: (story, at) => {
      const answer = loginAnswer(story, at)
      return {
        navigate: null,
        popup: false,
        shows: {
          screen: 'form',
          message: `${String(answer?.loginInfo.loginResult)} - ${answer?.result.errMsg ?? ''}`,
        },
      }
    },
  },
  {
    rule: 'SIGNIN-7',
    says: 'Given a failed Login call (but the captcha step-up), the form shows an error, and a network or unexpected error raises the global error pop-up',
    when: (story, at) => {
      const failure = failureAt(story, at, LOGIN)
      return failure !== undefined && failure.status !== 428
    },
    expect: (story, at) => {
      const failure = failureAt(story, at, LOGIN)
      return {
        navigate: null,
        popup: failure ? raisesErrorPopup(failure) : true,
        shows: { screen: 'form', failureShown: true },
      }
    },
  },
  {
    rule: 'SIGNIN-8',
    says: 'Given a successful sign-in of an account without an e-mail, go to /member/addemail',
    when: stepIs('addemail'),
    expect: () => ({ navigate: '/member/addemail', popup: false }),
  },
  {
    rule: 'SIGNIN-9',
    says: 'Given a successful sign-in with an e-mail that is not verified, go to /member/emailverifywarning',
    when: stepIs('verify'),
    expect: () => ({ navigate: '/member/emailverifywarning', popup: false }),
  },
  {
    rule: 'SIGNIN-10',
    says: 'Given a successful sign-in with a verified e-mail and a password equal to the id, go to /member/passchange',
    when: stepIs('passchange'),
    expect: () => ({ navigate: '/member/passchange', popup: false }),
  },
  {
    rule: 'SIGNIN-11',
    says: 'Given a successful sign-in of a linked company or end user not yet integrated, the integration prompt shows with status integrate_closet_ent',
    when: stepIs('ent'),
    expect: () => ({
      navigate: null,
      shows: { screen: 'integration prompt', status: 'integrate_closet_ent' },
    }),
  },
  {
    rule: 'SIGNIN-13',
    says: 'Given a successful sign-in of a linked personal user not yet integrated, the integration prompt shows with status integrate_closet_per',
    when: stepIs('per'),
    expect: () => ({
      navigate: null,
      shows: { screen: 'integration prompt', status: 'integrate_closet_per' },
    }),
  },
  {
    rule: 'SIGNIN-13',
    says: 'Given a successful sign-in of a personal user with a verified e-mail and nothing left to do, the status is signin',
    when: (story, at) => stepIs('return')(story, at) && isPersonal(story, at),
    expect: () => ({ shows: { status: 'signin' } }),
  },
  {
    rule: 'SIGNIN-12',
    says: 'Given a successful sign-in with nothing left to do, go to the return URL, else support, else the pricing page, else home',
    when: stepIs('return'),
    expect: (story) => ({ navigate: destinationFor(searchOf(story)), popup: false }),
  },
  {
    rule: 'SIGNIN-12',
    says: 'Given the integration prompt, continuing goes to the return URL, else support, else the pricing page, else home',
    when: (story, at) => isEvent(story, at, 'integration.continue'),
    expect: (story) => ({ navigate: destinationFor(searchOf(story)) }),
  },
  {
    rule: 'SIGNIN-14',
    says: 'Given Login answers HTTP 428 (too many failed sign-ins), the form shows the captcha, with no error pop-up and no navigation',
    when: (story, at) => failureAt(story, at, LOGIN)?.status === 428,
    expect: () => ({
      navigate: null,
      popup: false,
      cookies: [],
      shows: { screen: 'form', captcha: true, failureShown: false, captchaMissing: false },
    }),
  },
  {
    rule: 'SIGNIN-14',
    says: 'Given the captcha is required and not solved, a submit sends nothing and flags the captcha',
    when: (story, at) => {
      const captcha = captchaAt(story, at - 1)
      return (
        isSubmit(story, at) && filledAt(story, at) && captcha.required && captcha.solution === ''
      )
    },
    expect: () => ({ calls: [], shows: { screen: 'form', captcha: true, captchaMissing: true } }),
  },
  {
    rule: 'SIGNIN-14',
    says: 'Given the captcha the server asked for is solved with both fields filled, the sign-in is sent again at once with the solution',
    when: solvesAndSends,
    expect: () => ({ navigate: null, shows: { screen: 'sending' } }),
  },
  {
    rule: 'SIGNIN-1',
    says: 'Given the user edits a field, nothing is sent and nobody is sent anywhere',
    when: (story, at) =>
      isEvent(story, at, 'field.change') && typeof payloadAt(story, at).field === 'string',
    expect: () => ({ calls: [], navigate: null, popup: false }),
  },
]

export const signInOracle: Oracle = { machine: 'signIn', expectations }
