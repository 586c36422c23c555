import { ResultOnly } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { emailVerificationMachine } from './emailVerification.ts'

const answer = (errCode: number, errMsg: string) =>
  ResultOnly.parse({ result: { errCode, errMsg } })

/** The test model of e-mail verification (spec 1 §2, §4, §9): Uma verifies, Noah adds an address. */
export const model = defineModel({
  id: 'emailVerification',
  title: 'E-mail verification',
  area: 'accounts',
  rules: ['VERIFY-1', 'VERIFY-2', 'VERIFY-3', 'VERIFY-4'],
  machine: emailVerificationMachine,
  model: {
    inputs: [
      { name: 'opens the link of the e-mail', input: { mode: 'link', token: 'T'.repeat(43) } },
      {
        name: 'unverified, on the warning page',
        input: { mode: 'resend', id: 'unverified', comId: '' },
      },
      {
        name: 'a company user, unverified, on the warning page',
        input: { mode: 'resend', id: 'unverifiedco', comId: 'C-1001' },
      },
      {
        name: 'without an e-mail, on /member/addemail',
        input: { mode: 'add', id: 'noemailco', comId: 'C-2002' },
      },
    ],
    events: {
      'resend.request': [{ name: 'presses resend', event: { type: 'resend.request' } }],
      'email.change': [
        { name: 'types an address', event: { type: 'email.change', value: 'noah@example.com' } },
        { name: 'types something else', event: { type: 'email.change', value: 'noah' } },
        { name: 'clears the field', event: { type: 'email.change', value: '' } },
      ],
      'form.submit': [{ name: 'submits', event: { type: 'form.submit' } }],
      'link.retry': [{ name: 'tries again', event: { type: 'link.retry' } }],
    },
    outcomes: {
      verifyEmail: {
        done: [
          { name: 'errCode 0, verified', output: answer(0, 'OK') },
          { name: 'errCode -2, expired', output: answer(-2, 'expired') },
          { name: 'errCode -1, used', output: answer(-1, 'used') },
        ],
        error: [
          { name: 'network down', error: failures.network('VerifyEmail') },
          { name: 'HTTP 429', error: failures.http429('VerifyEmail') },
        ],
      },
      resendVerifyEmail: {
        done: [
          { name: 'errCode 0, sent', output: answer(0, 'OK') },
          { name: 'errCode -3, verified already', output: answer(-3, 'verified') },
          { name: 'errCode -10, no e-mail', output: answer(-10, 'no e-mail') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('ResendVerifyEmail') },
          { name: 'HTTP 429', error: failures.http429('ResendVerifyEmail') },
        ],
      },
      setEmail: {
        done: [
          { name: 'errCode 0, saved', output: answer(0, 'OK') },
          { name: 'errCode -5, used', output: answer(-5, 'used') },
          { name: 'errCode -4, invalid', output: answer(-4, 'invalid') },
          { name: 'errCode -10, blank', output: answer(-10, 'blank') },
          { name: 'errCode -1, refused', output: answer(-1, 'refused') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('SetEmail') },
          { name: 'HTTP 403', error: failures.http403('SetEmail') },
        ],
      },
    },
    project: (s) => ({
      email:
        s.context.email.trim() === ''
          ? 'blank'
          : s.context.email.includes('@')
            ? 'address'
            : 'text',
    }),
    effects: ['navigate', 'sessionChanged', 'reportFailure'],
  },
})
