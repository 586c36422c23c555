import { describe, expect, test } from 'vitest'
import { CONTACT_LIMITS } from '../../src/contract/index.ts'
import {
  asksMacModel,
  emptyValues,
  fieldState,
  shownFields,
  step1Complete,
  step1Fields,
  step2Complete,
  step2Fields,
  type ContactField,
  type ContactValues,
} from '../../src/machines/support/contactFields.ts'

/**
 * The field rules of the support contact form, told from spec 3 §3 ("Contact form state": each
 * field holds value, regexp state and isValid 0 or 1; the Mac model only for Mac OS; versions above
 * 7), §4 ("Next-step gating": 4 or 6, then 4 or 5) and §5 (the blank check; subject, description,
 * name and inquiry type required; the e-mail by the server: 0 and -5 accepted, -11 empty, other
 * codes kept). The form's observer sees the e-mail's code, not the state the page draws from it:
 * that state, and each field's, is told here.
 */
const values = (over: Partial<ContactValues> = {}): ContactValues => ({
  ...emptyValues('personal_user', 'KR'),
  ...over,
})
const state = (field: ContactField, value: string, emailCode: number | null = null) => {
  const s = fieldState(values({ [field]: value }), emailCode, field)
  return `${s.regexp}:${String(s.isValid)}`
}

const step1 = {
  inquiry: 'license_purchase',
  title: 'Licence for two seats',
  description: 'We would like two seats.',
}
const technical = {
  ...step1,
  inquiry: 'technical_issues',
  version: '12.2',
  patchVersion: '12.2.140',
}
const step2 = {
  email: 'pat@example.com',
  name: 'Pat Visitor',
  language: 'korean_md',
}

describe('spec 3 §5: the blank check and the required fields', () => {
  test.each(['title', 'description', 'name', 'inquiry'] as const)(
    '%s: empty, one space, or only blanks is blank and invalid',
    (field) => {
      expect(state(field, '')).toBe('blank:0')
      expect(state(field, ' ')).toBe('blank:0')
      expect(state(field, ' \u3000\u200b\t')).toBe('blank:0')
    },
  )

  test('subject, description and name are valid when written', () => {
    expect(state('title', 'Crash on start')).toBe('success:1')
    expect(state('description', 'The simulation crashes.')).toBe('success:1')
    expect(state('name', 'Pat Visitor')).toBe('success:1')
  })

  test('a text is valid up to the length the contract accepts, not beyond', () => {
    const limits: [ContactField, number][] = [
      ['title', CONTACT_LIMITS.title],
      ['description', CONTACT_LIMITS.description],
      ['name', CONTACT_LIMITS.name],
      ['patchVersion', CONTACT_LIMITS.patchVersion],
      ['othersLang', CONTACT_LIMITS.othersLang],
    ]
    for (const [field, max] of limits) {
      expect(state(field, 'a'.repeat(max)), `${field} of ${String(max)}`).toBe('success:1')
      expect(state(field, ` ${'a'.repeat(max)} `), `${field} trimmed`).toBe('success:1')
      expect(state(field, 'a'.repeat(max + 1)), `${field} of ${String(max + 1)}`).toBe('vaild:0')
    }
  })

  test('the inquiry, user type, country and language are valid only as one of their lists', () => {
    expect(state('inquiry', 'technical_issues')).toBe('success:1')
    expect(state('inquiry', 'bug_report_')).toBe('success:1')
    expect(state('inquiry', 'complaint')).toBe('vaild:0')
    expect(state('userType', 'company_user')).toBe('success:1')
    expect(state('userType', 'end_user')).toBe('vaild:0')
    expect(state('userType', '')).toBe('blank:0')
    expect(state('country', 'JP')).toBe('success:1')
    expect(state('country', 'XX')).toBe('vaild:0')
    expect(state('language', 'spanish_md')).toBe('success:1')
    expect(state('language', 'others_lang_md')).toBe('success:1')
    expect(state('language', 'german_md')).toBe('vaild:0')
    expect(state('language', '')).toBe('blank:0')
  })

  test('spec 3 §3, §9: only the product versions above 7 are valid', () => {
    expect(state('version', '12.2')).toBe('success:1')
    expect(state('version', '12.0')).toBe('success:1')
    expect(state('version', '6.2')).toBe('vaild:0')
    expect(state('version', '13.5')).toBe('vaild:0')
    expect(state('version', '')).toBe('blank:0')
  })

  test('the "User Requirements" lines are optional: blank or not, they never hold a step back', () => {
    for (const field of ['os', 'macos', 'cpu', 'memory', 'gpu', 'resolution'] as const) {
      expect(state(field, '')).toBe(':1')
      expect(state(field, 'RTX 4080')).toBe(':1')
    }
  })
})

describe('spec 3 §5: the e-mail is validated by the server', () => {
  test('a blank e-mail is blank, asked or not', () => {
    expect(state('email', '', null)).toBe('blank:0')
    expect(state('email', ' ', 0)).toBe('blank:0')
  })
  test('an e-mail the server has not answered is not judged yet', () => {
    expect(state('email', 'pat@example.com', null)).toBe(':0')
  })
  test('0 and -5 (already used) are accepted; -11 is empty; any other code is kept as invalid', () => {
    expect(state('email', 'pat@example.com', 0)).toBe('success:1')
    expect(state('email', 'pat@example.com', -5)).toBe('success:1')
    expect(state('email', 'pat@example.com', -11)).toBe('blank:0')
    expect(state('email', 'pat@example.com', -4)).toBe('vaild:0')
    expect(state('email', 'pat@example.com', -1)).toBe('vaild:0')
  })
  test('the state keeps the value it was judged on', () => {
    expect(fieldState(values({ email: 'pat@example.com' }), 0, 'email').value).toBe(
      'pat@example.com',
    )
    expect(fieldState(values({ title: 'Crash' }), null, 'title').value).toBe('Crash')
  })
})

describe('spec 3 §4: next-step gating', () => {
  test('step 1 counts 4 fields, or 6 for technical issues and bug reports', () => {
    expect(step1Fields(values(step1))).toEqual(['inquiry', 'userType', 'title', 'description'])
    expect(step1Fields(values({ inquiry: 'bug_report_' }))).toEqual([
      'inquiry',
      'userType',
      'title',
      'description',
      'version',
      'patchVersion',
    ])
  })
  test('step 1 is complete with its 4 valid fields; a technical issue also needs version and patch', () => {
    expect(step1Complete(values(step1))).toBe(true)
    expect(step1Complete(values({ ...step1, title: ' ' }))).toBe(false)
    expect(step1Complete(values({ ...step1, userType: '' }))).toBe(false)
    expect(step1Complete(values({ ...step1, inquiry: 'technical_issues' }))).toBe(false)
    expect(step1Complete(values(technical))).toBe(true)
    expect(step1Complete(values({ ...technical, version: '6.2' }))).toBe(false)
    expect(step1Complete(values({ ...technical, patchVersion: '' }))).toBe(false)
  })
  test('step 2 counts 4 fields, or 5 with another language', () => {
    expect(step2Fields(values(step2))).toEqual(['email', 'name', 'country', 'language'])
    expect(step2Fields(values({ language: 'others_lang_md' }))).toEqual([
      'email',
      'name',
      'country',
      'language',
      'othersLang',
    ])
  })
  test('step 2 is complete with an accepted e-mail and its other valid fields; another language needs its name', () => {
    expect(step2Complete(values(step2), 0)).toBe(true)
    expect(step2Complete(values(step2), -5)).toBe(true)
    expect(step2Complete(values(step2), null)).toBe(false)
    expect(step2Complete(values(step2), -4)).toBe(false)
    expect(step2Complete(values({ ...step2, name: ' ' }), 0)).toBe(false)
    expect(step2Complete(values({ ...step2, country: '' }), 0)).toBe(false)
    expect(step2Complete(values({ ...step2, language: 'others_lang_md' }), 0)).toBe(false)
    expect(
      step2Complete(values({ ...step2, language: 'others_lang_md', othersLang: 'Deutsch' }), 0),
    ).toBe(true)
  })
})

describe('spec 3 §2, §3: the fields each step shows', () => {
  test('step 1 of a licence question shows its 4 fields', () => {
    expect(shownFields(values(step1), 1)).toEqual(['inquiry', 'userType', 'title', 'description'])
  })
  test('step 1 of a technical issue adds version, patch and the "User Requirements" block; the Mac model only for Mac OS', () => {
    const block = ['os', 'cpu', 'memory', 'gpu', 'resolution']
    const first = ['inquiry', 'userType', 'title', 'description', 'version', 'patchVersion']
    expect(shownFields(values({ ...technical, os: 'windows' }), 1)).toEqual([...first, ...block])
    expect(shownFields(values({ ...technical, os: 'mac_os' }), 1)).toEqual([
      ...first,
      'os',
      'macos',
      'cpu',
      'memory',
      'gpu',
      'resolution',
    ])
    expect(asksMacModel(values({ os: 'mac_os' }))).toBe(true)
    expect(asksMacModel(values({ os: 'windows' }))).toBe(false)
  })
  test('step 2 shows its 4 fields, and the other language for others_lang_md', () => {
    expect(shownFields(values(step2), 2)).toEqual(['email', 'name', 'country', 'language'])
    expect(shownFields(values({ ...technical, language: 'others_lang_md' }), 2)).toEqual([
      'email',
      'name',
      'country',
      'language',
      'othersLang',
    ])
  })
})

describe('spec 3 §2, §4: an empty form', () => {
  test('every field is empty but the preselected user type and country', () => {
    const empty = emptyValues('company_user', 'JP')
    expect(empty.userType).toBe('company_user')
    expect(empty.country).toBe('JP')
    const rest = Object.entries(empty).filter(([k]) => k !== 'userType' && k !== 'country')
    expect(rest.length).toBe(15)
    expect(rest.every(([, v]) => v === '')).toBe(true)
  })
})
