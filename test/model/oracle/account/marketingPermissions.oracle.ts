import {
  answerAt,
  failureAt,
  isEvent,
  isStart,
  payloadAt,
  errorPopupOf,
  type Expectation,
  type Oracle,
  type Story,
} from '../core/oracle.ts'

/**
 * The marketing-permissions pop-up, from spec 1 §4 ("Marketing permissions pop-up is shown only to
 * company users with agreement 0, a verified e-mail and a known country"), §2 ("newsletter toggle,
 * language, occupation (personal users) or industry (company users)"), §3 (the lists: 8 job roles
 * or 10 industries, Others = 99), §7 (PUT MemberRequiredInfoSet: agreement, preferredLang, job), §8
 * (network or unexpected errors raise the global error pop-up) and the two choices the spec leaves
 * open (MARKETING-4: a close without saving hides it for a day; MARKETING-5: a save hides it for good).
 * Shows: `open`, `settled` (no longer deciding: the shell's later pop-ups may show, POPUP-7),
 * `busy`, `newsletter`, `language`, `job`, `jobMissing`, `error`.
 */
const READ = 'readMemory'
const SAVE = 'saveRequiredInfo'
const DAY_COOKIE = 'popup_marketing for a day'
const GOOD_COOKIE = 'popup_marketing for good'
const LANGUAGES = ['en', 'ko', 'ja', 'zh']
const OTHERS = 99

interface UserFacts {
  memberType: number
  comId: string
  agreement: number
  isVerifyEmail: boolean
  country: string
  preferredLang: string
  job?: number
}
interface InputFacts {
  user: UserFacts | null
  language: string
}
const inputOf = (story: Story) => story.input as InputFacts

/**
 * Spec 1 §3, the account/header reading: "a company without comId is treated as 3 (company),
 * otherwise 2 (end user)"; the company side is COMPANY_USER 3, END_USER 5 and CVF_END_USER 8.
 */
const isCompany = (u: UserFacts) => [3, 5, 8].includes(u.memberType) && u.comId === ''
/** Spec 1 §4: company user, agreement 0, verified e-mail, a known country (a two-letter code). */
function isAsked(story: Story): boolean {
  const u = inputOf(story).user
  return (
    u !== null &&
    isCompany(u) &&
    u.agreement === 0 &&
    u.isVerifyEmail &&
    /^[A-Z]{2}$/.test(u.country)
  )
}
/** Spec 1 §3: industries (10) for company users, job roles (8) for personal users; Others = 99. */
function listOf(story: Story): number[] {
  const u = inputOf(story).user
  const count = u !== null && isCompany(u) ? 10 : 8
  return [...Array.from({ length: count }, (_, i) => i + 1), OTHERS]
}

interface Answers {
  newsletter: boolean
  language: string
  job: number | null
}
/** The answers in the pop-up before step `at`: the member's own as the start, then what was changed. */
function answersBefore(story: Story, at: number): Answers {
  const { user, language } = inputOf(story)
  const own = user?.preferredLang ?? ''
  const list = listOf(story)
  const answers: Answers = {
    newsletter: false,
    language: LANGUAGES.includes(own) ? own : language,
    // A stored 99 (what sign-up gives every company) is not an answer: the member chooses.
    job:
      user?.job !== undefined && user.job !== OTHERS && list.includes(user.job) ? user.job : null,
  }
  for (let i = 1; i < at; i++) {
    const step = story.steps[i]
    const p = payloadAt(story, i)
    if (step?.type === 'marketing.newsletter') answers.newsletter = p.on === true
    if (step?.type === 'marketing.language') answers.language = String(p.language)
    if (step?.type === 'marketing.job' && list.includes(Number(p.job))) answers.job = Number(p.job)
  }
  return answers
}
const answersAfter = (story: Story, at: number) => answersBefore(story, at + 1)
const codeOf = (answer: unknown) =>
  (answer as { result?: { errCode?: number } } | undefined)?.result?.errCode
const memoryRead = (story: Story, at: number) =>
  answerAt(story, at, READ) as { marked: boolean } | undefined
const isClose = (story: Story, at: number) =>
  ['marketing.close', 'marketing.escape', 'marketing.outsideClick'].some((t) =>
    isEvent(story, at, t),
  )
/** The save at step `at` is sent: every answer is given. */
const saveSent = (story: Story, at: number) =>
  isEvent(story, at, 'marketing.save') && answersBefore(story, at).job !== null

const shownAnswers = (a: Answers) => ({
  newsletter: a.newsletter,
  language: a.language,
  job: a.job,
})

const expectations: Expectation[] = [
  {
    rule: 'MARKETING-1',
    says: 'Given a page opens, the pop-up does not show before its cookie is read (the later pop-ups wait) and nothing is sent',
    when: isStart,
    expect: () => ({ shows: { open: false, settled: false }, navigate: null, popup: false }),
  },
  {
    rule: 'MARKETING-1',
    says: 'Given anyone but a company user with agreement 0, a verified e-mail and a known country, the pop-up never shows',
    when: (story, at) =>
      !isAsked(story) &&
      (memoryRead(story, at) !== undefined || failureAt(story, at, READ) !== undefined),
    expect: () => ({ calls: [], cookies: [], shows: { open: false, settled: true } }),
  },
  {
    rule: 'MARKETING-1',
    says: 'Given a company user with agreement 0, a verified e-mail and a known country who has not closed or answered it in this browser, the pop-up shows with the own answers',
    when: (story, at) =>
      isAsked(story) &&
      (memoryRead(story, at)?.marked === false || failureAt(story, at, READ) !== undefined),
    expect: (story, at) => ({
      calls: [],
      shows: {
        open: true,
        busy: false,
        jobMissing: false,
        error: null,
        ...shownAnswers(answersAfter(story, at)),
      },
    }),
  },
  {
    rule: 'MARKETING-4',
    says: 'Given the pop-up was closed less than a day ago or answered (its cookie is present), it does not show',
    when: (story, at) => isAsked(story) && memoryRead(story, at)?.marked === true,
    expect: () => ({ calls: [], shows: { open: false, settled: true } }),
  },
  {
    rule: 'MARKETING-2',
    says: 'Given the member switches the newsletter, chooses a language or an occupation/industry of the list, the pop-up shows it and sends nothing; a code not in the list changes nothing',
    when: (story, at) =>
      ['marketing.newsletter', 'marketing.language', 'marketing.job'].some((t) =>
        isEvent(story, at, t),
      ),
    expect: (story, at) => ({
      calls: [],
      cookies: [],
      shows: { open: true, ...shownAnswers(answersAfter(story, at)) },
    }),
  },
  {
    rule: 'MARKETING-2',
    says: 'Given Save without an occupation or industry, the field is flagged and nothing is sent',
    when: (story, at) => isEvent(story, at, 'marketing.save') && !saveSent(story, at),
    expect: () => ({
      calls: [],
      cookies: [],
      shows: { open: true, jobMissing: true, busy: false },
    }),
  },
  {
    rule: 'MARKETING-3',
    says: 'Given Save with every answer, MemberRequiredInfoSet is sent with agreement 1 for a newsletter yes (0 for a no), the language and the code',
    when: saveSent,
    expect: (story, at) => {
      const a = answersBefore(story, at)
      return {
        calls: [
          {
            service: SAVE,
            input: { agreement: a.newsletter ? 1 : 0, preferredLang: a.language, job: a.job },
          },
        ],
        cookies: [],
        shows: { open: true, busy: true, jobMissing: false, error: null },
      }
    },
  },
  {
    rule: 'MARKETING-3',
    says: 'Given MemberRequiredInfoSet answered errCode 0, the pop-up closes, the session is asked again and it is remembered for good',
    when: (story, at) => codeOf(answerAt(story, at, SAVE)) === 0,
    expect: () => ({
      cookies: [GOOD_COOKIE, 'session asked again'],
      popup: false,
      shows: { open: false, settled: true },
    }),
  },
  {
    rule: 'MARKETING-6',
    says: 'Given MemberRequiredInfoSet refused (another errCode), the pop-up stays with every answer and shows the code',
    when: (story, at) => {
      const code = codeOf(answerAt(story, at, SAVE))
      return code !== undefined && code !== 0
    },
    expect: (story, at) => ({
      cookies: [],
      popup: false,
      shows: {
        open: true,
        busy: false,
        error: codeOf(answerAt(story, at, SAVE)),
        ...shownAnswers(answersBefore(story, at)),
      },
    }),
  },
  {
    rule: 'MARKETING-6',
    says: 'Given MemberRequiredInfoSet failed, the pop-up stays with every answer and an error; a network or unexpected failure also raises the global error pop-up',
    when: (story, at) => failureAt(story, at, SAVE) !== undefined,
    expect: (story, at) => {
      const f = failureAt(story, at, SAVE)
      return {
        cookies: [],
        popup: f ? errorPopupOf(f) : false,
        shows: {
          open: true,
          busy: false,
          error: f?.code ?? null,
          ...shownAnswers(answersBefore(story, at)),
        },
      }
    },
  },
  {
    rule: 'MARKETING-4',
    says: 'Given the pop-up is closed without saving (close button, Escape or a click outside), it closes, nothing is sent and a one-day cookie hides it until tomorrow',
    when: isClose,
    expect: () => ({
      calls: [],
      cookies: [DAY_COOKIE],
      popup: false,
      shows: { open: false, settled: true },
    }),
  },
]

export const marketingPermissionsOracle: Oracle = { machine: 'marketingPermissions', expectations }
