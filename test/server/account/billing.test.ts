import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  BillCode,
  GetUserBillAddressResponse,
  GetUserInfoResponse,
  type SetBillAddressRequest,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { signIn, startTestServer, type TestServer } from '../helpers.ts'

/**
 * The billing address of spec 1 §3, §4, §7 and the e-mail change of account editing (spec 1 §4):
 * always the session's member's, every rule of the form checked again by the server.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '1000' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

async function sessionOf(id: string): Promise<string> {
  const { cookie } = await signIn(server.app, id, DEMO_PASSWORD)
  if (!cookie) throw new Error(`${id} did not sign in`)
  return cookie
}
const post = (url: string, cookie: string | null, payload: unknown = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    ...(cookie ? { cookies: { jwt_token: cookie } } : {}),
    payload: payload as Record<string, unknown>,
  })
const address = (overrides: Partial<SetBillAddressRequest> = {}): SetBillAddressRequest => ({
  country: 'US',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zipcode: '73301',
  ...overrides,
})
const readAddress = async (cookie: string) =>
  GetUserBillAddressResponse.parse((await post('/api/Member/GetUserBillAddress', cookie)).json())
    .userBillAddr

describe('GetUserBillAddress / SetBillAddress (spec 1 §3, §7)', () => {
  it('answers the signed-in member’s stored address', async () => {
    const cookie = await sessionOf('personal')
    expect(await readAddress(cookie)).toEqual({
      country: 'US',
      address1: '100 Market St',
      address2: '',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
    })
  })

  it('saves an address with every comma turned into a space, trimmed, the US state upper-cased', async () => {
    const cookie = await sessionOf('enduser3')
    const r = await post(
      '/api/Member/SetBillAddress',
      cookie,
      address({
        address1: ' 5 Main St, Apt 2 ',
        address2: 'Floor 3,east',
        city: 'Austin,',
        state: 'tx',
      }),
    )
    expect(r.statusCode).toBe(200)
    expect(r.json()).toMatchObject({ result: { errCode: 0 } })
    expect(await readAddress(cookie)).toEqual({
      country: 'US',
      address1: '5 Main St  Apt 2',
      address2: 'Floor 3 east',
      city: 'Austin',
      state: 'TX',
      zipcode: '73301',
    })
    // The user info carries the same address (spec 1 §3 bCountry … bZipcode).
    const info = GetUserInfoResponse.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/Member/GetUserInfo',
          cookies: { jwt_token: cookie },
        })
      ).json(),
    ).userInfo
    expect(info.bAddress1).toBe('5 Main St  Apt 2')
  })

  it('refuses a blank country (-10) and a US address without a state of the list (-11), keeping the stored one', async () => {
    const cookie = await sessionOf('personal')
    const blank = await post('/api/Member/SetBillAddress', cookie, address({ country: '  ' }))
    expect(blank.json()).toMatchObject({ result: { errCode: BillCode.blank } })
    for (const state of ['', 'XX', 'California']) {
      const r = await post('/api/Member/SetBillAddress', cookie, address({ state }))
      expect(r.json(), state).toMatchObject({ result: { errCode: BillCode.stateRequired } })
    }
    expect((await readAddress(cookie)).state).toBe('CA')
  })

  it('takes any state outside the US, and answers 400 for a country that is not a two-letter code', async () => {
    const cookie = await sessionOf('personal')
    const kr = await post(
      '/api/Member/SetBillAddress',
      cookie,
      address({ country: 'kr', state: 'Gyeonggi-do', city: 'Seongnam' }),
    )
    expect(kr.json()).toMatchObject({ result: { errCode: 0 }, userBillAddr: { country: 'KR' } })
    const bad = await post('/api/Member/SetBillAddress', cookie, address({ country: 'Korea' }))
    expect(bad.statusCode).toBe(400)
  })

  it('needs a signed-in member, and a field longer than 100 characters is a bad request', async () => {
    expect((await post('/api/Member/GetUserBillAddress', null)).statusCode).toBe(401)
    expect((await post('/api/Member/SetBillAddress', null, address())).statusCode).toBe(401)
    const cookie = await sessionOf('personal')
    const long = await post(
      '/api/Member/SetBillAddress',
      cookie,
      address({ city: 'x'.repeat(101) }),
    )
    expect(long.statusCode).toBe(400)
  })

  it('acts for the session’s member only: one member’s address never reaches another', async () => {
    const a = await sessionOf('enduser3')
    const b = await sessionOf('personal')
    await post('/api/Member/SetBillAddress', a, address({ address1: 'Only mine' }))
    expect((await readAddress(b)).address1).toBe('100 Market St')
  })
})

describe('account editing, e-mail change (spec 1 §4)', () => {
  it('an end user saves a new e-mail with SetEmail: it becomes unverified and its verification mail is sent', async () => {
    const cookie = await sessionOf('enduser3')
    const r = await post('/api/Member/SetEmail', cookie, {
      email: 'jiho.new@ateliernord.demo.drape3d.test',
      id: 'enduser3',
      comId: 'company',
    })
    expect(r.json()).toMatchObject({ result: { errCode: 0 } })
    const info = GetUserInfoResponse.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/Member/GetUserInfo',
          cookies: { jwt_token: cookie },
        })
      ).json(),
    ).userInfo
    expect(info.email).toBe('jiho.new@ateliernord.demo.drape3d.test')
    expect(info.isVerifyEmail).toBe(false)
    const mailbox = await server.app.inject({
      method: 'GET',
      url: '/api/Dev/GetMailbox?to=jiho.new%40ateliernord.demo.drape3d.test',
    })
    expect(JSON.stringify(mailbox.json())).toContain('/member/emailverify')
  })

  it('an integrated account cannot change its e-mail here (403), and another member’s address is -5', async () => {
    const integrated = await sessionOf('integrated')
    const r = await post('/api/Member/SetEmail', integrated, {
      email: 'ivan.new@demo.drape3d.test',
      id: 'integrated',
      comId: '',
    })
    expect(r.statusCode).toBe(403)
    const cookie = await sessionOf('enduser3')
    const used = await post('/api/Member/SetEmail', cookie, {
      email: 'personal@demo.drape3d.test',
      id: 'enduser3',
      comId: 'company',
    })
    expect(used.json()).toMatchObject({ result: { errCode: -5 } })
  })

  it('four members taking one new address at once: one gets it, the others are told -5', async () => {
    const members = [
      ['enduser1', 'company'],
      ['enduser2', 'company'],
      ['enduser3', 'company'],
      ['sakurauser', 'studio'],
    ] as const
    const cookies = await Promise.all(members.map(([id]) => sessionOf(id)))
    const answers = await Promise.all(
      members.map(([id, comId], i) =>
        post('/api/Member/SetEmail', cookies[i] ?? null, {
          email: i % 2 === 0 ? 'shared@example.com' : 'SHARED@example.com',
          id,
          comId,
        }),
      ),
    )
    const codes = answers.map((r) => r.json<{ result: { errCode: number } }>().result.errCode)
    expect(codes.filter((c) => c === 0)).toHaveLength(1)
    expect(codes.filter((c) => c === -5)).toHaveLength(3)
  })
})
