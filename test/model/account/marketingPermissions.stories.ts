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
]
