import { MemberType, ResultOnly } from '../../../src/contract/index.ts'
import type { MarketingUser } from '../../../src/machines/account/marketingPermissions.ts'
import { failures } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/** Marketing-permissions stories the generated paths do not tell (spec 1 §2, §4, §7), judged by the oracle. */
const NOW = Date.UTC(2026, 10, 23, 3)
const company: MarketingUser = {
  memberType: MemberType.COMPANY_USER,
  comId: '',
  agreement: 0,
  isVerifyEmail: true,
  country: 'KR',
  preferredLang: '',
  job: 5,
}
const neverClosed = {
  caseName: 'never closed',
  event: {
    type: 'xstate.done.actor.readMemory',
    output: { now: NOW, marked: false, lastClosedAt: null },
  },
}
const stored = {
  caseName: 'errCode 0, stored',
  event: {
    type: 'xstate.done.actor.saveRequiredInfo',
    output: ResultOnly.parse({ result: { errCode: 0, errMsg: 'OK' } }),
  },
}

export const stories: ExtraStory[] = [
  {
    name: 'a company whose industry is already known saves it as it is, in the site language when it has none of its own, newsletter no',
    input: {
      name: 'a company in Korea with an industry and no language',
      input: { user: company, language: 'zh' },
    },
    steps: [neverClosed, { caseName: 'saves', event: { type: 'marketing.save' } }, stored],
  },
  {
    name: 'no answer at all (network): the answers stay and the global error pop-up is raised',
    input: { name: 'a company in Korea', input: { user: company, language: 'en' } },
    steps: [
      neverClosed,
      { caseName: 'turns the newsletter on', event: { type: 'marketing.newsletter', on: true } },
      { caseName: 'saves', event: { type: 'marketing.save' } },
      {
        caseName: 'no answer',
        event: {
          type: 'xstate.error.actor.saveRequiredInfo',
          error: failures.network('MemberRequiredInfoSet'),
        },
      },
    ],
  },
  {
    name: 'an end user of a company without a company id is the company itself (spec 1 §3): it is asked',
    input: {
      name: 'a company-side account without comId',
      input: { user: { ...company, memberType: MemberType.END_USER }, language: 'en' },
    },
    steps: [neverClosed],
  },
  {
    name: 'a country that is not a code of the list is not a known country: not asked',
    input: {
      name: 'a company with a free-text country',
      input: { user: { ...company, country: 'Korea' }, language: 'en' },
    },
    steps: [neverClosed],
  },
  {
    name: 'a company chooses the last industry of the list (Academic, 10) and saves it',
    input: {
      name: 'a company in Korea without an industry',
      input: { user: { ...company, job: 99 }, language: 'en' },
    },
    steps: [
      neverClosed,
      { caseName: 'chooses Academic', event: { type: 'marketing.job', job: 10 } },
      { caseName: 'saves', event: { type: 'marketing.save' } },
      stored,
    ],
  },
  ...(
    [
      ['an unverified e-mail', { isVerifyEmail: false }],
      ['agreement 1 (newsletter given)', { agreement: 1 }],
      ['agreement 2 (an end user of a company)', { agreement: 2 }],
      ['a personal user', { memberType: MemberType.PERSONAL }],
      [
        'an end user of a company (with its comId)',
        { memberType: MemberType.END_USER, comId: 'studio' },
      ],
      ['no country', { country: '' }],
    ] as const
  ).map(([who, change]): ExtraStory => ({
    name: `${who}: not asked, whatever the cookie says`,
    input: { name: who, input: { user: { ...company, ...change }, language: 'en' } },
    steps: [neverClosed],
  })),
  {
    name: 'a visitor (nobody signed in): not asked',
    input: { name: 'a visitor', input: { user: null, language: 'ko' } },
    steps: [neverClosed],
  },
  {
    name: 'the cookies cannot be read: a company that owes the answers is asked',
    input: { name: 'a company in Korea', input: { user: company, language: 'en' } },
    steps: [
      {
        caseName: 'cookies unreadable',
        event: { type: 'xstate.error.actor.readMemory', error: new Error('cookies unreadable') },
      },
    ],
  },
]
