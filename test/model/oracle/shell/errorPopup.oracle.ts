import {
  answerAt,
  failureAt,
  isEvent,
  payloadAt,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * The global error pop-up, from spec 1 §8: "Network or unexpected error: a global error pop-up with
 * header 'Error', a sentence about an error, the code in brackets and the first 20 characters of
 * the message, and two buttons: Contact us (to /support/contact) and Send error code (creates a
 * support ticket, shows loading). Dismissing goes home. The API name, code, message and detail are
 * carried." Shows: `open`, `code`, `loading`, `sent`.
 */
const SEND = 'sendErrorCode'

interface RaisedFacts {
  error: { apiName: string; code: number; message: string; detail: string }
  page?: string
}

/** The error raised last before step `at`, as the story says. */
function lastRaised(story: Story, at: number): RaisedFacts | undefined {
  for (let i = at; i >= 1; i--)
    if (isEvent(story, i, 'error.raised')) return payloadAt(story, i) as unknown as RaisedFacts
  return undefined
}

const expectations: Expectation[] = [
  {
    rule: 'ERRPOP-1',
    says: 'Given an error is raised, the pop-up opens with its code',
    when: (story, at) => isEvent(story, at, 'error.raised'),
    expect: (story, at) => ({
      calls: [],
      navigate: null,
      shows: { open: true, code: lastRaised(story, at)?.error.code, loading: false },
    }),
  },
  {
    rule: 'ERRPOP-2',
    says: 'Given the pop-up, Contact us leads to /support/contact',
    when: (story, at) => isEvent(story, at, 'error.contact'),
    expect: () => ({ calls: [], navigate: '/support/contact', shows: { open: false } }),
  },
  {
    rule: 'ERRPOP-3',
    says: 'Given the pop-up, Send error code creates a ticket carrying the API name, code, message and detail, and shows loading',
    when: (story, at) => isEvent(story, at, 'error.send'),
    expect: (story, at) => {
      const raised = lastRaised(story, at)
      return {
        calls: [{ service: SEND, input: { error: raised?.error, page: raised?.page ?? '' } }],
        navigate: null,
        shows: { open: true, loading: true },
      }
    },
  },
  {
    rule: 'ERRPOP-3',
    says: 'Given the ticket was created, loading stops and the pop-up says so',
    when: (story, at) => answerAt(story, at, SEND) !== undefined,
    expect: () => ({ navigate: null, shows: { open: true, loading: false, sent: true } }),
  },
  {
    rule: 'ERRPOP-3',
    says: 'Given the ticket could not be created, loading stops and the pop-up stays',
    when: (story, at) => failureAt(story, at, SEND) !== undefined,
    expect: () => ({ navigate: null, shows: { open: true, loading: false, sent: false } }),
  },
  {
    rule: 'ERRPOP-4',
    says: 'Given the pop-up, dismissing it goes home',
    when: (story, at) => isEvent(story, at, 'error.dismiss'),
    expect: () => ({ calls: [], navigate: '/', shows: { open: false } }),
  },
]

export const errorPopupOracle: Oracle = { machine: 'errorPopup', expectations }
