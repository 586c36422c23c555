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
 * The support contact form, from spec 3 §2 (two steps; ut preselects the user type; the complete
 * page or, in the alternate flow, a completion modal), §4 (gating 4 or 6, then 4 or 5; submit only
 * with both; the loader; errCode 0 clears everything; otherwise the form stays; attachment delete
 * only on errCode 0), §5 (blank check; e-mail by the server: 0 and -5 accepted, -11 empty; under
 * 50,000,000 bytes) and §9 (versions above 7). Written from those sentences, never from the machine.
 */
interface FormInput {
  ut?: 1 | 3
  flow: 'page' | 'modal'
  locale: string
  country: string
}
const inputOf = (story: Story) => story.input as FormInput

const blank = (v: string) =>
  v === '' || v === ' ' || v.replace(/[\s\u200b\u00a0\ufeff]+/g, '') === ''
const TECHNICAL = ['technical_issues', 'bug_report_']
const INQUIRIES = [
  ...TECHNICAL,
  'license_purchase',
  'account_login',
  'feature_request',
  'others_inquiry',
]
const USER_TYPES = ['personal_user', 'company_user']
const COMPLETE = '/support/contact/complete'
/** Spec 3 §3 "Contact form state": the fields (attachments apart). */
const FIELDS = [
  'inquiry',
  'userType',
  'title',
  'description',
  'version',
  'patchVersion',
  'email',
  'name',
  'country',
  'language',
  'othersLang',
  'os',
  'macos',
  'cpu',
  'memory',
  'gpu',
  'resolution',
]

interface Kept {
  id: number
  file: { name: string; size: number; type: string }
  /** The upload token, once zendeskFileUpload has answered. */
  token: string | null
  /** The bytes its progress bar shows. */
  loaded: number
}

interface Facts {
  /** Where the visitor is (spec 3 §2, §4): a step, the loader, the completion modal, or gone. */
  at: 'step1' | 'step2' | 'checking' | 'sending' | 'completed' | 'left'
  values: Record<string, string>
  /** The server's code for the e-mail now in the field; null when not asked. */
  emailCode: number | null
  /** The files the visitor kept (added under the limit, not refused, not deleted), ids from 1 in order. */
  files: Kept[]
  nextId: number
  /** The attachment whose deletion is asked, while the server has not answered. */
  deleting: number | null
  bigFile: boolean
}

const userTypeOf = (ut: 1 | 3 | undefined) =>
  ut === 1 ? 'personal_user' : ut === 3 ? 'company_user' : ''

/**
 * The fields the page shows where the visitor is (spec 3 §2, §3): step 1 its four, and for
 * technical issues and bug reports the version, the patch and the "User Requirements" lines (the
 * Mac model for Mac OS only); step 2 its four and the other language for others_lang_md. A field
 * the page does not show cannot change.
 */
function shownAt(f: Facts): string[] {
  const v = (k: string) => f.values[k] ?? ''
  if (f.at === 'step1')
    return TECHNICAL.includes(v('inquiry'))
      ? [
          'inquiry',
          'userType',
          'title',
          'description',
          'version',
          'patchVersion',
          'os',
          ...(v('os') === 'mac_os' ? ['macos'] : []),
          'cpu',
          'memory',
          'gpu',
          'resolution',
        ]
      : ['inquiry', 'userType', 'title', 'description']
  if (f.at === 'step2' || f.at === 'checking')
    return [
      'email',
      'name',
      'country',
      'language',
      ...(v('language') === 'others_lang_md' ? ['othersLang'] : []),
    ]
  return []
}

/** The attachment going up: the first one without a token (one at a time, in order). */
const goingUp = (f: Facts) => f.files.find((x) => x.token === null)

/**
 * The list takes one change at a time: no delete while a file goes up or another delete waits
 * for its answer (spec 3 §4 "Attachment delete": the entry goes only on the answer).
 */
const listIdle = (f: Facts) => goingUp(f) === undefined && f.deleting === null

/** What the visitor has entered and the server has answered, up to and including step `at`. */
function factsAt(story: Story, at: number): Facts {
  const start = (): Facts => ({
    at: 'step1',
    values: {
      ...Object.fromEntries(FIELDS.map((k) => [k, ''])),
      userType: userTypeOf(inputOf(story).ut),
      country: inputOf(story).country,
    },
    emailCode: null,
    files: [],
    nextId: 1,
    deleting: null,
    bigFile: false,
  })
  let f = start()
  for (let i = 1; i <= at; i++) {
    const step = story.steps[i]
    if (!step) break
    const e = step.event
    const idle = listIdle(f)
    if (step.type === 'field.change') {
      if (shownAt(f).includes(String(e.field))) {
        f.values = { ...f.values, [String(e.field)]: String(e.value) }
        if (e.field === 'email') {
          f.emailCode = null
          // The server's answer about the e-mail it was asked would not be about this one.
          if (f.at === 'checking') f.at = 'step2'
        }
      }
    } else if (step.type === 'email.check' && f.at === 'step2') {
      if (blank(f.values.email ?? '')) f.emailCode = -11
      else f.at = 'checking'
    } else if (f.at === 'checking' && answerAt(story, i, 'checkEmail') !== undefined) {
      f.emailCode = answerAt(story, i, 'checkEmail') as number
      f.at = 'step2'
    } else if (f.at === 'checking' && failureAt(story, i, 'checkEmail') !== undefined)
      f.at = 'step2'
    else if (step.type === 'step.next' && f.at === 'step1' && step1Complete(f)) f.at = 'step2'
    else if (step.type === 'step.back' && (f.at === 'step2' || f.at === 'checking')) f.at = 'step1'
    else if (step.type === 'ticket.send' && f.at === 'step2' && canSend(f)) f.at = 'sending'
    else if (answerAt(story, i, 'sendTicket') === 0)
      f = {
        ...start(),
        at: inputOf(story).flow === 'page' ? 'left' : 'completed',
        values: { ...start().values, userType: '' },
      }
    else if (
      answerAt(story, i, 'sendTicket') !== undefined ||
      failureAt(story, i, 'sendTicket') !== undefined
    )
      f.at = 'step2'
    else if (step.type === 'modal.close' && f.at === 'completed') f.at = 'step1'
    else if (step.type === 'files.add' && idle) {
      const added = e.files as Kept['file'][]
      if (totalOf(f) + added.reduce((s, x) => s + x.size, 0) < 50_000_000) {
        f.files = [
          ...f.files,
          ...added.map((file, k) => ({ id: f.nextId + k, file, token: null, loaded: 0 })),
        ]
        f.nextId += added.length
        f.bigFile = false
      } else f.bigFile = true
    } else if (answerAt(story, i, 'uploadFile') !== undefined) {
      const going = goingUp(f)
      const token = (answerAt(story, i, 'uploadFile') as { token: string }).token
      f.files = f.files.map((x) => (x === going ? { ...x, token, loaded: x.file.size } : x))
    } else if (failureAt(story, i, 'uploadFile') !== undefined) {
      const going = goingUp(f)
      f.files = f.files.filter((x) => x !== going)
      if (failureAt(story, i, 'uploadFile')?.status === 413) f.bigFile = true
    } else if (step.type === 'upload.progress' && goingUp(f)) {
      const going = goingUp(f)
      const loaded = Number(e.loaded)
      f.files = f.files.map((x) =>
        x === going ? { ...x, loaded: Math.min(loaded, x.file.size) } : x,
      )
    } else if (step.type === 'file.delete' && idle) {
      if (f.files.some((x) => x.id === Number(e.id) && x.token !== null)) f.deleting = Number(e.id)
    } else if (answerAt(story, i, 'deleteFile') !== undefined) {
      if (answerAt(story, i, 'deleteFile') === 0)
        f.files = f.files.filter((x) => x.id !== f.deleting)
      f.deleting = null
    } else if (failureAt(story, i, 'deleteFile') !== undefined) f.deleting = null
  }
  return f
}

const totalOf = (f: Facts) => f.files.reduce((s, x) => s + x.file.size, 0)
const v = (f: Facts, k: string) => f.values[k] ?? ''
/** Spec 3 §4: 4 valid fields, or 6 for technical_issues and bug_report_. */
function step1Complete(f: Facts): boolean {
  const base =
    INQUIRIES.includes(v(f, 'inquiry')) &&
    USER_TYPES.includes(v(f, 'userType')) &&
    !blank(v(f, 'title')) &&
    !blank(v(f, 'description'))
  if (!TECHNICAL.includes(v(f, 'inquiry'))) return base
  const version = Number(v(f, 'version'))
  return base && v(f, 'version') !== '' && version > 7 && !blank(v(f, 'patchVersion'))
}
const emailAccepted = (f: Facts) => f.emailCode === 0 || f.emailCode === -5
/** Spec 3 §4: 4 valid fields, or 5 with another language. */
function step2Complete(f: Facts): boolean {
  const base =
    !blank(v(f, 'email')) &&
    emailAccepted(f) &&
    !blank(v(f, 'name')) &&
    v(f, 'country') !== '' &&
    v(f, 'language') !== ''
  return v(f, 'language') === 'others_lang_md' ? base && !blank(v(f, 'othersLang')) : base
}
/**
 * Spec 3 §4: submit only with both steps complete. The ticket carries the upload tokens (§3), so
 * it does not go while an attachment is still going up.
 */
const canSend = (f: Facts) => step1Complete(f) && step2Complete(f) && goingUp(f) === undefined

/** What the page shows of the form, from the facts. */
const formShows = (f: Facts) => ({
  step: f.at === 'step1' ? 1 : f.at === 'step2' || f.at === 'checking' ? 2 : null,
  loading: f.at === 'sending',
  modal: f.at === 'completed',
  values: f.values,
  emailCode: f.emailCode,
  attachments: f.files.map((x) => x.file.name),
  uploaded: f.files.filter((x) => x.token !== null).map((x) => x.file.name),
  /**
   * The uploaded attachments a delete can be asked for. Spec 3 §4, §8: a refused or failed delete
   * changes nothing, so the list is offered again as it was before the delete.
   */
  deletable: listIdle(f) ? f.files.filter((x) => x.token !== null).map((x) => x.file.name) : [],
  progress: f.files.map((x) => x.loaded),
  bigFile: f.bigFile,
})

const sentAnswer = (story: Story, at: number) =>
  answerAt(story, at, 'sendTicket') as number | undefined

/** The ticket as sent (spec 3 §3, §7): every field, the upload tokens and the page's locale. */
const ticketOf = (story: Story, f: Facts) => ({
  contact: {
    ...f.values,
    uploads: f.files.flatMap((x) => (x.token === null ? [] : [x.token])),
    locale: inputOf(story).locale,
  },
})

/** The calls that can fail, with the endpoint each is (spec 3 §5, §7). */
const CALLS = [
  ['checkEmail', 'CheckEmail'],
  ['sendTicket', 'zendeskTicketUpload'],
  ['uploadFile', 'zendeskFileUpload'],
] as const

const expectations: Expectation[] = [
  {
    rule: 'CONTACT-2',
    says: 'Given the form opens with ut=1 or ut=3, the user type is preselected (personal, company user) on step 1 of an empty form',
    when: isStart,
    expect: (story) => ({
      calls: [],
      shows: { ...formShows(factsAt(story, 0)), userType: userTypeOf(inputOf(story).ut) },
    }),
  },
  {
    rule: 'CONTACT-1',
    says: 'Given the visitor types in a field, it changes only when the current step shows it (the version block for technical issues and bug reports, the other language for others_lang_md); nothing is asked',
    when: (story, at) => isEvent(story, at, 'field.change'),
    expect: (story, at) => ({ calls: [], shows: formShows(factsAt(story, at)) }),
  },
  {
    rule: 'CONTACT-3',
    says: 'Given the visitor presses next, step 2 opens only when step 1 has its 4 (or, for technical issues and bug reports, 6) valid fields',
    when: (story, at) => isEvent(story, at, 'step.next'),
    expect: (story, at) => ({ calls: [], shows: formShows(factsAt(story, at)) }),
  },
  {
    rule: 'CONTACT-1',
    says: 'Given the visitor goes back from step 2, step 1 shows with nothing lost',
    when: (story, at) => isEvent(story, at, 'step.back'),
    expect: (story, at) => ({ calls: [], shows: formShows(factsAt(story, at)) }),
  },
  {
    rule: 'CONTACT-5',
    says: 'Given the visitor sends, the ticket goes (with the loader, every field, the upload tokens and the locale) only when both steps are complete and no attachment is still going up; else nothing is called',
    when: (story, at) => isEvent(story, at, 'ticket.send'),
    expect: (story, at) => {
      const f = factsAt(story, at)
      return f.at === 'sending'
        ? {
            calls: [{ service: 'sendTicket', input: ticketOf(story, f) }],
            shows: formShows(f),
            navigate: null,
          }
        : { calls: [], shows: formShows(f), navigate: null }
    },
  },
  {
    rule: 'CONTACT-7',
    says: 'Given the visitor leaves the e-mail field on step 2, a blank e-mail is empty (-11) without a call; another is asked of the server',
    when: (story, at) => isEvent(story, at, 'email.check'),
    expect: (story, at) => {
      const f = factsAt(story, at)
      return f.at === 'checking'
        ? {
            calls: [{ service: 'checkEmail', input: { email: v(f, 'email') } }],
            shows: formShows(f),
          }
        : { calls: [], shows: formShows(f) }
    },
  },
  {
    rule: 'CONTACT-7',
    says: 'Given the server answers the e-mail, its code is kept for the e-mail in the field (0 and -5 accepted, any other kept as invalid); a failed check leaves it as it was; step 2 shows again',
    when: (story, at) =>
      answerAt(story, at, 'checkEmail') !== undefined ||
      failureAt(story, at, 'checkEmail') !== undefined,
    expect: (story, at) => ({ shows: formShows(factsAt(story, at)) }),
  },
  {
    rule: 'CONTACT-10',
    says: 'Given the ticket is created (errCode 0), every field, the upload list, the language and the user type reset; the page flow goes to the complete page, the alternate flow shows the completion modal',
    when: (story, at) => sentAnswer(story, at) === 0,
    expect: (story, at) => ({
      calls: [],
      navigate: inputOf(story).flow === 'page' ? COMPLETE : null,
      shows: { ...formShows(factsAt(story, at)), userType: '', attachments: [] },
    }),
  },
  {
    rule: 'CONTACT-10',
    says: 'Given the visitor closes the completion modal, the empty form shows at step 1',
    when: (story, at) => isEvent(story, at, 'modal.close'),
    expect: (story, at) => ({ calls: [], navigate: null, shows: formShows(factsAt(story, at)) }),
  },
  {
    rule: 'CONTACT-11',
    says: 'Given another errCode or a failure, the loader stops and the form stays as it is on step 2, with no navigation',
    when: (story, at) =>
      (sentAnswer(story, at) !== undefined && sentAnswer(story, at) !== 0) ||
      failureAt(story, at, 'sendTicket') !== undefined,
    expect: (story, at) => ({
      calls: [],
      navigate: null,
      shows: { ...formShows(factsAt(story, at)), loading: false, step: 2 },
    }),
  },
  {
    rule: 'ATTACH-1',
    says: 'Given files that would bring the attachments to 50,000,000 bytes or more, the big-file error shows and nothing is sent',
    when: (story, at) => {
      if (!isEvent(story, at, 'files.add')) return false
      const files = payloadAt(story, at).files as Array<{ size: number }>
      return totalOf(factsAt(story, at - 1)) + files.reduce((s, x) => s + x.size, 0) >= 50_000_000
    },
    expect: (story, at) => ({ calls: [], shows: formShows(factsAt(story, at)) }),
  },
  {
    rule: 'ATTACH-2',
    says: 'Given files under the total while no attachment is going up, they join the list and the first is sent by zendeskFileUpload',
    when: (story, at) => {
      if (!isEvent(story, at, 'files.add')) return false
      const files = payloadAt(story, at).files as Array<{ size: number }>
      return totalOf(factsAt(story, at - 1)) + files.reduce((s, x) => s + x.size, 0) < 50_000_000
    },
    expect: (story, at) => {
      const before = factsAt(story, at - 1)
      const f = factsAt(story, at)
      const going = goingUp(f)
      const starts = goingUp(before) === undefined && before.deleting === null && going
      return {
        calls: starts ? [{ service: 'uploadFile', input: { file: going.file } }] : [],
        shows: formShows(f),
      }
    },
  },
  {
    rule: 'ATTACH-2',
    says: 'Given zendeskFileUpload answers or fails, the file keeps its token or leaves the list, and the next waiting file is sent',
    when: (story, at) =>
      answerAt(story, at, 'uploadFile') !== undefined ||
      failureAt(story, at, 'uploadFile') !== undefined,
    expect: (story, at) => {
      const f = factsAt(story, at)
      const next = goingUp(f)
      return {
        calls: next ? [{ service: 'uploadFile', input: { file: next.file } }] : [],
        shows: formShows(f),
      }
    },
  },
  {
    rule: 'ATTACH-2',
    says: "Given bytes of the attachment going up are sent, its progress bar shows them (never more than the file); the others' stay",
    when: (story, at) => isEvent(story, at, 'upload.progress'),
    expect: (story, at) => ({ calls: [], shows: formShows(factsAt(story, at)) }),
  },
  {
    rule: 'ATTACH-3',
    says: 'Given the visitor deletes an uploaded attachment, zendeskUpLoadFileDelete is asked with its token; nothing else changes until it answers',
    when: (story, at) => isEvent(story, at, 'file.delete'),
    expect: (story, at) => {
      const f = factsAt(story, at)
      const file = f.files.find((x) => x.id === f.deleting)
      const asked = factsAt(story, at - 1).deleting === null && file !== undefined
      return {
        calls: asked ? [{ service: 'deleteFile', input: { token: file.token } }] : [],
        shows: formShows(f),
      }
    },
  },
  {
    rule: 'ATTACH-3',
    says: 'Given the delete is answered errCode 0, the file and its token leave the list; any other answer or a failure changes nothing (the list is offered for deletes again as it was)',
    when: (story, at) =>
      answerAt(story, at, 'deleteFile') !== undefined ||
      failureAt(story, at, 'deleteFile') !== undefined,
    expect: (story, at) => ({ calls: [], popup: false, shows: formShows(factsAt(story, at)) }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given a call fails for a network or unexpected reason, the global error pop-up is raised with its code; a refusal raises none',
    when: (story, at) =>
      ['checkEmail', 'sendTicket', 'uploadFile'].some((s) => failureAt(story, at, s) !== undefined),
    expect: (story, at) => {
      const f =
        failureAt(story, at, 'checkEmail') ??
        failureAt(story, at, 'sendTicket') ??
        failureAt(story, at, 'uploadFile')
      return { popup: f && raisesErrorPopup(f) && f.status !== 413 ? f.code : false }
    },
  },
  {
    rule: 'ERRPOP-1',
    says: "Given the error pop-up is raised, it names the call that failed (the client's name for it, or the endpoint when the failure names none) and its code",
    when: (story, at) =>
      CALLS.some(([s]) => {
        const f = failureAt(story, at, s)
        return f !== undefined && raisesErrorPopup(f) && f.status !== 413
      }),
    expect: (story, at) => {
      const [service, endpoint] = CALLS.find(([s]) => failureAt(story, at, s)) ?? ['', '']
      const named = (payloadAt(story, at).error as { apiName?: unknown } | undefined)?.apiName
      const api = typeof named === 'string' ? named : endpoint
      return { shows: { failure: `${api} ${String(failureAt(story, at, service)?.code ?? -1)}` } }
    },
  },
]

export const contactFormOracle: Oracle = { machine: 'contactForm', expectations }
