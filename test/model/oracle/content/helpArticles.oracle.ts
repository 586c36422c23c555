import {
  ERROR,
  DONE,
  failureAt,
  isEvent,
  isStart,
  raisesErrorPopup,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * The FAQ and help articles of /support, from spec 3 §2 (help centre per locale, fixed sections),
 * §3 ("The FAQ list is fetched per language … Sections and articles are requested by lang and
 * sectionId"), §7 (zendeskGetFaq, zendeskGetSection, zendeskGetArticles) and spec 1 §8.
 * Shows: `loading`, `faq` (titles), `articles` (titles of every section), `retry`.
 */
const LOAD = 'loadHelp'
interface Help {
  faq: { title: string }[]
  sections: { articles: { title: string }[] }[]
}
const answerOf = (story: Story, at: number): Help | undefined => {
  const step = story.steps[at]
  return step?.type === `${DONE}${LOAD}` ? (step.event.output as Help) : undefined
}
const isFailure = (story: Story, at: number) => failureAt(story, at, LOAD) !== undefined
const failedBefore = (story: Story, at: number): boolean => {
  let failed = false
  for (let i = 1; i < at; i++) {
    if (isFailure(story, i)) failed = true
    else if (answerOf(story, i) || isEvent(story, i, 'help.retry')) failed = false
  }
  return failed
}
const asked = (story: Story) => [
  { service: LOAD, input: { language: (story.input as { language: string }).language } },
]

/** The failure at this step of one of `services`, when it names no call (a throw that is not an API error). */
const namesNoCall = (story: Story, at: number, services: string[]): boolean => {
  const step = story.steps[at]
  const failed = services.some((s) => step?.type === `${ERROR}${s}`)
  const error: unknown = failed ? step?.event.error : undefined
  return error instanceof Error && !('apiName' in error)
}

const expectations: Expectation[] = [
  {
    rule: 'HELP-1',
    says: 'Given the support page opens, or the visitor retries after a failure, the help content is asked in the page language',
    when: (story, at) =>
      isStart(story, at) || (isEvent(story, at, 'help.retry') && failedBefore(story, at)),
    expect: (story) => ({
      calls: asked(story),
      popup: false,
      shows: { loading: true, faq: [], articles: [], retry: false },
    }),
  },
  {
    rule: 'HELP-1',
    says: 'Given the help centre answers, its FAQ and the articles of each section are shown',
    when: (story, at) => answerOf(story, at) !== undefined,
    expect: (story, at) => {
      const help = answerOf(story, at)
      return {
        calls: [],
        popup: false,
        shows: {
          loading: false,
          faq: help?.faq.map((f) => f.title) ?? [],
          articles: help?.sections.flatMap((s) => s.articles.map((a) => a.title)) ?? [],
          retry: false,
        },
      }
    },
  },
  {
    rule: 'HELP-1',
    says: 'Given the help centre fails, nothing is shown but a retry',
    when: isFailure,
    expect: () => ({ calls: [], shows: { loading: false, faq: [], articles: [], retry: true } }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given the help centre fails for a network or unexpected reason, the global error pop-up is raised; a refused request raises none',
    when: isFailure,
    expect: (story, at) => {
      const failure = failureAt(story, at, LOAD)
      return { popup: failure ? raisesErrorPopup(failure) : true }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given the FAQ cannot be read for a reason that names no call, the error pop-up names the FAQ list call, zendeskGetFaq',
    when: (story, at) => namesNoCall(story, at, [LOAD]),
    expect: () => ({ shows: { failedCall: 'zendeskGetFaq' } }),
  },
]

export const helpArticlesOracle: Oracle = { machine: 'helpArticles', expectations }
