/**
 * The oracle of the model runs: what the spec says must be seen, written from the spec's sentences
 * and never from the machines. A path is told as a story (its input and the events that happened,
 * with the services' answers); after each step the run reports what could be seen from outside
 * (calls made, navigation, error pop-up, cookies, what the page shows). Each expectation says, for
 * one rule: given these facts of the story, this is the observable outcome.
 *
 * Nothing here imports a machine: machines cannot import tests, and the oracle must not replay them.
 */

/** One step of a story: the event that happened, with its payload and the name of its case. Step 0 is the start. */
export interface StoryStep {
  type: string
  caseName: string
  event: Readonly<Record<string, unknown>>
}

export interface Story {
  machine: string
  inputName: string
  input: unknown
  /** `steps[0]` is the start (`type: 'start'`), then one entry per event of the path. */
  steps: readonly StoryStep[]
}

/** A call to a service, by the name of the invoked actor, with what it was asked. */
export interface Call {
  service: string
  input: unknown
}

/** What could be seen from outside after one step. */
export interface Seen {
  /** Services called during this step. */
  calls: Call[]
  /** Destinations navigated to during this step. */
  navigations: string[]
  /** Global error pop-ups raised during this step (their code). */
  popups: number[]
  /** The API each of those pop-ups names (what its ticket tells the help desk), where the observer reads it. */
  popupApis: string[]
  /** Cookies and session marks written or cleared during this step, in words (`session token kept`). */
  cookies: string[]
  /** What the page shows after this step, by the names the oracle of the machine uses. */
  shows: Readonly<Record<string, unknown>>
}

/** The observable outcome an expectation asks for; only the keys it names are checked. */
export interface Expected {
  /** Exactly these calls during the step (`[]`: no call). */
  calls?: Call[]
  /** These calls among those made during the step (others may be made too). */
  called?: Call[]
  /** The one destination navigated to during the step, or `null` for no navigation. */
  navigate?: string | null
  /** Whether the global error pop-up was raised during the step, or the one code it was raised with. */
  popup?: boolean | number
  /** The API name the raised pop-up shows and sends with its ticket (spec 1 §8). */
  popupApi?: string
  /** Exactly these cookies or session marks written during the step. */
  cookies?: string[]
  /** These values of what the page shows (each named key must be equal). */
  shows?: Readonly<Record<string, unknown>>
}

export interface Expectation {
  /** The rule of the catalogue whose sentence this expectation reads. */
  rule: string
  /** The expectation in plain words: "given …, then …". */
  says: string
  /** Whether the step `at` of the story is one this expectation speaks about (facts only). */
  when: (story: Story, at: number) => boolean
  /**
   * The observable outcome the spec asks for at that step. `before` is what the page showed
   * before the step, for rules that speak of it ("clicking the open item closes it").
   */
  expect: (story: Story, at: number, before: Seen | undefined) => Expected
}

export interface Oracle {
  /** Machine id, as registered. */
  machine: string
  expectations: readonly Expectation[]
}

const show = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value))

/** Order-insensitive deep equality of plain data (what the calls, cookies and shows hold). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => same(x, b[i]))
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined)
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)
  return (
    ka.length === kb.length &&
    ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  )
}

/** The differences between what an expectation asks for and what was seen ([] when met). */
export function compare(expected: Expected, seen: Seen): string[] {
  const out: string[] = []
  if (expected.calls && !same(expected.calls, seen.calls))
    out.push(`calls: expected ${show(expected.calls)}, saw ${show(seen.calls)}`)
  for (const call of expected.called ?? [])
    if (!seen.calls.some((c) => same(c, call)))
      out.push(`calls: expected ${show(call)} among ${show(seen.calls)}`)
  if (expected.navigate !== undefined) {
    const want = expected.navigate === null ? [] : [expected.navigate]
    if (!same(want, seen.navigations))
      out.push(`navigation: expected ${show(want)}, saw ${show(seen.navigations)}`)
  }
  if (typeof expected.popup === 'number' && !same([expected.popup], seen.popups))
    out.push(`error pop-up: expected code ${String(expected.popup)}, saw ${show(seen.popups)}`)
  if (typeof expected.popup === 'boolean' && expected.popup !== seen.popups.length > 0)
    out.push(
      `error pop-up: expected ${expected.popup ? 'raised' : 'none'}, saw ${show(seen.popups)}`,
    )
  if (expected.popupApi !== undefined && !same([expected.popupApi], seen.popupApis))
    out.push(`error pop-up: expected it to name ${expected.popupApi}, saw ${show(seen.popupApis)}`)
  if (expected.cookies && !same(expected.cookies, seen.cookies))
    out.push(`cookies: expected ${show(expected.cookies)}, saw ${show(seen.cookies)}`)
  for (const [key, value] of Object.entries(expected.shows ?? {}))
    if (!same(value, seen.shows[key]))
      out.push(`shows ${key}: expected ${show(value)}, saw ${show(seen.shows[key])}`)
  return out
}

export interface Verdict {
  /** Rule id → the steps at which its expectations were checked. */
  checked: Map<string, number[]>
  /** One line per unmet expectation. */
  failures: string[]
}

/** Checks every step of a story against every expectation that speaks about it. */
export function judge(oracle: Oracle, story: Story, seen: readonly Seen[]): Verdict {
  const checked = new Map<string, number[]>()
  const failures: string[] = []
  story.steps.forEach((step, at) => {
    const here = seen[at]
    if (!here) {
      failures.push(`step ${String(at)} (${step.type}): nothing was observed`)
      return
    }
    for (const e of oracle.expectations) {
      if (!e.when(story, at)) continue
      checked.set(e.rule, [...(checked.get(e.rule) ?? []), at])
      for (const diff of compare(e.expect(story, at, seen[at - 1]), here))
        failures.push(
          `${e.rule} at step ${String(at)} (${step.type}: ${step.caseName}): ${e.says} — ${diff}`,
        )
    }
  })
  return { checked, failures }
}

/* ------------------------------------------------------------------------------------------ */
/* Reading the facts of a story                                                                 */
/* ------------------------------------------------------------------------------------------ */

export const DONE = 'xstate.done.actor.'
export const ERROR = 'xstate.error.actor.'

/** The service an answer or failure event is about (`login` for `xstate.done.actor.login`). */
export const serviceOf = (type: string): string | null =>
  type.startsWith(DONE)
    ? type.slice(DONE.length)
    : type.startsWith(ERROR)
      ? type.slice(ERROR.length)
      : null

/** The service's answer at this step, when the step is an answer of `service`. */
export function answerAt(story: Story, at: number, service: string): unknown {
  const step = story.steps[at]
  if (!step || step.type !== `${DONE}${service}`) return undefined
  return step.event.output
}

/** What the client reports of a failed call (kind and HTTP status), when the step is a failure of `service`. */
export interface FailureFacts {
  kind: string
  status: number
  code: number
  message: string
}
export function failureAt(story: Story, at: number, service: string): FailureFacts | undefined {
  const step = story.steps[at]
  if (!step || step.type !== `${ERROR}${service}`) return undefined
  const e = step.event.error
  if (typeof e !== 'object' || e === null)
    return { kind: 'unknown', status: 0, code: -1, message: '' }
  const r = e as Record<string, unknown>
  return {
    kind: typeof r.kind === 'string' ? r.kind : 'unknown',
    status: typeof r.status === 'number' ? r.status : 0,
    code: typeof r.code === 'number' ? r.code : -1,
    message: typeof r.message === 'string' ? r.message : '',
  }
}

export const isStart = (story: Story, at: number): boolean =>
  at === 0 && story.steps[0]?.type === 'start'
export const isEvent = (story: Story, at: number, type: string): boolean =>
  story.steps[at]?.type === type

/** The payload of the event at this step. */
export const payloadAt = (story: Story, at: number): Readonly<Record<string, unknown>> =>
  story.steps[at]?.event ?? {}

/**
 * Spec 1 §8: "Network or unexpected error: a global error pop-up". A network failure, a timeout,
 * a server error (5xx) or an answer that breaks the contract is one; a refused request (4xx) is
 * answered by the page itself.
 */
export const raisesErrorPopup = (f: FailureFacts): boolean =>
  f.kind === 'network' ||
  f.kind === 'timeout' ||
  f.kind === 'invalid-response' ||
  f.kind === 'unknown' ||
  f.status >= 500

/**
 * The error pop-up a failure raises, by the code it shows (spec 1 §8: it offers to send "api name,
 * code and message" as a ticket), or `false` when the page answers it itself.
 */
export const errorPopupOf = (f: FailureFacts): number | false =>
  raisesErrorPopup(f) ? f.code : false
