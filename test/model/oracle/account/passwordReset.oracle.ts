import {
  answerAt,
  failureAt,
  isEvent,
  isStart,
  errorPopupOf,
  raisesErrorPopup,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'
import { CONFIRM_MIN, every, RULES, rulesHold, verdictFor } from './passwordRules.ts'

/**
 * Password reset by e-mail, from spec 1 §3 ("Password-reset status: 0 idle, 1 sending, 2 sent,
 * -1 failed"), §4 ("Result -82 means no such user (status noneUser); any other failure goes to
 * /member/unablepw"; "after a successful request go to complete with t=r"), §5 ("Password reset
 * needs an e-mail containing @, otherwise it fails with 'email blank value'"; the password rules)
 * and §8. The pages of §2: /member/submitted, /member/expired, /member/complete?t=r.
 *
 * `rules` is each rule's state on the new-password form (initial, loading, success, fail): spec 1
 * §5's rules shown 500 ms after the last keystroke. `email` and `company` are what the request
 * form holds; `passwordFlag` / `confirmFlag` why a field of the new-password form is flagged;
 * `copied` the field a paste was refused in; `failureShown` whether a failed SetPw shows on the
 * form; `focusMoves` how many times the page moved focus to an outcome (once per submission).
 */
const SEND = 'sendResetMail'
const NO_FAILURE = { kind: 'unknown', status: 0, code: -1, message: '' }
const CHECK = 'checkLink'
const SET = 'setPassword'

const tokenOf = (story: Story): string | null =>
  (story.input as { token?: string | null } | undefined)?.token ?? null
const resultCode = (answer: unknown): number =>
  (answer as { result?: { errCode?: number } } | undefined)?.result?.errCode ?? Number.NaN

/** What the user typed before step `at`. */
function typed(story: Story, at: number) {
  let email = ''
  let company = (story.input as { company?: boolean } | undefined)?.company === true
  let password = ''
  let confirm = ''
  let alt = false
  let id = ''
  for (const step of story.steps.slice(1, at)) {
    const e = step.event
    if (step.type === 'email.change') email = String(e.value)
    if (step.type === 'kind.change') company = e.company === true
    if (step.type === 'field.change' && e.field === 'password') {
      password = String(e.value)
      if (password === '') alt = false
    }
    if (step.type === 'field.change' && e.field === 'confirm') confirm = String(e.value)
    if (step.type === 'key.alt') alt = true
    if (step.type === `xstate.done.actor.${CHECK}`) id = (e.output as { id?: string }).id ?? ''
  }
  return { email, company, password, confirm, alt, id }
}

/** Spec 1 §5: every rule holds for the new password (8 to 20 characters, a letter, a digit, a special, nothing else, not the id). */
const passwordHolds = (pw: string, id: string): boolean => {
  const holds = rulesHold(pw, id, '')
  return RULES.every((r) => holds[r])
}

const onForm = (story: Story) => tokenOf(story) !== null
const submitAt = (story: Story, at: number) => isEvent(story, at, 'form.submit')

/** The form's submission is sent: nothing blank, the rules hold, no Alt, the confirmation matches (≥ 6). */
function formHolds(story: Story, at: number): boolean {
  const t = typed(story, at)
  return (
    t.password.trim() !== '' &&
    t.confirm.trim() !== '' &&
    !t.alt &&
    passwordHolds(t.password, t.id) &&
    Array.from(t.confirm).length >= 6 &&
    t.confirm === t.password
  )
}

/** What is typed once step `at` is taken. */
const typedAfter = (story: Story, at: number) => typed(story, at + 1)
const isTimePassing = (story: Story, at: number) =>
  story.steps[at]?.type.startsWith('xstate.after.') === true
/** A field step (typed, pasted) after which the new password is as it was. */
const leavesPassword = (story: Story, at: number) =>
  (isEvent(story, at, 'field.change') || isEvent(story, at, 'field.paste')) &&
  typedAfter(story, at).password === typed(story, at).password

/** What a submit of the new password at `at` finds, in the order of spec 1 §5: a blank field, the new password ('alt', 'same', a broken rule), the confirmation. */
type Finding = 'blank' | 'alt' | 'same' | 'rules' | 'confirmation' | 'send'
function findingAt(story: Story, at: number): Finding | null {
  if (!submitAt(story, at) || !onForm(story)) return null
  const t = typed(story, at)
  if (t.password.trim() === '' || t.confirm.trim() === '') return 'blank'
  const holds = rulesHold(t.password, t.id, '')
  if (t.alt) return 'alt'
  if (!holds.notSame) return 'same'
  if (RULES.some((r) => !holds[r])) return 'rules'
  if (Array.from(t.confirm).length < CONFIRM_MIN || t.confirm !== t.password) return 'confirmation'
  return 'send'
}
const finds =
  (...findings: Finding[]) =>
  (story: Story, at: number) => {
    const finding = findingAt(story, at)
    return finding !== null && findings.includes(finding)
  }

const FLAG_OF = { password: 'passwordFlag', confirm: 'confirmFlag' } as const
/** The field of the new-password form a change at `at` sets to another value than it held. */
function changedField(story: Story, at: number): keyof typeof FLAG_OF | null {
  if (!isEvent(story, at, 'field.change')) return null
  const field = story.steps[at]?.event.field
  if (field !== 'password' && field !== 'confirm') return null
  return typedAfter(story, at)[field] === typed(story, at)[field] ? null : field
}

/** Spec 1 §5 messages of the new-password form: blank fields, the password's problem, the confirmation's. */
const flagExpectations: Expectation[] = [
  {
    rule: 'RESET-6',
    says: 'Given the link opens the new-password form, no field is flagged and nothing says copied',
    when: (story, at) => resultCode(answerAt(story, at, CHECK)) === 0,
    expect: () => ({
      shows: { passwordFlag: null, confirmFlag: null, copied: null, failureShown: false },
    }),
  },
  {
    rule: 'RESET-6',
    says: 'Given a submit with a field blank after trimming, nothing is sent and exactly the blank fields are flagged as blank',
    when: finds('blank'),
    expect: (story, at) => {
      const t = typed(story, at)
      const flag = (v: string) => (v.trim() === '' ? 'blank' : null)
      return { calls: [], shows: { passwordFlag: flag(t.password), confirmFlag: flag(t.confirm) } }
    },
  },
  {
    rule: 'RESET-6',
    says: "Given a submit of a new password typed with the Alt key, equal to the id of the link, or breaking a rule, nothing is sent and it fails with 'alt', 'same' or 'rules'",
    when: finds('alt', 'same', 'rules'),
    expect: (story, at) => ({ calls: [], shows: { passwordFlag: findingAt(story, at) } }),
  },
  {
    rule: 'RESET-6',
    says: 'Given a submit whose confirmation has fewer than 6 characters or differs from the new password, nothing is sent and the confirmation is flagged',
    when: finds('confirmation'),
    expect: (story, at) => ({
      calls: [],
      shows: {
        confirmFlag:
          Array.from(typed(story, at).confirm).length < CONFIRM_MIN ? 'tooShort' : 'mismatch',
      },
    }),
  },
  {
    rule: 'RESET-6',
    says: 'Given a submit of the new-password form, the failure of the last attempt no longer shows',
    when: (story, at) => findingAt(story, at) !== null,
    expect: () => ({ shows: { failureShown: false } }),
  },
  {
    rule: 'RESET-6',
    says: 'Given the form is sent, no field is flagged and nothing says copied',
    when: finds('send'),
    expect: () => ({ shows: { passwordFlag: null, confirmFlag: null, copied: null } }),
  },
  {
    rule: 'RESET-6',
    says: "Given a field is changed to another value, its flag and the 'copied' notice no longer show and the other field's flag stays",
    when: (story, at) => changedField(story, at) !== null,
    expect: (story, at, before) => {
      const field = changedField(story, at)
      if (!field || !before) return {}
      const other = field === 'password' ? 'confirm' : 'password'
      return {
        shows: {
          [FLAG_OF[field]]: null,
          [FLAG_OF[other]]: before.shows[FLAG_OF[other]],
          copied: null,
        },
      }
    },
  },
  {
    rule: 'RESET-6',
    says: 'Given a field of the new-password form is set to the value it already holds, the page shows exactly what it showed before',
    when: (story, at) => {
      const field = story.steps[at]?.event.field
      return (
        isEvent(story, at, 'field.change') &&
        (field === 'password' || field === 'confirm') &&
        typedAfter(story, at)[field] === typed(story, at)[field]
      )
    },
    expect: (_story, _at, before) => (before ? { calls: [], shows: before.shows } : {}),
  },
  {
    rule: 'RESET-6',
    says: "Given a paste into a field of the new-password form, it is refused and that field says 'copied'",
    when: (story, at) => isEvent(story, at, 'field.paste'),
    expect: (story, at) => ({ calls: [], shows: { copied: story.steps[at]?.event.field } }),
  },
  {
    rule: 'RESET-1',
    says: 'Given any step on the request form, the e-mail field holds what was typed and the account type is the one chosen last (personal unless chosen otherwise)',
    when: (story, at) => !onForm(story) && at > 0,
    expect: (story, at) => {
      const t = typedAfter(story, at)
      return { shows: { email: t.email, company: t.company } }
    },
  },
  {
    rule: 'RESET-1',
    says: 'Given a submit on either form, the page moves focus to its outcome once more; given any other step, it does not',
    when: (_story, at) => at > 0,
    expect: (story, at, before) =>
      before
        ? {
            shows: {
              focusMoves: (before.shows.focusMoves as number) + (submitAt(story, at) ? 1 : 0),
            },
          }
        : {},
  },
]

const rulesExpectations: Expectation[] = [
  {
    rule: 'RESET-6',
    says: 'Given the new password is empty, every rule shows its initial state',
    when: (story, at) => onForm(story) && typedAfter(story, at).password === '',
    expect: () => ({ shows: { rules: every('initial') } }),
  },
  {
    rule: 'RESET-6',
    says: 'Given the new password is changed to another non-empty value, every rule shows loading until 500 ms pass',
    when: (story, at) =>
      isEvent(story, at, 'field.change') &&
      typedAfter(story, at).password !== '' &&
      typedAfter(story, at).password !== typed(story, at).password,
    expect: () => ({ shows: { rules: every('loading') } }),
  },
  {
    rule: 'RESET-6',
    says: 'Given the Alt key is pressed in a typed new password, the rules check again',
    when: (story, at) => isEvent(story, at, 'key.alt') && typed(story, at).password !== '',
    expect: () => ({ shows: { rules: every('loading') } }),
  },
  {
    rule: 'RESET-6',
    says: 'Given 500 ms pass after the last keystroke, each rule shows success or fail for the new password (not the id of the link)',
    when: (story, at) => isTimePassing(story, at) && typed(story, at).password !== '',
    expect: (story, at) => {
      const t = typed(story, at)
      return { shows: { rules: verdictFor(t.password, t.id, '') } }
    },
  },
  {
    rule: 'RESET-6',
    says: 'Given a step that leaves the new password as it was (the confirmation typed, a paste refused, the password set to what it held), every rule shows what it showed before',
    when: leavesPassword,
    expect: (_story, _at, before) => (before ? { shows: { rules: before.shows.rules } } : {}),
  },
  {
    rule: 'RESET-6',
    says: 'Given a submit that sends nothing, each rule shows at once whether it holds for the new password as typed (initial while it is empty), even within the 500 ms',
    when: (story, at) => submitAt(story, at) && onForm(story) && !formHolds(story, at),
    expect: (story, at) => {
      const t = typed(story, at)
      return { shows: { rules: verdictFor(t.password, t.id, '') } }
    },
  },
]

const expectations: Expectation[] = [
  ...rulesExpectations,
  ...flagExpectations,
  {
    rule: 'RESET-1',
    says: 'Given /member/resetpw, nothing is called and the status is 0 (idle)',
    when: (story, at) => isStart(story, at) && !onForm(story),
    expect: () => ({
      calls: [],
      navigate: null,
      shows: { page: 'request', status: 0, email: '', emailError: null, focusMoves: 0 },
    }),
  },
  {
    rule: 'RESET-2',
    says: "Given an e-mail without @, submitting fails with 'email blank value' and sends nothing",
    when: (story, at) =>
      submitAt(story, at) && !onForm(story) && !typed(story, at).email.includes('@'),
    expect: () => ({ calls: [], navigate: null, shows: { emailError: 'blankValue', status: 0 } }),
  },
  {
    rule: 'RESET-1',
    says: 'Given an e-mail with @, submitting requests the mail of the chosen account type (status 1, sending)',
    when: (story, at) =>
      submitAt(story, at) && !onForm(story) && typed(story, at).email.includes('@'),
    expect: (story, at) => {
      const t = typed(story, at)
      return {
        calls: [{ service: SEND, input: { email: t.email.trim(), company: t.company } }],
        shows: { status: 1 },
      }
    },
  },
  {
    rule: 'RESET-1',
    says: 'Given the request answered 0, the status is 2 (sent) and the user goes to /member/submitted',
    when: (story, at) => resultCode(answerAt(story, at, SEND)) === 0,
    expect: () => ({ navigate: '/member/submitted', shows: { status: 2 } }),
  },
  {
    rule: 'RESET-3',
    says: 'Given the request answered -82, the status is noneUser and the form stays',
    when: (story, at) => resultCode(answerAt(story, at, SEND)) === -82,
    expect: () => ({ navigate: null, shows: { page: 'request', emailError: 'noneUser' } }),
  },
  {
    rule: 'RESET-4',
    says: 'Given the request answered another errCode, the status is -1 and the user goes to /member/unablepw',
    when: (story, at) => {
      const code = resultCode(answerAt(story, at, SEND))
      return answerAt(story, at, SEND) !== undefined && code !== 0 && code !== -82
    },
    expect: () => ({ navigate: '/member/unablepw', shows: { status: -1 } }),
  },
  {
    rule: 'RESET-4',
    says: 'Given the request failed without an answer, the status is -1 and the user goes to /member/unablepw; a network or unexpected error raises the global error pop-up showing the code of the failure',
    when: (story, at) => failureAt(story, at, SEND) !== undefined,
    expect: (story, at) => ({
      navigate: '/member/unablepw',
      popup: errorPopupOf(failureAt(story, at, SEND) ?? NO_FAILURE),
      shows: { status: -1 },
    }),
  },
  {
    rule: 'RESET-5',
    says: 'Given the link of the e-mail, CheckVaildPwMail is asked about its token',
    when: (story, at) => isStart(story, at) && onForm(story),
    expect: (story) => ({
      calls: [{ service: CHECK, input: { verifyToken: tokenOf(story) } }],
      navigate: null,
      shows: { page: 'checking link' },
    }),
  },
  {
    rule: 'RESET-5',
    says: 'Given the link works, the new-password form opens',
    when: (story, at) => resultCode(answerAt(story, at, CHECK)) === 0,
    expect: () => ({ navigate: null, shows: { page: 'new password' } }),
  },
  {
    rule: 'RESET-7',
    says: 'Given the link is used or expired, the user goes to /member/expired',
    when: (story, at) =>
      answerAt(story, at, CHECK) !== undefined && resultCode(answerAt(story, at, CHECK)) !== 0,
    expect: () => ({ navigate: '/member/expired' }),
  },
  {
    rule: 'RESET-4',
    says: 'Given the link could not be checked, the user goes to /member/unablepw with the global error pop-up showing the code of the failure',
    when: (story, at) => failureAt(story, at, CHECK) !== undefined,
    expect: (story, at) => ({
      navigate: '/member/unablepw',
      popup: failureAt(story, at, CHECK)?.code ?? true,
    }),
  },
  {
    rule: 'RESET-6',
    says: 'Given a blank field, a broken password rule, Alt, or a wrong confirmation, submitting the new password sends nothing',
    when: (story, at) => submitAt(story, at) && onForm(story) && !formHolds(story, at),
    expect: () => ({ calls: [], navigate: null, shows: { page: 'new password' } }),
  },
  {
    rule: 'RESET-6',
    says: 'Given the new password holds and is confirmed, SetPw gets the token, the id and the password',
    when: (story, at) => submitAt(story, at) && onForm(story) && formHolds(story, at),
    expect: (story, at) => {
      const t = typed(story, at)
      return {
        calls: [{ service: SET, input: { verifyToken: tokenOf(story), id: t.id, pw: t.password } }],
      }
    },
  },
  {
    rule: 'RESET-7',
    says: 'Given SetPw answered 0, the user goes to /member/complete?t=r',
    when: (story, at) => resultCode(answerAt(story, at, SET)) === 0,
    expect: () => ({ navigate: '/member/complete?t=r' }),
  },
  {
    rule: 'RESET-6',
    says: 'Given SetPw answered -6, the password is flagged and the form stays',
    when: (story, at) => resultCode(answerAt(story, at, SET)) === -6,
    expect: () => ({ navigate: null, shows: { page: 'new password', passwordFlag: 'rules' } }),
  },
  {
    rule: 'RESET-7',
    says: 'Given SetPw answered that the link is used or expired, the user goes to /member/expired',
    when: (story, at) => {
      const code = resultCode(answerAt(story, at, SET))
      return answerAt(story, at, SET) !== undefined && code !== 0 && code !== -6
    },
    expect: () => ({ navigate: '/member/expired' }),
  },
  {
    rule: 'RESET-8',
    says: 'Given SetPw failed, the form stays; a network or unexpected error raises the global error pop-up',
    when: (story, at) => failureAt(story, at, SET) !== undefined,
    expect: (story, at) => ({
      navigate: null,
      popup: raisesErrorPopup(failureAt(story, at, SET) ?? NO_FAILURE),
      shows: { page: 'new password', failureShown: true },
    }),
  },
]

export const passwordResetOracle: Oracle = { machine: 'passwordReset', expectations }
