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
 * Pop-up suppression, from spec 1 §4 ("Pop-ups closed with a one-day choice stay hidden for a day
 * through a cookie of 86400 s on the parent domain with lax same-site; a 'lifetime' choice has no
 * expiry."), §2 (the survey: "appears 1 minute after page load and reappears only if the last
 * close was more than one day ago"; the legal pop-up: "once closed it never reopens") and spec 3
 * §4 ("Escape or an outside click closes popups.").
 * Shows: `open`, `ticked` (the choice the pop-up shows ticked). Cookies: `popup_<id> for a day`,
 * `popup_<id> for good`.
 */
const READ = 'readMemory'
const ONE_DAY_MS = 86_400_000

interface PopupFacts {
  id: string
  policy: 'dismissible' | 'survey' | 'legal'
}
interface MemoryFacts {
  now: number
  marked: boolean
  lastClosedAt: number | null
}

const popupOf = (story: Story): PopupFacts => story.input as PopupFacts
const memoryAt = (story: Story, at: number) => answerAt(story, at, READ) as MemoryFacts | undefined
/** The memory read last before step `at`. */
function lastMemory(story: Story, at: number): MemoryFacts | undefined {
  for (let i = at; i >= 0; i--) {
    const m = memoryAt(story, i)
    if (m) return m
  }
  return undefined
}
const isClose = (story: Story, at: number) =>
  ['popup.close', 'popup.escape', 'popup.outsideClick'].some((t) => isEvent(story, at, t))
/**
 * The choice in force when the pop-up closes at step `at`: one given with the close button wins,
 * else the last one the user ticked before ("don't show for a day" stays ticked whether the pop-up
 * is then closed by its button, Escape or a click outside), else none.
 */
function choiceAt(story: Story, at: number): unknown {
  const given = isEvent(story, at, 'popup.close') ? payloadAt(story, at).choice : undefined
  if (given !== undefined) return given
  for (let i = at - 1; i > 0; i--)
    if (isEvent(story, i, 'popup.choose')) return payloadAt(story, i).choice
  return 'none'
}
const surveyWaitEnds = (story: Story, at: number) =>
  popupOf(story).policy === 'survey' && (story.steps[at]?.type.startsWith('xstate.after.') ?? false)

const expectations: Expectation[] = [
  {
    rule: 'POPUP-1',
    says: "Given a page load, the pop-up's own cookie is read (that is where an earlier close is remembered)",
    when: (_story, at) => at === 0,
    expect: (story) => ({ calls: [{ service: READ, input: { id: popupOf(story).id } }] }),
  },
  {
    rule: 'POPUP-4',
    says: 'Given the survey is closed in any way, the time of the close is kept in its cookie, which outlives the day the rule counts from it',
    when: (story, at) => popupOf(story).policy === 'survey' && isClose(story, at),
    expect: (story) => ({
      cookies: [`popup_${popupOf(story).id} for good`],
      shows: { open: false },
    }),
  },
  {
    rule: 'POPUP-1',
    says: 'Given the page loads, no choice is ticked; given a choice ticked (or unticked), the pop-up shows it so; a close button given a choice shows that one',
    when: (story, at) =>
      at === 0 || isEvent(story, at, 'popup.choose') || isEvent(story, at, 'popup.close'),
    expect: (story, at) => ({
      shows: {
        ticked:
          at === 0
            ? 'none'
            : isEvent(story, at, 'popup.choose')
              ? payloadAt(story, at).choice
              : choiceAt(story, at),
      },
    }),
  },
  {
    rule: 'POPUP-1',
    says: 'Given a dismissible pop-up closed earlier for a day or for good (its cookie is present), it stays hidden',
    when: (story, at) =>
      popupOf(story).policy === 'dismissible' && memoryAt(story, at)?.marked === true,
    expect: () => ({ shows: { open: false } }),
  },
  {
    rule: 'POPUP-1',
    says: 'Given a dismissible pop-up never closed with a choice, it shows',
    when: (story, at) =>
      popupOf(story).policy === 'dismissible' && memoryAt(story, at)?.marked === false,
    expect: () => ({ shows: { open: true } }),
  },
  {
    rule: 'POPUP-1',
    says: 'Given a dismissible pop-up closed (button, Escape or outside click) with the one-day choice ticked, a cookie hides it for a day',
    when: (story, at) =>
      popupOf(story).policy === 'dismissible' &&
      choiceAt(story, at) === 'oneDay' &&
      isClose(story, at),
    expect: (story) => ({
      cookies: [`popup_${popupOf(story).id} for a day`],
      shows: { open: false },
    }),
  },
  {
    rule: 'POPUP-2',
    says: 'Given a dismissible pop-up closed (button, Escape or outside click) with the lifetime choice ticked, a cookie that never expires hides it',
    when: (story, at) =>
      popupOf(story).policy === 'dismissible' &&
      choiceAt(story, at) === 'lifetime' &&
      isClose(story, at),
    expect: (story) => ({
      cookies: [`popup_${popupOf(story).id} for good`],
      shows: { open: false },
    }),
  },
  {
    rule: 'POPUP-1',
    says: 'Given a choice ticked (or unticked) in an open pop-up, it stays open and nothing is written yet',
    when: (story, at) => isEvent(story, at, 'popup.choose'),
    expect: () => ({ cookies: [], shows: { open: true } }),
  },
  {
    rule: 'POPUP-6',
    says: 'Given a dismissible pop-up closed without a choice (button, Escape or outside click), it closes and nothing is remembered',
    when: (story, at) =>
      popupOf(story).policy === 'dismissible' &&
      choiceAt(story, at) === 'none' &&
      isClose(story, at),
    expect: () => ({ cookies: [], shows: { open: false } }),
  },
  {
    rule: 'POPUP-6',
    says: 'Given any pop-up, Escape or a click outside closes it',
    when: (story, at) =>
      isEvent(story, at, 'popup.escape') || isEvent(story, at, 'popup.outsideClick'),
    expect: () => ({ shows: { open: false } }),
  },
  {
    rule: 'POPUP-3',
    says: 'Given the survey, it does not show before one minute has passed (whether its cookie could be read or not)',
    when: (story, at) =>
      popupOf(story).policy === 'survey' &&
      (memoryAt(story, at) !== undefined || failureAt(story, at, READ) !== undefined),
    expect: () => ({ shows: { open: false } }),
  },
  {
    rule: 'POPUP-3',
    says: 'Given one minute has passed and the survey was never closed or closed over a day ago, it shows',
    when: (story, at) => {
      const m = lastMemory(story, at)
      return (
        surveyWaitEnds(story, at) &&
        (m?.lastClosedAt == null || m.now - m.lastClosedAt > ONE_DAY_MS)
      )
    },
    expect: () => ({ shows: { open: true } }),
  },
  {
    rule: 'POPUP-4',
    says: 'Given one minute has passed and the survey was closed less than a day ago, it does not reappear',
    when: (story, at) => {
      const m = lastMemory(story, at)
      return (
        surveyWaitEnds(story, at) && m?.lastClosedAt != null && m.now - m.lastClosedAt <= ONE_DAY_MS
      )
    },
    expect: () => ({ shows: { open: false } }),
  },
  {
    rule: 'POPUP-5',
    says: 'Given the legal pop-up was closed once (its cookie is present), it never shows again',
    when: (story, at) => popupOf(story).policy === 'legal' && memoryAt(story, at)?.marked === true,
    expect: () => ({ shows: { open: false } }),
  },
  {
    rule: 'POPUP-5',
    says: 'Given the legal pop-up not closed before, it shows on sign-in',
    when: (story, at) => popupOf(story).policy === 'legal' && memoryAt(story, at)?.marked === false,
    expect: () => ({ shows: { open: true } }),
  },
  {
    rule: 'POPUP-5',
    says: 'Given the legal pop-up is closed in any way, a cookie without expiry keeps it closed for good',
    when: (story, at) => popupOf(story).policy === 'legal' && isClose(story, at),
    expect: (story) => ({
      cookies: [`popup_${popupOf(story).id} for good`],
      shows: { open: false },
    }),
  },
  {
    rule: 'POPUP-1',
    says: 'Given the cookies cannot be read, the pop-up shows (nothing says it was closed)',
    when: (story, at) =>
      failureAt(story, at, READ) !== undefined && popupOf(story).policy !== 'survey',
    expect: () => ({ shows: { open: true } }),
  },
]

export const popupSuppressionOracle: Oracle = { machine: 'popupSuppression', expectations }
