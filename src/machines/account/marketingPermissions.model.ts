import { MemberType, ResultOnly } from '../../contract/index.ts'
import { failures } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { marketingPermissionsMachine, type MarketingUser } from './marketingPermissions.ts'

const FIXED_NOW = Date.UTC(2026, 10, 23, 3)
const answer = (errCode: number, errMsg: string) =>
  ResultOnly.parse({ result: { errCode, errMsg } })

/** Studio Sakura: a company account with agreement 0, a verified e-mail and a known country. */
const company: MarketingUser = {
  memberType: MemberType.COMPANY_USER,
  comId: '',
  agreement: 0,
  isVerifyEmail: true,
  country: 'JP',
  preferredLang: 'ja',
  job: 99,
}

/** The test model of the marketing-permissions pop-up (spec 1 §2, §4, §7): who is asked, what, and how it is saved. */
export const model = defineModel({
  id: 'marketingPermissions',
  title: 'Marketing permissions pop-up',
  area: 'accounts',
  rules: ['MARKETING-1', 'MARKETING-2', 'MARKETING-3', 'MARKETING-4', 'MARKETING-5', 'MARKETING-6'],
  machine: marketingPermissionsMachine,
  model: {
    inputs: [
      {
        name: 'a company, agreement 0, verified, in Japan',
        input: { user: company, language: 'en' },
      },
      {
        name: 'a company that agreed already',
        input: { user: { ...company, agreement: 1 }, language: 'en' },
      },
      {
        name: 'a company with an unverified e-mail',
        input: { user: { ...company, isVerifyEmail: false }, language: 'en' },
      },
      {
        name: 'a company without a known country',
        input: { user: { ...company, country: '' }, language: 'en' },
      },
      {
        name: 'a personal user with agreement 0',
        input: { user: { ...company, memberType: MemberType.PERSONAL }, language: 'en' },
      },
      {
        name: 'an end user of a company with agreement 0',
        input: {
          user: { ...company, memberType: MemberType.END_USER, comId: 'studio' },
          language: 'en',
        },
      },
      { name: 'a visitor', input: { user: null, language: 'ko' } },
    ],
    events: {
      'marketing.newsletter': [
        { name: 'turns the newsletter on', event: { type: 'marketing.newsletter', on: true } },
      ],
      'marketing.language': [
        { name: 'chooses Korean', event: { type: 'marketing.language', language: 'ko' } },
      ],
      'marketing.job': [
        { name: 'chooses VFX', event: { type: 'marketing.job', job: 3 } },
        { name: 'sends a code not in the list', event: { type: 'marketing.job', job: 42 } },
      ],
      'marketing.save': [{ name: 'saves', event: { type: 'marketing.save' } }],
      'marketing.close': [{ name: 'closes', event: { type: 'marketing.close' } }],
      'marketing.escape': [{ name: 'presses Escape', event: { type: 'marketing.escape' } }],
      'marketing.outsideClick': [
        { name: 'clicks outside', event: { type: 'marketing.outsideClick' } },
      ],
    },
    outcomes: {
      readMemory: {
        done: [
          { name: 'never closed', output: { now: FIXED_NOW, marked: false, lastClosedAt: null } },
          {
            name: 'closed an hour ago',
            output: { now: FIXED_NOW, marked: true, lastClosedAt: FIXED_NOW - 3_600_000 },
          },
        ],
        error: [{ name: 'cookies unreadable', error: new Error('cookies unreadable') }],
      },
      saveRequiredInfo: {
        done: [
          { name: 'errCode 0, stored', output: answer(0, 'OK') },
          { name: 'errCode -1, refused', output: answer(-1, 'refused') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('MemberRequiredInfoSet') },
          { name: 'HTTP 400', error: failures.http400('MemberRequiredInfoSet') },
        ],
      },
    },
    project: (s) => ({
      job: s.context.job !== null,
      jobMissing: s.context.jobMissing,
      outcome: s.context.refusedCode !== null ? 'refused' : s.context.error ? 'failed' : null,
    }),
    effects: ['remember', 'sessionChanged', 'reportFailure'],
    // The runs see the cookie `remember` asks the cookie service to write (a mocked service).
    passThrough: ['remember'],
  },
})
