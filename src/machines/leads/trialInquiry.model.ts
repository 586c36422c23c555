import { TrialInquiryResponse } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { trialInquiryMachine, type TrialChoiceField, type TrialTextField } from './trialInquiry.ts'

/** 200 characters after trimming, and 199 padded with spaces (spec 3 §5, §9). */
export const INQUIRY_OK = `${'We would like to evaluate Drape3D for our character team. '.repeat(4).slice(0, 199)}.`
export const INQUIRY_SHORT = `  ${INQUIRY_OK.slice(0, 199)}${' '.repeat(40)}`

const answer = (
  errCode: number,
  extra: Partial<Pick<TrialInquiryResponse, 'field' | 'newsletter'>> = {},
) =>
  TrialInquiryResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    ...extra,
  })
const change = (field: TrialTextField | TrialChoiceField, value: string, name: string) => ({
  name,
  event: { type: 'field.change' as const, field, value },
})
const checks = (
  over: { fullName?: number; companyName?: number; businessEmail?: number } = {},
) => ({
  fullName: over.fullName ?? 0,
  companyName: over.companyName ?? 0,
  businessEmail: over.businessEmail ?? 0,
})

/** The test model of the enterprise trial inquiry (spec 3 §4, §5, §7, §8): a visitor in Korean and in English. */
export const model = defineModel({
  id: 'trialInquiry',
  title: 'Enterprise trial inquiry',
  area: 'content',
  rules: [
    'TRIAL-1',
    'TRIAL-2',
    'TRIAL-3',
    'TRIAL-4',
    'TRIAL-5',
    'TRIAL-6',
    'TRIAL-7',
    'TRIAL-8',
    'TRIAL-9',
    'TRIAL-10',
    'ERRPOP-1',
  ],
  machine: trialInquiryMachine,
  model: {
    inputs: [
      { name: 'a visitor in Korean', input: { language: 'ko' } },
      { name: 'a visitor in English', input: { language: 'en' } },
    ],
    events: {
      'field.change': [
        change('fullName', 'Kim Minji', 'types the name'),
        change('businessEmail', 'minji@studio.example.com', 'types the e-mail'),
        change('companyName', 'Studio Example', 'types the company'),
        change('companyWebpage', 'studio.example.com', 'types the web address'),
        change('companyWebpage', 'studio', 'types a web address without a domain'),
        change('inquiry', INQUIRY_OK, 'types 200 characters'),
        change('inquiry', INQUIRY_SHORT, 'types 199 characters and spaces'),
        change('jobTitle', '3', 'chooses concept artist'),
      ],
      'field.blur': [
        { name: 'leaves the inquiry', event: { type: 'field.blur', field: 'inquiry' } },
        { name: 'leaves the web address', event: { type: 'field.blur', field: 'companyWebpage' } },
      ],
      'newsletter.toggle': [
        { name: 'ticks the newsletter', event: { type: 'newsletter.toggle', checked: true } },
      ],
      'agree.toggle': [
        { name: 'agrees', event: { type: 'agree.toggle', checked: true } },
        { name: 'unticks the agreement', event: { type: 'agree.toggle', checked: false } },
      ],
      'form.submit': [{ name: 'sends', event: { type: 'form.submit' } }],
      'form.restart': [{ name: 'asks for a new form', event: { type: 'form.restart' } }],
    },
    outcomes: {
      checkFields: {
        done: [
          { name: 'every check passes', output: checks() },
          { name: 'e-mail -5 (a member: fine)', output: checks({ businessEmail: -5 }) },
          { name: 'name -1001 forbidden', output: checks({ fullName: -1001 }) },
          { name: 'company -1001 forbidden', output: checks({ companyName: -1001 }) },
          { name: 'e-mail -4 invalid', output: checks({ businessEmail: -4 }) },
        ],
        error: [
          { name: 'network down', error: failures.network('CheckName') },
          { name: 'HTTP 429', error: failures.http429('CheckName') },
        ],
      },
      sendInquiry: {
        done: [
          { name: 'errCode 0, subscribed', output: answer(0, { newsletter: 'subscribed' }) },
          { name: 'errCode 0, newsletter failed', output: answer(0, { newsletter: 'failed' }) },
          { name: 'inquiry refused -2102', output: answer(-2102, { field: 'inquiry' }) },
          { name: 'errCode -1', output: answer(-1) },
        ],
        error: [
          { name: 'HTTP 503 (CRM down)', error: failures.http500('TrialInquiry') },
          { name: 'network down', error: failures.network('TrialInquiry') },
        ],
      },
    },
    // What the guards read, as one measure: how many required fields pass their local check.
    project: (s) => {
      const c = s.context
      const local = [c.values.fullName, c.values.businessEmail, c.values.companyName].filter(
        (v) => v.trim() !== '',
      ).length
      const url = /\./.test(c.values.companyWebpage) ? 1 : 0
      const inquiry = c.values.inquiry.trim().length >= 200 ? 1 : 0
      return local + url + inquiry + (c.agree ? 1 : 0)
    },
    effects: ['reportFailure'],
  },
})
