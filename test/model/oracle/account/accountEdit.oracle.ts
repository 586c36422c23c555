import {
  answerAt,
  DONE,
  ERROR,
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
 * Account editing at /mypage/account, from spec 1 §2 (/mypage/account and its completion page),
 * §3 (user info, billing address, the US state list), §4 ("Account field editing: each field …
 * opens an edit pop-up, is saved, then the pop-up closes"; the e-mail change of personal and
 * cloud-wardrobe-integrated users through /logout with gotomail, port=1; "Integrated (single
 * sign-on) accounts change password and e-mail on the partner site"), §5 (the password rules,
 * 'same', 'alt', the confirmation of at least 6; name not blank, repeated spaces collapse, -1005;
 * country required; -6, -1004; CheckMyPW -1000), §7 (the calls) and §8 (the global error pop-up),
 * with the brief of issue 11 (commas typed in the billing address become spaces).
 *
 * Written from those sentences: the story is replayed here as a member would live it, never by
 * the machine. What the page shows is named: `page` (loading, load failed, account, pop-up, busy,
 * leaving), `dialog` (the open pop-up), `draft` (the inputs), `flags` (why an input is refused),
 * `rules` (each password rule's state), `copied`, `partnerNotice`, `message` ("code - info"),
 * `focusMoves` (how many times the pop-up moved focus to an outcome: once per save).
 */
const SPECIALS = '~!@#$%^&*()_+'
const PERSONAL = 1
const COMPLETE = '/mypage/account/complete'
const PARTNER = '/logout?gotomail=1&port=1'
const RULES = ['length', 'letter', 'digit', 'special', 'ascii', 'allowedCharacters', 'notSame']
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
)
const BILL_KEYS = ['bCountry', 'bAddress1', 'bAddress2', 'bCity', 'bState', 'bZipcode']

interface Member {
  id: string
  name: string
  email: string
  comId: string
  memberType: number
  agreement: number
  country: string
  job?: number
  preferredLang: string
  isIntegrated: boolean
  isClosetIntegration: boolean
  bCountry: string
  bAddress1: string
  bAddress2: string
  bCity: string
  bState: string
  bZipcode: string
}

type Phase = 'loading' | 'load failed' | 'account' | 'address' | 'pop-up' | 'busy' | 'leaving'
interface Situation {
  phase: Phase
  user: Member | null
  field: string | null
  draft: Record<string, string>
  alt: boolean
}

const blank = (v: string) => v.trim() === ''
const code = (answer: unknown): number =>
  (answer as { result?: { errCode?: number } } | undefined)?.result?.errCode ?? Number.NaN

/** Each rule of spec 1 §5 for a new password, true when it holds. */
function rulesHold(pw: string, id: string, old: string): Record<string, boolean> {
  const chars = Array.from(pw)
  const letter = (c: string) => /[A-Za-z]/.test(c)
  const digit = (c: string) => /[0-9]/.test(c)
  const special = (c: string) => SPECIALS.includes(c)
  return {
    length: chars.length >= 8 && chars.length <= 20,
    letter: chars.some(letter),
    digit: chars.some(digit),
    special: chars.some(special),
    ascii: chars.every((c) => c.charCodeAt(0) < 128),
    allowedCharacters: chars.every((c) => letter(c) || digit(c) || special(c)),
    notSame: pw.toLowerCase() !== id.toLowerCase() && pw !== old,
  }
}

/** The inputs a pop-up opens with: the member's values, the password fields empty. */
function openingDraft(u: Member | null): Record<string, string> {
  return {
    current: '',
    password: '',
    confirm: '',
    name: u?.name ?? '',
    email: u?.email ?? '',
    country: u?.country ?? '',
    job: u?.job === undefined ? '' : String(u.job),
    newsletter: u?.agreement === 1 ? '1' : '0',
    language: u?.preferredLang ?? '',
    bCountry: u?.bCountry ?? '',
    bAddress1: u?.bAddress1 ?? '',
    bAddress2: u?.bAddress2 ?? '',
    bCity: u?.bCity ?? '',
    bState: u?.bState ?? '',
    bZipcode: u?.bZipcode ?? '',
  }
}

/** Which inputs of a pop-up must not be blank (spec 1 §5: password, name, country; an e-mail; the billing country). */
function required(field: string | null): string[] {
  if (field === 'password') return ['current', 'password', 'confirm']
  if (field === 'billing') return ['bCountry']
  if (field === 'name' || field === 'email' || field === 'country' || field === 'job')
    return [field]
  return []
}

/** What is wrong with the open pop-up's inputs, as the page flags it; null when it can be sent. */
function findings(s: Situation): Record<string, string> | null {
  const d = s.draft
  const blanks = required(s.field).filter((k) => blank(d[k] ?? ''))
  if (blanks.length > 0) return Object.fromEntries(blanks.map((k) => [k, 'blank']))
  if (s.field === 'password') {
    const holds = rulesHold(d.password ?? '', s.user?.id ?? '', d.current ?? '')
    if (s.alt) return { password: 'alt' }
    if (!holds.notSame) return { password: 'same' }
    if (RULES.some((r) => !holds[r])) return { password: 'rules' }
    const confirm = d.confirm ?? ''
    if (Array.from(confirm).length < 6) return { confirm: 'tooShort' }
    if (confirm !== d.password) return { confirm: 'mismatch' }
  }
  if (s.field === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((d.email ?? '').trim()))
    return { email: 'invalid' }
  if (s.field === 'billing') {
    const country = (d.bCountry ?? '').trim().toUpperCase()
    if (!/^[A-Z]{2}$/.test(country)) return { bCountry: 'invalid' }
    if (country === 'US' && !US_STATES.has((d.bState ?? '').trim().toUpperCase()))
      return { bState: 'stateRequired' }
  }
  return null
}

/** The situation before step `at`: the story lived from its start. */
function situation(story: Story, at: number): Situation {
  const s: Situation = {
    phase: 'loading',
    user: null,
    field: null,
    draft: openingDraft(null),
    alt: false,
  }
  for (const step of story.steps.slice(1, at)) {
    const e = step.event
    const t = step.type
    if (t === `${DONE}loadUser`) {
      s.user = (e.output as { userInfo: Member }).userInfo
      s.phase = 'account'
    } else if (t === `${ERROR}loadUser`) s.phase = 'load failed'
    else if (t === 'load.retry' && s.phase === 'load failed') s.phase = 'loading'
    else if (t === 'edit.open' && s.phase === 'account') {
      const field = String(e.field)
      if (field === 'email' && partnerEmail(s.user)) s.phase = 'leaving'
      else if (field === 'password' && s.user?.isIntegrated) s.phase = 'account'
      else {
        s.field = field
        s.draft = openingDraft(s.user)
        s.alt = false
        s.phase = field === 'billing' ? 'address' : 'pop-up'
      }
    } else if (t === `${DONE}loadAddress`) {
      const a = (e.output as { userBillAddr: Record<string, string> }).userBillAddr
      s.draft = {
        ...s.draft,
        bCountry: a.country ?? '',
        bAddress1: a.address1 ?? '',
        bAddress2: a.address2 ?? '',
        bCity: a.city ?? '',
        bState: a.state ?? '',
        bZipcode: a.zipcode ?? '',
      }
      s.phase = 'pop-up'
    } else if (t === `${ERROR}loadAddress`) {
      s.phase = 'account'
      s.field = null
    } else if (t === 'draft.change' && s.phase === 'pop-up') {
      const key = String(e.key)
      const value = typedValue(key, String(e.value))
      if (key === 'bCountry' && value !== s.draft.bCountry) s.draft.bState = ''
      s.draft = { ...s.draft, [key]: value }
      if (key === 'password' && value === '') s.alt = false
    } else if (t === 'key.alt' && s.phase === 'pop-up' && s.field === 'password') s.alt = true
    else if (t === 'edit.cancel' && s.phase === 'pop-up') {
      s.phase = 'account'
      s.field = null
    } else if (t === 'edit.save' && s.phase === 'pop-up') {
      if (findings(s) === null) s.phase = 'busy'
    } else if (t === `${DONE}checkPassword`) s.phase = code(e.output) === 0 ? 'busy' : 'pop-up'
    else if (/^xstate\.done\.actor\.save/.test(t))
      s.phase = code(e.output) === 0 ? 'leaving' : 'pop-up'
    else if (/^xstate\.error\.actor\.(save|checkPassword)/.test(t)) s.phase = 'pop-up'
  }
  return s
}

/** Spec 1 §4: personal users and cloud-wardrobe-integrated users change the e-mail on the partner site; so do integrated (SSO) accounts. */
const partnerEmail = (u: Member | null) =>
  u !== null && (u.memberType === PERSONAL || u.isClosetIntegration || u.isIntegrated)

/** A comma typed in the billing address becomes a space. */
const typedValue = (key: string, value: string) =>
  BILL_KEYS.includes(key) ? value.replaceAll(',', ' ') : value

const before = situation
const at = (type: string) => (story: Story, i: number) => isEvent(story, i, type)
const opening = (story: Story, i: number, field: string) =>
  isEvent(story, i, 'edit.open') &&
  payloadAt(story, i).field === field &&
  before(story, i).phase === 'account'
const saving = (story: Story, i: number) =>
  isEvent(story, i, 'edit.save') && before(story, i).phase === 'pop-up'

/** What SetMemberField is asked for a field (spec 1 §7 modFld; the name with repeated spaces collapsed). */
function memberFieldCall(s: Situation) {
  const myId = s.user?.id ?? ''
  const d = s.draft
  const val = (v: string) => ({ val: v })
  switch (s.field) {
    case 'name':
      return { modFld: 'name', myId, keyVals: val((d.name ?? '').trim().replace(/\s+/g, ' ')) }
    case 'country':
      return { modFld: 'country', myId, keyVals: val(d.country ?? '') }
    case 'job':
      return { modFld: 'job', myId, keyVals: val(d.job ?? '') }
    case 'newsletter':
      return { modFld: 'agreement', myId, keyVals: val(d.newsletter ?? '') }
    default:
      return { modFld: 'preferredLang', myId, keyVals: val(d.language ?? '') }
  }
}

const saveAnswer = (story: Story, i: number) => {
  const t = story.steps[i]?.type ?? ''
  return /^xstate\.done\.actor\.save/.test(t) ? story.steps[i]?.event.output : undefined
}
const failedCall = (story: Story, i: number) =>
  failureAt(story, i, 'saveField') ??
  failureAt(story, i, 'saveEmail') ??
  failureAt(story, i, 'saveAddress') ??
  failureAt(story, i, 'checkPassword')

/** The pop-up as it opens: nothing flagged, the rules initial, no notice, no outcome of an earlier pop-up. */
const FRESH_POP_UP = {
  flags: {},
  rules: Object.fromEntries(RULES.map((r) => [r, 'initial'])),
  copied: null,
  partnerNotice: false,
  message: null,
  failureShown: false,
}

/** The errCodes each call of a pop-up answers with a meaning of its own (spec 1 §5, §7); any other is shown as "code - info". */
const KNOWN_CODES: Record<string, number[]> = {
  checkPassword: [0, -1000],
  saveField: [0, -6, -1004, -1005],
  saveEmail: [0, -4, -5, -10],
  saveAddress: [0, -10, -11],
}
/** A refusal of a pop-up's call with no meaning of its own, at step `i`. */
function otherRefusal(story: Story, i: number): { errCode: number; errMsg: string } | undefined {
  for (const [service, known] of Object.entries(KNOWN_CODES)) {
    const a = answerAt(story, i, service) as
      { result?: { errCode: number; errMsg: string } } | undefined
    if (a?.result && !known.includes(a.result.errCode)) return a.result
  }
  return undefined
}

/**
 * Whether step `i` may change what the password rules show (spec 1 §5: they read the new password,
 * and the id and the current password it must differ from): the new password or the current one
 * typed in the password pop-up, Alt pressed there, 500 ms passing, a pop-up opening (its rules
 * start initial), a save that finds the new password wrong (the verdict shows at once).
 */
function movesRules(story: Story, i: number): boolean {
  const s = before(story, i)
  const inPasswordPopUp = s.phase === 'pop-up' && s.field === 'password'
  const key = payloadAt(story, i).key
  const type = story.steps[i]?.type ?? ''
  return (
    type.startsWith('xstate.after.') ||
    (isEvent(story, i, 'edit.open') && s.phase === 'account') ||
    (inPasswordPopUp &&
      (isEvent(story, i, 'key.alt') ||
        (isEvent(story, i, 'draft.change') && (key === 'password' || key === 'current')) ||
        (saving(story, i) && ['alt', 'same', 'rules'].includes(findings(s)?.password ?? ''))))
  )
}

const expectations: Expectation[] = [
  {
    rule: 'ACCOUNT-1',
    says: 'Given a save in a pop-up, the pop-up moves focus to its outcome once more; given any other step, it does not',
    when: (_story, i) => i > 0,
    expect: (story, i, seen) =>
      seen
        ? { shows: { focusMoves: (seen.shows.focusMoves as number) + (saving(story, i) ? 1 : 0) } }
        : {},
  },
  {
    rule: 'ACCOUNT-1',
    says: 'Given /mypage/account opens, GetUserInfo is asked for the member',
    when: (story, i) => isStart(story, i),
    expect: () => ({
      calls: [{ service: 'loadUser', input: undefined }],
      shows: { page: 'loading' },
    }),
  },
  {
    rule: 'ACCOUNT-1',
    says: 'Given the member is known, the account page lists the fields with no pop-up open',
    when: (story, i) => answerAt(story, i, 'loadUser') !== undefined,
    expect: () => ({
      navigate: null,
      shows: { page: 'account', dialog: null, failureShown: false, message: null },
    }),
  },
  {
    rule: 'ACCOUNT-9',
    says: 'Given the member could not be loaded, the page says so; a network or unexpected error raises the global error pop-up',
    when: (story, i) => failureAt(story, i, 'loadUser') !== undefined,
    expect: (story, i) => ({
      shows: { page: 'load failed', failureShown: true },
      popup: raisesErrorPopup(
        failureAt(story, i, 'loadUser') ?? { kind: 'unknown', status: 0, code: -1, message: '' },
      ),
    }),
  },
  {
    rule: 'ACCOUNT-9',
    says: 'Given the page could not load, trying again asks GetUserInfo again',
    when: (story, i) => isEvent(story, i, 'load.retry') && before(story, i).phase === 'load failed',
    expect: () => ({
      calls: [{ service: 'loadUser', input: undefined }],
      shows: { page: 'loading' },
    }),
  },
  {
    rule: 'ACCOUNT-5',
    says: 'Given a personal or cloud-wardrobe-integrated member opens the e-mail, the member goes to /logout?gotomail=1&port=1 (the partner site)',
    when: (story, i) => opening(story, i, 'email') && partnerEmail(before(story, i).user),
    expect: () => ({ calls: [], navigate: PARTNER }),
  },
  {
    rule: 'ACCOUNT-5',
    says: 'Given another member opens the e-mail, its pop-up opens with the current address',
    when: (story, i) => opening(story, i, 'email') && !partnerEmail(before(story, i).user),
    expect: (story, i) => ({
      calls: [],
      navigate: null,
      shows: {
        ...FRESH_POP_UP,
        page: 'pop-up',
        dialog: 'email',
        draft: openingDraft(before(story, i).user),
      },
    }),
  },
  {
    rule: 'ACCOUNT-6',
    says: 'Given an integrated account opens the password, no pop-up opens and the page says it changes on the partner site',
    when: (story, i) =>
      opening(story, i, 'password') && before(story, i).user?.isIntegrated === true,
    expect: () => ({
      calls: [],
      navigate: null,
      shows: { page: 'account', dialog: null, partnerNotice: true },
    }),
  },
  {
    rule: 'ACCOUNT-1',
    says: 'Given a member opens the password, name, country, job, newsletter or language, its pop-up opens with the current value and nothing is called',
    when: (story, i) =>
      ['password', 'name', 'country', 'job', 'newsletter', 'language'].some((f) =>
        opening(story, i, f),
      ) &&
      !(payloadAt(story, i).field === 'password' && before(story, i).user?.isIntegrated === true),
    expect: (story, i) => ({
      calls: [],
      navigate: null,
      shows: {
        ...FRESH_POP_UP,
        page: 'pop-up',
        dialog: payloadAt(story, i).field,
        draft: openingDraft(before(story, i).user),
      },
    }),
  },
  {
    rule: 'ACCOUNT-8',
    says: 'Given the billing address is opened, GetUserBillAddress is asked for it',
    when: (story, i) => opening(story, i, 'billing'),
    expect: () => ({
      calls: [{ service: 'loadAddress', input: undefined }],
      shows: { ...FRESH_POP_UP, dialog: 'billing' },
    }),
  },
  {
    rule: 'ACCOUNT-8',
    says: 'Given GetUserBillAddress answered, the pop-up shows the stored address',
    when: (story, i) => answerAt(story, i, 'loadAddress') !== undefined,
    expect: (story, i) => {
      const a = (answerAt(story, i, 'loadAddress') as { userBillAddr: Record<string, string> })
        .userBillAddr
      return {
        shows: {
          page: 'pop-up',
          dialog: 'billing',
          draft: {
            ...openingDraft(before(story, i).user),
            bCountry: a.country,
            bAddress1: a.address1,
            bAddress2: a.address2,
            bCity: a.city,
            bState: a.state,
            bZipcode: a.zipcode,
          },
        },
      }
    },
  },
  {
    rule: 'ACCOUNT-9',
    says: 'Given the billing address could not be read, the pop-up closes; a network or unexpected error raises the global error pop-up',
    when: (story, i) => failureAt(story, i, 'loadAddress') !== undefined,
    expect: (story, i) => ({
      shows: { page: 'account', dialog: null, failureShown: true },
      popup: raisesErrorPopup(
        failureAt(story, i, 'loadAddress') ?? { kind: 'unknown', status: 0, code: -1, message: '' },
      ),
    }),
  },
  {
    rule: 'ACCOUNT-8',
    says: 'Given the member types in a pop-up, the input shows what was typed; a comma typed in the billing address becomes a space',
    when: (story, i) => isEvent(story, i, 'draft.change') && before(story, i).phase === 'pop-up',
    expect: (story, i) => ({
      calls: [],
      shows: { page: 'pop-up', draft: situation(story, i + 1).draft },
    }),
  },
  {
    rule: 'ACCOUNT-2',
    says: "Given an input of a pop-up is changed to another value, its flag and the 'copied' notice no longer show and the other inputs' flags stay",
    when: (story, i) =>
      isEvent(story, i, 'draft.change') &&
      before(story, i).phase === 'pop-up' &&
      situation(story, i + 1).draft[String(payloadAt(story, i).key)] !==
        before(story, i).draft[String(payloadAt(story, i).key)],
    expect: (story, i, seen) => {
      if (!seen) return {}
      const key = String(payloadAt(story, i).key)
      const flags = Object.fromEntries(
        Object.entries(seen.shows.flags as Record<string, string>).filter(([k]) => k !== key),
      )
      return { shows: { flags, copied: null } }
    },
  },
  {
    rule: 'ACCOUNT-2',
    says: 'Given a step of the member that neither types the new password or the current one, nor presses Alt, nor opens a pop-up, nor finds the new password wrong on saving, the rules show what they showed before',
    when: (story, i) =>
      i > 0 && !(story.steps[i]?.type ?? '').startsWith('xstate.') && !movesRules(story, i),
    expect: (_story, _i, seen) => (seen ? { shows: { rules: seen.shows.rules } } : {}),
  },
  {
    rule: 'ACCOUNT-2',
    says: 'Given a save that finds the new password typed with Alt, equal to the id or the current password, or breaking a rule, each rule shows at once whether it holds',
    when: (story, i) =>
      saving(story, i) &&
      ['alt', 'same', 'rules'].includes(findings(before(story, i))?.password ?? ''),
    expect: (story, i) => {
      const s = before(story, i)
      const holds = rulesHold(s.draft.password ?? '', s.user?.id ?? '', s.draft.current ?? '')
      return {
        shows: { rules: Object.fromEntries(RULES.map((r) => [r, holds[r] ? 'success' : 'fail'])) },
      }
    },
  },
  {
    rule: 'ACCOUNT-2',
    says: 'Given the new password (or the current one) is typed, or Alt pressed in it, the rules show loading (initial while it is empty)',
    when: (story, i) =>
      before(story, i).phase === 'pop-up' &&
      before(story, i).field === 'password' &&
      (isEvent(story, i, 'key.alt') ||
        (isEvent(story, i, 'draft.change') &&
          (payloadAt(story, i).key === 'password' || payloadAt(story, i).key === 'current'))),
    expect: (story, i) => {
      const pw = situation(story, i + 1).draft.password ?? ''
      return {
        shows: {
          rules: Object.fromEntries(RULES.map((r) => [r, pw === '' ? 'initial' : 'loading'])),
        },
      }
    },
  },
  {
    rule: 'ACCOUNT-2',
    says: 'Given 500 ms pass without a keystroke, each rule of spec 1 §5 shows success or fail (initial while it is empty)',
    when: (story, i) => (story.steps[i]?.type ?? '').startsWith('xstate.after.'),
    expect: (story, i) => {
      const s = situation(story, i + 1)
      const pw = s.draft.password ?? ''
      const holds = rulesHold(pw, s.user?.id ?? '', s.draft.current ?? '')
      return {
        shows: {
          rules: Object.fromEntries(
            RULES.map((r) => [r, pw === '' ? 'initial' : holds[r] ? 'success' : 'fail']),
          ),
        },
      }
    },
  },
  {
    rule: 'ACCOUNT-2',
    says: "Given a paste into a password field, the field says 'copied'",
    when: (story, i) => isEvent(story, i, 'field.paste') && before(story, i).phase === 'pop-up',
    expect: (story, i) => ({ calls: [], shows: { copied: payloadAt(story, i).key } }),
  },
  {
    rule: 'ACCOUNT-2',
    says: 'Given a blank required input, a broken password rule, Alt, a wrong confirmation, an address without @ or an incomplete billing address, saving flags it and sends nothing',
    when: (story, i) => saving(story, i) && findings(before(story, i)) !== null,
    expect: (story, i) => ({
      calls: [],
      navigate: null,
      shows: { page: 'pop-up', flags: findings(before(story, i)) ?? {} },
    }),
  },
  {
    rule: 'ACCOUNT-1',
    says: 'Given a save whose inputs hold, nothing is flagged any more and the outcome of the last attempt no longer shows',
    when: (story, i) => saving(story, i) && findings(before(story, i)) === null,
    expect: () => ({ shows: { flags: {}, failureShown: false, message: null } }),
  },
  {
    rule: 'ACCOUNT-3',
    says: 'Given a new password that holds, saving asks CheckMyPW about the current password first',
    when: (story, i) =>
      saving(story, i) &&
      before(story, i).field === 'password' &&
      findings(before(story, i)) === null,
    expect: (story, i) => ({
      calls: [
        { service: 'checkPassword', input: { key: 'pw', val: before(story, i).draft.current } },
      ],
      shows: { page: 'busy' },
    }),
  },
  {
    rule: 'ACCOUNT-3',
    says: 'Given CheckMyPW answered 0, SetMemberField pw is called with the new password and the current one as oldVal',
    when: (story, i) => code(answerAt(story, i, 'checkPassword')) === 0,
    expect: (story, i) => {
      const s = before(story, i)
      return {
        calls: [
          {
            service: 'saveField',
            input: {
              modFld: 'pw',
              myId: s.user?.id,
              keyVals: { val: s.draft.password, oldVal: s.draft.current },
            },
          },
        ],
      }
    },
  },
  {
    rule: 'ACCOUNT-3',
    says: 'Given CheckMyPW answered -1000, the current password is flagged as wrong and nothing is saved',
    when: (story, i) => code(answerAt(story, i, 'checkPassword')) === -1000,
    expect: () => ({
      calls: [],
      navigate: null,
      shows: { page: 'pop-up', flags: { current: 'wrongCurrent' } },
    }),
  },
  {
    rule: 'ACCOUNT-7',
    says: 'Given a name, country, job, newsletter or language that holds, saving calls SetMemberField with its modFld',
    when: (story, i) =>
      saving(story, i) &&
      ['name', 'country', 'job', 'newsletter', 'language'].includes(before(story, i).field ?? '') &&
      findings(before(story, i)) === null,
    expect: (story, i) => ({
      calls: [{ service: 'saveField', input: memberFieldCall(before(story, i)) }],
      shows: { page: 'busy' },
    }),
  },
  {
    rule: 'ACCOUNT-5',
    says: 'Given an address with @, saving calls SetEmail with the address, the id and the comId',
    when: (story, i) =>
      saving(story, i) && before(story, i).field === 'email' && findings(before(story, i)) === null,
    expect: (story, i) => {
      const s = before(story, i)
      return {
        calls: [
          {
            service: 'saveEmail',
            input: { email: (s.draft.email ?? '').trim(), id: s.user?.id, comId: s.user?.comId },
          },
        ],
      }
    },
  },
  {
    rule: 'ACCOUNT-8',
    says: 'Given a complete billing address, saving calls SetBillAddress with it (commas already spaces)',
    when: (story, i) =>
      saving(story, i) &&
      before(story, i).field === 'billing' &&
      findings(before(story, i)) === null,
    expect: (story, i) => {
      const d = before(story, i).draft
      return {
        calls: [
          {
            service: 'saveAddress',
            input: {
              country: d.bCountry,
              address1: d.bAddress1,
              address2: d.bAddress2,
              city: d.bCity,
              state: d.bState,
              zipcode: d.bZipcode,
            },
          },
        ],
      }
    },
  },
  {
    rule: 'ACCOUNT-1',
    says: 'Given the save answered 0, the pop-up closes, the session is asked again and the member sees /mypage/account/complete',
    when: (story, i) => saveAnswer(story, i) !== undefined && code(saveAnswer(story, i)) === 0,
    expect: (story, i) => ({
      navigate: `${COMPLETE}?f=${before(story, i).field ?? ''}`,
      cookies: ['session asked again'],
    }),
  },
  {
    rule: 'ACCOUNT-3',
    says: 'Given SetMemberField answered -6, the new password (or the value) is flagged as blank or too short',
    when: (story, i) => code(answerAt(story, i, 'saveField')) === -6,
    expect: (story, i) => {
      const f = before(story, i).field
      const key = f ?? 'name'
      return {
        navigate: null,
        shows: { page: 'pop-up', flags: { [key]: f === 'password' ? 'tooShort' : 'blank' } },
      }
    },
  },
  {
    rule: 'ACCOUNT-3',
    says: 'Given SetMemberField answered -1004, the current password is flagged as wrong',
    when: (story, i) => code(answerAt(story, i, 'saveField')) === -1004,
    expect: () => ({
      navigate: null,
      shows: { page: 'pop-up', flags: { current: 'wrongCurrent' } },
    }),
  },
  {
    rule: 'ACCOUNT-4',
    says: 'Given SetMemberField answered -1005, the name is flagged: it holds a forbidden word',
    when: (story, i) => code(answerAt(story, i, 'saveField')) === -1005,
    expect: () => ({ navigate: null, shows: { page: 'pop-up', flags: { name: 'forbidden' } } }),
  },
  {
    rule: 'ACCOUNT-5',
    says: 'Given SetEmail answered -5, -4 or -10, the e-mail is flagged as already used, invalid or blank',
    when: (story, i) => [-5, -4, -10].includes(code(answerAt(story, i, 'saveEmail'))),
    expect: (story, i) => {
      const c = code(answerAt(story, i, 'saveEmail'))
      return {
        navigate: null,
        shows: {
          page: 'pop-up',
          flags: { email: c === -5 ? 'used' : c === -10 ? 'blank' : 'invalid' },
          message: null,
        },
      }
    },
  },
  {
    rule: 'ACCOUNT-8',
    says: 'Given SetBillAddress answered -10, the billing country is flagged as blank: the country is required',
    when: (story, i) => code(answerAt(story, i, 'saveAddress')) === -10,
    expect: () => ({
      navigate: null,
      shows: { page: 'pop-up', flags: { bCountry: 'blank' }, message: null },
    }),
  },
  {
    rule: 'ACCOUNT-8',
    says: 'Given SetBillAddress answered -11, the state is flagged: a US address takes a state of the list',
    when: (story, i) => code(answerAt(story, i, 'saveAddress')) === -11,
    expect: () => ({
      navigate: null,
      shows: { page: 'pop-up', flags: { bState: 'stateRequired' } },
    }),
  },
  {
    rule: 'ACCOUNT-9',
    says: 'Given an errCode of CheckMyPW, SetMemberField, SetEmail or SetBillAddress with no meaning of its own, the pop-up shows "code - info" and flags nothing',
    when: (story, i) => otherRefusal(story, i) !== undefined,
    expect: (story, i) => {
      const r = otherRefusal(story, i)
      return {
        navigate: null,
        calls: [],
        shows: {
          page: 'pop-up',
          flags: {},
          message: r ? `${String(r.errCode)} - ${r.errMsg}` : null,
        },
      }
    },
  },
  {
    rule: 'ACCOUNT-9',
    says: 'Given a call of the pop-up failed, the pop-up stays and says so; a network or unexpected error raises the global error pop-up',
    when: (story, i) => failedCall(story, i) !== undefined,
    expect: (story, i) => ({
      navigate: null,
      shows: { page: 'pop-up', failureShown: true },
      popup: raisesErrorPopup(
        failedCall(story, i) ?? { kind: 'unknown', status: 0, code: -1, message: '' },
      ),
    }),
  },
  {
    rule: 'ACCOUNT-1',
    says: 'Given the member cancels a pop-up, it closes and nothing is saved',
    when: (story, i) => at('edit.cancel')(story, i) && before(story, i).phase === 'pop-up',
    expect: () => ({ calls: [], navigate: null, shows: { page: 'account', dialog: null } }),
  },
]

export const accountEditOracle: Oracle = { machine: 'accountEdit', expectations }
