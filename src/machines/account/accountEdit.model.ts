import {
  GetUserBillAddressResponse,
  GetUserInfoResponse,
  isEmailAddress,
  billAddressProblem,
  MemberType,
  ResultOnly,
} from '../../contract/index.ts'
import { failures, userInfo } from '../../tools/testing/fixtures.ts'
import { defineModel } from '../../tools/testing/testModel.ts'
import { confirmationProblem } from './passwordChange.ts'
import {
  accountEditMachine,
  billAddressOf,
  EDIT_FIELDS,
  passwordRulesBroken,
  requiredKeys,
  type DraftKey,
} from './accountEdit.ts'

const answer = (errCode: number, errMsg: string) =>
  ResultOnly.parse({ result: { errCode, errMsg } })
const member = (overrides: Parameters<typeof userInfo>[0]) =>
  GetUserInfoResponse.parse({ result: { errCode: 0, errMsg: 'OK' }, userInfo: userInfo(overrides) })
const address = (country: string, state: string, address1: string) =>
  GetUserBillAddressResponse.parse({
    result: { errCode: 0, errMsg: 'OK' },
    userBillAddr: {
      country,
      address1,
      address2: '',
      city: country ? 'Springfield' : '',
      state,
      zipcode: '',
    },
  })
const savedAddress = (errCode: number, errMsg: string, state: string) =>
  GetUserBillAddressResponse.parse({
    result: { errCode, errMsg },
    userBillAddr: {
      country: 'US',
      address1: '1 Elm St',
      address2: '',
      city: 'Springfield',
      state,
      zipcode: '',
    },
  })
const draft = (key: DraftKey, value: string, name: string) => ({
  name,
  event: { type: 'draft.change' as const, key, value },
})

/** The test model of account editing (spec 1 §2, §4, §5, §7): Pat, Minji and Ivan edit their accounts. */
export const model = defineModel({
  id: 'accountEdit',
  title: 'Account editing (my page)',
  area: 'accounts',
  rules: [
    'ACCOUNT-1',
    'ACCOUNT-2',
    'ACCOUNT-3',
    'ACCOUNT-4',
    'ACCOUNT-5',
    'ACCOUNT-6',
    'ACCOUNT-7',
    'ACCOUNT-8',
    'ACCOUNT-9',
  ],
  machine: accountEditMachine,
  model: {
    inputs: [{ name: 'on /mypage/account', input: undefined }],
    events: {
      'edit.open': EDIT_FIELDS.map((field) => ({
        name: `opens the ${field} pop-up`,
        event: { type: 'edit.open' as const, field },
      })),
      'draft.change': [
        draft('current', 'Demo#2026pw', 'types the current password'),
        draft('password', 'Fresh#pass26', 'types a good new password'),
        draft('password', 'short', 'types a short new password'),
        draft('confirm', 'Fresh#pass26', 'confirms the new password'),
        draft('confirm', 'Fresh#pass2', 'confirms with another password'),
        draft('name', 'Ana   Kim', 'types a name with repeated spaces'),
        draft('name', '   ', 'types only spaces as the name'),
        draft('email', 'new.address@example.com', 'types a new e-mail'),
        draft('email', 'not-an-address', 'types an e-mail without @'),
        draft('country', '', 'clears the country'),
        draft('job', '4', 'chooses Hobbyist'),
        draft('bCountry', 'US', 'chooses the United States for billing'),
        draft('bState', 'CA', 'chooses California'),
        draft('bAddress1', '5 Main St, Apt 2', 'types an address with a comma'),
      ],
      'field.paste': [
        { name: 'pastes a password', event: { type: 'field.paste', key: 'password' } },
      ],
      'key.alt': [{ name: 'presses Alt in the new password', event: { type: 'key.alt' } }],
      'edit.save': [{ name: 'saves', event: { type: 'edit.save' } }],
      'edit.cancel': [{ name: 'cancels', event: { type: 'edit.cancel' } }],
      'load.retry': [{ name: 'tries again', event: { type: 'load.retry' } }],
    },
    outcomes: {
      loadUser: {
        done: [
          { name: 'a personal member', output: member({ id: 'pat', name: 'Pat' }) },
          {
            name: 'an end user of a company',
            output: member({
              id: 'minji',
              name: 'Kim Min-ji',
              memberType: MemberType.END_USER,
              memberTypeName: 5,
              comId: 'company',
              agreement: 2,
              country: 'KR',
            }),
          },
          {
            name: 'an integrated account',
            output: member({
              id: 'ivan',
              name: 'Ivan',
              memberType: MemberType.CVF_USER,
              closetIntegration: 1,
              isClosetIntegration: true,
              isIntegrated: true,
            }),
          },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('GetUserInfo') },
          { name: 'HTTP 403', error: failures.http403('GetUserInfo') },
        ],
      },
      loadAddress: {
        done: [
          { name: 'a US address without a state', output: address('US', '', '1 Elm St') },
          { name: 'no address yet', output: address('', '', '') },
        ],
        error: [
          { name: 'network down', error: failures.network('GetUserBillAddress') },
          { name: 'HTTP 403', error: failures.http403('GetUserBillAddress') },
        ],
      },
      checkPassword: {
        done: [
          { name: 'errCode 0, the current password is right', output: answer(0, 'OK') },
          { name: 'errCode -1000, mismatch', output: answer(-1000, 'mismatch') },
          { name: 'errCode -1, refused', output: answer(-1, 'refused') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('CheckMyPW') },
          { name: 'HTTP 429', error: failures.http429('CheckMyPW') },
        ],
      },
      saveField: {
        done: [
          { name: 'errCode 0, saved', output: answer(0, 'OK') },
          { name: 'errCode -6', output: answer(-6, 'blank or too short') },
          { name: 'errCode -1004', output: answer(-1004, 'the current password is wrong') },
          { name: 'errCode -1005', output: answer(-1005, 'forbidden word') },
          { name: 'errCode -1, refused', output: answer(-1, 'refused') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('SetMemberField') },
          { name: 'HTTP 400', error: failures.http400('SetMemberField') },
        ],
      },
      saveEmail: {
        done: [
          { name: 'errCode 0, saved unverified', output: answer(0, 'OK') },
          { name: 'errCode -5, already used', output: answer(-5, 'used') },
          { name: 'errCode -4, invalid', output: answer(-4, 'invalid') },
          { name: 'errCode -1, refused', output: answer(-1, 'not yours') },
        ],
        error: [
          { name: 'network down', error: failures.network('SetEmail') },
          { name: 'HTTP 429', error: failures.http429('SetEmail') },
        ],
      },
      // SetBillAddress answers the address as stored (the contract's GetUserBillAddressResponse).
      saveAddress: {
        done: [
          { name: 'errCode 0, saved', output: savedAddress(0, 'OK', 'CA') },
          { name: 'errCode -11, no state', output: savedAddress(-11, 'state required', '') },
        ],
        error: [
          { name: 'HTTP 500', error: failures.http500('SetBillAddress') },
          { name: 'HTTP 400', error: failures.http400('SetBillAddress') },
        ],
      },
    },
    // What the guards read: who the member is, the open pop-up and whether its inputs hold.
    project: (s) => {
      const c = s.context
      const f = c.field
      const u = c.user
      return {
        user:
          u === null
            ? null
            : u.isIntegrated
              ? 'integrated'
              : u.memberType === MemberType.PERSONAL
                ? 'personal'
                : 'company side',
        field: f,
        notice: c.partnerNotice,
        blank: requiredKeys(f).some((k) => c.draft[k].trim() === ''),
        ...(f === 'password'
          ? {
              password: c.altUsed || passwordRulesBroken(c).length > 0 ? 'bad' : 'good',
              confirm: confirmationProblem({
                password: c.draft.password,
                confirm: c.draft.confirm,
              }),
            }
          : {}),
        ...(f === 'email' ? { email: isEmailAddress(c.draft.email) } : {}),
        ...(f === 'billing' ? { address: billAddressProblem(billAddressOf(c.draft)) } : {}),
      }
    },
    effects: ['navigate', 'sessionChanged', 'reportFailure'],
  },
})
