import { CheckVaildPwMailResponse, ResultOnly } from '../../../src/contract/index.ts'
import { failures } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/** Password-reset stories the generated paths do not tell (spec 1 §5), judged by the oracle. */
const fromLink = { name: 'from the link of the e-mail', input: { token: 'T'.repeat(43) } }
const onRequestPage = { name: 'on /member/resetpw', input: { token: null } }
const linkWorks = {
  caseName: 'the link works',
  event: {
    type: 'xstate.done.actor.checkLink',
    output: CheckVaildPwMailResponse.parse({ result: { errCode: 0, errMsg: 'OK' }, id: 'uma' }),
  },
}
const type = (field: 'password' | 'confirm', value: string) => ({
  caseName: `types "${value}" in ${field}`,
  event: { type: 'field.change', field, value },
})
const submit = { caseName: 'submits', event: { type: 'form.submit' } }
const timePasses = {
  caseName: '500 ms pass',
  event: { type: 'xstate.after.ruleCheckDelay.passwordReset.choosing.checking' },
}
const alt = { caseName: 'presses Alt in the new password', event: { type: 'key.alt' } }
const paste = (field: 'password' | 'confirm') => ({
  caseName: `pastes into ${field}`,
  event: { type: 'field.paste', field },
})
const kind = (company: boolean) => ({
  caseName: company ? 'chooses a company account' : 'chooses a personal account',
  event: { type: 'kind.change', company },
})
const email = (value: string) => ({
  caseName: `types "${value}" as her e-mail`,
  event: { type: 'email.change', value },
})

export const stories: ExtraStory[] = [
  {
    name: 'the request is refused with HTTP 429: status -1 and /member/unablepw, without the global error pop-up',
    input: onRequestPage,
    steps: [
      email('uma@demo.drape3d.test'),
      submit,
      {
        caseName: 'HTTP 429',
        event: {
          type: 'xstate.error.actor.sendResetMail',
          error: failures.http429('SendResetPwMail'),
        },
      },
    ],
  },
  {
    name: 'confirms with 6 characters that differ and submits within the 500 ms: the rules show their verdict at once, not loading for good',
    input: fromLink,
    steps: [linkWorks, type('password', 'Fresh#pass26'), type('confirm', 'Fresh#'), submit],
  },
  {
    name: 'confirms with another long password and submits within the 500 ms: the confirmation is flagged and the rules show their verdict',
    input: fromLink,
    steps: [linkWorks, type('password', 'Fresh#pass26'), type('confirm', 'Fresh#pass27'), submit],
  },
  {
    name: 'types a password that breaks a rule and submits within the 500 ms: the rules show which fail',
    input: fromLink,
    steps: [linkWorks, type('password', 'freshpass'), type('confirm', 'freshpass'), submit],
  },
  {
    name: 'chooses a company account, then a personal one, and submits her e-mail typed with spaces around it: the personal mail is asked for the trimmed address',
    input: onRequestPage,
    steps: [
      kind(true),
      kind(false),
      email('  uma@demo.drape3d.test '),
      submit,
      {
        caseName: 'errCode 0, sent',
        event: {
          type: 'xstate.done.actor.sendResetMail',
          output: ResultOnly.parse({ result: { errCode: 0, errMsg: 'OK' } }),
        },
      },
    ],
  },
  {
    name: 'types the new password, waits, types the same password again: the rules keep their verdict; then Alt, and after 500 ms the rules show their verdict again',
    input: fromLink,
    steps: [
      linkWorks,
      type('password', 'Fresh#pass26'),
      timePasses,
      type('password', 'Fresh#pass26'),
      alt,
      timePasses,
      type('confirm', 'Fresh#pass26'),
      submit,
    ],
  },
  {
    name: 'submits with only the confirmation blank, pastes into the confirmation, then types it short and submits: blank, copied, then too short',
    input: fromLink,
    steps: [
      linkWorks,
      type('password', 'Fresh#pass26'),
      submit,
      paste('confirm'),
      type('confirm', 'Fre#1'),
      submit,
      type('password', 'uma'),
      submit,
    ],
  },
  {
    name: 'presses Alt, types another password and clears then retypes the confirmation: the Alt key still counts, and the submit fails with alt',
    input: fromLink,
    steps: [
      linkWorks,
      type('password', 'Fresh#pass26'),
      alt,
      type('password', 'Fresh#pass27'),
      type('confirm', 'Fresh#pass27'),
      type('confirm', ''),
      type('confirm', 'Fresh#pass27'),
      submit,
    ],
  },
  {
    name: 'submits a blank form, pastes into the new password, then leaves the confirmation as it was: the flags and the copied notice stay',
    input: fromLink,
    steps: [linkWorks, submit, paste('password'), type('confirm', ''), submit],
  },
  {
    name: 'SetPw refuses the password (-6), then she presses Alt in it: the rules show loading, and 500 ms later their verdict',
    input: fromLink,
    steps: [
      linkWorks,
      type('password', 'Fresh#pass26'),
      type('confirm', 'Fresh#pass26'),
      submit,
      {
        caseName: 'errCode -6',
        event: {
          type: 'xstate.done.actor.setPassword',
          output: ResultOnly.parse({ result: { errCode: -6, errMsg: 'blank or too short' } }),
        },
      },
      alt,
      timePasses,
      submit,
    ],
  },
]
