import {
  answerAt,
  DONE,
  ERROR,
  failureAt,
  isEvent,
  isStart,
  raisesErrorPopup,
  type Call,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'
import { CONFIRM_MIN, RULES, every, rulesHold } from '../account/passwordRules.ts'

/**
 * The end-user ID pop-up's create step, from spec 2 §4 ("End-user ID popup steps: 1 select, 2
 * create, 0 closed; create returns to step 1 on cancel or completion"; "The create confirm button
 * is active only when a country is set, the finish flag is true and nothing is loading"), §5
 * ("End-user create: name max 20 required; ID max 20 required, uppercase auto-lowercased, messages
 * for invalid format, lowercase-only, already used, blank, disallowed; email required; country
 * required; password checks (length, letters, special, number) and confirm non-blank and matching.
 * Inputs debounced 500 ms."), §7 ("InsertMember (end-user creation: id, pw, email, name, comId,
 * memberType, country, agreement 2)"), §3 (END_USER is member type 5) and spec 1 §5 (the CheckID and CheckEmail codes, the name's
 * spaces collapsed, the password rules and 'same' for a password equal to the id, the confirmation
 * at least 6 characters), and §8 (the global error pop-up). The form
 * is replayed here from the story's events alone.
 *
 * What the pop-up shows is named: `screen` (form, creating, created, cancelled), `values` (what
 * the fields hold), `name` / `id` / `email` / `password` / `confirm` (each `{ state, problem }`),
 * `pwRules` (each rule's state), `createActive` (the create button works), `message` ("code -
 * info" of a refusal no field explains), `failureShown` (the form says the request failed) and
 * `handsBack` (what the step hands back to the select step once over: `{ id }` or null).
 */

const CHECKS = 'checkFields'
const INSERT = 'insertMember'
/** Spec 2 §3: "Member type numbers seen: … END_USER=5". */
const END_USER = 5

type Field = 'name' | 'id' | 'email' | 'country' | 'pw' | 'pwConfirm'
type Remote = 'id' | 'email'
type Checked = 'name' | 'id' | 'email' | 'password' | 'confirm'
const CHECKED: readonly Checked[] = ['name', 'id', 'email', 'password', 'confirm']

interface Input {
  comId: string
}
interface Answer {
  result: { errCode: number; errMsg: string }
  available?: boolean
}
interface Check {
  state: 'initial' | 'loading' | 'success' | 'fail'
  problem: string | null
}
interface Form {
  screen: 'form' | 'creating' | 'created' | 'cancelled'
  values: Record<Field, string>
  checks: Record<Checked, Check>
  pwRules: Record<string, string>
  /** A field changed since the last 500 ms pause. */
  unsettled: boolean
  /** The checks shown loading since the last pause. */
  touched: Set<Checked>
  /** Remote fields changed since their last answer. */
  dirty: Set<Remote>
  /** Remote fields asked at the last pause, still unanswered. */
  asked: Set<Remote>
  message: string | null
  failureShown: boolean
  handsBack: { id: string } | null
}

const inputOf = (story: Story) => story.input as Input
const blank = (v: string) => v.trim() === ''
const isPause = (story: Story, at: number) =>
  story.steps[at]?.type.startsWith('xstate.after.') ?? false
const initial = (): Check => ({ state: 'initial', problem: null })
const loading = (): Check => ({ state: 'loading', problem: null })
const success = (): Check => ({ state: 'success', problem: null })
const fail = (problem: string): Check => ({ state: 'fail', problem })

/** Spec 2 §5: "ID … uppercase auto-lowercased". */
const typed = (field: string, value: string) => (field === 'id' ? value.toLowerCase() : value)

/** Spec 1 §5 CheckID codes, the -2 hint from the ID itself. */
function idProblem(code: number, id: string): string | null {
  if (code === 0) return null
  if (code === -2) {
    if (/[A-Z]/.test(id)) return 'invalidUpper'
    if (/[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/.test(id)) return 'invalidKorean'
    if (/^[0-9]+$/.test(id.trim())) return 'invalidDigits'
    if (/[^A-Za-z0-9]/.test(id.trim())) return 'invalidSpecial'
    return 'invalid'
  }
  const named: Record<number, string> = {
    [-80]: 'used',
    [-82]: 'cvf',
    [-83]: 'deleted',
    [-1000]: 'bad',
    [-10]: 'blank',
  }
  return named[code] ?? 'invalid'
}
const idCheck = (code: number, id: string): Check => {
  const problem = idProblem(code, id)
  return problem === null ? success() : fail(problem)
}

/** Spec 1 §5 CheckEmail: -4 invalid, -10 blank; 0 and -5 in either reading, `available` wins. */
function emailCheck(a: Answer): Check {
  const code = a.result.errCode
  if (code === -4) return fail('invalid')
  if (code === -10) return fail('blank')
  return (a.available ?? code === 0) ? success() : fail('used')
}

/** Spec 1 §5 password rules, 'same' when equal to the ID; initial while empty. */
function passwordVerdict(v: Record<Field, string>): {
  check: Check
  rules: Record<string, string>
} {
  if (v.pw === '') return { check: initial(), rules: every('initial') }
  const holds = rulesHold(v.pw, v.id.trim(), '')
  const rules = Object.fromEntries(RULES.map((r) => [r, holds[r] ? 'success' : 'fail']))
  const check = !holds.notSame
    ? fail('same')
    : RULES.every((r) => holds[r])
      ? success()
      : fail('rules')
  return { check, rules }
}

/** Spec 2 §5 and 1 §5: the confirmation non-blank, at least 6 characters, equal; initial while empty. */
function confirmVerdict(v: Record<Field, string>): Check {
  const c = v.pwConfirm
  if (c === '') return initial()
  if (blank(c)) return fail('blank')
  if (Array.from(c).length < CONFIRM_MIN) return fail('tooShort')
  return c === v.pw ? success() : fail('mismatch')
}

function firstForm(): Form {
  return {
    screen: 'form',
    values: { name: '', id: '', email: '', country: '', pw: '', pwConfirm: '' },
    checks: {
      name: initial(),
      id: initial(),
      email: initial(),
      password: initial(),
      confirm: initial(),
    },
    pwRules: every('initial'),
    unsettled: false,
    touched: new Set(),
    dirty: new Set(),
    asked: new Set(),
    message: null,
    failureShown: false,
    handsBack: null,
  }
}

/**
 * Spec 2 §4: the create button works only with a country, every check passed (the finish flag)
 * and nothing loading (no field waiting for its 500 ms, no check waiting for the server).
 */
const canCreate = (f: Form) =>
  f.screen === 'form' &&
  !f.unsettled &&
  f.dirty.size === 0 &&
  f.asked.size === 0 &&
  CHECKED.every((k) => f.checks[k].state === 'success') &&
  !blank(f.values.country)

/** Spec 2 §7 InsertMember, spec 1 §5 the name's repeated spaces collapsed. */
const insertRequest = (story: Story, v: Record<Field, string>) => ({
  id: v.id.trim(),
  pw: v.pw,
  email: v.email.trim(),
  name: v.name.trim().replace(/\s+/g, ' '),
  comId: inputOf(story).comId,
  memberType: END_USER,
  country: v.country,
  agreement: 2,
})

interface Outcome {
  form: Form
  calls: Call[]
}

function step(story: Story, at: number, before: Form): Outcome {
  const s = story.steps[at]
  const f: Form = {
    ...before,
    values: { ...before.values },
    checks: { ...before.checks },
    touched: new Set(before.touched),
    dirty: new Set(before.dirty),
    asked: new Set(before.asked),
  }
  const out = (calls: Call[] = []): Outcome => ({ form: f, calls })
  if (!s || s.type === 'start') return out()
  const e = s.event
  if (f.screen === 'form' && s.type === 'field.change') {
    const field = String(e.field) as Field
    const value = typed(field, String(e.value))
    if (f.values[field] === value) return out()
    f.values[field] = value
    f.unsettled = true
    // A check under way is given up: the field it asked is asked again at the next pause.
    f.asked = new Set()
    f.message = null
    f.failureShown = false
    const touch = (k: Checked) => {
      f.touched.add(k)
      f.checks[k] = loading()
    }
    if (field === 'name') touch('name')
    if (field === 'id' || field === 'email') {
      touch(field)
      f.dirty.add(field)
    }
    if (field === 'pw' || (field === 'id' && f.values.pw !== '')) {
      touch('password')
      f.pwRules = every(f.values.pw === '' ? 'initial' : 'loading')
    }
    if (field === 'pwConfirm' || (field === 'pw' && f.values.pwConfirm !== '')) touch('confirm')
    return out()
  }
  if (f.screen === 'form' && isPause(story, at) && f.unsettled) {
    f.unsettled = false
    if (f.touched.has('name')) f.checks.name = blank(f.values.name) ? fail('blank') : success()
    const pw = passwordVerdict(f.values)
    f.checks.password = pw.check
    f.pwRules = pw.rules
    f.checks.confirm = confirmVerdict(f.values)
    f.touched = new Set()
    for (const r of [...f.dirty])
      if (blank(f.values[r])) {
        f.checks[r] = fail('blank')
        f.dirty.delete(r)
      }
    f.asked = new Set(f.dirty)
    if (f.asked.size === 0) return out()
    const input: Record<string, string> = {}
    if (f.asked.has('id')) input.id = f.values.id.trim()
    if (f.asked.has('email')) input.email = f.values.email.trim()
    return out([{ service: CHECKS, input }])
  }
  if (s.type === `${DONE}${CHECKS}` && f.screen === 'form' && f.asked.size > 0) {
    const answer = e.output as Partial<Record<Remote, Answer>>
    // Only the fields asked take the answer: a field not asked keeps what it showed.
    const id = answer.id
    const mail = answer.email
    if (f.asked.has('id') && id) f.checks.id = idCheck(id.result.errCode, f.values.id)
    if (f.asked.has('email') && mail) f.checks.email = emailCheck(mail)
    for (const r of f.asked) f.dirty.delete(r)
    f.asked = new Set()
    return out()
  }
  if (s.type === `${ERROR}${CHECKS}` && f.screen === 'form' && f.asked.size > 0) {
    for (const r of f.asked) {
      f.checks[r] = fail('unchecked')
      f.dirty.delete(r)
    }
    f.asked = new Set()
    return out()
  }
  if (s.type === 'create.submit' && canCreate(f)) {
    f.screen = 'creating'
    f.message = null
    f.failureShown = false
    return out([{ service: INSERT, input: insertRequest(story, f.values) }])
  }
  if (s.type === `${DONE}${INSERT}` && f.screen === 'creating') {
    const a = e.output as Answer
    const code = a.result.errCode
    if (code === 0) {
      f.screen = 'created'
      f.handsBack = { id: f.values.id.trim() }
      return out()
    }
    f.screen = 'form'
    if ([-2, -80, -82, -83, -1000].includes(code)) f.checks.id = idCheck(code, f.values.id)
    else if (code === -4 || code === -5) f.checks.email = fail(code === -4 ? 'invalid' : 'used')
    else if (code === -1001) f.checks.name = fail('forbidden')
    else f.message = `${String(code)} - ${a.result.errMsg}`
    return out()
  }
  if (s.type === `${ERROR}${INSERT}` && f.screen === 'creating') {
    f.screen = 'form'
    f.failureShown = true
    return out()
  }
  if (s.type === 'create.cancel' && f.screen === 'form') {
    f.screen = 'cancelled'
    f.handsBack = null
    return out()
  }
  return out()
}

function run(story: Story, at: number): Outcome {
  let outcome: Outcome = { form: firstForm(), calls: [] }
  for (let i = 0; i <= at; i++) outcome = step(story, i, outcome.form)
  return outcome
}
const formAt = (story: Story, at: number) => run(story, at).form
const before = (story: Story, at: number) => formAt(story, at - 1)

/** What the pop-up shows of the form after step `at` (the failure shown is asked for apart). */
const shown = (story: Story, at: number) => {
  const f = formAt(story, at)
  return {
    screen: f.screen,
    values: f.values,
    ...f.checks,
    pwRules: f.pwRules,
    createActive: canCreate(f),
    message: f.message,
    handsBack: f.handsBack,
  }
}
const full = (story: Story, at: number) => ({
  calls: run(story, at).calls,
  shows: shown(story, at),
})

/** Step `at` changes a field of the form to another value than it holds (the ID lower-cased). */
const changes = (story: Story, at: number) => {
  if (!isEvent(story, at, 'field.change')) return false
  const prev = before(story, at)
  const e = story.steps[at]?.event ?? {}
  const field = String(e.field) as Field
  return prev.screen === 'form' && prev.values[field] !== typed(field, String(e.value))
}
const isSubmit = (story: Story, at: number) => isEvent(story, at, 'create.submit')
const sends = (story: Story, at: number) => isSubmit(story, at) && canCreate(before(story, at))
const insertCode = (story: Story, at: number): number | null =>
  before(story, at).screen === 'creating'
    ? ((answerAt(story, at, INSERT) as Answer | undefined)?.result.errCode ?? null)
    : null
const insertFailure = (story: Story, at: number) =>
  before(story, at).screen === 'creating' ? failureAt(story, at, INSERT) : undefined
const answersChecks = (story: Story, at: number) =>
  before(story, at).asked.size > 0 &&
  (answerAt(story, at, CHECKS) !== undefined || failureAt(story, at, CHECKS) !== undefined)

const expectations: Expectation[] = [
  {
    rule: 'ENDUSER-4',
    says: 'Given the create step opens, the form is empty, every check initial, the create button inactive, and nothing is called',
    when: isStart,
    expect: (story) => ({ ...full(story, 0), calls: [], popup: false }),
  },
  {
    rule: 'ENDUSER-2',
    says: 'Given a field is changed, nothing is called at once: the form holds the value (an ID in upper case in lower case) and each check it touches shows loading (the password also when the ID changes, the confirmation also when the password changes), as do those touched before since the last 500 ms pause',
    when: changes,
    expect: (story, at) => ({ ...full(story, at), calls: [], navigate: null }),
  },
  {
    rule: 'ENDUSER-2',
    says: 'Given a field is set to the value it already holds (an ID typed in upper case after the same in lower case), the form shows exactly what it showed and nothing is called',
    when: (story, at) =>
      isEvent(story, at, 'field.change') &&
      before(story, at).screen === 'form' &&
      !changes(story, at),
    expect: (_story, _at, seenBefore) => (seenBefore ? { calls: [], shows: seenBefore.shows } : {}),
  },
  {
    rule: 'ENDUSER-6',
    says: 'Given a field is changed, the refusal message and the failure of the last attempt no longer show',
    when: changes,
    expect: () => ({ shows: { message: null, failureShown: false } }),
  },
  {
    rule: 'ENDUSER-2',
    says: 'Given 500 ms without a keystroke, nothing is loading but the ID and the e-mail changed and not blank, which are asked of the server (CheckID and CheckEmail, trimmed) exactly then',
    when: (story, at) => isPause(story, at) && before(story, at).unsettled,
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'ENDUSER-3',
    says: "Given 500 ms without a keystroke, the name fails as blank or passes; the password shows each rule and fails as 'same' when it equals the ID, 'rules' when a rule fails; the confirmation fails as blank, too short (under 6) or mismatched; an ID or e-mail changed to blank fails as blank",
    when: (story, at) => isPause(story, at) && before(story, at).unsettled,
    expect: (story, at) => {
      const f = formAt(story, at)
      const was = before(story, at)
      return {
        shows: {
          ...(was.touched.has('name') ? { name: f.checks.name } : {}),
          password: f.checks.password,
          pwRules: f.pwRules,
          confirm: f.checks.confirm,
          ...Object.fromEntries(
            (['id', 'email'] as const)
              .filter((r) => was.dirty.has(r) && blank(f.values[r]))
              .map((r) => [r, fail('blank')]),
          ),
        },
      }
    },
  },
  {
    rule: 'ENDUSER-3',
    says: "Given CheckID and CheckEmail answer, the ID asked shows success for 0, else fails with its code's reason (-80 used, -1000 not allowed, -2 invalid with the hint of the ID, -10 blank); the e-mail asked fails for -4 invalid, -10 blank, else as the server's verdict (available) says; a field not asked keeps what it showed",
    when: (story, at) => answerAt(story, at, CHECKS) !== undefined && answersChecks(story, at),
    expect: (story, at) => ({ ...full(story, at), popup: false }),
  },
  {
    rule: 'ENDUSER-3',
    says: "Given the checks could not be made, each field asked fails as 'unchecked' (it is asked again at its next change), with no error pop-up",
    when: (story, at) => failureAt(story, at, CHECKS) !== undefined && answersChecks(story, at),
    expect: (story, at) => ({ ...full(story, at), popup: false }),
  },
  {
    rule: 'ENDUSER-4',
    says: 'Given any step, the create button is active exactly when a country is chosen, every check passed and nothing is loading (no field waiting for its 500 ms, no check waiting for the server, no creation under way)',
    when: (_story, at) => at > 0,
    expect: (story, at) => ({ shows: { createActive: canCreate(formAt(story, at)) } }),
  },
  {
    rule: 'ENDUSER-4',
    says: 'Given create is pressed without a country, with a check not passed or something loading, nothing is called and the form shows what it showed',
    when: (story, at) => isSubmit(story, at) && !sends(story, at),
    expect: (_story, _at, seenBefore) => ({
      calls: [],
      popup: false,
      ...(seenBefore ? { shows: seenBefore.shows } : {}),
    }),
  },
  {
    rule: 'ENDUSER-5',
    says: "Given create is pressed with a country, every check passed and nothing loading, InsertMember is called once: the ID and e-mail trimmed, the name trimmed with single spaces, the admin's company as comId, member type 5 (end user), the country and agreement 2",
    when: sends,
    expect: (story, at) => ({
      ...full(story, at),
      calls: [{ service: INSERT, input: insertRequest(story, before(story, at).values) }],
      shows: { ...full(story, at).shows, screen: 'creating', createActive: false },
    }),
  },
  {
    rule: 'ENDUSER-6',
    says: 'Given create sends InsertMember, the refusal message and failure of the last attempt no longer show',
    when: sends,
    expect: () => ({ shows: { message: null, failureShown: false } }),
  },
  {
    rule: 'ENDUSER-1',
    says: 'Given InsertMember answers 0, the create step is over and hands the new ID back to the select step',
    when: (story, at) => insertCode(story, at) === 0,
    expect: (story, at) => ({
      ...full(story, at),
      shows: {
        ...full(story, at).shows,
        screen: 'created',
        handsBack: { id: before(story, at).values.id.trim() },
      },
      popup: false,
    }),
  },
  {
    rule: 'ENDUSER-6',
    says: 'Given InsertMember refuses, the form stays with every value: -2, -80, -82, -83 or -1000 flag the ID with its reason, -4 or -5 the e-mail, -1001 the name; any other code shows as "code - info"; no error pop-up',
    when: (story, at) => {
      const code = insertCode(story, at)
      return code !== null && code !== 0
    },
    expect: (story, at) => ({
      ...full(story, at),
      popup: false,
      shows: { ...full(story, at).shows, screen: 'form', values: before(story, at).values },
    }),
  },
  {
    rule: 'ENDUSER-6',
    says: 'Given InsertMember fails, the form stays with every value; a refused request (4xx) is said on the form',
    when: (story, at) => insertFailure(story, at) !== undefined,
    expect: (story, at) => {
      const f = insertFailure(story, at)
      return {
        ...full(story, at),
        shows: {
          ...full(story, at).shows,
          screen: 'form',
          values: before(story, at).values,
          ...(f && !raisesErrorPopup(f) ? { failureShown: true } : {}),
        },
      }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given InsertMember fails for a network or server reason, the global error pop-up is raised with its code; a refused request (4xx) raises none',
    when: (story, at) => insertFailure(story, at) !== undefined,
    expect: (story, at) => {
      const f = insertFailure(story, at)
      return { popup: f ? (raisesErrorPopup(f) ? f.code : false) : true }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given any step but a failed InsertMember, no error pop-up is raised',
    when: (story, at) => at > 0 && insertFailure(story, at) === undefined,
    expect: () => ({ popup: false }),
  },
  {
    rule: 'ENDUSER-1',
    says: 'Given the form is cancelled, the create step is over and hands nothing back (back to select, nothing created, nothing called)',
    when: (story, at) => isEvent(story, at, 'create.cancel') && before(story, at).screen === 'form',
    expect: (story, at) => ({
      ...full(story, at),
      calls: [],
      shows: { ...full(story, at).shows, screen: 'cancelled', handsBack: null },
    }),
  },
]

export const endUserCreateOracle: Oracle = { machine: 'endUserCreate', expectations }
