import {
  answerAt,
  failureAt,
  isEvent,
  isStart,
  errorPopupOf,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'
import { LIMITS } from '../../../../src/contract/index.ts'

/**
 * Account deletion, from spec 1 §7 ("DeleteUser (comId, brId, surveyTxt) … result.errCode"), §4
 * ("Ending the session clears cookies and redirects") and §8 (network or unexpected errors raise the
 * global error pop-up). Shows: `screen` (account, confirm, leaving), `busy`, `error` (a code or null).
 */
const DELETE = 'deleteUser'
const HOME = '/'

const ids = (story: Story) => story.input as { comId: string; brId: string }
/**
 * The survey text as the member last typed it before step `at`, without the blanks around it; the
 * field keeps no more than DeleteUser takes (the contract's text limit).
 */
function surveyBefore(story: Story, at: number): string {
  let text = ''
  for (const step of story.steps.slice(1, at))
    if (step.type === 'survey.change') text = String(step.event.value)
  return Array.from(text).slice(0, LIMITS.textMax).join('').trim()
}
const codeOf = (answer: unknown) =>
  (answer as { result?: { errCode?: number } } | undefined)?.result?.errCode

const expectations: Expectation[] = [
  {
    rule: 'DELETE-1',
    says: 'Given the account page opens, nothing is asked or sent',
    when: isStart,
    expect: () => ({ calls: [], shows: { screen: 'account', busy: false } }),
  },
  {
    rule: 'DELETE-1',
    says: 'Given the member asks to delete the account, the confirmation with the survey shows and nothing is sent yet',
    when: (story, at) => isEvent(story, at, 'deletion.start'),
    expect: () => ({ calls: [], shows: { screen: 'confirm', error: null } }),
  },
  {
    rule: 'DELETE-1',
    says: 'Given the member cancels, the confirmation closes with any error, and nothing is sent or signed out',
    when: (story, at) => isEvent(story, at, 'deletion.cancel'),
    expect: () => ({
      calls: [],
      cookies: [],
      navigate: null,
      shows: { screen: 'account', error: null },
    }),
  },
  {
    rule: 'DELETE-2',
    says: "Given the member confirms, DeleteUser is sent with the member's own comId and brId and the survey text, and an earlier error goes",
    when: (story, at) => isEvent(story, at, 'deletion.confirm'),
    expect: (story, at) => ({
      calls: [
        {
          service: DELETE,
          input: {
            comId: ids(story).comId,
            brId: ids(story).brId,
            surveyTxt: surveyBefore(story, at),
          },
        },
      ],
      shows: { screen: 'confirm', busy: true, error: null },
    }),
  },
  {
    rule: 'DELETE-2',
    says: 'Given DeleteUser answered errCode 0, the session is forgotten and the member goes home',
    when: (story, at) => codeOf(answerAt(story, at, DELETE)) === 0,
    expect: () => ({
      cookies: ['session cleared', 'session asked again'],
      navigate: HOME,
      popup: false,
      shows: { screen: 'leaving' },
    }),
  },
  {
    rule: 'DELETE-3',
    says: 'Given DeleteUser refused (another errCode), the member stays signed in on the confirmation, which shows the code',
    when: (story, at) => {
      const code = codeOf(answerAt(story, at, DELETE))
      return code !== undefined && code !== 0
    },
    expect: (story, at) => ({
      cookies: [],
      navigate: null,
      popup: false,
      shows: { screen: 'confirm', busy: false, error: codeOf(answerAt(story, at, DELETE)) },
    }),
  },
  {
    rule: 'DELETE-3',
    says: 'Given DeleteUser failed, the member stays signed in on the confirmation with an error; a network or unexpected failure also raises the global error pop-up',
    when: (story, at) => failureAt(story, at, DELETE) !== undefined,
    expect: (story, at) => {
      const f = failureAt(story, at, DELETE)
      return {
        cookies: [],
        navigate: null,
        popup: f ? errorPopupOf(f) : false,
        shows: { screen: 'confirm', busy: false, error: f?.code ?? null },
      }
    },
  },
]

export const accountDeletionOracle: Oracle = { machine: 'accountDeletion', expectations }
