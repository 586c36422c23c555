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
 * A news post, from spec 3 §2 ("Detail view by sequence number. If the content is missing, the
 * user is redirected to a route supplied by the caller"), §7 (GetView: payload seq and lang; if
 * info is missing, redirect) and §8 (errCode not 0: nothing happens). Shows: `loading`, `post`
 * (its seq) and `retry`.
 */
const GET_VIEW = 'loadPost'

interface PostInput {
  language: string
  seq: number
  missingTo: string
}
const inputOf = (story: Story) => story.input as PostInput
const answered = (story: Story, at: number) =>
  answerAt(story, at, GET_VIEW) as { seq: number } | null | undefined

/** The failure at this step of one of `services`, when it names no call (a throw that is not an API error). */
const namesNoCall = (story: Story, at: number, services: string[]): boolean => {
  const step = story.steps[at]
  const failed = services.some((s) => step?.type === `${ERROR}${s}`)
  const error: unknown = failed ? step?.event.error : undefined
  return error instanceof Error && !('apiName' in error)
}

const expectations: Expectation[] = [
  {
    rule: 'POST-1',
    says: 'Given the post opens or the visitor retries, GetView is asked for its seq in the page language',
    when: (story, at) => isStart(story, at) || isEvent(story, at, 'post.retry'),
    expect: (story) => ({
      calls: [
        {
          service: GET_VIEW,
          input: { language: inputOf(story).language, seq: inputOf(story).seq },
        },
      ],
      navigate: null,
      shows: { loading: true, post: null, retry: false },
    }),
  },
  {
    rule: 'POST-1',
    says: 'Given GetView answers the post, it is shown and the page stays',
    when: (story, at) => {
      const a = answered(story, at)
      return a !== undefined && a !== null
    },
    expect: (story, at) => ({
      navigate: null,
      popup: false,
      shows: { loading: false, post: answered(story, at)?.seq, retry: false },
    }),
  },
  {
    rule: 'POST-2',
    says: 'Given GetView answers no info, the visitor is sent to the route the caller supplied',
    when: (story, at) => answered(story, at) === null,
    expect: (story) => ({ navigate: inputOf(story).missingTo, popup: false }),
  },
  {
    rule: 'POST-3',
    says: 'Given GetView fails, nothing is shown and nobody is sent anywhere; a retry is offered',
    when: (story, at) => failureAt(story, at, GET_VIEW) !== undefined,
    expect: () => ({ navigate: null, shows: { loading: false, post: null, retry: true } }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given GetView fails for a network or unexpected reason, the global error pop-up is raised; a refusal raises none',
    when: (story, at) => failureAt(story, at, GET_VIEW) !== undefined,
    expect: (story, at) => {
      const f = failureAt(story, at, GET_VIEW)
      return { popup: f ? raisesErrorPopup(f) : true }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given GetView fails for a reason that names no call, the error pop-up names GetView',
    when: (story, at) => namesNoCall(story, at, [GET_VIEW]),
    expect: () => ({ shows: { failedCall: 'GetView' } }),
  },
]

export const contentPostOracle: Oracle = { machine: 'contentPost', expectations }
