import { MemberType } from '../../../src/contract/index.ts'
import { ApiError } from '../../../src/services/core/apiError.ts'
import { failures, loginAnswer } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/** Sign-in stories the generated paths do not tell (spec 1 §4, §5, §8), judged by the oracle. */
const noReturn = { name: 'no return address', input: { search: {} } }
const type = (field: 'id' | 'pw', value: string) => ({
  caseName: `types ${value === '' ? 'nothing' : `"${value}"`} in ${field}`,
  event: { type: 'field.change', field, value },
})
const submit = { caseName: 'submits', event: { type: 'form.submit' } }
const answers = (caseName: string, output: unknown) => ({
  caseName,
  event: { type: 'xstate.done.actor.login', output },
})
const fails = (caseName: string, error: unknown) => ({
  caseName,
  event: { type: 'xstate.error.actor.login', error },
})
const http = (status: number) =>
  new ApiError({
    apiName: 'Login',
    kind: 'http',
    status,
    code: -status,
    message: `HTTP ${String(status)}`,
    detail: `HTTP ${String(status)}`,
  })
const signsIn = [type('id', 'alice'), type('pw', 'Secret#123'), submit]
const captchaAsked = new ApiError({
  apiName: 'Login',
  kind: 'http',
  status: 428,
  code: -428,
  message: 'Too many failed sign-ins for this account: solve the captcha',
  detail: 'HTTP 428',
})
const solves = {
  caseName: 'solves the captcha',
  event: { type: 'captcha.solve', payload: 'c29sdmVk' },
}

export const stories: ExtraStory[] = [
  {
    name: 'types the id with spaces around it: Login gets the id trimmed',
    input: noReturn,
    steps: [type('id', '  alice  '), type('pw', 'Secret#123'), submit],
  },
  {
    name: 'leaves only spaces in the password: it is flagged blank and nothing is sent',
    input: noReturn,
    steps: [type('id', 'alice'), type('pw', '   '), submit],
  },
  {
    name: 'leaves both fields blank: both are flagged',
    input: noReturn,
    steps: [submit],
  },
  {
    name: 'an account whose e-mail is only spaces goes to /member/addemail',
    input: noReturn,
    steps: [...signsIn, answers('loginResult 0, e-mail of spaces', loginAnswer({ email: '   ' }))],
  },
  {
    name: 'a linked end user not yet integrated gets status integrate_closet_ent',
    input: noReturn,
    steps: [
      ...signsIn,
      answers(
        'loginResult 0, linked end user not integrated',
        loginAnswer({ memberType: MemberType.END_USER, closetIntegration: 1, comId: 'acme' }),
      ),
    ],
  },
  {
    name: 'a linked personal user already integrated goes on with status signin',
    input: noReturn,
    steps: [
      ...signsIn,
      answers(
        'loginResult 0, linked personal integrated',
        loginAnswer({ closetIntegration: 1 }, { Integrated: true }),
      ),
    ],
  },
  {
    name: 'a linked personal user not yet integrated continues to the return address',
    input: { name: 'a return URL on this site', input: { search: { returnUrl: '/mypage' } } },
    steps: [
      ...signsIn,
      answers(
        'loginResult 0, linked personal not integrated',
        loginAnswer({ closetIntegration: 1 }),
      ),
      { caseName: 'continues', event: { type: 'integration.continue' } },
    ],
  },
  {
    name: 'a company user whose account is not linked goes on to the return address',
    input: { name: 'from support', input: { search: { type: 'support' } } },
    steps: [
      ...signsIn,
      answers(
        'loginResult 0, company user not linked',
        loginAnswer({ memberType: MemberType.COMPANY_USER, closetIntegration: 0, comId: 'acme' }),
      ),
    ],
  },
  {
    name: 'HTTP 503 raises the global error pop-up',
    input: noReturn,
    steps: [...signsIn, fails('HTTP 503', http(503))],
  },
  {
    name: 'HTTP 499 is answered on the form only',
    input: noReturn,
    steps: [...signsIn, fails('HTTP 499', http(499))],
  },
  {
    name: 'HTTP 400 is answered on the form only, then a retry with loginResult 0 signs in',
    input: noReturn,
    steps: [
      ...signsIn,
      fails('HTTP 400', failures.http400('Login')),
      submit,
      answers('loginResult 0', loginAnswer()),
    ],
  },
  {
    name: 'loginResult -7 is shown, then editing and signing in again goes home',
    input: noReturn,
    steps: [
      ...signsIn,
      answers('loginResult -7', loginAnswer({ loginResult: -7 }, { errMsg: 'account locked' })),
      type('pw', 'Other#123'),
      submit,
      answers('loginResult 0', loginAnswer()),
    ],
  },
  {
    name: 'asked for the captcha, submits blank, fills in and submits unsolved, then solves: the captcha is flagged, then the sign-in is sent',
    input: noReturn,
    steps: [
      ...signsIn,
      fails('HTTP 428', captchaAsked),
      type('id', ''),
      submit,
      type('id', 'alice'),
      submit,
      solves,
      answers('loginResult 0', loginAnswer()),
    ],
  },
  {
    name: 'asked for the captcha, submits with the id blank, fills it in, then solves: the sign-in is sent with the solution (issue 11)',
    input: noReturn,
    steps: [
      ...signsIn,
      fails('HTTP 428', captchaAsked),
      type('id', ''),
      submit,
      type('id', 'alice'),
      solves,
      answers('loginResult 0', loginAnswer()),
    ],
  },
  {
    name: 'asked for the captcha, submits with the id blank, solves, fills the id in and submits: Login goes with the kept solution (issue 11)',
    input: noReturn,
    steps: [
      ...signsIn,
      fails('HTTP 428', captchaAsked),
      type('id', ''),
      submit,
      solves,
      type('id', 'alice'),
      submit,
      answers('loginResult 0', loginAnswer()),
    ],
  },
  {
    name: 'asked for the captcha, solves it, the password is refused: a fresh captcha solved after correcting the password sends the sign-in again',
    input: noReturn,
    steps: [
      ...signsIn,
      fails('HTTP 428', captchaAsked),
      solves,
      answers('loginResult -1', loginAnswer({ loginResult: -1 })),
      type('pw', 'Other#123'),
      solves,
      answers('loginResult 0', loginAnswer()),
    ],
  },
  {
    name: 'loginResult -1 flags both fields, then typing in one clears only its flag',
    input: noReturn,
    steps: [
      ...signsIn,
      answers('loginResult -1', loginAnswer({ loginResult: -1 })),
      type('id', 'alice2'),
    ],
  },
]
