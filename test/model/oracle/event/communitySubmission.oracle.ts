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
 * The community submission, from spec 3 §2 (terms and privacy pop-ups), §3 (fields, each with its
 * text and regexp state; the model sent: isPro always false, cpu the GPU value), §4 (submit enabled
 * only with every required field and both agreements; progress 90, then 100; fade 500 ms, reset
 * 600 ms, scroll restored after 100 ms), §5 (the blank check; the e-mail pattern; the URL always
 * accepted; Steam ID exactly 17; zip under 52428800 bytes, no-zip alert; country falls back to KR),
 * §8 (size and no-zip alerts). The form is followed from the story's events alone.
 */
const SEND = 'sendSubmission'
const ZIP_LIMIT = 52_428_800
const FADE = 'xstate.after.FADE.'
const RESET = 'xstate.after.RESET.'
const SCROLL = 'xstate.after.SCROLL_RESTORE.'
/** Spec 3 §3: name, email, city, web site url, tell us about CG, artwork title, artwork content, gpu, renderer, steam id. */
const TEXT = [
  'name',
  'email',
  'city',
  'url',
  'q1',
  'q2Title',
  'q2',
  'gpu',
  'renderer',
  'steamId',
] as const

interface FormInput {
  kind: string
  country: string
  initial?: Record<string, string>
}
const inputOf = (story: Story) => story.input as FormInput
const startsWith = (story: Story, at: number, prefix: string) =>
  story.steps[at]?.type.startsWith(prefix) === true

const blank = (v: string) =>
  v === '' || v === ' ' || v.replace(/[\s\u200B-\u200D\u2060\uFEFF\u3000]/g, '') === ''
/** Spec 3 §5: local part, at sign, domain, dot, suffix. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]+$/
/** Spec 3 §5: the state a value gives its field. */
function stateOf(field: string, value: string): string {
  if (field === 'url') return 'success'
  if (blank(value)) return 'blank'
  if (field === 'email') return EMAIL.test(value.trim()) ? 'success' : 'vaild'
  if (field === 'steamId') return value.trim().length === 17 ? 'success' : 'min'
  return 'success'
}

type Where = 'form' | 'sending' | 'sent' | 'faded' | 'success' | 'done'
interface Zip {
  name: string
  size: number
  file: unknown
}
/** What the form holds after step `at`, told from the story's facts. */
interface Form {
  where: Where
  values: Record<string, string>
  states: Record<string, string>
  kind: string
  country: string
  memberType: string
  terms: boolean
  privacy: boolean
  zip: Zip | null
  alert: 'size' | 'noZip' | null
  progress: number | null
  scrollY: number
  /** The failure the form's message tells of (its call and code), until the next sending. */
  failure: string | null
}

function fresh(story: Story): Form {
  const values: Record<string, string> = {
    ...Object.fromEntries(TEXT.map((f) => [f, ''])),
    ...inputOf(story).initial,
  }
  return {
    where: 'form',
    values,
    states: Object.fromEntries(
      TEXT.map((f) => [f, values[f] === '' ? 'initial' : stateOf(f, values[f] ?? '')]),
    ),
    kind: inputOf(story).kind,
    country: inputOf(story).country === '' ? 'KR' : inputOf(story).country,
    memberType: '',
    terms: false,
    privacy: false,
    zip: null,
    alert: null,
    progress: null,
    scrollY: 0,
    failure: null,
  }
}

/** Spec 3 §4: submit is enabled only when all required fields and both agreements are filled. */
const enabled = (f: Form) =>
  f.terms &&
  f.privacy &&
  f.memberType !== '' &&
  TEXT.every((t) => t === 'url' || !blank(f.values[t] ?? ''))
const everyState = (f: Form) =>
  Object.fromEntries(TEXT.map((t) => [t, stateOf(t, f.values[t] ?? '')]))
const allValid = (f: Form) => Object.values(everyState(f)).every((s) => s === 'success')

/** The call a failure names, or FF2112 when it names none (spec 1 §8: the pop-up carries the api name). */
function apiOf(story: Story, at: number): string {
  const named = (payloadAt(story, at).error as { apiName?: unknown } | undefined)?.apiName
  return typeof named === 'string' ? named : 'FF2112'
}

function formAfter(story: Story, at: number): Form {
  let f = fresh(story)
  for (let i = 1; i <= at; i++) {
    const step = story.steps[i]
    if (!step) continue
    const e = step.event
    const editing = f.where === 'form'
    const failure = failureAt(story, i, SEND)
    if (editing && step.type === 'field.change') {
      const field = String(e.field)
      f.values = { ...f.values, [field]: String(e.value) }
      f.states = { ...f.states, [field]: stateOf(field, String(e.value)) }
    } else if (editing && step.type === 'country.choose') f.country = String(e.value)
    else if (editing && step.type === 'memberType.choose') f.memberType = String(e.value)
    else if (editing && step.type === 'kind.choose') f.kind = String(e.value)
    else if (editing && step.type === 'zip.choose') {
      const zip = e.zip as Zip
      if (zip.size >= ZIP_LIMIT) f.alert = 'size'
      else f = { ...f, zip, alert: null }
    } else if (editing && step.type === 'zip.remove') f.zip = null
    else if (editing && step.type === 'terms.toggle') f.terms = !f.terms
    else if (editing && step.type === 'privacy.toggle') f.privacy = !f.privacy
    else if (editing && step.type === 'alert.close') f.alert = null
    else if (editing && step.type === 'submission.submit') {
      if (!enabled(f)) f.states = everyState(f)
      else if (f.zip === null) f = { ...f, alert: 'noZip', states: everyState(f) }
      else if (!allValid(f)) f.states = everyState(f)
      else
        f = {
          ...f,
          where: 'sending',
          progress: 0,
          alert: null,
          failure: null,
          scrollY: Number(e.scrollY),
        }
    } else if (f.where === 'sending' && step.type === 'upload.progress') {
      const loaded = Number(e.loaded)
      const total = Number(e.total)
      f.progress = total <= 0 ? 90 : Math.min(90, Math.floor((loaded / total) * 90))
    } else if (answerAt(story, i, SEND) !== undefined) f = { ...f, where: 'sent', progress: 100 }
    else if (failure !== undefined)
      f = {
        ...f,
        where: 'form',
        progress: null,
        failure: `${apiOf(story, i)} ${String(failure.code)}`,
        alert: failure.code === -5500 ? 'size' : failure.code === -5600 ? 'noZip' : f.alert,
      }
    else if (step.type.startsWith(FADE))
      f = { ...fresh(story), where: 'faded', progress: f.progress, scrollY: f.scrollY }
    else if (step.type.startsWith(RESET))
      f = { ...fresh(story), where: 'success', progress: null, scrollY: f.scrollY }
    else if (step.type.startsWith(SCROLL)) f = { ...f, where: 'done' }
    else if (f.where === 'done' && step.type === 'submission.again') f = fresh(story)
  }
  return f
}

/** What the page shows of the form. */
const shown = (f: Form) => ({
  form: f.where === 'form',
  sending: f.where === 'sending',
  faded: f.where === 'faded',
  success: f.where === 'success' || f.where === 'done',
  progress: f.progress,
  alert: f.alert,
  zip: f.zip?.name ?? null,
  steamId: f.states.steamId,
  country: f.country,
  values: f.values,
  states: f.states,
  kind: f.kind,
  memberType: f.memberType,
  agreements: { terms: f.terms, privacy: f.privacy },
  failure: f.failure,
})

/** Spec 3 §3: the model sent (isPro always false, cpu the GPU value), as typed without the blanks around it. */
const modelOf = (f: Form) => {
  const v = (k: string) => (f.values[k] ?? '').trim()
  return {
    kind: f.kind,
    email: v('email'),
    name: v('name'),
    isPro: false,
    country: f.country,
    city: v('city'),
    url: v('url'),
    q1: v('q1'),
    q2: v('q2'),
    q2Title: v('q2Title'),
    cpu: v('gpu'),
    renderer: v('renderer'),
    steamId: v('steamId'),
    memberType: f.memberType,
  }
}

const submitting = (story: Story, at: number) => isEvent(story, at, 'submission.submit')
const FORM_EVENTS = [
  'field.change',
  'country.choose',
  'memberType.choose',
  'kind.choose',
  'zip.remove',
  'terms.toggle',
  'privacy.toggle',
  'alert.close',
  'submission.again',
]

const expectations: Expectation[] = [
  {
    rule: 'SUBMIT-3',
    says: 'Given the form opens, the values the page filled in show their state, the others are untouched; without a locale country it is KR; nothing is sent',
    when: isStart,
    expect: (story) => ({ calls: [], shows: { ...shown(fresh(story)), popup: null } }),
  },
  {
    rule: 'SUBMIT-1',
    says: 'Given the member edits the form, each field shows its state (blank, the e-mail pattern, Steam ID of 17, the URL always accepted) and the choices are kept; nothing is sent',
    when: (story, at) =>
      FORM_EVENTS.includes(story.steps[at]?.type ?? '') || isEvent(story, at, 'zip.choose'),
    expect: (story, at) => ({ calls: [], shows: shown(formAfter(story, at)) }),
  },
  {
    rule: 'SUBMIT-3',
    says: 'Given the Steam ID is changed to anything but 17 characters, its state is min',
    when: (story, at) =>
      isEvent(story, at, 'field.change') &&
      payloadAt(story, at).field === 'steamId' &&
      !blank(String(payloadAt(story, at).value)) &&
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
      shows: { alert: 'size', zip: formAfter(story, at - 1).zip?.name ?? null },
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
    says: 'Given submit is pressed without every required field and both agreements, nothing is sent and each field shows its state',
    when: (story, at) => submitting(story, at) && !enabled(formAfter(story, at - 1)),
    expect: (story, at) => ({
      calls: [],
      shows: { ...shown(formAfter(story, at)), form: true, sending: false },
    }),
  },
  {
    rule: 'SUBMIT-5',
    says: 'Given submit is enabled but no zip is chosen, the no-zip alert shows and nothing is sent',
    when: (story, at) =>
      submitting(story, at) &&
      enabled(formAfter(story, at - 1)) &&
      formAfter(story, at - 1).zip === null,
    expect: (story, at) => ({
      calls: [],
      shows: { ...shown(formAfter(story, at)), alert: 'noZip', sending: false },
    }),
  },
  {
    rule: 'SUBMIT-2',
    says: 'Given submit is enabled with a zip but a field breaks its rule (the e-mail pattern, a Steam ID not of 17), nothing is sent and each field shows its state',
    when: (story, at) => {
      const f = formAfter(story, at - 1)
      return submitting(story, at) && enabled(f) && f.zip !== null && !allValid(f)
    },
    expect: (story, at) => ({
      calls: [],
      shows: { ...shown(formAfter(story, at)), form: true, sending: false },
    }),
  },
  {
    rule: 'SUBMIT-7',
    says: 'Given a valid form with a zip is submitted, FF2112 is sent with the model and the zip, and progress starts',
    when: (story, at) => {
      const f = formAfter(story, at - 1)
      return submitting(story, at) && enabled(f) && f.zip !== null && allValid(f)
    },
    expect: (story, at) => {
      const f = formAfter(story, at)
      return {
        calls: [{ service: SEND, input: { model: modelOf(f), zip: f.zip } }],
        shows: { ...shown(f), sending: true, progress: 0, alert: null },
      }
    },
  },
  {
    rule: 'SUBMIT-8',
    says: 'Given bytes go out, progress follows them and is held at 90 until the server answers',
    when: (story, at) => isEvent(story, at, 'upload.progress'),
    expect: (story, at) => ({ calls: [], shows: shown(formAfter(story, at)) }),
  },
  {
    rule: 'SUBMIT-8',
    says: 'Given the server answers errCode 0, progress is 100',
    when: (story, at) => answerAt(story, at, SEND) !== undefined,
    expect: (story, at) => ({
      popup: false,
      calls: [],
      shows: { ...shown(formAfter(story, at)), progress: 100, success: false },
    }),
  },
  {
    rule: 'SUBMIT-9',
    says: 'Given 500 ms have passed after success, the form fades, cleared',
    when: (story, at) => startsWith(story, at, FADE),
    expect: (story, at) => ({
      shows: { ...shown(formAfter(story, at)), faded: true, zip: null, progress: 100 },
    }),
  },
  {
    rule: 'SUBMIT-9',
    says: 'Given 600 ms have passed after success, every field and the zip are reset, progress is hidden and the success state shows',
    when: (story, at) => startsWith(story, at, RESET),
    expect: (story, at) => ({
      navigate: null,
      shows: { ...shown(formAfter(story, at)), success: true, progress: null, zip: null },
    }),
  },
  {
    rule: 'SUBMIT-9',
    says: 'Given 100 ms more have passed, the page scrolls back to where it was when the form was sent',
    when: (story, at) => startsWith(story, at, SCROLL),
    expect: (story, at) => ({
      navigate: `scroll ${String(formAfter(story, at).scrollY)}`,
      shows: { ...shown(formAfter(story, at)), success: true },
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
        ...shown(formAfter(story, at)),
        form: true,
        progress: null,
        alert: failureAt(story, at, SEND)?.code === -5500 ? 'size' : 'noZip',
      },
    }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given the sending fails otherwise, the form stays as it was; a network or server failure raises the error pop-up with its code',
    when: (story, at) => {
      const f = failureAt(story, at, SEND)
      return f !== undefined && f.code !== -5500 && f.code !== -5600
    },
    expect: (story, at) => {
      const f = failureAt(story, at, SEND)
      return {
        popup: f && raisesErrorPopup(f) ? f.code : false,
        shows: { ...shown(formAfter(story, at)), form: true, progress: null },
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
      calls: [],
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
