import { CheckVaildPwMailResponse, ResultOnly } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import {
  brokenResetRules,
  passwordResetMachine,
  resetConfirmationProblem,
} from './passwordReset.ts'

const answer = (errCode: number, errMsg: string) =>
  ResultOnly.parse({ result: { errCode, errMsg } })
const linkAnswer = (errCode: number, id: string) =>
  CheckVaildPwMailResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    id,
  })
const TOKEN = 'T'.repeat(43)

/** The test model of the password reset (spec 1 §3, §4, §5, §8): Uma forgot her password. */
export const model = defineModel({
  id: 'passwordReset',
  title: 'Password reset by e-mail',
  area: 'accounts',
  rules: ['RESET-1', 'RESET-2', 'RESET-3', 'RESET-4', 'RESET-5', 'RESET-6', 'RESET-7', 'RESET-8'],
  machine: passwordResetMachine,
  model: {
    inputs: [
      { name: 'on /member/resetpw', input: { token: null } },
      { name: 'from the link of the e-mail', input: { token: TOKEN } },
    ],
    events: {
      'email.change': [
        {
          name: 'types her e-mail',
          event: { type: 'email.change', value: 'unverified@demo.drape3d.test' },
        },
        { name: 'types a name without @', event: { type: 'email.change', value: 'unverified' } },
      ],
      'kind.change': [
        { name: 'chooses a company account', event: { type: 'kind.change', company: true } },
      ],
      'field.change': [
        {
          name: 'types a good new password',
          event: { type: 'field.change', field: 'password', value: 'Fresh#pass26' },
        },
        {
          name: 'types the id as the new password',
          event: { type: 'field.change', field: 'password', value: 'unverified' },
        },
        {
          name: 'clears the new password',
          event: { type: 'field.change', field: 'password', value: '' },
        },
        {
          name: 'confirms the new password',
          event: { type: 'field.change', field: 'confirm', value: 'Fresh#pass26' },
        },
        {
          name: 'confirms with 5 characters',
          event: { type: 'field.change', field: 'confirm', value: 'Fre#1' },
        },
      ],
      'field.paste': [
        { name: 'pastes a password', event: { type: 'field.paste', field: 'password' } },
      ],
      'key.alt': [{ name: 'presses Alt in the new password', event: { type: 'key.alt' } }],
      'form.submit': [{ name: 'submits', event: { type: 'form.submit' } }],
    },
    outcomes: {
      sendResetMail: {
        done: [
          { name: 'errCode 0, sent', output: answer(0, 'OK') },
          { name: 'errCode -82, no such user', output: answer(-82, 'no such user') },
          { name: 'errCode -1, refused', output: answer(-1, 'refused') },
        ],
        error: [
          { name: 'HTTP 503', error: failures.http500('SendResetPwMail') },
          { name: 'network down', error: failures.network('SendResetPwMail') },
        ],
      },
      checkLink: {
        done: [
          { name: 'the link works', output: linkAnswer(0, 'unverified') },
          { name: 'the link is used', output: linkAnswer(-1, '') },
          { name: 'the link expired', output: linkAnswer(-2, '') },
        ],
        error: [{ name: 'network down', error: failures.network('CheckVaildPwMail') }],
      },
      setPassword: {
        done: [
          { name: 'errCode 0, set', output: answer(0, 'OK') },
          { name: 'errCode -6, refused password', output: answer(-6, 'breaks a rule') },
          { name: 'errCode -1, link used meanwhile', output: answer(-1, 'used') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('SetPw') },
          { name: 'HTTP 429', error: failures.http429('SetPw') },
        ],
      },
    },
    project: (s) => {
      const c = s.context
      const confirm = resetConfirmationProblem(c)
      return {
        email: c.email === '' ? 'empty' : c.email.includes('@') ? 'address' : 'no@',
        company: c.company,
        password:
          c.password === '' ? 'empty' : c.altUsed || brokenResetRules(c).length ? 'bad' : 'good',
        confirm: confirm === 'blank' ? 'blank' : confirm ? 'wrong' : 'ok',
      }
    },
    effects: ['navigate', 'reportFailure'],
  },
})
