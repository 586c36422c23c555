import {
  answerAt,
  failureAt,
  isEvent,
  raisesErrorPopup,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'
import { CONFIRM_MIN, every, RULES, rulesHold, verdictFor } from './passwordRules.ts'

/**
 * The forced password change, from spec 1 §4 step 3 ("Password equal to the id: go to
 * /member/passchange"), §5 (the password rules, 'same', 'alt', 'copied', the confirmation, the
 * server codes -6 and -1004), §7 (SetMemberField: modFld pw, myId, keyVals val and oldVal) and §8
 * (the global error pop-up). Written from the spec's sentences: the rules are computed here, not
 * taken from the contract's policy the machine uses.
 *
 * What the page shows is named: `screen` (form, sending, leaving), `rules` (each rule's state:
 * initial, loading, success, fail), `currentFlag` / `passwordFlag` / `confirmFlag` (why a field is
 * flagged), `copied` (the field a paste was refused in), `message` ("code - info"), `failureShown`.
 */

const SET_PASSWORD = 'setPassword'

const blank = (value: string) => value.trim() === ''

interface Typed {
  current: string
  password: string
  confirm: string
  /** The Alt key was used since the new password was last empty. */
  alt: boolean
}

/** The three fields as the user left them after step `at`, and whether Alt was used in the new password. */
function typedAt(story: Story, at: number): Typed {
  const typed: Typed = { current: '', password: '', confirm: '', alt: false }
  for (let i = 1; i <= at; i++) {
    const step = story.steps[i]
    if (step?.type === 'key.alt') typed.alt = true
    if (step?.type !== 'field.change') continue
    const { field, value } = step.event as { field?: string; value?: string }
    if (typeof value !== 'string') continue
    if (field === 'current' || field === 'confirm') typed[field] = value
    if (field === 'password') {
      typed.password = value
      if (value === '') typed.alt = false
    }
  }
  return typed
}
const idOf = (story: Story) => (story.input as { id?: string } | undefined)?.id ?? ''

const isSubmit = (story: Story, at: number) => isEvent(story, at, 'form.submit')
const isChange = (story: Story, at: number, field: string) =>
  isEvent(story, at, 'field.change') && story.steps[at]?.event.field === field
const isTimePassing = (story: Story, at: number) =>
  story.steps[at]?.type.startsWith('xstate.after.') === true

/** What a submit at `at` finds, in the order of spec 1 §5: blank fields, the new password, the confirmation. */
type Finding = 'blank' | 'alt' | 'same' | 'rules' | 'confirmation' | 'send'
function findingAt(story: Story, at: number): Finding | null {
  if (!isSubmit(story, at)) return null
  const t = typedAt(story, at)
  if (blank(t.current) || blank(t.password) || blank(t.confirm)) return 'blank'
  const holds = rulesHold(t.password, idOf(story), t.current)
  if (t.alt) return 'alt'
  if (!holds.notSame) return 'same'
  if (RULES.some((r) => !holds[r])) return 'rules'
  if (Array.from(t.confirm).length < CONFIRM_MIN || t.confirm !== t.password) return 'confirmation'
  return 'send'
}
const finds = (finding: Finding) => (story: Story, at: number) => findingAt(story, at) === finding

interface ResultFacts {
  result: { errCode: number; errMsg: string }
}
/** Each rule's verdict for what is typed after step `at` (initial while the new password is empty). */
function verdictAt(story: Story, at: number): Record<string, string> {
  const t = typedAt(story, at)
  return verdictFor(t.password, idOf(story), t.current)
}

const FLAG_OF = {
  current: 'currentFlag',
  password: 'passwordFlag',
  confirm: 'confirmFlag',
} as const
type Field = keyof typeof FLAG_OF
const changedField = (story: Story, at: number): Field | null => {
  if (!isEvent(story, at, 'field.change')) return null
  const field = story.steps[at]?.event.field
  return field === 'current' || field === 'password' || field === 'confirm' ? field : null
}
/** A change at `at` that sets its field to what it already held. */
const isChangeToSame = (story: Story, at: number) => {
  const field = changedField(story, at)
  return field !== null && typedAt(story, at)[field] === typedAt(story, at - 1)[field]
}
/** A step after which the new password and the current one (what the rules read) are as before. */
const leavesRuleInput = (story: Story, at: number) =>
  (isEvent(story, at, 'field.change') || isEvent(story, at, 'field.paste')) &&
  typedAt(story, at).password === typedAt(story, at - 1).password &&
  typedAt(story, at).current === typedAt(story, at - 1).current

const codeAt = (story: Story, at: number): number | null =>
  (answerAt(story, at, SET_PASSWORD) as ResultFacts | undefined)?.result.errCode ?? null
const changedAt = (story: Story, at: number) => codeAt(story, at) === 0

const expectations: Expectation[] = [
  {
    rule: 'PASSCHANGE-6',
    says: 'Given any step but a submit, SetMemberField is not called',
    when: (story, at) => !isSubmit(story, at),
    expect: () => ({ calls: [] }),
  },
  {
    rule: 'PASSCHANGE-8',
    says: 'Given any step but the answer that changes the password, nobody leaves the page and the session is not asked again',
    when: (story, at) => !changedAt(story, at),
    expect: () => ({ navigate: null, cookies: [] }),
  },
  {
    rule: 'PASSCHANGE-9',
    says: 'Given any step but a failed call, no global error pop-up is raised',
    when: (story, at) => failureAt(story, at, SET_PASSWORD) === undefined,
    expect: () => ({ popup: false }),
  },
  {
    rule: 'PASSCHANGE-1',
    says: 'Given the new password is empty, every rule shows its initial state',
    when: (story, at) => typedAt(story, at).password === '',
    expect: () => ({ shows: { rules: every('initial') } }),
  },
  {
    rule: 'PASSCHANGE-1',
    says: 'Given the new password is changed to another non-empty value, every rule shows loading until 500 ms pass',
    when: (story, at) =>
      isChange(story, at, 'password') &&
      typedAt(story, at).password !== '' &&
      typedAt(story, at).password !== typedAt(story, at - 1).password,
    expect: () => ({ shows: { rules: every('loading') } }),
  },
  {
    rule: 'PASSCHANGE-2',
    says: 'Given the current password changes while a new password is typed, the rules check again (the new password must differ from it)',
    when: (story, at) =>
      isChange(story, at, 'current') &&
      typedAt(story, at).password !== '' &&
      typedAt(story, at).current !== typedAt(story, at - 1).current,
    expect: () => ({ shows: { rules: every('loading') } }),
  },
  {
    rule: 'PASSCHANGE-3',
    says: 'Given the Alt key is pressed in a typed new password, the rules check again',
    when: (story, at) => isEvent(story, at, 'key.alt') && typedAt(story, at).password !== '',
    expect: () => ({ shows: { rules: every('loading') } }),
  },
  {
    rule: 'PASSCHANGE-1',
    says: 'Given 500 ms pass after the last keystroke, each rule shows success or fail (length 8 to 20, a letter, a digit, a special, ASCII only, allowed characters only, not the id nor the current password)',
    when: (story, at) => isTimePassing(story, at) && typedAt(story, at).password !== '',
    expect: (story, at) => {
      const t = typedAt(story, at)
      const holds = rulesHold(t.password, idOf(story), t.current)
      return {
        shows: { rules: Object.fromEntries(RULES.map((r) => [r, holds[r] ? 'success' : 'fail'])) },
      }
    },
  },
  {
    rule: 'PASSCHANGE-1',
    says: 'Given a step that leaves the new password and the current one as they were (the confirmation typed, a paste refused, a field set to what it held), every rule shows what it showed before',
    when: leavesRuleInput,
    expect: (_story, _at, before) => (before ? { shows: { rules: before.shows.rules } } : {}),
  },
  {
    rule: 'PASSCHANGE-1',
    says: 'Given a submit that sends nothing, each rule shows at once whether it holds for the new password as typed (initial while it is empty)',
    when: (story, at) => {
      const finding = findingAt(story, at)
      return finding !== null && finding !== 'send'
    },
    expect: (story, at) => ({ shows: { rules: verdictAt(story, at) } }),
  },
  {
    rule: 'PASSCHANGE-6',
    says: "Given a field is changed to a new value, its problem is no longer flagged and the other fields' flags stay",
    when: (story, at) => changedField(story, at) !== null && !isChangeToSame(story, at),
    expect: (story, at, before) => {
      const field = changedField(story, at)
      if (!field || !before) return {}
      return {
        shows: Object.fromEntries(
          Object.entries(FLAG_OF).map(([f, key]) => [key, f === field ? null : before.shows[key]]),
        ),
      }
    },
  },
  {
    rule: 'PASSCHANGE-6',
    says: 'Given a field is set to the value it already holds, the page shows exactly what it showed before',
    when: isChangeToSame,
    expect: (_story, _at, before) => (before ? { calls: [], shows: before.shows } : {}),
  },
  {
    rule: 'PASSCHANGE-4',
    says: "Given a paste into a password field, it is refused and the field says 'copied'",
    when: (story, at) => isEvent(story, at, 'field.paste'),
    expect: (story, at) => ({ calls: [], shows: { copied: story.steps[at]?.event.field } }),
  },
  {
    rule: 'PASSCHANGE-6',
    says: 'Given a submit with a field blank after trimming, nothing is sent and exactly the blank fields are flagged',
    when: finds('blank'),
    expect: (story, at) => {
      const t = typedAt(story, at)
      const flag = (v: string) => (blank(v) ? 'blank' : null)
      return {
        calls: [],
        shows: {
          screen: 'form',
          currentFlag: flag(t.current),
          passwordFlag: flag(t.password),
          confirmFlag: flag(t.confirm),
        },
      }
    },
  },
  {
    rule: 'PASSCHANGE-3',
    says: "Given a submit of a new password typed with the Alt key, nothing is sent and it fails with 'alt'",
    when: finds('alt'),
    expect: () => ({ calls: [], shows: { screen: 'form', passwordFlag: 'alt' } }),
  },
  {
    rule: 'PASSCHANGE-2',
    says: "Given a submit of a new password equal to the id or to the current password, nothing is sent and it fails with 'same'",
    when: finds('same'),
    expect: () => ({ calls: [], shows: { screen: 'form', passwordFlag: 'same' } }),
  },
  {
    rule: 'PASSCHANGE-1',
    says: 'Given a submit of a new password that breaks a rule, nothing is sent and the new password is flagged',
    when: finds('rules'),
    expect: () => ({ calls: [], shows: { screen: 'form', passwordFlag: 'rules' } }),
  },
  {
    rule: 'PASSCHANGE-5',
    says: 'Given a submit whose confirmation has fewer than 6 characters or differs from the new password, nothing is sent and the confirmation is flagged',
    when: finds('confirmation'),
    expect: (story, at) => {
      const t = typedAt(story, at)
      return {
        calls: [],
        shows: {
          screen: 'form',
          confirmFlag: Array.from(t.confirm).length < CONFIRM_MIN ? 'tooShort' : 'mismatch',
        },
      }
    },
  },
  {
    rule: 'PASSCHANGE-6',
    says: 'Given a submit where everything holds, SetMemberField is called once with modFld pw, the id, the new password and the current one, and the form shows progress',
    when: finds('send'),
    expect: (story, at) => {
      const t = typedAt(story, at)
      return {
        calls: [
          {
            service: SET_PASSWORD,
            input: {
              modFld: 'pw',
              myId: idOf(story),
              keyVals: { val: t.password, oldVal: t.current },
            },
          },
        ],
        // A new attempt: the flags and the last answer's message or failure no longer show.
        shows: {
          screen: 'sending',
          currentFlag: null,
          passwordFlag: null,
          confirmFlag: null,
          message: null,
          failureShown: false,
        },
      }
    },
  },
  {
    rule: 'PASSCHANGE-7',
    says: 'Given errCode -6, the new password is flagged as blank or too short',
    when: (story, at) => codeAt(story, at) === -6,
    expect: () => ({ shows: { screen: 'form', passwordFlag: 'tooShort' } }),
  },
  {
    rule: 'PASSCHANGE-7',
    says: 'Given errCode -1004, the current password is flagged as wrong',
    when: (story, at) => codeAt(story, at) === -1004,
    expect: () => ({ shows: { screen: 'form', currentFlag: 'wrongCurrent' } }),
  },
  {
    rule: 'PASSCHANGE-7',
    says: 'Given any other errCode but 0, the form shows it as "code - info"',
    when: (story, at) => {
      const code = codeAt(story, at)
      return code !== null && ![0, -6, -1004].includes(code)
    },
    expect: (story, at) => {
      const answer = answerAt(story, at, SET_PASSWORD) as ResultFacts
      return {
        shows: {
          screen: 'form',
          message: `${String(answer.result.errCode)} - ${answer.result.errMsg}`,
        },
      }
    },
  },
  {
    rule: 'PASSCHANGE-8',
    says: 'Given errCode 0, the password is changed: the session is asked again and the member goes on to the site (home)',
    when: changedAt,
    expect: () => ({
      navigate: '/',
      cookies: ['session asked again'],
      shows: { screen: 'leaving' },
    }),
  },
  {
    rule: 'PASSCHANGE-9',
    says: 'Given a failed call, the form shows an error, and a network or unexpected error raises the global error pop-up',
    when: (story, at) => failureAt(story, at, SET_PASSWORD) !== undefined,
    expect: (story, at) => {
      const failure = failureAt(story, at, SET_PASSWORD)
      return {
        popup: failure ? raisesErrorPopup(failure) : true,
        shows: { screen: 'form', failureShown: true },
      }
    },
  },
]

export const passwordChangeOracle: Oracle = { machine: 'passwordChange', expectations }
