import {
  answerAt,
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
 * The community submission, from spec 3 §2 (terms and privacy pop-ups), §3 (fields, the model
 * sent), §4 (submit enabled only with every required field and both agreements; progress 90, then
 * 100; fade 500 ms, reset 600 ms, scroll restored after 100 ms), §5 (Steam ID exactly 17, zip under
 * 52428800 bytes, no-zip alert, country falls back to KR), §8 (size and no-zip alerts). Shows:
 * `form`, `sending`, `faded`, `success`, `progress`, `alert`, `popup`, `zip`, `steamId`, `country`.
 */
const SEND = 'sendSubmission'
const ZIP_LIMIT = 52_428_800
const FADE = 'xstate.after.FADE.'
const RESET = 'xstate.after.RESET.'
const SCROLL = 'xstate.after.SCROLL_RESTORE.'

interface FormInput {
  country: string
  initial?: Record<string, string>
}
const inputOf = (story: Story) => story.input as FormInput
const startsWith = (story: Story, at: number, prefix: string) =>
  story.steps[at]?.type.startsWith(prefix) === true

/** What the form holds before step `at`, told from the story's facts (spec 3 §4: a success clears it). */
interface Form {
  terms: boolean
  privacy: boolean
  member: boolean
  zip: string | null
  steamId: string
  scrollY: number
}
function formBefore(story: Story, at: number): Form {
  const fresh = (): Form => ({
    terms: false,
    privacy: false,
    member: false,
    zip: null,
    steamId: inputOf(story).initial?.steamId ?? '',
    scrollY: 0,
  })
  let form = fresh()
  let scrollY = 0
  for (let i = 1; i < at; i++) {
    const step = story.steps[i]
    if (!step) continue
    const e = step.event
    if (step.type === 'terms.toggle') form.terms = !form.terms
    if (step.type === 'privacy.toggle') form.privacy = !form.privacy
    if (step.type === 'memberType.choose') form.member = true
    if (step.type === 'zip.remove') form.zip = null
    if (step.type === 'zip.choose') {
      const zip = e.zip as { name: string; size: number }
      if (zip.size < ZIP_LIMIT) form.zip = zip.name
    }
    if (step.type === 'field.change' && e.field === 'steamId') form.steamId = String(e.value)
    if (step.type === 'submission.submit') scrollY = Number(e.scrollY)
    if (step.type.startsWith(FADE) || step.type === 'submission.again') form = fresh()
    form.scrollY = scrollY
  }
  return form
}
/** Spec 3 §4: submit is enabled only when all required fields and both agreements are filled. */
const enabled = (f: Form) => f.terms && f.privacy && f.member && f.steamId.trim() !== ''

const submitting = (story: Story, at: number) => isEvent(story, at, 'submission.submit')

const expectations: Expectation[] = [
  {
    rule: 'SUBMIT-3',
    says: 'Given the form opens without a locale country, the country is KR; nothing is sent',
    when: (story, at) => isStart(story, at) && inputOf(story).country === '',
    expect: () => ({
      calls: [],
      shows: { form: true, country: 'KR', progress: null, alert: null, popup: null },
    }),
  },
  {
    rule: 'SUBMIT-3',
    says: 'Given the Steam ID is changed to anything but 17 characters, its state is min',
    when: (story, at) =>
      isEvent(story, at, 'field.change') &&
      payloadAt(story, at).field === 'steamId' &&
      String(payloadAt(story, at).value).trim().length !== 17,
    expect: () => ({ shows: { steamId: 'min' } }),
  },
  {
    rule: 'SUBMIT-4',
    says: 'Given a zip of 52428800 bytes or more is chosen, the size alert shows and the zip is not kept',
    when: (story, at) =>
      isEvent(story, at, 'zip.choose') &&
      (payloadAt(story, at).zip as { size: number }).size >= ZIP_LIMIT,
    expect: (story, at) => ({
      calls: [],
      shows: { alert: 'size', zip: formBefore(story, at).zip },
    }),
  },
  {
    rule: 'SUBMIT-4',
    says: 'Given a zip under 52428800 bytes is chosen, it is kept',
    when: (story, at) =>
      isEvent(story, at, 'zip.choose') &&
      (payloadAt(story, at).zip as { size: number }).size < ZIP_LIMIT,
    expect: (story, at) => ({
      shows: { alert: null, zip: (payloadAt(story, at).zip as { name: string }).name },
    }),
  },
  {
    rule: 'SUBMIT-6',
    says: 'Given submit is pressed without every required field and both agreements, nothing is sent',
    when: (story, at) => submitting(story, at) && !enabled(formBefore(story, at)),
    expect: () => ({ calls: [], shows: { form: true, sending: false } }),
  },
  {
    rule: 'SUBMIT-5',
    says: 'Given submit is enabled but no zip is chosen, the no-zip alert shows and nothing is sent',
    when: (story, at) =>
      submitting(story, at) && enabled(formBefore(story, at)) && formBefore(story, at).zip === null,
    expect: () => ({ calls: [], shows: { form: true, alert: 'noZip', sending: false } }),
  },
  {
    rule: 'SUBMIT-3',
    says: 'Given submit is enabled with a zip but a Steam ID that is not 17 characters, nothing is sent',
    when: (story, at) => {
      const f = formBefore(story, at)
      return submitting(story, at) && enabled(f) && f.zip !== null && f.steamId.length !== 17
    },
    expect: () => ({ calls: [], shows: { form: true, steamId: 'min', sending: false } }),
  },
  {
    rule: 'SUBMIT-7',
    says: 'Given a valid form with a zip is submitted, it is sent and progress starts',
    when: (story, at) => {
      const f = formBefore(story, at)
      return submitting(story, at) && enabled(f) && f.zip !== null && f.steamId.length === 17
    },
    expect: () => ({ shows: { sending: true, progress: 0, alert: null } }),
  },
  {
    rule: 'SUBMIT-8',
    says: 'Given every byte has gone out, progress is held at 90 until the server answers',
    when: (story, at) => isEvent(story, at, 'upload.progress'),
    expect: () => ({ shows: { sending: true, progress: 90 } }),
  },
  {
    rule: 'SUBMIT-8',
    says: 'Given the server answers errCode 0, progress is 100',
    when: (story, at) => answerAt(story, at, SEND) !== undefined,
    expect: () => ({ popup: false, shows: { progress: 100, success: false } }),
  },
  {
    rule: 'SUBMIT-9',
    says: 'Given 500 ms have passed after success, the form fades, cleared',
    when: (story, at) => startsWith(story, at, FADE),
    expect: () => ({ shows: { faded: true, zip: null, progress: 100 } }),
  },
  {
    rule: 'SUBMIT-9',
    says: 'Given 600 ms have passed after success, progress is hidden and the success state shows',
    when: (story, at) => startsWith(story, at, RESET),
    expect: () => ({ shows: { success: true, progress: null, zip: null } }),
  },
  {
    rule: 'SUBMIT-9',
    says: 'Given 100 ms more have passed, the page scrolls back to where it was when the form was sent',
    when: (story, at) => startsWith(story, at, SCROLL),
    expect: (story, at) => ({
      navigate: `scroll ${String(formBefore(story, at).scrollY)}`,
      shows: { success: true },
    }),
  },
  {
    rule: 'SUBMIT-10',
    says: 'Given the server refuses the zip as too big (-5500) or finds none (-5600), the matching alert shows over the form as it was',
    when: (story, at) => {
      const f = failureAt(story, at, SEND)
      return f !== undefined && (f.code === -5500 || f.code === -5600)
    },
    expect: (story, at) => ({
      popup: false,
      shows: {
        form: true,
        progress: null,
        alert: failureAt(story, at, SEND)?.code === -5500 ? 'size' : 'noZip',
        zip: formBefore(story, at).zip,
      },
    }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given the sending fails otherwise, the form stays as it was; a network or server failure raises the error pop-up',
    when: (story, at) => {
      const f = failureAt(story, at, SEND)
      return f !== undefined && f.code !== -5500 && f.code !== -5600
    },
    expect: (story, at) => {
      const f = failureAt(story, at, SEND)
      return {
        popup: f ? raisesErrorPopup(f) : true,
        shows: { form: true, progress: null, zip: formBefore(story, at).zip },
      }
    },
  },
  {
    rule: 'SUBMIT-11',
    says: 'Given the terms or the privacy link is opened, its pop-up shows; closing hides it',
    when: (story, at) =>
      isEvent(story, at, 'terms.open') ||
      isEvent(story, at, 'privacy.open') ||
      isEvent(story, at, 'popup.close'),
    expect: (story, at) => ({
      shows: {
        popup: isEvent(story, at, 'terms.open')
          ? 'terms'
          : isEvent(story, at, 'privacy.open')
            ? 'privacy'
            : null,
      },
    }),
  },
]

export const communitySubmissionOracle: Oracle = { machine: 'communitySubmission', expectations }
