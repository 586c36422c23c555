import {
  ERROR,
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
 * The Steam claim, from spec 3 §2 (/event/steam with a status query), §4 "Steam claim" (only
 * memberType 1 runs it, others go to hasItem; a licence check whose response is not used, then an
 * ownership check; null → notvaild, ownsapp false → notItem, true → overlap on -1003, hasItem on
 * -1101, else complete), §5 (a blank Steam ID) and §6. Shows: `form`, `blank`, `checking`, `status`.
 */
const LICENCE = 'checkLicense'
const OWNERSHIP = 'checkOwnership'
const PERSONAL = 1

interface ClaimInput {
  memberType: number
  status: string | null
}
const inputOf = (story: Story) => story.input as ClaimInput
const page = (status: string) => `/event/steam?status=${status}`

/** The Steam ID typed last before step `at` (since the last fresh start), trimmed. */
function steamIdAt(story: Story, at: number): string {
  let value = ''
  for (let i = 1; i < at; i++) {
    const step = story.steps[i]
    if (step?.type === 'steam.input') value = String(step.event.value)
    if (step?.type === 'steam.again') value = ''
  }
  return value.trim()
}

interface Ownership {
  result: { errCode: number }
  rtnObj: { appownership: { ownsapp: boolean } } | null
}
/** Spec 3 §4, read sentence by sentence. */
function statusOf(answer: Ownership): string {
  if (answer.rtnObj === null) return 'notvaild'
  if (!answer.rtnObj.appownership.ownsapp) return 'notItem'
  if (answer.result.errCode === -1003) return 'overlap'
  if (answer.result.errCode === -1101) return 'hasItem'
  return 'complete'
}
const ownershipAt = (story: Story, at: number) =>
  answerAt(story, at, OWNERSHIP) as Ownership | undefined

/** The status shown before step `at`: the last ownership answer, or the start's. */
function statusBefore(story: Story, at: number): string | null {
  let status: string | null = null
  const input = inputOf(story)
  if (input.memberType !== PERSONAL) status = 'hasItem'
  else if (input.status !== null) status = input.status
  for (let i = 1; i < at; i++) {
    const a = ownershipAt(story, i)
    if (a) status = statusOf(a)
    if (isEvent(story, i, 'steam.again')) status = null
  }
  return status
}

/** The failure at this step of one of `services`, when it names no call (a throw that is not an API error). */
const namesNoCall = (story: Story, at: number, services: string[]): boolean => {
  const step = story.steps[at]
  const failed = services.some((s) => step?.type === `${ERROR}${s}`)
  const error: unknown = failed ? step?.event.error : undefined
  return error instanceof Error && !('apiName' in error)
}

const expectations: Expectation[] = [
  {
    rule: 'STEAM-1',
    says: 'Given a member who is not personal opens the page, nothing is asked and the page goes to status hasItem',
    when: (story, at) => isStart(story, at) && inputOf(story).memberType !== PERSONAL,
    expect: () => ({
      calls: [],
      navigate: page('hasItem'),
      shows: { form: false, status: 'hasItem' },
    }),
  },
  {
    rule: 'STEAM-6',
    says: 'Given a personal member opens the page with a status query, that status is shown and nothing is asked',
    when: (story, at) =>
      isStart(story, at) &&
      inputOf(story).memberType === PERSONAL &&
      inputOf(story).status !== null,
    expect: (story) => ({
      calls: [],
      navigate: null,
      shows: { form: false, status: inputOf(story).status },
    }),
  },
  {
    rule: 'STEAM-1',
    says: 'Given a personal member opens the page without a status, the Steam ID form is shown',
    when: (story, at) =>
      isStart(story, at) &&
      inputOf(story).memberType === PERSONAL &&
      inputOf(story).status === null,
    expect: () => ({
      calls: [],
      navigate: null,
      shows: { form: true, blank: false, status: null },
    }),
  },
  {
    rule: 'STEAM-7',
    says: 'Given the member types a Steam ID, the form no longer asks for one (until a claim is blank again)',
    when: (story, at) => isEvent(story, at, 'steam.input'),
    expect: () => ({ calls: [], shows: { blank: false } }),
  },
  {
    rule: 'STEAM-7',
    says: 'Given the member claims with a blank Steam ID, nothing is sent and the form asks for one',
    when: (story, at) => isEvent(story, at, 'steam.submit') && steamIdAt(story, at) === '',
    expect: () => ({ calls: [], shows: { form: true, blank: true } }),
  },
  {
    rule: 'STEAM-2',
    says: 'Given the member claims with a Steam ID, the licence check is sent first with that ID',
    when: (story, at) => isEvent(story, at, 'steam.submit') && steamIdAt(story, at) !== '',
    expect: (story, at) => ({
      calls: [{ service: LICENCE, input: { steamId: steamIdAt(story, at) } }],
      shows: { checking: true, blank: false },
    }),
  },
  {
    rule: 'STEAM-2',
    says: 'Given the licence check answers or fails (its response is not used), the ownership check is sent with the ID',
    when: (story, at) =>
      answerAt(story, at, LICENCE) !== undefined || failureAt(story, at, LICENCE) !== undefined,
    expect: (story, at) => ({
      calls: [{ service: OWNERSHIP, input: { steamId: steamIdAt(story, at) } }],
      popup: false,
      shows: { checking: true },
    }),
  },
  {
    rule: 'STEAM-3',
    says: 'Given the ownership check answers, the page goes to the status spec 3 §4 gives that answer',
    when: (story, at) => ownershipAt(story, at) !== undefined,
    expect: (story, at) => {
      const status = statusOf(ownershipAt(story, at) as Ownership)
      return { navigate: page(status), popup: false, shows: { status, form: false } }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given the ownership check fails, the form stays; a network or unexpected failure raises the error pop-up',
    when: (story, at) => failureAt(story, at, OWNERSHIP) !== undefined,
    expect: (story, at) => {
      const f = failureAt(story, at, OWNERSHIP)
      return {
        navigate: null,
        popup: f ? raisesErrorPopup(f) : true,
        shows: { form: true, status: null, checking: false },
      }
    },
  },
  {
    rule: 'STEAM-6',
    says: 'Given notvaild, notItem or overlap is shown and the member tries again, the empty form is back on /event/steam',
    when: (story, at) =>
      isEvent(story, at, 'steam.again') &&
      ['notvaild', 'notItem', 'overlap'].includes(statusBefore(story, at) ?? ''),
    expect: () => ({ navigate: '/event/steam', shows: { form: true, status: null } }),
  },
  {
    rule: 'STEAM-6',
    says: 'Given complete or hasItem is shown, trying again changes nothing',
    when: (story, at) =>
      isEvent(story, at, 'steam.again') &&
      ['complete', 'hasItem'].includes(statusBefore(story, at) ?? ''),
    expect: (story, at) => ({
      calls: [],
      navigate: null,
      shows: { status: statusBefore(story, at), form: false },
    }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given the ownership check fails for a reason that names no call, the error pop-up names Steam2010',
    when: (story, at) => namesNoCall(story, at, [OWNERSHIP]),
    expect: () => ({ shows: { failedCall: 'Steam2010' } }),
  },
]

export const steamClaimOracle: Oracle = { machine: 'steamClaim', expectations }
