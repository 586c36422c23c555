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
 * The enterprise trial inquiry, from spec 3 §4 ("Each field has status initial, success or fail,
 * with isValid 0, 1 or -1. On success the CRM lead is sent, the newsletter is subscribed if ticked,
 * the form resets and a completion screen shows. A newsletter failure still completes the form."),
 * §5 (Enterprise trial form) and §7 (TrialInquiry). The form is followed here from the story's
 * events alone, by the spec's rules: the blank check, the web-address pattern, the 200 characters
 * after trimming, the server's name codes (negative: invalid word) and e-mail codes (0 and -5 OK,
 * -4 invalid, -10 blank).
 */
const CHECK = 'checkFields'
const SEND = 'sendInquiry'
const TEXT = ['fullName', 'businessEmail', 'companyName', 'companyWebpage', 'inquiry'] as const
type Text = (typeof TEXT)[number]

interface Form {
  values: Record<string, string>
  newsletter: boolean
  agree: boolean
  /** 'initial:0', 'success:1' or 'fail:<problem>' per field, as the page shows it. */
  status: Record<string, string>
  complete: boolean
  /** Submissions so far: the page moves focus to their outcome once each. */
  attempts: number
}

const OK = 'success:1'
const INITIAL = 'initial:0'
const blank = (v: string) =>
  v === '' || v === ' ' || v.replace(/[\s\u200B-\u200D\u2060\uFEFF\u3000]/g, '') === ''
/** Spec 3 §5: optional scheme, a domain, an optional port and path. */
const webAddress = (v: string) =>
  /^(https?:\/\/)?([^\s./:]+\.)+[^\s./:\d]{2,}(:\d{1,5})?(\/\S*)?$/i.test(v.trim())
const chars = (v: string) => Array.from(v.trim()).length

function local(field: Text, value: string): string {
  if (blank(value)) return 'fail:blank'
  if (field === 'companyWebpage') return webAddress(value) ? OK : 'fail:invalid'
  if (field === 'inquiry') return chars(value) >= 200 ? OK : 'fail:short'
  return INITIAL
}
const empty = (): Form => ({
  values: {
    fullName: '',
    businessEmail: '',
    jobTitle: '99',
    companyName: '',
    country: '',
    companyWebpage: '',
    domain: '99',
    inquiry: '',
  },
  newsletter: false,
  agree: false,
  status: Object.fromEntries([...TEXT, 'agree'].map((f) => [f, INITIAL])),
  complete: false,
  attempts: 0,
})
const localAll = (f: Form) => ({
  ...Object.fromEntries(TEXT.map((t) => [t, local(t, f.values[t] ?? '')])),
  agree: f.agree ? OK : 'fail:required',
})
const name = (code: number) => (code === -10 ? 'fail:blank' : code < 0 ? 'fail:forbidden' : OK)
const email = (code: number) =>
  code === 0 || code === -5 ? OK : code === -10 ? 'fail:blank' : 'fail:invalid'

interface Answer {
  result: { errCode: number }
  field?: string
  newsletter?: string
}

/** The form after step `at` of the story (and whether a send is under way), by the spec's rules. */
function formAfter(story: Story, at: number): Form {
  let f = empty()
  for (let i = 0; i <= at; i++) {
    const step = story.steps[i]
    if (!step) break
    const p = payloadAt(story, i)
    if (step.type === 'field.change') {
      const field = p.field as string
      f = { ...f, values: { ...f.values, [field]: p.value as string } }
      if ((TEXT as readonly string[]).includes(field)) f.status = { ...f.status, [field]: INITIAL }
    } else if (step.type === 'field.blur') {
      const field = p.field as Text
      f.status = { ...f.status, [field]: local(field, f.values[field] ?? '') }
    } else if (step.type === 'agree.toggle') {
      f = {
        ...f,
        agree: p.checked as boolean,
        status: { ...f.status, agree: p.checked ? OK : 'fail:required' },
      }
    } else if (step.type === 'newsletter.toggle') {
      f = { ...f, newsletter: p.checked as boolean }
    } else if (step.type === 'form.submit') {
      f = { ...f, status: localAll(f), attempts: f.attempts + 1 }
    } else if (step.type === 'form.restart') {
      f = { ...empty(), attempts: f.attempts }
    } else if (answerAt(story, i, CHECK) !== undefined) {
      const c = answerAt(story, i, CHECK) as Record<Text, number>
      f = {
        ...f,
        status: {
          ...f.status,
          fullName: name(c.fullName),
          companyName: name(c.companyName),
          businessEmail: email(c.businessEmail),
        },
      }
    } else if (failureAt(story, i, CHECK) !== undefined) {
      f = {
        ...f,
        status: {
          ...f.status,
          fullName: 'fail:unchecked',
          companyName: 'fail:unchecked',
          businessEmail: 'fail:unchecked',
        },
      }
    } else if (answerAt(story, i, SEND) !== undefined) {
      const a = answerAt(story, i, SEND) as Answer
      if (a.result.errCode === 0) f = { ...empty(), complete: true, attempts: f.attempts }
      else if (a.field !== undefined) {
        const code = a.result.errCode
        const problem =
          code === -10
            ? 'blank'
            : code === -1001
              ? 'forbidden'
              : code === -2102
                ? 'short'
                : code === -2103
                  ? 'required'
                  : 'invalid'
        f = { ...f, status: { ...f.status, [a.field]: `fail:${problem}` } }
      }
    }
  }
  return f
}

const inputOf = (story: Story) => story.input as { language: string }
/** Spec 3 §4: "initial, success or fail, with isValid 0, 1 or -1". */
const isValidOf = (status: string) => (status === OK ? 1 : status.startsWith('fail') ? -1 : 0)
const shown = (f: Form) => ({
  status: f.status,
  isValid: Object.fromEntries(Object.entries(f.status).map(([k, s]) => [k, isValidOf(s)])),
  values: { ...f.values, newsletter: f.newsletter, agree: f.agree },
  complete: f.complete,
  focusMoves: f.attempts,
})
const allHold = (status: Record<string, string>) =>
  Object.values(status).every((s) => !s.startsWith('fail'))
/** The inquiry entity of spec 3 §3 as sent (trimmed), with the choices and the page language. */
const request = (story: Story, f: Form) => ({
  fullName: (f.values.fullName ?? '').trim(),
  businessEmail: (f.values.businessEmail ?? '').trim(),
  jobTitle: f.values.jobTitle,
  companyName: (f.values.companyName ?? '').trim(),
  country: f.values.country,
  companyWebpage: (f.values.companyWebpage ?? '').trim(),
  domain: f.values.domain,
  inquiry: (f.values.inquiry ?? '').trim(),
  newsletter: f.newsletter,
  agree: f.agree,
  language: inputOf(story).language,
})

const expectations: Expectation[] = [
  {
    rule: 'TRIAL-1',
    says: 'Given the form opens, every field is initial (isValid 0), job title and industry are Others, nothing is asked',
    when: isStart,
    expect: () => ({
      calls: [],
      ...{ shows: { ...shown(empty()), busy: false, formError: null } },
    }),
  },
  {
    rule: 'TRIAL-1',
    says: 'Given a field is edited, it is initial again and nothing is asked',
    when: (story, at) =>
      isEvent(story, at, 'field.change') || isEvent(story, at, 'newsletter.toggle'),
    expect: (story, at) => ({ calls: [], shows: shown(formAfter(story, at)) }),
  },
  {
    rule: 'TRIAL-3',
    says: 'Given the visitor leaves a field, it is checked here: blank, the web-address pattern, 200 characters of inquiry after trimming',
    when: (story, at) => isEvent(story, at, 'field.blur'),
    expect: (story, at) => ({ calls: [], shows: shown(formAfter(story, at)) }),
  },
  {
    rule: 'TRIAL-2',
    says: 'Given the agreement is ticked it holds; unticked it fails as required',
    when: (story, at) => isEvent(story, at, 'agree.toggle'),
    expect: (story, at) => ({ calls: [], shows: shown(formAfter(story, at)) }),
  },
  {
    rule: 'TRIAL-4',
    says: 'Given a required field is blank, the web address does not match or the inquiry is under 200 characters, sending asks nothing and flags each problem',
    when: (story, at) => isEvent(story, at, 'form.submit') && !allHold(formAfter(story, at).status),
    expect: (story, at) => ({ calls: [], shows: { ...shown(formAfter(story, at)), busy: false } }),
  },
  {
    rule: 'TRIAL-5',
    says: 'Given every local check holds, sending asks the server about both names and the e-mail, trimmed, with a loader',
    when: (story, at) => isEvent(story, at, 'form.submit') && allHold(formAfter(story, at).status),
    expect: (story, at) => {
      const f = formAfter(story, at)
      return {
        calls: [
          {
            service: CHECK,
            input: {
              fullName: (f.values.fullName ?? '').trim(),
              companyName: (f.values.companyName ?? '').trim(),
              businessEmail: (f.values.businessEmail ?? '').trim(),
            },
          },
        ],
        shows: { busy: true, complete: false },
      }
    },
  },
  {
    rule: 'TRIAL-6',
    says: "Given the server's checks answer, a negative name code is an invalid word and the e-mail holds on 0 or -5; a refusal sends nothing",
    when: (story, at) => answerAt(story, at, CHECK) !== undefined,
    expect: (story, at) => {
      const f = formAfter(story, at)
      return allHold(f.status)
        ? { shows: { status: f.status, busy: true } }
        : { calls: [], shows: { status: f.status, busy: false, complete: false } }
    },
  },
  {
    rule: 'TRIAL-7',
    says: 'Given every check holds, TrialInquiry is sent with the inquiry entity, the newsletter choice, the agreement and the page language',
    when: (story, at) =>
      answerAt(story, at, CHECK) !== undefined && allHold(formAfter(story, at).status),
    expect: (story, at) => ({
      calls: [{ service: SEND, input: request(story, formAfter(story, at)) }],
    }),
  },
  {
    rule: 'TRIAL-8',
    says: 'Given TrialInquiry answers errCode 0, the form resets and the completion screen shows, without a pop-up',
    when: (story, at) => (answerAt(story, at, SEND) as Answer | undefined)?.result.errCode === 0,
    expect: (story, at) => ({
      calls: [],
      popup: false,
      shows: {
        ...shown({ ...empty(), complete: true, attempts: formAfter(story, at).attempts }),
        busy: false,
        formError: null,
      },
    }),
  },
  {
    rule: 'TRIAL-9',
    says: 'Given the newsletter failed (errCode 0, newsletter failed), the form still completes',
    when: (story, at) => {
      const a = answerAt(story, at, SEND) as Answer | undefined
      return a?.result.errCode === 0 && a.newsletter === 'failed'
    },
    expect: () => ({ shows: { complete: true, formError: null } }),
  },
  {
    rule: 'TRIAL-10',
    says: 'Given TrialInquiry refuses (errCode not 0), the form stays as typed with an error; a named field is flagged',
    when: (story, at) => {
      const a = answerAt(story, at, SEND) as Answer | undefined
      return a !== undefined && a.result.errCode !== 0
    },
    expect: (story, at) => {
      const a = answerAt(story, at, SEND) as Answer
      return {
        popup: false,
        shows: {
          ...shown(formAfter(story, at)),
          busy: false,
          formError: a.field === undefined ? 'refused' : null,
        },
      }
    },
  },
  {
    rule: 'TRIAL-10',
    says: 'Given a check or TrialInquiry fails, the form stays as typed with an error',
    when: (story, at) =>
      failureAt(story, at, CHECK) !== undefined || failureAt(story, at, SEND) !== undefined,
    expect: (story, at) => ({
      calls: [],
      shows: { ...shown(formAfter(story, at)), busy: false, formError: 'failed' },
    }),
  },
  {
    rule: 'TRIAL-10',
    says: "Given a check or TrialInquiry fails, the failure kept for the pop-up and the form names its call (the client's name for it, or CheckName and TrialInquiry when the failure names none) and its code",
    when: (story, at) =>
      failureAt(story, at, CHECK) !== undefined || failureAt(story, at, SEND) !== undefined,
    expect: (story, at) => {
      const f = failureAt(story, at, CHECK) ?? failureAt(story, at, SEND)
      const named = (payloadAt(story, at).error as { apiName?: unknown } | undefined)?.apiName
      const api =
        typeof named === 'string'
          ? named
          : failureAt(story, at, CHECK)
            ? 'CheckName'
            : 'TrialInquiry'
      return { shows: { failure: `${api} ${String(f?.code ?? -1)}` } }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given a call fails for a network or unexpected reason, the global error pop-up is raised; a refusal raises none',
    when: (story, at) =>
      failureAt(story, at, CHECK) !== undefined || failureAt(story, at, SEND) !== undefined,
    expect: (story, at) => {
      const f = failureAt(story, at, CHECK) ?? failureAt(story, at, SEND)
      return { popup: f ? raisesErrorPopup(f) : true }
    },
  },
  {
    rule: 'TRIAL-8',
    says: 'Given the visitor asks for a new form after completing, the empty form shows',
    when: (story, at) => isEvent(story, at, 'form.restart'),
    expect: (story, at) => ({
      calls: [],
      shows: { ...shown({ ...empty(), attempts: formAfter(story, at).attempts }), busy: false },
    }),
  },
]

export const trialInquiryOracle: Oracle = { machine: 'trialInquiry', expectations }
