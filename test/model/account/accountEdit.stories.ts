import { MemberType } from '../../../src/contract/index.ts'
import { failures, userInfo } from '../../../src/tools/testing/fixtures.ts'
import type { ExtraStory } from '../stories.ts'

/**
 * Account-editing stories the generated paths do not tell (spec 1 §4, §5, §7): what was typed
 * matters here (a comma in the address, repeated spaces in a name, the current password as the
 * new one), and the generated paths keep only one of the stories that take the same transitions.
 */
const OK = { result: { errCode: 0, errMsg: 'OK' } }
const start = { name: 'on /mypage/account', input: undefined }
const loaded = (caseName: string, overrides: Parameters<typeof userInfo>[0]) => ({
  caseName,
  event: {
    type: 'xstate.done.actor.loadUser',
    output: { ...OK, userInfo: userInfo(overrides) },
  },
})
const pat = loaded('a personal member', { id: 'pat', name: 'Pat' })
const minji = loaded('an end user of a company', {
  id: 'minji',
  name: 'Kim Min-ji',
  email: 'minji@example.com',
  memberType: MemberType.END_USER,
  memberTypeName: 5,
  comId: 'company',
  agreement: 2,
  country: 'KR',
  preferredLang: 'ko',
})
const chloe = loaded('a cloud-wardrobe member, not single sign-on', {
  id: 'chloe',
  memberType: MemberType.CVF_USER,
  closetIntegration: 1,
  isClosetIntegration: true,
})
const sso = loaded('a single sign-on account, not a cloud-wardrobe member', {
  id: 'sora',
  memberType: MemberType.END_USER,
  memberTypeName: 5,
  comId: 'company',
  isIntegrated: true,
})
const ivan = loaded('an integrated account', {
  id: 'ivan',
  name: 'Ivan',
  memberType: MemberType.CVF_USER,
  closetIntegration: 1,
  isClosetIntegration: true,
  isIntegrated: true,
})
const noEmail = loaded('a company user whose e-mail is blank but verified', {
  id: 'blankco',
  name: 'Blank Co',
  email: '',
  memberType: MemberType.COMPANY_USER,
  memberTypeName: 3,
})
const user = (type: string, caseName: string, fields: Record<string, unknown> = {}) => ({
  caseName,
  event: { type, ...fields },
})
const open = (field: string) => user('edit.open', `opens the ${field} pop-up`, { field })
const type = (key: string, value: string) =>
  user('draft.change', `types ${JSON.stringify(value)} in ${key}`, { key, value })
const save = user('edit.save', 'saves')
const answer = (service: string, errCode: number, errMsg = 'OK') => ({
  caseName: `errCode ${String(errCode)}`,
  event: { type: `xstate.done.actor.${service}`, output: { result: { errCode, errMsg } } },
})

const timePasses = user(
  'xstate.after.ruleCheckDelay.accountEdit.editing.checking',
  '500 ms pass without a keystroke',
)
const usAddress = {
  caseName: 'a US address in California',
  event: {
    type: 'xstate.done.actor.loadAddress',
    output: {
      ...OK,
      userBillAddr: {
        country: 'US',
        address1: '1 Elm St',
        address2: '',
        city: 'LA',
        state: 'CA',
        zipcode: '90001',
      },
    },
  },
}

export const stories: ExtraStory[] = [
  {
    name: 'in the name pop-up, a new password typed and Alt pressed (inputs it does not show) leave the rules as they are',
    input: start,
    steps: [
      pat,
      open('name'),
      type('password', 'Fresh#pass26'),
      user('key.alt', 'presses Alt'),
      save,
    ],
  },
  {
    name: 'the account cannot be loaded (HTTP 500), then the retry loads it and the failure no longer shows',
    input: start,
    steps: [
      {
        caseName: 'HTTP 500',
        event: { type: 'xstate.error.actor.loadUser', error: failures.http500('GetUserInfo') },
      },
      user('load.retry', 'tries again'),
      pat,
    ],
  },
  {
    name: 'Alt pressed before any new password is typed: 500 ms later the rules are still initial',
    input: start,
    steps: [pat, open('password'), user('key.alt', 'presses Alt'), timePasses],
  },
  {
    name: 'SetMemberField answers -6 to the new password: it is flagged as too short; fixed and saved again, the flag is gone',
    input: start,
    steps: [
      pat,
      open('password'),
      type('current', 'Drape3d!2026'),
      type('password', 'Fresh#pass26'),
      type('confirm', 'Fresh#pass26'),
      save,
      answer('checkPassword', 0),
      answer('saveField', -6, 'too short'),
      type('password', 'Fresh#pass27'),
      type('confirm', 'Fresh#pass27'),
      save,
    ],
  },
  {
    name: 'SetEmail answers -1, then the member saves again: "code - info" no longer shows',
    input: start,
    steps: [
      minji,
      open('email'),
      type('email', 'minji.new@example.com'),
      save,
      answer('saveEmail', -1, 'not yours'),
      save,
    ],
  },
  {
    name: 'SetEmail answers -10: the new e-mail is flagged blank',
    input: start,
    steps: [
      minji,
      open('email'),
      type('email', 'minji.new@example.com'),
      save,
      answer('saveEmail', -10, 'blank'),
    ],
  },
  {
    name: 'SetBillAddress answers -10: the billing country is flagged blank',
    input: start,
    steps: [minji, open('billing'), usAddress, save, answer('saveAddress', -10, 'blank')],
  },
  {
    name: 'SetMemberField answers the name with a code it has no meaning for: "code - info", nothing flagged',
    input: start,
    steps: [pat, open('name'), type('name', 'Pat Q'), save, answer('saveField', -10, 'blank')],
  },
  {
    name: 'SetBillAddress answers a code it has no meaning for: "code - info", nothing flagged',
    input: start,
    steps: [minji, open('billing'), usAddress, save, answer('saveAddress', -5, 'refused')],
  },
  {
    name: 'a single sign-on account changes its password and its e-mail on the partner site',
    input: start,
    steps: [sso, open('password'), open('email')],
  },
  {
    name: 'after the partner-site notice, another pop-up opens without it',
    input: start,
    steps: [
      ivan,
      open('password'),
      open('name'),
      type('name', 'Ivan K'),
      save,
      answer('saveField', 0),
    ],
  },
  {
    name: 'a company user whose e-mail is blank changes the name: SetMemberField is called',
    input: start,
    steps: [noEmail, open('name'), type('name', 'Blank   Company'), save, answer('saveField', 0)],
  },
  {
    name: 'the billing address cannot be read, then the name pop-up opens without that failure',
    input: start,
    steps: [
      pat,
      open('billing'),
      {
        caseName: 'HTTP 403',
        event: {
          type: 'xstate.error.actor.loadAddress',
          error: failures.http403('GetUserBillAddress'),
        },
      },
      open('name'),
    ],
  },
  {
    name: 'the rules settle, the confirmation leaves them as they are, the current password typed as the new one fails them with same',
    input: start,
    steps: [
      pat,
      open('password'),
      type('password', 'Fresh#pass26'),
      timePasses,
      type('confirm', 'Fresh#pass26'),
      user('field.paste', 'pastes into the confirmation', { key: 'confirm' }),
      type('current', 'Fresh#pass26'),
      timePasses,
      save,
      type('current', 'Drape3d!2026'),
      save,
    ],
  },
  {
    name: 'Alt pressed in one password pop-up no longer counts once it is cancelled and opened again',
    input: start,
    steps: [
      pat,
      open('password'),
      type('password', 'Fresh#pass26'),
      user('key.alt', 'presses Alt'),
      timePasses,
      user('edit.cancel', 'cancels'),
      open('password'),
      type('current', 'Drape3d!2026'),
      type('password', 'Fresh#pass26'),
      type('confirm', 'Fresh#pass26'),
      save,
    ],
  },
  {
    name: 'a billing address typed with commas is saved with spaces, then the completion page',
    input: start,
    steps: [
      minji,
      open('billing'),
      {
        caseName: 'no address yet',
        event: {
          type: 'xstate.done.actor.loadAddress',
          output: {
            ...OK,
            userBillAddr: {
              country: '',
              address1: '',
              address2: '',
              city: '',
              state: '',
              zipcode: '',
            },
          },
        },
      },
      type('bCountry', 'US'),
      type('bAddress1', '5 Main St, Apt 2'),
      type('bAddress2', 'Floor 3,,east'),
      type('bCity', 'Austin, TX'),
      type('bState', 'TX'),
      type('bZipcode', '73301'),
      save,
      answer('saveAddress', 0),
    ],
  },
  {
    name: 'choosing another billing country clears the state chosen from the US list',
    input: start,
    steps: [
      pat,
      open('billing'),
      {
        caseName: 'a US address in California',
        event: {
          type: 'xstate.done.actor.loadAddress',
          output: {
            ...OK,
            userBillAddr: {
              country: 'US',
              address1: '1 Elm St',
              address2: '',
              city: 'LA',
              state: 'CA',
              zipcode: '90001',
            },
          },
        },
      },
      type('bCountry', 'KR'),
      type('bCountry', 'US'),
      save,
    ],
  },
  {
    name: 'a name with repeated spaces is sent with one space',
    input: start,
    steps: [pat, open('name'), type('name', '  Pat   Q.  Personal '), save, answer('saveField', 0)],
  },
  {
    name: 'a name with a forbidden word is refused with -1005',
    input: start,
    steps: [
      pat,
      open('name'),
      type('name', 'Drape3D Staff'),
      save,
      answer('saveField', -1005, 'forbidden'),
    ],
  },
  {
    name: 'the password: the current one is checked, then the new one saved with it, then the completion page',
    input: start,
    steps: [
      pat,
      open('password'),
      type('current', 'Drape3d!2026'),
      type('password', 'Fresh#pass26'),
      type('confirm', 'Fresh#pass26'),
      save,
      answer('checkPassword', 0),
      answer('saveField', 0),
    ],
  },
  {
    name: 'a wrong current password (CheckMyPW -1000) is flagged and nothing is saved',
    input: start,
    steps: [
      pat,
      open('password'),
      type('current', 'Wrong#pass1'),
      type('password', 'Fresh#pass26'),
      type('confirm', 'Fresh#pass26'),
      save,
      answer('checkPassword', -1000, 'mismatch'),
    ],
  },
  {
    name: "the current password as the new one fails with 'same'",
    input: start,
    steps: [
      pat,
      open('password'),
      type('current', 'Drape3d!2026'),
      type('password', 'Drape3d!2026'),
      type('confirm', 'Drape3d!2026'),
      save,
    ],
  },
  {
    name: "the id as the new password fails with 'same'",
    input: start,
    steps: [pat, open('password'), type('current', 'Drape3d!2026'), type('password', 'PAT'), save],
  },
  {
    name: "a new password typed with Alt fails with 'alt', until it is emptied",
    input: start,
    steps: [
      pat,
      open('password'),
      type('current', 'Drape3d!2026'),
      type('password', 'Fresh#pass26'),
      user('key.alt', 'presses Alt'),
      type('confirm', 'Fresh#pass26'),
      save,
      type('password', ''),
      type('password', 'Fresh#pass26'),
      save,
    ],
  },
  {
    name: 'a confirmation of 5 characters is too short',
    input: start,
    steps: [
      pat,
      open('password'),
      type('current', 'Drape3d!2026'),
      type('password', 'Fresh#pass26'),
      type('confirm', 'Fre#1'),
      save,
    ],
  },
  {
    name: 'an end user changes the e-mail with SetEmail, then the completion page',
    input: start,
    steps: [
      minji,
      open('email'),
      type('email', '  minji.new@example.com '),
      save,
      answer('saveEmail', 0),
    ],
  },
  {
    name: 'a cloud-wardrobe member changes the e-mail on the partner site',
    input: start,
    steps: [chloe, open('email')],
  },
  {
    name: 'job, newsletter and language are saved with their modFld',
    input: start,
    steps: [
      minji,
      open('job'),
      type('job', '99'),
      user('edit.cancel', 'cancels'),
      open('newsletter'),
      type('newsletter', '1'),
      user('edit.cancel', 'cancels'),
      open('language'),
      type('language', 'ja'),
      save,
      answer('saveField', 0),
    ],
  },
  {
    name: 'the newsletter consent is sent as agreement',
    input: start,
    steps: [pat, open('newsletter'), type('newsletter', '0'), save],
  },
]
