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
 * The home page's news, from spec 3 §2 ("Main page: news (4 items)"), §7 (GetList: "The main page
 * uses page 0 with size 4 for news") and spec 1 §8 (a network or unexpected error raises the
 * global error pop-up). Shows: `screen` (loading, list, empty) and `news` (the posts listed).
 */
const GET_LIST = 'loadNews'
/** Spec 3 §2, §7: four news posts on the main page. */
const MAIN_PAGE_NEWS = 4

const languageOf = (story: Story) => (story.input as { language?: string } | undefined)?.language
const asks = (story: Story, at: number) => isStart(story, at) || isEvent(story, at, 'home.retry')

/** The failure at this step of one of `services`, when it names no call (a throw that is not an API error). */
const namesNoCall = (story: Story, at: number, services: string[]): boolean => {
  const step = story.steps[at]
  const failed = services.some((s) => step?.type === `${ERROR}${s}`)
  const error: unknown = failed ? step?.event.error : undefined
  return error instanceof Error && !('apiName' in error)
}

const expectations: Expectation[] = [
  {
    rule: 'ERRPOP-1',
    says: 'Given the home page opens or the visitor retries, GetList is asked for the four newest news posts in the page language; none is listed yet',
    when: asks,
    expect: (story) => ({
      calls: [{ service: GET_LIST, input: { language: languageOf(story), count: MAIN_PAGE_NEWS } }],
      popup: false,
      shows: { screen: 'loading', news: [] },
    }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given GetList answers, its posts are listed and no error pop-up is raised',
    when: (story, at) => answerAt(story, at, GET_LIST) !== undefined,
    expect: (story, at) => ({
      calls: [],
      popup: false,
      shows: { screen: 'list', news: answerAt(story, at, GET_LIST) },
    }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given GetList fails, the list is empty, and a network or unexpected error raises the global error pop-up',
    when: (story, at) => failureAt(story, at, GET_LIST) !== undefined,
    expect: (story, at) => {
      const failure = failureAt(story, at, GET_LIST)
      return {
        calls: [],
        popup: failure ? raisesErrorPopup(failure) : true,
        shows: { screen: 'empty', news: [] },
      }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given GetList fails for a reason that names no call, the error pop-up names GetList',
    when: (story, at) => namesNoCall(story, at, [GET_LIST]),
    expect: () => ({ shows: { failedCall: 'GetList' } }),
  },
]

export const homeContentOracle: Oracle = { machine: 'homeContent', expectations }
