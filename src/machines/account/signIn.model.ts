import { MemberType } from '../../contract/index.ts'
import { ApiError } from '../../services/core/apiError.ts'
import { failures, loginAnswer } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { signInMachine } from './signIn.ts'

const change = (field: 'id' | 'pw', value: string, name: string) => ({
  name,
  event: { type: 'field.change' as const, field, value },
})

/** The test model of sign-in (spec 1 §4, §5, §8): every event payload and every answer of Login. */
export const model = defineModel({
  id: 'signIn',
  title: 'Sign in with id and password',
  area: 'accounts',
  rules: [
    'SIGNIN-1',
    'SIGNIN-2',
    'SIGNIN-3',
    'SIGNIN-4',
    'SIGNIN-5',
    'SIGNIN-6',
    'SIGNIN-7',
    'SIGNIN-8',
    'SIGNIN-9',
    'SIGNIN-10',
    'SIGNIN-11',
    'SIGNIN-12',
    'SIGNIN-13',
    'SIGNIN-14',
  ],
  machine: signInMachine,
  uncovered: {
    'editing.stepUp.none|always|0:false':
      'Taken each time the form shows while the server has not asked for the captcha (every path starts so), but an eventless transition whose guard is false leaves no step: the run counts a guard that blocks only for the events a path sends.',
  },
  model: {
    inputs: [
      { name: 'no return address', input: { search: {} } },
      { name: 'a return URL on this site', input: { search: { returnUrl: '/mypage' } } },
      { name: 'from support', input: { search: { type: 'support' } } },
      {
        name: 'from a pricing page',
        input: {
          search: {
            type: 'product',
            subLink: 'network',
            userType: 'ent',
            period: 'year',
            orderType: 'New',
          },
        },
      },
    ],
    events: {
      'field.change': [
        change('id', 'alice', 'types the id'),
        change('id', '   ', 'leaves only spaces in the id'),
        change('pw', 'Secret#123', 'types the password'),
        change('pw', '', 'clears the password'),
        change('pw', 'alice', 'types a password equal to the id'),
      ],
      'form.submit': [{ name: 'submits', event: { type: 'form.submit' } }],
      'form.retry': [{ name: 'tries again', event: { type: 'form.retry' } }],
      'integration.continue': [{ name: 'continues', event: { type: 'integration.continue' } }],
      'captcha.solve': [
        { name: 'solves the captcha', event: { type: 'captcha.solve', payload: 'c29sdmVk' } },
      ],
    },
    outcomes: {
      login: {
        done: [
          { name: 'loginResult 0, verified personal user', output: loginAnswer() },
          { name: 'loginResult 0, no e-mail', output: loginAnswer({ email: '' }) },
          {
            name: 'loginResult 0, no e-mail and so none verified',
            output: loginAnswer({ email: '', isVerifyEmail: false }),
          },
          {
            name: 'loginResult 0, e-mail not verified',
            output: loginAnswer({ isVerifyEmail: false }),
          },
          {
            name: 'loginResult 0, password equal to id',
            output: loginAnswer({ isPwSameAsId: true }),
          },
          {
            name: 'loginResult 0, linked company not integrated',
            output: loginAnswer({ memberType: MemberType.COMPANY_USER, closetIntegration: 1 }),
          },
          {
            name: 'loginResult 0, linked company integrated',
            output: loginAnswer(
              { memberType: MemberType.COMPANY_USER, closetIntegration: 1 },
              { Integrated: true },
            ),
          },
          {
            name: 'loginResult 0, linked personal not integrated',
            output: loginAnswer({ closetIntegration: 1 }),
          },
          {
            name: 'loginResult -1',
            output: loginAnswer({ loginResult: -1 }, { errMsg: 'invalid id or password' }),
          },
          { name: 'loginResult 2', output: loginAnswer({ loginResult: 2 }, { errMsg: 'blank' }) },
          {
            name: 'loginResult -2',
            output: loginAnswer({ loginResult: -2 }, { errMsg: 'contact' }),
          },
          {
            name: 'loginResult -7 (other)',
            output: loginAnswer({ loginResult: -7 }, { errMsg: 'account locked' }),
          },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('Login') },
          { name: 'HTTP 429', error: failures.http429('Login') },
          {
            name: 'HTTP 428 (captcha required)',
            error: new ApiError({
              apiName: 'Login',
              kind: 'http',
              status: 428,
              code: -428,
              message: 'Too many failed sign-ins for this account: solve the captcha',
              detail: 'HTTP 428',
            }),
          },
          { name: 'network down', error: failures.network('Login') },
          { name: 'timeout', error: failures.timeout('Login') },
          { name: 'answer breaks the contract', error: failures.invalid('Login') },
        ],
      },
    },
    project: (s) => {
      const idBlank = s.context.id.trim() === ''
      const pwBlank = s.context.pw.trim() === ''
      return {
        idBlank,
        pwBlank,
        same: !idBlank && s.context.pw === s.context.id,
        captcha: s.context.captchaRequired ? (s.context.captcha ? 'solved' : 'asked') : 'none',
      }
    },
    effects: ['navigate', 'rememberSession', 'sessionChanged', 'reportFailure'],
  },
})
