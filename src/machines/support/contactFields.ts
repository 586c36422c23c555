import {
  CONTACT_LIMITS,
  EMAIL_ACCEPTED,
  EMAIL_EMPTY,
  INQUIRIES,
  LANGUAGE_TAGS,
  MAC_OS,
  OTHERS_LANG,
  USER_TYPES,
  asksVersion,
  isBlank,
  isCountryCode,
  isOfferedVersion,
} from '../../contract/index.ts'

/** The fields of the contact form state (spec 3 §3); attachments are kept apart. */
export const CONTACT_FIELDS = [
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
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactValues = Record<ContactField, string>

/** A field's regexp state (spec 3 §3, §8 "Validation states: blank, vaild, min"); '' before it is judged. */
export type RegexpState = '' | 'blank' | 'vaild' | 'success'
export interface FieldState {
  value: string
  regexp: RegexpState
  isValid: 0 | 1
}

const within = (value: string, max: number) => !isBlank(value) && value.trim().length <= max
const listed = (list: readonly string[], value: string) => list.includes(value)

/** The e-mail's state: blank is -11 (empty); the server's 0 and -5 are accepted; null is not yet asked. */
function emailState(value: string, code: number | null): RegexpState {
  if (isBlank(value)) return 'blank'
  if (code === null) return ''
  if (code === EMAIL_EMPTY) return 'blank'
  return (EMAIL_ACCEPTED as readonly number[]).includes(code) ? 'success' : 'vaild'
}

/** Spec 3 §5: one field's state from the values (and the server's e-mail code). */
export function fieldState(
  values: ContactValues,
  emailCode: number | null,
  field: ContactField,
): FieldState {
  const value = values[field]
  const judge = (ok: boolean): FieldState => ({
    value,
    regexp: isBlank(value) ? 'blank' : ok ? 'success' : 'vaild',
    isValid: ok ? 1 : 0,
  })
  switch (field) {
    case 'inquiry':
      return judge(listed(INQUIRIES, value))
    case 'userType':
      return judge(listed(USER_TYPES, value))
    case 'title':
      return judge(within(value, CONTACT_LIMITS.title))
    case 'description':
      return judge(within(value, CONTACT_LIMITS.description))
    case 'version':
      return judge(isOfferedVersion(value))
    case 'patchVersion':
      return judge(within(value, CONTACT_LIMITS.patchVersion))
    case 'email': {
      const regexp = emailState(value, emailCode)
      return { value, regexp, isValid: regexp === 'success' ? 1 : 0 }
    }
    case 'name':
      return judge(within(value, CONTACT_LIMITS.name))
    case 'country':
      return judge(isCountryCode(value))
    case 'language':
      return judge(listed(LANGUAGE_TAGS, value))
    case 'othersLang':
      return judge(within(value, CONTACT_LIMITS.othersLang))
    default:
      // The "User Requirements" lines are optional; blanks are simply left out of the ticket.
      return { value, regexp: '', isValid: 1 }
  }
}

/** The fields each step counts (spec 3 §4): 4 or 6, then 4 or 5. */
export const step1Fields = (values: ContactValues): ContactField[] =>
  asksVersion(values.inquiry)
    ? ['inquiry', 'userType', 'title', 'description', 'version', 'patchVersion']
    : ['inquiry', 'userType', 'title', 'description']
export const step2Fields = (values: ContactValues): ContactField[] =>
  values.language === OTHERS_LANG
    ? ['email', 'name', 'country', 'language', 'othersLang']
    : ['email', 'name', 'country', 'language']

const validCount = (values: ContactValues, emailCode: number | null, fields: ContactField[]) =>
  fields.filter((f) => fieldState(values, emailCode, f).isValid === 1).length

export const step1Complete = (values: ContactValues): boolean =>
  validCount(values, null, step1Fields(values)) === step1Fields(values).length
export const step2Complete = (values: ContactValues, emailCode: number | null): boolean =>
  validCount(values, emailCode, step2Fields(values)) === step2Fields(values).length

/** The Mac model is asked only for Mac OS (spec 3 §3). */
export const asksMacModel = (values: ContactValues): boolean => values.os === MAC_OS

/**
 * The fields a step shows (spec 3 §2, §3): step 1 its four, and the "User Requirements" block for
 * technical issues and bug reports (the Mac model for Mac OS only); step 2 its four and the other
 * language for others_lang_md. Only these can change: the others are not on the page.
 */
export function shownFields(values: ContactValues, step: 1 | 2): ContactField[] {
  if (step === 2) return step2Fields(values)
  if (!asksVersion(values.inquiry)) return step1Fields(values)
  return [
    ...step1Fields(values),
    'os',
    ...(asksMacModel(values) ? (['macos'] as const) : []),
    'cpu',
    'memory',
    'gpu',
    'resolution',
  ]
}

export const emptyValues = (userType: string, country: string): ContactValues => ({
  inquiry: '',
  userType,
  title: '',
  description: '',
  version: '',
  patchVersion: '',
  email: '',
  name: '',
  country,
  language: '',
  othersLang: '',
  os: '',
  macos: '',
  cpu: '',
  memory: '',
  gpu: '',
  resolution: '',
})
