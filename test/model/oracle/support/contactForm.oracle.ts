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
const COMPLETE = '/support/contact/complete'

interface Facts {
  values: Record<string, string>
  /** The server's code for the e-mail now in the field; null when not asked. */
  emailCode: number | null
  /** The files the visitor kept (added under the limit, not refused, not deleted), ids from 1 in order. */
  files: Array<{ id: number; name: string; size: number; uploaded: boolean }>
  nextId: number
}

const userTypeOf = (ut: 1 | 3 | undefined) =>
  ut === 1 ? 'personal_user' : ut === 3 ? 'company_user' : ''

/** What the visitor has entered and the server has answered, up to and including step `at`. */
function factsAt(story: Story, at: number): Facts {
  const start = (): Facts => ({
    values: { userType: userTypeOf(inputOf(story).ut), country: inputOf(story).country },
    emailCode: null,
    files: [],
    nextId: 1,
  })
  let f = start()
  let deleting = 0
  for (let i = 1; i <= at; i++) {
    const step = story.steps[i]
    if (!step) break
    const e = step.event
    if (step.type === 'field.change') {
      f.values = { ...f.values, [String(e.field)]: String(e.value) }
      if (e.field === 'email') f.emailCode = null
    } else if (step.type === 'email.check' && blank(f.values.email ?? '')) f.emailCode = -11
    else if (answerAt(story, i, 'checkEmail') !== undefined)
      f.emailCode = answerAt(story, i, 'checkEmail') as number
    else if (answerAt(story, i, 'sendTicket') === 0)
      f = {
        ...start(),
        nextId: f.nextId,
        values: { country: inputOf(story).country, userType: '' },
      }
    else if (step.type === 'files.add') {
      const added = e.files as Array<{ name: string; size: number }>
      if (totalOf(f) + added.reduce((s, x) => s + x.size, 0) < 50_000_000) {
        f.files = [
          ...f.files,
          ...added.map((x, k) => ({ ...x, id: f.nextId + k, uploaded: false })),
        ]
        f.nextId += added.length
      }
    } else if (answerAt(story, i, 'uploadFile') !== undefined) {
      const going = f.files.find((x) => !x.uploaded)
      f.files = f.files.map((x) => (x === going ? { ...x, uploaded: true } : x))
    } else if (failureAt(story, i, 'uploadFile') !== undefined) {
      const going = f.files.find((x) => !x.uploaded)
      f.files = f.files.filter((x) => x !== going)
    } else if (step.type === 'file.delete') deleting = Number(e.id)
    else if (answerAt(story, i, 'deleteFile') === 0)
      f.files = f.files.filter((x) => x.id !== deleting)
  }
  return f
}

const totalOf = (f: Facts) => f.files.reduce((s, x) => s + x.size, 0)
const v = (f: Facts, k: string) => f.values[k] ?? ''
/** Spec 3 §4: 4 valid fields, or 6 for technical_issues and bug_report_. */
function step1Complete(f: Facts): boolean {
  const base =
    INQUIRIES.includes(v(f, 'inquiry')) &&
    v(f, 'userType') !== '' &&
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

const sentAnswer = (story: Story, at: number) =>
  answerAt(story, at, 'sendTicket') as number | undefined

const expectations: Expectation[] = [
  {
    rule: 'CONTACT-2',
    says: 'Given the form opens with ut=1 or ut=3, the user type is preselected (personal, company user) on step 1',
    when: isStart,
    expect: (story) => ({
      calls: [],
      shows: { step: 1, userType: userTypeOf(inputOf(story).ut), loading: false },
    }),
  },
  {
    rule: 'CONTACT-3',
    says: 'Given the visitor presses next, step 2 opens only when step 1 has its 4 (or, for technical issues and bug reports, 6) valid fields',
    when: (story, at) => isEvent(story, at, 'step.next'),
    expect: (story, at) => ({ shows: { step: step1Complete(factsAt(story, at)) ? 2 : 1 } }),
  },
  {
    rule: 'CONTACT-5',
    says: 'Given the visitor sends, the ticket goes (with the loader) only when both steps are complete; else nothing is called',
    when: (story, at) => isEvent(story, at, 'ticket.send'),
    expect: (story, at) => {
      const f = factsAt(story, at)
      const both = step1Complete(f) && step2Complete(f)
      return both
        ? { shows: { loading: true }, navigate: null }
        : { calls: [], shows: { loading: false, step: 2 }, navigate: null }
    },
  },
  {
    rule: 'CONTACT-7',
    says: 'Given the visitor leaves the e-mail field, a blank e-mail is empty (-11) without a call; another is asked of the server',
    when: (story, at) => isEvent(story, at, 'email.check'),
    expect: (story, at) => {
      const email = v(factsAt(story, at), 'email')
      return blank(email)
        ? { calls: [], shows: { email: 'blank' } }
        : { calls: [{ service: 'checkEmail', input: { email } }] }
    },
  },
  {
    rule: 'CONTACT-7',
    says: 'Given the server answers the e-mail, 0 and -5 (already used) are accepted and any other code is kept as invalid',
    when: (story, at) => answerAt(story, at, 'checkEmail') !== undefined,
    expect: (story, at) => {
      const code = answerAt(story, at, 'checkEmail') as number
      return { shows: { email: code === 0 || code === -5 ? 'success' : 'vaild' } }
    },
  },
  {
    rule: 'CONTACT-10',
    says: 'Given the ticket is created (errCode 0), every field, the upload list, the language and the user type reset; the page flow goes to the complete page, the alternate flow shows the completion modal',
    when: (story, at) => sentAnswer(story, at) === 0,
    expect: (story) =>
      inputOf(story).flow === 'page'
        ? {
            navigate: COMPLETE,
            shows: { loading: false, title: '', language: '', userType: '', attachments: [] },
          }
        : {
            navigate: null,
            shows: {
              modal: true,
              loading: false,
              title: '',
              language: '',
              userType: '',
              attachments: [],
            },
          },
  },
  {
    rule: 'CONTACT-11',
    says: 'Given another errCode or a failure, the loader stops and the form stays as it is on step 2, with no navigation',
    when: (story, at) =>
      (sentAnswer(story, at) !== undefined && sentAnswer(story, at) !== 0) ||
      failureAt(story, at, 'sendTicket') !== undefined,
    expect: (story, at) => {
      const f = factsAt(story, at)
      return {
        navigate: null,
        shows: {
          loading: false,
          step: 2,
          title: v(f, 'title'),
          language: v(f, 'language'),
          userType: v(f, 'userType'),
        },
      }
    },
  },
  {
    rule: 'ATTACH-1',
    says: 'Given files that would bring the attachments to 50,000,000 bytes or more, the big-file error shows and nothing is sent',
    when: (story, at) => {
      if (!isEvent(story, at, 'files.add')) return false
      const files = payloadAt(story, at).files as Array<{ size: number }>
      return totalOf(factsAt(story, at - 1)) + files.reduce((s, x) => s + x.size, 0) >= 50_000_000
    },
    expect: (story, at) => ({
      calls: [],
      shows: { bigFile: true, attachments: factsAt(story, at).files.map((x) => x.name) },
    }),
  },
  {
    rule: 'ATTACH-2',
    says: 'Given files under the total, they join the list and the first waiting one is sent by zendeskFileUpload',
    when: (story, at) => {
      if (!isEvent(story, at, 'files.add')) return false
      const files = payloadAt(story, at).files as Array<{ size: number }>
      return totalOf(factsAt(story, at - 1)) + files.reduce((s, x) => s + x.size, 0) < 50_000_000
    },
    expect: (story, at) => {
      const f = factsAt(story, at)
      const first = (payloadAt(story, at).files as unknown[])[0]
      return {
        calls: [{ service: 'uploadFile', input: { file: first } }],
        shows: { bigFile: false, attachments: f.files.map((x) => x.name) },
      }
    },
  },
  {
    rule: 'ATTACH-1',
    says: 'Given the server refuses a file for its size (413), the big-file error shows and the file leaves the list',
    when: (story, at) => failureAt(story, at, 'uploadFile')?.status === 413,
    expect: (story, at) => ({
      shows: { bigFile: true, attachments: factsAt(story, at).files.map((x) => x.name) },
    }),
  },
  {
    rule: 'ATTACH-3',
    says: 'Given the delete is answered errCode 0, the file and its token leave the list; any other answer or a failure changes nothing',
    when: (story, at) =>
      answerAt(story, at, 'deleteFile') !== undefined ||
      failureAt(story, at, 'deleteFile') !== undefined,
    expect: (story, at) => ({
      shows: { attachments: factsAt(story, at).files.map((x) => x.name) },
    }),
  },
  {
    rule: 'ERRPOP-1',
    says: 'Given a call fails for a network or unexpected reason, the global error pop-up is raised; a refusal raises none',
    when: (story, at) =>
      ['checkEmail', 'sendTicket', 'uploadFile'].some((s) => failureAt(story, at, s) !== undefined),
    expect: (story, at) => {
      const f =
        failureAt(story, at, 'checkEmail') ??
        failureAt(story, at, 'sendTicket') ??
        failureAt(story, at, 'uploadFile')
      return { popup: f ? raisesErrorPopup(f) && f.status !== 413 : false }
    },
  },
]

export const contactFormOracle: Oracle = { machine: 'contactForm', expectations }
