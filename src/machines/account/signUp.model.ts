import { CheckEmailResponse, ResultOnly } from '../../contract/index.ts'
import { ApiError } from '../../services/core/apiError.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { signUpMachine, type SignUpField } from './signUp.ts'

const result = (errCode: number, errMsg = errCode === 0 ? 'OK' : 'refused') =>
  ResultOnly.parse({ result: { errCode, errMsg } })
const email = (errCode: number, available?: boolean) =>
  CheckEmailResponse.parse({
    result: { errCode, errMsg: 'e-mail check' },
    ...(available === undefined ? {} : { available }),
  })
/** The live checks' answer: every asked field passes but the ones named. */
const checks = (over: { id?: number; email?: ReturnType<typeof email>; name?: number } = {}) => ({
  id: result(over.id ?? 0),
  email: over.email ?? email(0, true),
  name: result(over.name ?? 0),
})
const change = (field: SignUpField, value: string, name: string) => ({
  name,
  event: { type: 'field.change' as const, field, value },
})
const captchaRefused = new ApiError({
  apiName: 'Join',
  kind: 'http',
  status: 428,
  code: -428,
  message: 'The captcha answer is not valid or was already used',
  detail: 'HTTP 428',
})

/** The test model of sign-up (spec 1 §2, §4, §5, §8): a person from the US, a company from China. */
export const model = defineModel({
  id: 'signUp',
  title: 'Sign up with live checks and a captcha',
  area: 'accounts',
  rules: [
    'SIGNUP-1',
    'SIGNUP-2',
    'SIGNUP-3',
    'SIGNUP-4',
    'SIGNUP-5',
    'SIGNUP-6',
    'SIGNUP-7',
    'SIGNUP-8',
    'SIGNUP-9',
    'SIGNUP-10',
    'SIGNUP-11',
    'SIGNUP-12',
    'SIGNUP-13',
    'SIGNUP-14',
  ],
  machine: signUpMachine,
  model: {
    inputs: [
      {
        name: 'a person in the US',
        input: { kind: 'personal', visitorCountry: 'US', language: 'en' },
      },
      {
        name: 'a company in China (no captcha)',
        input: { kind: 'company', visitorCountry: 'CN', language: 'zh' },
      },
    ],
    events: {
      'field.change': [
        change('id', 'newcomer', 'types the id'),
        change('email', 'new@example.com', 'types the e-mail'),
        change('firstName', 'Pat', 'types the first name'),
        change('lastName', 'Newcomer', 'types the last name'),
        change('name', 'Acme Studio', "types the company's name"),
        change('pw', 'Newcomer#2026', 'types a good password'),
        change('pw', 'newcomer', 'types the id as the password'),
        change('confirm', 'Newcomer#2026', 'confirms the password'),
        change('confirm', 'New#1', 'confirms with 5 characters'),
        change('country', 'US', 'chooses the country'),
      ],
      'field.paste': [{ name: 'pastes a password', event: { type: 'field.paste', field: 'pw' } }],
      'key.alt': [{ name: 'presses Alt in the password', event: { type: 'key.alt' } }],
      'captcha.solve': [
        { name: 'solves the captcha', event: { type: 'captcha.solve', payload: 'c29sdmVk' } },
      ],
      'captcha.expire': [{ name: 'lets the captcha expire', event: { type: 'captcha.expire' } }],
      'form.submit': [{ name: 'submits', event: { type: 'form.submit' } }],
    },
    outcomes: {
      checkFields: {
        done: [
          { name: 'every check passes', output: checks() },
          { name: 'id -80 used', output: checks({ id: -80 }) },
          { name: 'id -2 invalid', output: checks({ id: -2 }) },
          { name: 'id -1000 bad id', output: checks({ id: -1000 }) },
          { name: 'e-mail -5 used', output: checks({ email: email(-5, false) }) },
          {
            name: 'e-mail -5 available (second reading)',
            output: checks({ email: email(-5, true) }),
          },
          { name: 'e-mail -4 invalid', output: checks({ email: email(-4, false) }) },
          { name: 'name -1001 forbidden', output: checks({ name: -1001 }) },
        ],
        error: [
          { name: 'network down', error: failures.network('CheckID') },
          { name: 'HTTP 429', error: failures.http429('CheckID') },
        ],
      },
      join: {
        done: [
          { name: 'errCode 0, signed up', output: result(0) },
          { name: 'errCode -1001', output: result(-1001, 'forbidden word in the name') },
          { name: 'errCode -1000', output: result(-1000, 'bad id') },
          { name: 'errCode -80', output: result(-80, 'id is already used') },
          { name: 'errCode -5', output: result(-5, 'e-mail is already used') },
          { name: 'errCode -10 (other)', output: result(-10, 'country is required') },
        ],
        error: [
          { name: 'HTTP 428', error: captchaRefused },
          { name: 'HTTP 500', error: failures.http500('Join') },
          { name: 'HTTP 400', error: failures.http400('Join') },
          { name: 'timeout', error: failures.timeout('Join') },
        ],
      },
    },
    // What the guards read, as one measure of progress: how many fields are filled, how many hold,
    // whether the captcha is solved. A count, not which fields: the paths stay few.
    project: (s) => {
      const c = s.context
      const v = c.values
      const own =
        c.kind === 'company'
          ? [v.id, v.email, v.name, v.pw, v.confirm, v.country]
          : [v.id, v.email, v.firstName, v.lastName, v.pw, v.confirm, v.country]
      const holding = [c.id, c.email, c.name, c.password, c.confirm].filter(
        (check) => check.state === 'success',
      ).length
      const filled = own.filter((value) => value.trim() !== '').length
      // One measure of progress: filled fields, holding checks and the captcha.
      return filled + holding + (c.values.country.trim() === '' ? 0 : 1) + (c.captcha ? 1 : 0)
    },
    effects: ['navigate', 'reportFailure', 'scrollToTop'],
  },
})
