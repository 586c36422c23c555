import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  GetUserInfoResponse,
  MemberCode,
  type SetMemberFieldRequest,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { errorOf, signIn, startTestServer, type TestServer } from '../helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '1000' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

async function sessionOf(id: string, pw = DEMO_PASSWORD): Promise<string> {
  const { cookie } = await signIn(server.app, id, pw)
  if (!cookie) throw new Error(`${id} did not sign in`)
  return cookie
}

const setField = (cookie: string, body: SetMemberFieldRequest) =>
  server.app.inject({
    method: 'POST',
    url: '/api/Member/SetMemberField',
    cookies: { jwt_token: cookie },
    payload: body,
  })

const change = (
  cookie: string,
  modFld: SetMemberFieldRequest['modFld'],
  val: string,
  oldVal = '',
) => setField(cookie, { modFld, myId: '', tartgetId: '', keyVals: { val, oldVal } })

async function userInfo(cookie: string) {
  const r = await server.app.inject({
    method: 'GET',
    url: '/api/Member/GetUserInfo',
    cookies: { jwt_token: cookie },
  })
  return GetUserInfoResponse.parse(r.json()).userInfo
}

const codeOf = (r: { json: () => unknown }) =>
  (r.json() as { result: { errCode: number } }).result.errCode

describe('SetMemberField pw (spec 1 §5)', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const cookie = await sessionOf('personal')
    const r = await change(cookie, 'pw', 'New!pass2026', DEMO_PASSWORD)
    expect(r.statusCode).toBe(200)
    expect(codeOf(r)).toBe(0)
    expect((await signIn(server.app, 'personal', 'New!pass2026')).body.loginInfo.loginResult).toBe(
      0,
    )
    expect((await signIn(server.app, 'personal', DEMO_PASSWORD)).body.loginInfo.loginResult).toBe(
      MemberCode.loginInvalid,
    )
  })

  it('-1004 when the current password is wrong, and nothing changes', async () => {
    const cookie = await sessionOf('personal')
    expect(codeOf(await change(cookie, 'pw', 'New!pass2026', 'Wrong!pass1'))).toBe(
      MemberCode.pwCurrentMismatch,
    )
    expect((await signIn(server.app, 'personal', DEMO_PASSWORD)).body.loginInfo.loginResult).toBe(0)
  })

  it('-6 when the new password is blank or shorter than 8', async () => {
    const cookie = await sessionOf('personal')
    expect(codeOf(await change(cookie, 'pw', '', DEMO_PASSWORD))).toBe(MemberCode.pwBlankOrShort)
    expect(codeOf(await change(cookie, 'pw', 'Ab1!', DEMO_PASSWORD))).toBe(
      MemberCode.pwBlankOrShort,
    )
  })

  it('400 naming the rule when the new password breaks another rule or equals the id or the old one', async () => {
    const cookie = await sessionOf('personal')
    const noSpecial = await change(cookie, 'pw', 'abcdefgh1', DEMO_PASSWORD)
    expect(noSpecial.statusCode).toBe(400)
    expect(errorOf(noSpecial).errMsg).toMatch(/keyVals\.val: pw must contain one of ~/)
    const same = await change(cookie, 'pw', DEMO_PASSWORD, DEMO_PASSWORD)
    expect(same.statusCode).toBe(400)
    expect(errorOf(same).errMsg).toMatch(/must not equal the id or the current password/)
  })

  it('an integrated account changes its password on the partner site: 403', async () => {
    const cookie = await sessionOf('integrated')
    expect((await change(cookie, 'pw', 'New!pass2026', DEMO_PASSWORD)).statusCode).toBe(403)
  })

  it('without a session: 401', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/Member/SetMemberField',
      payload: { modFld: 'name', keyVals: { val: 'X' } },
    })
    expect(r.statusCode).toBe(401)
  })
})

describe('SetMemberField on the other fields', () => {
  it('name: stored trimmed with single spaces; -6 when blank; -1005 with a forbidden word', async () => {
    const cookie = await sessionOf('personal')
    expect(codeOf(await change(cookie, 'name', '  Pat   New  Name '))).toBe(0)
    expect((await userInfo(cookie)).name).toBe('Pat New Name')
    expect(codeOf(await change(cookie, 'name', '   '))).toBe(MemberCode.pwBlankOrShort)
    expect(codeOf(await change(cookie, 'name', 'Drape3D Support'))).toBe(
      MemberCode.nameForbiddenOnChange,
    )
    expect((await userInfo(cookie)).name).toBe('Pat New Name')
  })

  it('country, job, preferredLang and the newsletter consent are written and read back', async () => {
    const cookie = await sessionOf('socialnew')
    expect(codeOf(await change(cookie, 'country', 'kr'))).toBe(0)
    expect(codeOf(await change(cookie, 'job', '3'))).toBe(0)
    expect(codeOf(await change(cookie, 'preferredLang', 'ja'))).toBe(0)
    expect(codeOf(await change(cookie, 'sendemail', '1'))).toBe(0)
    expect(codeOf(await change(cookie, 'subscriptionAlert', '1'))).toBe(0)
    expect(await userInfo(cookie)).toMatchObject({
      country: 'KR',
      preferredLang: 'ja',
      agreement: 1,
    })
    expect(codeOf(await change(cookie, 'agreement', '0'))).toBe(0)
    expect((await userInfo(cookie)).agreement).toBe(0)
  })

  it.each([
    ['country', 'Korea'],
    ['job', '42'],
    ['preferredLang', 'fr'],
    ['agreement', '2'],
    ['subscriptionAlert', 'yes'],
  ] as const)('%s = %j is refused with 400 naming the field', async (field, val) => {
    const cookie = await sessionOf('personal')
    const r = await change(cookie, field, val)
    expect(r.statusCode).toBe(400)
    expect(errorOf(r).errMsg).toContain(field)
  })

  it('a company user keeps job 99', async () => {
    const cookie = await sessionOf('company')
    expect((await change(cookie, 'job', '3')).statusCode).toBe(400)
    expect(codeOf(await change(cookie, 'job', '99'))).toBe(0)
  })
})

describe('whose field changes: the session decides, never myId or tartgetId', () => {
  it('myId naming someone else: 403, nothing written', async () => {
    const cookie = await sessionOf('personal')
    const r = await setField(cookie, {
      modFld: 'name',
      myId: 'company',
      tartgetId: '',
      keyVals: { val: 'Hijack' },
    })
    expect(r.statusCode).toBe(403)
    expect((await userInfo(await sessionOf('company'))).name).toBe('Atelier Nord Ltd.')
  })

  it('a personal user naming another member in tartgetId: 403', async () => {
    const cookie = await sessionOf('personal')
    const r = await setField(cookie, {
      modFld: 'name',
      myId: 'personal',
      tartgetId: 'enduser1',
      keyVals: { val: 'Hijack' },
    })
    expect(r.statusCode).toBe(403)
  })

  it('a company admin changes its own end user (with its own current password), not another company’s', async () => {
    const cookie = await sessionOf('company')
    const own = await setField(cookie, {
      modFld: 'pw',
      myId: 'company',
      tartgetId: 'enduser1',
      keyVals: { val: 'Reset!2026a', oldVal: DEMO_PASSWORD },
    })
    expect(codeOf(own)).toBe(0)
    expect((await signIn(server.app, 'enduser1', 'Reset!2026a')).body.loginInfo.loginResult).toBe(0)
    const other = await setField(cookie, {
      modFld: 'name',
      myId: 'company',
      tartgetId: 'sakurauser',
      keyVals: { val: 'Hijack' },
    })
    expect(other.statusCode).toBe(403)
  })

  it('an end user cannot change its company admin', async () => {
    const cookie = await sessionOf('enduser1')
    const r = await setField(cookie, {
      modFld: 'name',
      myId: 'enduser1',
      tartgetId: 'company',
      keyVals: { val: 'Hijack' },
    })
    expect(r.statusCode).toBe(403)
  })
})

describe('CheckMyPW (spec 1 §5)', () => {
  const check = (cookie: string | null, val: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/Member/CheckMyPW',
      ...(cookie ? { cookies: { jwt_token: cookie } } : {}),
      payload: { key: 'pw', val },
    })

  it('0 for the current password, -1000 for another, 401 without a session', async () => {
    const cookie = await sessionOf('personal')
    expect(codeOf(await check(cookie, DEMO_PASSWORD))).toBe(0)
    expect(codeOf(await check(cookie, 'Wrong!pass1'))).toBe(MemberCode.myPwMismatch)
    expect(codeOf(await check(cookie, ''))).toBe(MemberCode.myPwMismatch)
    expect((await check(null, DEMO_PASSWORD)).statusCode).toBe(401)
  })
})
