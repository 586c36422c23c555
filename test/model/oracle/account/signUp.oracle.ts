import { passwordRuleStates, PASSWORD_RULES } from '../../../../src/contract/index.ts'
import {
  answerAt,
  failureAt,
  isEvent,
  isStart,
  raisesErrorPopup,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * Sign-up, from spec 1 §2 (/member/signup, then /member/complete?t=s), §3 (the sign-up form: name
 * sent joined last then first, brId equal to id, job 99), §4 ("Sign-up: blocked until all fields are
 * valid and a captcha is solved (captcha not required when the visitor's country code is CN). On
 * success go to /member/complete?t=s."), §5 (the id, e-mail, name and password rules, checks per rule
 * initial, loading, success or fail debounced 500 ms, 'alt', 'copied', the confirmation), §8 (-1001
 * scrolls to the top, -1000 bad id, the global error pop-up) and §9 (500 ms, 6 characters, 5000 ms).
 * The password policy is the shared one of src/contract/account/password.ts, the spec's rule list.
 *
 * What the page shows is named: `screen` (form, sending, leaving), `id` / `email` / `name` /
 * `password` / `confirm` (each `{ state, problem }`), `pwRules`, `countryMissing`, `captcha`
 * (whether the widget shows), `captchaProblem`, `pasted`, `message` ("code - info"),
 * `failureShown`, `focusMoves` (how many times the page moved focus to an outcome: once per
 * submission) and `captchaWidget` (changes when a fresh captcha must be solved). The page scrolled
 * to its top is the mark 'page scrolled to the top'.
 */

const CHECKS = 'checkFields'
const JOIN = 'join'
const DELAY = 'xstate.after.checkDelay.signUp.editing.waiting'
const COMPLETE = '/member/complete?t=s'

type Remote = 'id' | 'email' | 'name'
interface Input {
  kind: 'personal' | 'company'
  visitorCountry: string
  language: string
}
interface Answer {
  result: { errCode: number; errMsg: string }
  available?: boolean
}
interface Form {
  values: Record<string, string>
  /** Alt pressed in the password since it was last emptied. */
  alt: boolean
  /** Remote fields changed since their last answer. */
  dirty: Set<Remote>
  /** A live field changed since the last 500 ms pause. */
  unsettled: boolean
  /** The remote fields asked at the last pause. */
  asked: Set<Remote>
  /** Each remote field's last verdict: true holds, false fails, null not answered since its change. */
  verdict: Record<Remote, boolean | null>
  captchaSolved: boolean
}

const inputOf = (story: Story) => story.input as Input
const blank = (v: string | undefined) => (v ?? '').trim() === ''
const inCN = (story: Story) => inputOf(story).visitorCountry.toUpperCase() === 'CN'
/**
 * Whether the captcha is needed once step `at` is taken: outside CN always; in CN only once the
 * server answered Join with HTTP 428 all the same (issue 11: the visitor must not be left with
 * nothing on the page; the widget shows with a message saying why).
 */
const captchaNeededAt = (story: Story, at: number) => {
  if (!inCN(story)) return true
  for (let i = 1; i <= at; i++) if (failureAt(story, i, JOIN)?.status === 428) return true
  return false
}
/** The name fields on the form: a company's name; a person's first and last names (spec 1 §3). */
const nameFields = (story: Story) =>
  inputOf(story).kind === 'company' ? ['name'] : ['firstName', 'lastName']
/** The fields checked as the user types (spec 1 §5). */
const isLive = (story: Story, field: string) =>
  ['id', 'email', 'pw', 'confirm'].includes(field) || nameFields(story).includes(field)
const remoteOf = (story: Story, field: string): Remote | null =>
  field === 'id' || field === 'email' ? field : nameFields(story).includes(field) ? 'name' : null

/** The name as spec 1 §3 sends it: a company's name, or last then first, spaces collapsed (§5). */
function nameOf(story: Story, values: Record<string, string>): string {
  if (inputOf(story).kind === 'company') return (values.name ?? '').trim().replace(/\s+/g, ' ')
  return `${values.lastName ?? ''} ${values.firstName ?? ''}`.trim().replace(/\s+/g, ' ')
}
function nameBlank(story: Story, values: Record<string, string>): boolean {
  return inputOf(story).kind === 'company'
    ? blank(values.name)
    : blank(values.firstName) || blank(values.lastName)
}
/** Spec 1 §5 e-mail: -4 invalid, -10 blank; 0 and -5 in either reading, the server's `available` wins. */
const emailHolds = (a: Answer) =>
  a.result.errCode !== -4 && a.result.errCode !== -10 && (a.available ?? a.result.errCode === 0)

/** The form after step `at`, replayed from the story's events. */
function formAt(story: Story, at: number): Form {
  const form: Form = {
    values: { job: '99', agreement: '0' },
    alt: false,
    dirty: new Set(),
    unsettled: false,
    asked: new Set(),
    verdict: { id: null, email: null, name: null },
    captchaSolved: false,
  }
  for (let i = 1; i <= at; i++) {
    const step = story.steps[i]
    if (!step) continue
    const e = step.event as { field?: string; value?: string }
    if (step.type === 'field.change' && e.field && typeof e.value === 'string') {
      if (form.values[e.field] === e.value) continue
      form.values[e.field] = e.value
      if (e.field === 'pw' && e.value === '') form.alt = false
      if (isLive(story, e.field)) {
        form.unsettled = true
        const remote = remoteOf(story, e.field)
        if (remote) {
          form.dirty.add(remote)
          form.verdict[remote] = null
        }
      }
    } else if (step.type === 'key.alt') {
      form.alt = true
      form.unsettled = true
    } else if (step.type === DELAY) {
      form.unsettled = false
      form.asked = new Set(
        [...form.dirty].filter((f) =>
          f === 'name' ? !nameBlank(story, form.values) : !blank(form.values[f]),
        ),
      )
      // A blank field is not asked: it is blank, and no longer waits for an answer.
      for (const f of form.dirty) if (!form.asked.has(f)) form.dirty.delete(f)
    } else if (step.type === `xstate.done.actor.${CHECKS}`) {
      const out = step.event.output as Partial<Record<Remote, Answer>>
      for (const f of form.asked) {
        const a = out[f]
        if (!a) continue
        form.verdict[f] = f === 'email' ? emailHolds(a) : a.result.errCode === 0
        form.dirty.delete(f)
      }
      form.asked = new Set()
    } else if (step.type === `xstate.error.actor.${CHECKS}`) {
      for (const f of form.asked) {
        form.verdict[f] = false
        form.dirty.delete(f)
      }
      form.asked = new Set()
    } else if (step.type === 'captcha.solve') {
      form.captchaSolved = true
    } else if (step.type === 'captcha.expire') {
      form.captchaSolved = false
    } else if (step.type === `xstate.error.actor.${JOIN}`) {
      const f = failureAt(story, i, JOIN)
      if (f?.status === 428) form.captchaSolved = false
    } else if (step.type === `xstate.done.actor.${JOIN}`) {
      const code = (step.event.output as Answer).result.errCode
      // The server's refusal decides the field again (spec 1 §8).
      if (code === -1001) form.verdict.name = false
      if ([-1000, -2, -80, -82, -83].includes(code)) form.verdict.id = false
      if ([-4, -5].includes(code)) form.verdict.email = false
    }
  }
  return form
}

const passwordHolds = (form: Form) => {
  const pw = form.values.pw ?? ''
  if (pw === '' || form.alt) return false
  const states = passwordRuleStates(pw, { id: form.values.id ?? '' })
  return PASSWORD_RULES.every((r) => states[r])
}
const confirmHolds = (form: Form) => {
  const c = form.values.confirm ?? ''
  return !blank(c) && Array.from(c).length >= 6 && c === form.values.pw
}

/** Spec 1 §4: every field valid (after its checks), the country chosen. */
function formHolds(story: Story, form: Form): boolean {
  return (
    !form.unsettled &&
    form.dirty.size === 0 &&
    form.verdict.id === true &&
    form.verdict.email === true &&
    form.verdict.name === true &&
    !nameBlank(story, form.values) &&
    passwordHolds(form) &&
    confirmHolds(form) &&
    !blank(form.values.country)
  )
}

const isSubmit = (story: Story, at: number) => isEvent(story, at, 'form.submit')
const before = (story: Story, at: number) => formAt(story, at - 1)
const sends = (story: Story, at: number) => {
  if (!isSubmit(story, at)) return false
  const form = before(story, at)
  return formHolds(story, form) && (!captchaNeededAt(story, at - 1) || form.captchaSolved)
}
const joinCode = (story: Story, at: number): number | null =>
  (answerAt(story, at, JOIN) as Answer | undefined)?.result.errCode ?? null

/** Spec 1 §5 id codes and their hint variants, as the page names them. */
function idProblem(code: number, id: string): string | null {
  if (code === 0) return null
  if (code === -2) {
    if (/[A-Z]/.test(id)) return 'invalidUpper'
    if (/[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/.test(id)) return 'invalidKorean'
    if (/^[0-9]+$/.test(id.trim())) return 'invalidDigits'
    if (/[^A-Za-z0-9]/.test(id.trim())) return 'invalidSpecial'
    return 'invalid'
  }
  return (
    (
      { [-80]: 'used', [-82]: 'cvf', [-83]: 'deleted', [-1000]: 'bad', [-10]: 'blank' } as Record<
        number,
        string
      >
    )[code] ?? 'invalid'
  )
}

/** The name check's problem when the name fields are blank (spec 1 §5: blank, firstblank, lastblank). */
function blankNameProblem(story: Story, values: Record<string, string>): string | null {
  if (inputOf(story).kind === 'company') return blank(values.name) ? 'blank' : null
  const first = blank(values.firstName)
  const last = blank(values.lastName)
  if (first && last) return 'blank'
  return first ? 'firstBlank' : last ? 'lastBlank' : null
}
/** Step `at` is a change of `field` to another value than it held. */
const changes = (story: Story, at: number, field: string) => {
  if (!isEvent(story, at, 'field.change')) return false
  const e = story.steps[at]?.event as { field?: string; value?: string }
  return e.field === field && before(story, at).values[field] !== e.value
}
/** An HTTP 428 answer to Join at step `at`: a fresh captcha must be solved. */
const captchaRefusedAt = (story: Story, at: number) => failureAt(story, at, JOIN)?.status === 428

/** What every step shows of the password checks, the notices and the focus (spec 1 §4, §5). */
const formExpectations: Expectation[] = [
  {
    rule: 'SIGNUP-4',
    says: 'Given the password changes (or the id while a password is typed), the password check and its rules show loading until 500 ms pass (initial when it is emptied)',
    when: (story, at) =>
      changes(story, at, 'pw') ||
      (changes(story, at, 'id') && (before(story, at).values.pw ?? '') !== ''),
    expect: (story, at) => {
      const pw = formAt(story, at).values.pw ?? ''
      return {
        shows: {
          password: { state: 'loading', problem: null },
          pwRules: Object.fromEntries(
            PASSWORD_RULES.map((r) => [r, pw === '' ? 'initial' : 'loading']),
          ),
        },
      }
    },
  },
  {
    rule: 'SIGNUP-7',
    says: 'Given the confirmation changes (or the password while a confirmation is typed), the confirmation check shows loading until 500 ms pass',
    when: (story, at) =>
      changes(story, at, 'confirm') ||
      (changes(story, at, 'pw') && (before(story, at).values.confirm ?? '') !== ''),
    expect: () => ({ shows: { confirm: { state: 'loading', problem: null } } }),
  },
  {
    rule: 'SIGNUP-5',
    says: 'Given the Alt key is used in the password, the password check and every rule show loading until 500 ms pass',
    when: (story, at) => isEvent(story, at, 'key.alt'),
    expect: () => ({
      shows: {
        password: { state: 'loading', problem: null },
        pwRules: Object.fromEntries(PASSWORD_RULES.map((r) => [r, 'loading'])),
      },
    }),
  },
  {
    rule: 'SIGNUP-6',
    says: "Given a field is changed to another value, the 'copied' notice no longer shows",
    when: (story, at) => {
      const e = story.steps[at]?.event as { field?: string }
      return (
        isEvent(story, at, 'field.change') &&
        typeof e.field === 'string' &&
        changes(story, at, e.field)
      )
    },
    expect: () => ({ shows: { pasted: null } }),
  },
  {
    rule: 'SIGNUP-1',
    says: 'Given a field is set to the value it already holds, the page shows exactly what it showed before and nothing is called',
    when: (story, at) => {
      const e = story.steps[at]?.event as { field?: string; value?: string }
      return (
        isEvent(story, at, 'field.change') &&
        typeof e.field === 'string' &&
        before(story, at).values[e.field] === e.value
      )
    },
    expect: (_story, _at, seenBefore) => (seenBefore ? { calls: [], shows: seenBefore.shows } : {}),
  },
  {
    rule: 'SIGNUP-8',
    says: 'Given the country is chosen, it is no longer flagged as missing; a submit refused for the form flags it when it is blank; any other step leaves the flag as it was',
    when: (_story, at) => at > 0,
    expect: (story, at, seenBefore) => {
      if (changes(story, at, 'country')) return { shows: { countryMissing: false } }
      if (isSubmit(story, at) && !formHolds(story, before(story, at)))
        return { shows: { countryMissing: blank(before(story, at).values.country) } }
      return seenBefore ? { shows: { countryMissing: seenBefore.shows.countryMissing } } : {}
    },
  },
  {
    rule: 'SIGNUP-7',
    says: 'Given 500 ms without a keystroke, an empty password and an empty confirmation show their initial state',
    when: (story, at) => isEvent(story, at, DELAY),
    expect: (story, at) => {
      const v = formAt(story, at).values
      return {
        shows: {
          ...((v.pw ?? '') === '' ? { password: { state: 'initial', problem: null } } : {}),
          ...((v.confirm ?? '') === '' ? { confirm: { state: 'initial', problem: null } } : {}),
        },
      }
    },
  },
  {
    rule: 'SIGNUP-1',
    says: 'Given 500 ms after the id, the e-mail or the name was emptied, it is not asked and shows its initial state (a person with one name left blank: firstBlank or lastBlank)',
    when: (story, at) => isEvent(story, at, DELAY),
    expect: (story, at) => {
      const was = before(story, at)
      const v = formAt(story, at).values
      const emptied = (f: Remote) =>
        was.dirty.has(f) && (f === 'name' ? nameBlank(story, v) : blank(v[f]))
      const nameProblem = blankNameProblem(story, v)
      return {
        shows: {
          ...(emptied('id') ? { id: { state: 'initial', problem: null } } : {}),
          ...(emptied('email') ? { email: { state: 'initial', problem: null } } : {}),
          ...(emptied('name')
            ? {
                name:
                  nameProblem === 'blank'
                    ? { state: 'initial', problem: null }
                    : { state: 'fail', problem: nameProblem },
              }
            : {}),
        },
      }
    },
  },
  {
    rule: 'SIGNUP-1',
    says: 'Given the checks answer, a field that was not asked keeps what it showed',
    when: (story, at) => answerAt(story, at, CHECKS) !== undefined,
    expect: (story, at, seenBefore) => {
      if (!seenBefore) return {}
      const asked = before(story, at).asked
      const fields: Remote[] = ['id', 'email', 'name']
      return {
        shows: Object.fromEntries(
          fields.filter((f) => !asked.has(f)).map((f) => [f, seenBefore.shows[f]]),
        ),
      }
    },
  },
  {
    rule: 'SIGNUP-9',
    says: "Given a submit after a pause, nothing is sent while a field is blank, and each blank field is flagged: blank, or firstBlank / lastBlank for one of a person's names; the other fields show what they showed",
    when: (story, at) => isSubmit(story, at) && !sends(story, at) && !before(story, at).unsettled,
    expect: (story, at, seenBefore) => {
      if (!seenBefore) return {}
      const v = before(story, at).values
      const flagged = (problem: string) => ({ state: 'fail', problem })
      const nameProblem = blankNameProblem(story, v)
      const keep = (key: string) => seenBefore.shows[key]
      return {
        shows: {
          id: blank(v.id) ? flagged('blank') : keep('id'),
          email: blank(v.email) ? flagged('blank') : keep('email'),
          name: nameProblem ? flagged(nameProblem) : keep('name'),
          password: (v.pw ?? '') === '' ? flagged('blank') : keep('password'),
          confirm: (v.confirm ?? '') === '' ? flagged('blank') : keep('confirm'),
        },
      }
    },
  },
  {
    rule: 'SIGNUP-9',
    says: 'Given a submit, the message or failure of the last attempt no longer shows; a submit that sends Join no longer says the captcha is required',
    when: isSubmit,
    expect: (story, at) => ({
      shows: {
        message: null,
        failureShown: false,
        ...(sends(story, at) ? { captchaProblem: null } : {}),
      },
    }),
  },
  {
    rule: 'SIGNUP-9',
    says: 'Given the captcha is solved, it no longer says it is required or refused',
    when: (story, at) => isEvent(story, at, 'captcha.solve'),
    expect: () => ({ shows: { captchaProblem: null } }),
  },
  {
    rule: 'SIGNUP-9',
    says: 'Given a submit, the page moves focus to its outcome once more; given any other step, it does not',
    when: (_story, at) => at > 0,
    expect: (story, at, seenBefore) =>
      seenBefore
        ? {
            shows: {
              focusMoves: (seenBefore.shows.focusMoves as number) + (isSubmit(story, at) ? 1 : 0),
            },
          }
        : {},
  },
  {
    rule: 'SIGNUP-14',
    says: 'Given Join answers HTTP 428, a fresh captcha shows to be solved; given any other step, the captcha widget stays as it was',
    when: (_story, at) => at > 0,
    expect: (story, at, seenBefore) =>
      seenBefore
        ? {
            shows: {
              captchaWidget:
                (seenBefore.shows.captchaWidget as number) + (captchaRefusedAt(story, at) ? 1 : 0),
            },
          }
        : {},
  },
]

const expectations: Expectation[] = [
  ...formExpectations,
  {
    rule: 'SIGNUP-9',
    says: 'Given the page opens, the captcha shows unless the visitor is in CN, and nothing is sent',
    when: isStart,
    expect: (story) => ({
      calls: [],
      shows: {
        screen: 'form',
        captcha: !inCN(story),
        captchaProblem: null,
        pasted: null,
        countryMissing: false,
        focusMoves: 0,
        message: null,
        failureShown: false,
      },
    }),
  },
  {
    rule: 'SIGNUP-1',
    says: 'Given the user types in a field, nothing is sent at once: the check shows loading',
    when: (story, at) => isEvent(story, at, 'field.change'),
    expect: (story, at) => {
      const e = story.steps[at]?.event as { field: string; value: string }
      const changed = before(story, at).values[e.field] !== e.value
      const remote = remoteOf(story, e.field)
      return {
        calls: [],
        navigate: null,
        shows: changed && remote ? { [remote]: { state: 'loading', problem: null } } : {},
      }
    },
  },
  {
    rule: 'SIGNUP-1',
    says: 'Given 500 ms without a keystroke, the server is asked about exactly the id, e-mail and name that changed and are not blank (the name last then first)',
    when: (story, at) => isEvent(story, at, DELAY),
    expect: (story, at) => {
      const form = formAt(story, at)
      if (form.asked.size === 0) return { calls: [] }
      const input: Record<string, string> = {}
      if (form.asked.has('id')) input.id = (form.values.id ?? '').trim()
      if (form.asked.has('email')) input.email = (form.values.email ?? '').trim()
      if (form.asked.has('name')) input.name = nameOf(story, form.values)
      return { calls: [{ service: CHECKS, input }] }
    },
  },
  {
    rule: 'SIGNUP-4',
    says: 'Given 500 ms without a keystroke, each password rule shows success or fail by the rules of §5 (not equal to the id), or initial when the password is empty',
    when: (story, at) => isEvent(story, at, DELAY),
    expect: (story, at) => {
      const form = formAt(story, at)
      const pw = form.values.pw ?? ''
      const states = passwordRuleStates(pw, { id: form.values.id ?? '' })
      return {
        shows: {
          pwRules: Object.fromEntries(
            PASSWORD_RULES.map((r) => [r, pw === '' ? 'initial' : states[r] ? 'success' : 'fail']),
          ),
        },
      }
    },
  },
  {
    rule: 'SIGNUP-5',
    says: "Given the Alt key was used in the password, after 500 ms the password fails with 'alt'",
    when: (story, at) =>
      isEvent(story, at, DELAY) &&
      formAt(story, at).alt &&
      (formAt(story, at).values.pw ?? '') !== '',
    expect: () => ({ shows: { password: { state: 'fail', problem: 'alt' } } }),
  },
  {
    rule: 'SIGNUP-4',
    says: "Given a password equal to the id, after 500 ms it fails with 'same'",
    when: (story, at) => {
      if (!isEvent(story, at, DELAY)) return false
      const f = formAt(story, at)
      return (
        !f.alt &&
        !blank(f.values.pw) &&
        (f.values.pw ?? '').toLowerCase() === (f.values.id ?? '').trim().toLowerCase()
      )
    },
    expect: () => ({ shows: { password: { state: 'fail', problem: 'same' } } }),
  },
  {
    rule: 'SIGNUP-7',
    says: 'Given a confirmation, after 500 ms it holds only when it is not blank, has 6 characters or more and equals the password',
    when: (story, at) =>
      isEvent(story, at, DELAY) && (formAt(story, at).values.confirm ?? '') !== '',
    expect: (story, at) => {
      const f = formAt(story, at)
      const c = f.values.confirm ?? ''
      const problem = blank(c)
        ? 'blank'
        : Array.from(c).length < 6
          ? 'tooShort'
          : c === f.values.pw
            ? null
            : 'mismatch'
      return { shows: { confirm: { state: problem ? 'fail' : 'success', problem } } }
    },
  },
  {
    rule: 'SIGNUP-3',
    says: 'Given a person left the first or the last name blank, after 500 ms the name fails with firstBlank or lastBlank',
    when: (story, at) => {
      if (!isEvent(story, at, DELAY) || inputOf(story).kind !== 'personal') return false
      const prev = before(story, at)
      const v = formAt(story, at).values
      return prev.dirty.has('name') && blank(v.firstName) !== blank(v.lastName)
    },
    expect: (story, at) => ({
      shows: {
        name: {
          state: 'fail',
          problem: blank(formAt(story, at).values.firstName) ? 'firstBlank' : 'lastBlank',
        },
      },
    }),
  },
  {
    rule: 'SIGNUP-6',
    says: "Given a paste into the password, it is refused and the field says 'copied'",
    when: (story, at) => isEvent(story, at, 'field.paste'),
    expect: () => ({ calls: [], shows: { pasted: 'pw' } }),
  },
  {
    rule: 'SIGNUP-1',
    says: "Given CheckID's answer for the id asked, the id shows success for 0, else fail with the reason of its code (the -2 hint from the id itself)",
    when: (story, at) =>
      answerAt(story, at, CHECKS) !== undefined && before(story, at).asked.has('id'),
    expect: (story, at) => {
      const a = (answerAt(story, at, CHECKS) as Record<Remote, Answer>).id
      const problem = idProblem(a.result.errCode, before(story, at).values.id ?? '')
      return { calls: [], shows: { id: { state: problem ? 'fail' : 'success', problem } } }
    },
  },
  {
    rule: 'SIGNUP-2',
    says: "Given CheckEmail's answer for the e-mail asked, -4 is invalid and otherwise the server's verdict decides, whichever reading of 0 and -5",
    when: (story, at) =>
      answerAt(story, at, CHECKS) !== undefined && before(story, at).asked.has('email'),
    expect: (story, at) => {
      const a = (answerAt(story, at, CHECKS) as Record<Remote, Answer>).email
      const problem =
        a.result.errCode === -4
          ? 'invalid'
          : a.result.errCode === -10
            ? 'blank'
            : emailHolds(a)
              ? null
              : 'used'
      return { shows: { email: { state: problem ? 'fail' : 'success', problem } } }
    },
  },
  {
    rule: 'SIGNUP-3',
    says: "Given CheckName's answer for the name asked, -1001 (a forbidden word) fails it",
    when: (story, at) =>
      answerAt(story, at, CHECKS) !== undefined && before(story, at).asked.has('name'),
    expect: (story, at) => {
      const a = (answerAt(story, at, CHECKS) as Record<Remote, Answer>).name
      return {
        shows: {
          name:
            a.result.errCode === 0
              ? { state: 'success', problem: null }
              : { state: 'fail', problem: a.result.errCode === -1001 ? 'forbidden' : 'blank' },
        },
      }
    },
  },
  {
    rule: 'SIGNUP-1',
    says: 'Given the checks could not be made, each field asked fails as unchecked, with no error pop-up',
    when: (story, at) => failureAt(story, at, CHECKS) !== undefined,
    expect: (story, at) => {
      const asked = before(story, at).asked
      return {
        popup: false,
        shows: Object.fromEntries(
          [...asked].map((f) => [f, { state: 'fail', problem: 'unchecked' }]),
        ),
      }
    },
  },
  {
    rule: 'SIGNUP-9',
    says: 'Given a submit while a field is blank, fails or waits for its check, or the captcha is unsolved (outside CN), Join is not called',
    when: (story, at) => isSubmit(story, at) && !sends(story, at),
    expect: (story, at) => {
      const form = before(story, at)
      const holds = formHolds(story, form)
      return {
        calls: [],
        navigate: null,
        shows: {
          screen: 'form',
          ...(holds ? { captchaProblem: 'required' } : {}),
          ...(blank(form.values.country) ? { countryMissing: true } : {}),
        },
      }
    },
  },
  {
    rule: 'SIGNUP-10',
    says: 'Given a submit with every field valid and the captcha solved (or the visitor in CN), Join is called once with the form: brId the id, the name last then first, job 99 for a company',
    when: sends,
    expect: (story, at) => {
      const form = before(story, at)
      const input = inputOf(story)
      const company = input.kind === 'company'
      return {
        calls: [
          {
            service: JOIN,
            input: {
              id: (form.values.id ?? '').trim(),
              pw: form.values.pw,
              name: nameOf(story, form.values),
              email: (form.values.email ?? '').trim(),
              memberType: company ? 3 : 1,
              country: form.values.country,
              cultureCode: input.language,
              brId: (form.values.id ?? '').trim(),
              job: company ? 99 : Number(form.values.job),
              agreement: form.values.agreement === '1' ? 1 : 0,
              preferredLang: input.language,
              captcha: captchaNeededAt(story, at - 1) ? 'c29sdmVk' : '',
            },
          },
        ],
        shows: { screen: 'sending' },
      }
    },
  },
  {
    rule: 'SIGNUP-10',
    says: 'Given Join answers errCode 0, go to /member/complete?t=s',
    when: (story, at) => joinCode(story, at) === 0,
    expect: () => ({ navigate: COMPLETE, popup: false }),
  },
  {
    rule: 'SIGNUP-11',
    says: 'Given Join answers -1001, the name is flagged as holding a forbidden word and the page scrolls to the top',
    when: (story, at) => joinCode(story, at) === -1001,
    expect: () => ({
      navigate: null,
      cookies: ['page scrolled to the top'],
      shows: { screen: 'form', name: { state: 'fail', problem: 'forbidden' } },
    }),
  },
  {
    rule: 'SIGNUP-12',
    says: 'Given Join answers -1000, the id is flagged as a bad id',
    when: (story, at) => joinCode(story, at) === -1000,
    expect: () => ({
      navigate: null,
      cookies: [],
      shows: { screen: 'form', id: { state: 'fail', problem: 'bad' } },
    }),
  },
  {
    rule: 'SIGNUP-13',
    says: 'Given Join answers -2, -80, -82 or -83, the id is flagged with its reason (the -2 hint from the id); -4 or -5, the e-mail as invalid or already used; any other code shows as "code - info"',
    when: (story, at) => {
      const code = joinCode(story, at)
      return code !== null && ![0, -1001, -1000].includes(code)
    },
    expect: (story, at) => {
      const a = answerAt(story, at, JOIN) as Answer
      const code = a.result.errCode
      const id = (before(story, at).values.id ?? '').trim()
      return {
        navigate: null,
        popup: false,
        shows: [-2, -80, -82, -83].includes(code)
          ? { screen: 'form', id: { state: 'fail', problem: idProblem(code, id) } }
          : code === -4 || code === -5
            ? {
                screen: 'form',
                email: { state: 'fail', problem: code === -4 ? 'invalid' : 'used' },
              }
            : { screen: 'form', message: `${String(code)} - ${a.result.errMsg}` },
      }
    },
  },
  {
    rule: 'SIGNUP-14',
    says: 'Given Join failed, the form shows the error, and only a network or unexpected error raises the global error pop-up; HTTP 428 asks for a new captcha instead (in CN, where none showed, the captcha shows with a message that the server asks for it)',
    when: (story, at) => failureAt(story, at, JOIN) !== undefined,
    expect: (story, at) => {
      const f = failureAt(story, at, JOIN)
      if (f?.status === 428)
        return {
          navigate: null,
          popup: false,
          shows: {
            screen: 'form',
            captcha: true,
            captchaProblem: captchaNeededAt(story, at - 1) ? 'refused' : 'asked',
            failureShown: false,
          },
        }
      return {
        navigate: null,
        popup: f ? raisesErrorPopup(f) : true,
        shows: { screen: 'form', failureShown: true },
      }
    },
  },
]

export const signUpOracle: Oracle = { machine: 'signUp', expectations }
