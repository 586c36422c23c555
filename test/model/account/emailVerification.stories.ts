import { ResultOnly } from '../../../src/contract/index.ts'
import { failures } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/** E-mail verification stories the generated paths do not tell (spec 1 §5, §7), judged by the oracle. */
const adding = {
  name: 'without an e-mail, on /member/addemail',
  input: { mode: 'add', id: 'noemailco', comId: 'C-2002' },
}
const type = (value: string) => ({
  caseName: `types "${value}"`,
  event: { type: 'email.change', value },
})
const submit = { caseName: 'submits', event: { type: 'form.submit' } }

const warning = {
  name: 'a company user, unverified, on the warning page',
  input: { mode: 'resend', id: 'unverifiedco', comId: 'C-1001' },
}
const press = { caseName: 'presses resend', event: { type: 'resend.request' } }
const rested = {
  caseName: '1500 ms pass',
  event: { type: 'xstate.after.resendThrottle.emailVerification.coolingDown' },
}
const answered = (service: string, errCode: number, errMsg: string) => ({
  caseName: `errCode ${String(errCode)}`,
  event: {
    type: `xstate.done.actor.${service}`,
    output: ResultOnly.parse({ result: { errCode, errMsg } }),
  },
})
const failed = (service: string, name: string, error: unknown) => ({
  caseName: name,
  event: { type: `xstate.error.actor.${service}`, error },
})

export const stories: ExtraStory[] = [
  {
    name: 'the resend fails with HTTP 500; 1500 ms later the button works and sends again, the failure gone',
    input: warning,
    steps: [
      press,
      failed('resendVerifyEmail', 'HTTP 500', failures.http500('ResendVerifyEmail')),
      rested,
      press,
      answered('resendVerifyEmail', 0, 'OK'),
    ],
  },
  {
    name: 'the resend is refused with HTTP 429; 1500 ms later the button works and sends again',
    input: warning,
    steps: [
      press,
      failed('resendVerifyEmail', 'HTTP 429', failures.http429('ResendVerifyEmail')),
      rested,
      press,
    ],
  },
  {
    name: 'the resend answers -10; 1500 ms later the button sends again and the refusal is gone',
    input: warning,
    steps: [press, answered('resendVerifyEmail', -10, 'no e-mail'), rested, press],
  },
  {
    name: 'SetEmail fails with HTTP 500: the member types another address and submits again',
    input: adding,
    steps: [
      type('noah@example.com'),
      submit,
      failed('setEmail', 'HTTP 500', failures.http500('SetEmail')),
      type('noah.k@example.com'),
      submit,
      answered('setEmail', 0, 'OK'),
    ],
  },
  {
    name: 'SetEmail is refused with HTTP 403: the member types another address and submits again',
    input: adding,
    steps: [
      type('noah@example.com'),
      submit,
      failed('setEmail', 'HTTP 403', failures.http403('SetEmail')),
      type('noah.k@example.com'),
      submit,
    ],
  },
  {
    name: 'SetEmail answers -1: the member submits again and "code - info" is gone',
    input: adding,
    steps: [type('noah@example.com'), submit, answered('setEmail', -1, 'refused'), submit],
  },
  {
    name: 'the link is refused with HTTP 429: a retry asks VerifyEmail again, which verifies',
    input: { name: 'opens the link of the e-mail', input: { mode: 'link', token: 'T'.repeat(43) } },
    steps: [
      failed('verifyEmail', 'HTTP 429', failures.http429('VerifyEmail')),
      { caseName: 'tries again', event: { type: 'link.retry' } },
      answered('verifyEmail', 0, 'OK'),
    ],
  },
  {
    name: 'types only spaces and submits: the address is flagged blank and nothing is sent',
    input: adding,
    steps: [type('   '), submit],
  },
  {
    name: 'types an address between spaces: SetEmail gets it without them, then /member/emailsent',
    input: adding,
    steps: [
      type('  noah@example.com '),
      submit,
      {
        caseName: 'errCode 0, saved',
        event: {
          type: 'xstate.done.actor.setEmail',
          output: ResultOnly.parse({ result: { errCode: 0, errMsg: 'OK' } }),
        },
      },
    ],
  },
]
