import {
  ERROR,
  DONE,
  failureAt,
  isEvent,
  isStart,
  payloadAt,
  raisesErrorPopup,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * The tutorials page, from spec 3 §7 ("GET GetTutorialList, GET GetTutorialView?Seq&Language") and
 * §8 ("Tutorial calls throw "{errCode}:{errMsg}" when errCode is not 0"), and spec 1 §8.
 * Shows: `loading`, `tutorials` (titles), `open` (title), `message` (the failure's text), `retry`.
 */
const LIST = 'loadList'
const VIEW = 'loadTutorial'
const doneOf = (story: Story, at: number, service: string): unknown => {
  const step = story.steps[at]
  return step?.type === `${DONE}${service}` ? step.event.output : undefined
}
const failure = (story: Story, at: number) =>
  failureAt(story, at, LIST) ?? failureAt(story, at, VIEW)
const phaseBefore = (story: Story, at: number): 'list' | 'opening' | 'failed' | 'other' => {
  let phase: 'list' | 'opening' | 'failed' | 'other' = 'other'
  for (let i = 1; i < at; i++) {
    if (doneOf(story, i, LIST) !== undefined || doneOf(story, i, VIEW) !== undefined) phase = 'list'
    else if (failureAt(story, i, LIST)) phase = 'failed'
    else if (failureAt(story, i, VIEW)) phase = 'list'
    else if (isEvent(story, i, 'tutorial.open') && phase === 'list') phase = 'opening'
    else if (isEvent(story, i, 'tutorials.retry') && phase === 'failed') phase = 'other'
  }
  return phase
}
const language = (story: Story) => (story.input as { language: string }).language

/** The failure at this step of one of `services`, when it names no call (a throw that is not an API error). */
const namesNoCall = (story: Story, at: number, services: string[]): boolean => {
  const step = story.steps[at]
  const failed = services.some((s) => step?.type === `${ERROR}${s}`)
  const error: unknown = failed ? step?.event.error : undefined
  return error instanceof Error && !('apiName' in error)
}

const expectations: Expectation[] = [
  {
    rule: 'TUTO-1',
    says: 'Given the page opens, or the visitor retries after a failed list, GetTutorialList is asked in the page language and nothing is listed yet',
    when: (story, at) =>
      isStart(story, at) ||
      (isEvent(story, at, 'tutorials.retry') && phaseBefore(story, at) === 'failed'),
    expect: (story) => ({
      calls: [{ service: LIST, input: { language: language(story) } }],
      popup: false,
      shows: { loading: true, tutorials: [], open: null, message: null, retry: false },
    }),
  },
  {
    rule: 'TUTO-1',
    says: 'Given the list answers, its tutorials are listed',
    when: (story, at) => doneOf(story, at, LIST) !== undefined,
    expect: (story, at) => ({
      calls: [],
      shows: {
        loading: false,
        tutorials: (doneOf(story, at, LIST) as { title: string }[]).map((t) => t.title),
        message: null,
        retry: false,
      },
    }),
  },
  {
    rule: 'TUTO-1',
    says: 'Given the list is shown, opening a tutorial asks GetTutorialView with its Seq and the page language',
    when: (story, at) => isEvent(story, at, 'tutorial.open') && phaseBefore(story, at) === 'list',
    expect: (story, at) => ({
      calls: [
        { service: VIEW, input: { language: language(story), seq: payloadAt(story, at).seq } },
      ],
      shows: { loading: true },
    }),
  },
  {
    rule: 'TUTO-1',
    says: 'Given GetTutorialView answers, the tutorial is shown over the list',
    when: (story, at) => doneOf(story, at, VIEW) !== undefined,
    expect: (story, at) => ({
      calls: [],
      shows: {
        loading: false,
        open: (doneOf(story, at, VIEW) as { title: string } | null)?.title ?? null,
        message: null,
      },
    }),
  },
  {
    rule: 'TUTO-1',
    says: 'Given the list is shown, closing shows the list alone',
    when: (story, at) => isEvent(story, at, 'tutorial.close') && phaseBefore(story, at) === 'list',
    expect: () => ({ calls: [], shows: { open: null, message: null } }),
  },
  {
    rule: 'TUTO-2',
    says: 'Given a tutorial call fails, its message "{errCode}:{errMsg}" is kept for the page to translate; a failed list offers a retry and keeps no tutorial',
    when: (story, at) => failure(story, at) !== undefined,
    expect: (story, at) => {
      const f = failure(story, at)
      const code = f?.code ?? -1
      const listFailed = failureAt(story, at, LIST) !== undefined
      return {
        calls: [],
        shows: {
          loading: false,
          open: null,
          retry: listFailed,
          ...(f?.kind === 'http'
            ? { message: `${String(code)}:${f.message.split(':').slice(1).join(':')}` }
            : {}),
        },
      }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given a tutorial call fails for a network or unexpected reason, the global error pop-up is raised; an errCode answer raises none',
    when: (story, at) => failure(story, at) !== undefined,
    expect: (story, at) => {
      const f = failure(story, at)
      return { popup: f ? raisesErrorPopup(f) : true }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given a tutorial call fails for a reason that names no call, the error names that call: GetTutorialList or GetTutorialView',
    when: (story, at) => namesNoCall(story, at, [LIST, VIEW]),
    expect: (story, at) => ({
      shows: {
        failedCall:
          story.steps[at]?.type === `${ERROR}${LIST}` ? 'GetTutorialList' : 'GetTutorialView',
      },
    }),
  },
]

export const tutorialsOracle: Oracle = { machine: 'tutorials', expectations }
