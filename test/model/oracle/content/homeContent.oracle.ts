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
 * The home page's news, from spec 3 §2 ("Main page: news (4 items)"), §7 (GetList: "The main page
 * uses page 0 with size 4 for news") and spec 1 §8 (a network or unexpected error raises the
 * global error pop-up). Shows: `screen` (loading, list, empty) and `news` (the posts listed).
 */
const GET_LIST = 'loadNews'
/** Spec 3 §2, §7: four news posts on the main page. */
const MAIN_PAGE_NEWS = 4

const languageOf = (story: Story) => (story.input as { language?: string } | undefined)?.language
const asks = (story: Story, at: number) => isStart(story, at) || isEvent(story, at, 'home.retry')

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
]

export const homeContentOracle: Oracle = { machine: 'homeContent', expectations }
