import {
  DONE,
  ERROR,
  errorPopupOf,
  failureAt,
  isStart,
  type Call,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * A company's order steps, from spec 2 §2 ("Checkout steps: 1. pick the order type (New, Trade,
 * option/upgrade); 2. pick the end user and licence; 3. quantity and period; 4. confirm"), §3 (the
 * end-user list row; the order payload's targetUserId, myLicenseSeq, cntAdd, cntExtend, cntUpgrade,
 * cntTrade), §4 (the end-user ID pop-up: "1 select, 2 create, 0 closed"; "Rows are disabled when the
 * order kind is not New and the ID already has an order type, or when it has a scheduled end date
 * and is not new"; "The select button is active only when a radio choice exists"; "editing step 1
 * clears all three; step 2 keeps step one and clears two and three; step 3 clears only three"),
 * §5 and §9 (seats from c, academic at least 10; at most 10 periods; "List search is
 * case-insensitive with whitespace removed"), §4 again for the create step ("create returns to step
 * 1 on cancel or completion": the company's end users are listed again with the new one, chosen
 * when the order type allows its row), §6 ("Enterprise users choose a target end user") and spec 1
 * §8 (the global error pop-up). The steps are followed here from the story alone.
 *
 * `popup` is the end-user ID pop-up's step: 1 select (also while the list is asked again after a
 * creation: the select step is coming back), 2 create, 0 closed; `choice` is the radio the select
 * step shows (none while it is not shown); `users` the ids the company's list holds; `search` what
 * the select step's search box holds (none while it is not shown). The pop-up opens on the whole
 * list, nothing searched and no radio chosen (§4 "1 select": the company's end users to choose
 * from); a creation brings the select step back on the list asked again, whole, so that the new
 * end user it chose is shown; cancelling the creation, or a list that cannot be read again, leaves
 * the select step as it was.
 */

interface Input {
  route: string
  prdOptSeq: number
  seats: number
  minSeats: number
  maxSeats: number
}
interface Row {
  id: string
  orderType: string
  pendingEndDt: string
  newId: boolean
  licenseSeq: number
}
interface Page {
  screen: string
  step: number
  kind: string | null
  target: Row | null
  popup: number
  choice: string | null
  seats: number
  periods: number
  problem: string | null
  editing: number | null
  users: Row[]
  /** What the select step's list is searched for. */
  search: string
  /** The end user the create step made last. */
  created: string | null
  /** The list is asked again after a creation: the select step waits for it. */
  relisting: boolean
}
interface Outcome {
  page: Page
  calls: Call[]
}

const inputOf = (story: Story) => story.input as Input
const listCall = (story: Story): Call => ({
  service: 'listEndUsers',
  input: { prdOptSeq: inputOf(story).prdOptSeq },
})
const PERIODS_MAX = 10

/** Spec 2 §4: disabled when not New and the ID already has an order type, or scheduled and not new. */
const disabled = (row: Row, kind: string | null) =>
  ((kind ?? 'new') !== 'new' && row.orderType !== '') || (row.pendingEndDt !== '' && !row.newId)

const seatsOutOfRange = (story: Story, seats: number) => {
  const i = inputOf(story)
  return !Number.isInteger(seats) || seats < i.minSeats || seats > i.maxSeats
}
const periodsOutOfRange = (periods: number) =>
  !Number.isInteger(periods) || periods < 1 || periods > PERIODS_MAX

const firstPage = (story: Story): Page => ({
  screen: 'loading',
  step: 1,
  kind: null,
  target: null,
  popup: 0,
  choice: null,
  seats: inputOf(story).seats,
  periods: 1,
  problem: null,
  editing: null,
  users: [],
  search: '',
  created: null,
  relisting: false,
})

/** Whether the steps are on screen with nothing open over them. */
const free = (p: Page) => p.screen === 'steps' && p.popup === 0 && p.editing === null

function step(story: Story, at: number, before: Page): Outcome {
  const s = story.steps[at]
  const p: Page = { ...before }
  const out = (calls: Call[] = []): Outcome => ({ page: p, calls })
  if (!s) return out()
  if (s.type === 'start') return out([listCall(story)])
  const e = s.event
  if (s.type === `${DONE}listEndUsers`) {
    const answer = e.output as { result: { errCode: number }; list: Row[] }
    if (answer.result.errCode === 0) {
      p.screen = 'steps'
      p.users = answer.list
    } else p.screen = 'unavailable'
    return out()
  }
  if (s.type === `${ERROR}listEndUsers`) {
    p.screen = 'unavailable'
    return out()
  }
  if (s.type === `${DONE}relistEndUsers` && p.relisting) {
    const answer = e.output as { result: { errCode: number }; list: Row[] }
    p.relisting = false
    // Spec 2 §4: back on select with the new end user listed, chosen when its row may be chosen.
    if (answer.result.errCode === 0) {
      p.users = answer.list
      p.search = ''
      const row = p.users.find((u) => u.id === p.created)
      if (row && !disabled(row, p.kind)) p.choice = row.id
    }
    return out()
  }
  if (s.type === `${ERROR}relistEndUsers` && p.relisting) {
    p.relisting = false
    return out()
  }
  if (s.type === 'setup.retry' && p.screen === 'unavailable') {
    p.screen = 'loading'
    return out([listCall(story)])
  }
  if (s.type === 'order.kind' && free(p) && p.step === 1) {
    p.kind = String(e.kind)
    p.step = 2
    return out()
  }
  if (s.type === 'endUser.open' && free(p) && p.step === 2) {
    p.popup = 1
    p.choice = p.target?.id ?? null
    p.search = ''
    return out()
  }
  if (p.popup === 2) {
    // Spec 2 §4: "create returns to step 1 on cancel or completion".
    if (s.type === 'endUser.createCancel') p.popup = 1
    else if (s.type === 'endUser.created') {
      p.popup = 1
      p.relisting = true
      p.created = String(e.id)
      return out([listCall(story)])
    }
    return out()
  }
  if (p.popup === 1 && p.relisting) return out()
  if (p.popup === 1) {
    // Spec 2 §5: a search only filters the rows shown (SETUP-8): the radio chosen stays.
    if (s.type === 'endUser.create') p.popup = 2
    else if (s.type === 'endUser.search') p.search = String(e.query)
    else if (s.type === 'endUser.pick') {
      const row = p.users.find((u) => u.id === e.id)
      if (row && !disabled(row, p.kind)) p.choice = row.id
    } else if (s.type === 'endUser.select' && p.choice !== null) {
      p.target = p.users.find((u) => u.id === p.choice) ?? null
      p.popup = 0
      p.choice = null
      p.step = 3
    } else if (s.type === 'endUser.close') {
      p.popup = 0
      p.choice = null
    }
    return out()
  }
  if (s.type === 'quantity.change' && free(p) && p.step === 3) {
    // A product of one seat shows no seats field: only the periods can be typed.
    if (e.field === 'periods' || inputOf(story).maxSeats > 1) {
      if (e.field === 'seats') p.seats = Number(e.value)
      else p.periods = Number(e.value)
      p.problem = null
    }
    return out()
  }
  if (s.type === 'quantity.next' && free(p) && p.step === 3) {
    if (seatsOutOfRange(story, p.seats)) p.problem = 'seats'
    else if (periodsOutOfRange(p.periods)) p.problem = 'periods'
    else {
      p.problem = null
      p.step = 4
    }
    return out()
  }
  if (s.type === 'order.confirm' && free(p) && p.step === 4) {
    p.screen = 'done'
    return out()
  }
  if (s.type === 'step.edit' && free(p) && Number(e.step) < p.step) {
    p.editing = Number(e.step)
    return out()
  }
  if (s.type === 'edit.confirm' && p.editing !== null) {
    const from = p.editing
    if (from === 1) p.kind = null
    if (from <= 2) p.target = null
    p.seats = inputOf(story).seats
    p.periods = 1
    p.problem = null
    p.step = from
    p.editing = null
    return out()
  }
  if (s.type === 'edit.cancel' && p.editing !== null) {
    p.editing = null
    return out()
  }
  return out()
}

function run(story: Story, at: number): Outcome {
  let outcome: Outcome = { page: firstPage(story), calls: [] }
  for (let i = 0; i <= at; i++) outcome = step(story, i, i === 0 ? firstPage(story) : outcome.page)
  return outcome
}

const shown = (p: Page) => ({
  screen: p.screen,
  step: p.step,
  kind: p.kind,
  target: p.target?.id ?? null,
  popup: p.popup,
  choice: p.popup === 1 ? p.choice : null,
  users: p.users.map((u) => u.id),
  search: p.popup === 1 ? p.search : null,
  seats: p.seats,
  periods: p.periods,
  problem: p.problem,
  editing: p.editing,
  // Spec 2 §3 order payload: the end user, the licence a trade or an upgrade replaces, the counts.
  line:
    p.screen === 'done'
      ? {
          kind: p.kind ?? 'new',
          targetUserId: p.target?.id ?? '',
          myLicenseSeq: (p.kind ?? 'new') === 'new' ? 0 : (p.target?.licenseSeq ?? 0),
          seats: p.seats,
          periods: p.periods,
        }
      : null,
})
const full = (story: Story, at: number) => {
  const o = run(story, at)
  return { calls: o.calls, shows: shown(o.page) }
}
const is = (story: Story, at: number, ...types: string[]) =>
  types.includes(story.steps[at]?.type ?? '')
const pageBefore = (story: Story, at: number) => run(story, at - 1).page

const expectations: Expectation[] = [
  {
    rule: 'SETUP-2',
    says: "Given the order steps open, the company's end users are asked (GetMyMemberList) for the route's product, and nothing else",
    when: isStart,
    expect: (story) => ({ ...full(story, 0), popup: false }),
  },
  {
    rule: 'SETUP-2',
    says: 'Given the end-user list answers errCode 0, step 1 opens; any other answer or a failure: nothing can be ordered; asking again asks the list again',
    when: (story, at) =>
      is(story, at, `${DONE}listEndUsers`, `${ERROR}listEndUsers`, 'setup.retry'),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'SETUP-1',
    says: 'Given step 1, choosing New, Trade or upgrade keeps it and opens step 2; the type cannot be chosen on a later step without editing',
    when: (story, at) => is(story, at, 'order.kind'),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'SETUP-3',
    says: 'Given step 2, the end-user ID pop-up opens on select (1) on the whole list, nothing searched and no radio chosen; closing it leaves step 2 as it was; select works only with a radio chosen and moves on to step 3',
    when: (story, at) => is(story, at, 'endUser.open', 'endUser.close', 'endUser.select'),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'SETUP-4',
    says: 'Given the pop-up is open, a row can be chosen unless the order is not New and it has an order type, or it is scheduled and not new',
    when: (story, at) => is(story, at, 'endUser.pick'),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'SETUP-4',
    says: 'Given a row the rule disables, choosing it changes nothing',
    when: (story, at) => {
      if (!is(story, at, 'endUser.pick')) return false
      const p = pageBefore(story, at)
      const row = p.users.find((u) => u.id === story.steps[at]?.event.id)
      return p.popup === 1 && row !== undefined && disabled(row, p.kind)
    },
    expect: (story, at) => ({ shows: { choice: pageBefore(story, at).choice } }),
  },
  {
    rule: 'SETUP-6',
    says: 'Given step 3, the seats (products of several seats) and periods are typed; continuing with seats or periods out of range flags the field and stays, else opens step 4',
    when: (story, at) => is(story, at, 'quantity.change', 'quantity.next'),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'SETUP-5',
    says: 'Given a step already passed is edited, the edit-confirm pop-up asks first; confirming clears step 1: all three, step 2: two and three, step 3: only three; cancelling changes nothing',
    when: (story, at) => is(story, at, 'step.edit', 'edit.confirm', 'edit.cancel'),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'SETUP-7',
    says: 'Given step 4 is confirmed, the order line is the chosen end user, its licence for Trade and upgrade (0 for New), the seats and the periods',
    when: (story, at) => is(story, at, 'order.confirm'),
    expect: (story, at) => ({ ...full(story, at), calls: [] }),
  },
  {
    rule: 'SETUP-8',
    says: 'Given the select step, the list is searched for what is typed (by ID or name, ignoring case and whitespace); the radio chosen stays and nothing is called',
    when: (story, at) => is(story, at, 'endUser.search') && pageBefore(story, at).popup === 1,
    expect: (story, at) => {
      const o = full(story, at)
      const typed = story.steps[at]?.event.query
      const query = typeof typed === 'string' ? typed : ''
      return {
        calls: [],
        shows: { ...o.shows, choice: pageBefore(story, at).choice, search: query },
      }
    },
  },
  {
    rule: 'ENDUSER-1',
    says: 'Given the select step, create opens the create step (2); cancelling it returns to select (1) with the radio as it was; a creation returns to select with the list asked again (GetMyMemberList), shown whole, and the new end user chosen when the order type allows its row; a list that cannot be read again leaves the list and radio as they were',
    when: (story, at) =>
      is(
        story,
        at,
        'endUser.create',
        'endUser.createCancel',
        'endUser.created',
        `${DONE}relistEndUsers`,
        `${ERROR}relistEndUsers`,
      ),
    expect: (story, at) => full(story, at),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given the end-user list fails for a network, server or unexpected reason (first or after a creation), the global error pop-up is raised with its code, naming GetMyMemberList; a refused request (4xx) raises none',
    when: (story, at) => is(story, at, `${ERROR}listEndUsers`, `${ERROR}relistEndUsers`),
    expect: (story, at) => {
      const type = story.steps[at]?.type ?? ''
      const f = failureAt(story, at, type.slice(ERROR.length))
      const popup = f ? errorPopupOf(f) : true
      // Spec 1 §8: the pop-up names the API that failed and its code (its ticket says them too).
      return {
        popup,
        ...(popup === false ? {} : { popupApi: 'GetMyMemberList' }),
        calls: [],
      }
    },
  },
]

export const orderSetupOracle: Oracle = { machine: 'orderSetup', expectations }
