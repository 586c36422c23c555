import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  GetUserBillAddressResponse,
  GetUserInfoResponse,
  MemberType,
} from '../../../src/contract/index.ts'
import {
  accountEditMachine,
  editableFields,
  type EditField,
} from '../../../src/machines/account/accountEdit.ts'
import { setEmail } from '../../../src/services/account/mail.ts'
import {
  checkMyPW,
  getUserBillAddress,
  getUserInfo,
  setBillAddress,
  setMemberField,
} from '../../../src/services/account/member.ts'
import { userInfo } from '../../../src/tools/testing/fixtures.ts'

/**
 * Account editing with real time and its real calls (spec 1 §5: the password rules "debounced
 * 500 ms"; §8: a network error raises the global error pop-up, whose ticket names the API), and
 * the fields a member edits (§5: "Job is fixed at 99 for company users"). The model run sends
 * "500 ms passed" as an event and replaces the calls by recorders; here the debounce runs on a fake
 * clock and a call fails with something the client could not name (a TypeError from fetch).
 */
vi.mock('../../../src/services/account/member.ts', () => ({
  checkMyPW: vi.fn(),
  getUserBillAddress: vi.fn(),
  getUserInfo: vi.fn(),
  setBillAddress: vi.fn(),
  setMemberField: vi.fn(),
}))
vi.mock('../../../src/services/account/mail.ts', () => ({ setEmail: vi.fn() }))

const OK = { result: { errCode: 0, errMsg: 'OK' } }
const minji = userInfo({
  id: 'minji',
  name: 'Kim Min-ji',
  memberType: MemberType.END_USER,
  memberTypeName: 5,
  comId: 'company',
})
const calls = [
  vi.mocked(checkMyPW),
  vi.mocked(getUserBillAddress),
  vi.mocked(getUserInfo),
  vi.mocked(setBillAddress),
  vi.mocked(setMemberField),
  vi.mocked(setEmail),
]
beforeEach(() => {
  vi.useFakeTimers()
  for (const call of calls) call.mockRejectedValue(new TypeError('Failed to fetch'))
  vi.mocked(getUserInfo).mockResolvedValue(GetUserInfoResponse.parse({ ...OK, userInfo: minji }))
})
afterEach(() => {
  vi.useRealTimers()
  for (const call of calls) call.mockReset()
})

const start = async () => {
  const reported: unknown[] = []
  const actor = createActor(
    accountEditMachine.provide({
      actions: {
        reportFailure: ({ context }) => {
          reported.push(context.error)
        },
      },
    }),
  )
  actor.start()
  await vi.advanceTimersByTimeAsync(0)
  const open = async (field: EditField) => {
    actor.send({ type: 'edit.open', field })
    await vi.advanceTimersByTimeAsync(0)
  }
  const type = (key: 'current' | 'password' | 'confirm' | 'email', value: string) => {
    actor.send({ type: 'draft.change', key, value })
  }
  const save = async () => {
    actor.send({ type: 'edit.save' })
    await vi.advanceTimersByTimeAsync(0)
  }
  const rules = () => new Set(Object.values(actor.getSnapshot().context.ruleStates))
  return { actor, open, type, save, rules, reported }
}

describe('the fields a member edits (spec 1 §5: a company user’s job is fixed at 99)', () => {
  test('a company user (no company id) edits every field but the job', () => {
    const company = userInfo({ memberType: MemberType.COMPANY_USER, memberTypeName: 3 })
    expect(editableFields(company)).toEqual([
      'password',
      'name',
      'email',
      'country',
      'newsletter',
      'language',
      'billing',
    ])
  })

  test('a personal member and an end user of a company also edit the job', () => {
    const all = ['password', 'name', 'email', 'country', 'job', 'newsletter', 'language', 'billing']
    expect(editableFields(userInfo({}))).toEqual(all)
    expect(editableFields(minji)).toEqual(all)
    // Spec 1 §3: a company user with a company id counts as an end user of that company.
    const withCompany = userInfo({ memberType: MemberType.COMPANY_USER, comId: 'company' })
    expect(editableFields(withCompany)).toEqual(all)
    expect(editableFields(null)).toEqual(all)
  })
})

describe('the password rules wait for 500 ms without a keystroke', () => {
  test('a keystroke within 500 ms of the last one restarts the wait', async () => {
    const { open, type, rules } = await start()
    await open('password')
    type('password', 'Fresh#pass2')
    vi.advanceTimersByTime(300)
    type('password', 'Fresh#pass26')
    vi.advanceTimersByTime(300)
    expect(rules()).toEqual(new Set(['loading']))
    vi.advanceTimersByTime(200)
    expect(rules()).toEqual(new Set(['success']))
  })

  test('the Alt key checks the rules again, and pressing it again restarts the wait', async () => {
    const { actor, open, type, rules } = await start()
    await open('password')
    type('password', 'Fresh#pass26')
    vi.advanceTimersByTime(500)
    expect(rules()).toEqual(new Set(['success']))
    actor.send({ type: 'key.alt' })
    expect(rules()).toEqual(new Set(['loading']))
    vi.advanceTimersByTime(300)
    actor.send({ type: 'key.alt' })
    vi.advanceTimersByTime(300)
    expect(rules()).toEqual(new Set(['loading']))
    vi.advanceTimersByTime(200)
    expect(rules()).toEqual(new Set(['success']))
  })
})

describe('a failure the client could not name reaches the error pop-up under its API', () => {
  test('GetUserInfo', async () => {
    vi.mocked(getUserInfo).mockReset()
    vi.mocked(getUserInfo).mockRejectedValue(new TypeError('Failed to fetch'))
    const { reported } = await start()
    expect(reported).toMatchObject([{ apiName: 'GetUserInfo', kind: 'network' }])
  })

  test('GetUserBillAddress', async () => {
    const { open, reported } = await start()
    await open('billing')
    expect(reported).toMatchObject([{ apiName: 'GetUserBillAddress', kind: 'network' }])
  })

  test('SetBillAddress', async () => {
    vi.mocked(getUserBillAddress).mockResolvedValue(
      GetUserBillAddressResponse.parse({
        ...OK,
        userBillAddr: {
          country: 'KR',
          address1: '1 Jong-ro',
          address2: '',
          city: 'Seoul',
          state: '',
          zipcode: '03154',
        },
      }),
    )
    const { open, save, reported } = await start()
    await open('billing')
    await save()
    expect(reported).toMatchObject([{ apiName: 'SetBillAddress', kind: 'network' }])
  })

  test('SetMemberField', async () => {
    const { open, save, reported } = await start()
    await open('name')
    await save()
    expect(reported).toMatchObject([{ apiName: 'SetMemberField', kind: 'network' }])
  })

  test('SetEmail', async () => {
    const { open, type, save, reported } = await start()
    await open('email')
    type('email', 'minji.new@example.com')
    await save()
    expect(reported).toMatchObject([{ apiName: 'SetEmail', kind: 'network' }])
  })

  test('CheckMyPW', async () => {
    const { open, type, save, reported } = await start()
    await open('password')
    type('current', 'Drape3d!2026')
    type('password', 'Fresh#pass26')
    type('confirm', 'Fresh#pass26')
    await save()
    expect(reported).toMatchObject([{ apiName: 'CheckMyPW', kind: 'network' }])
  })
})
