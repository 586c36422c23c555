import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  GetMailboxResponse,
  MemberCode,
  endpoints,
  type EndUserRow,
  type InsertMemberRequest,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { members } from '../../../server/account/tables.ts'
import { mailerOf } from '../../../server/mail/index.ts'
import { errorOf, signIn, startTestServer, type TestServer } from '../helpers.ts'
import { roomInWindow } from '../roomInWindow.ts'

/**
 * InsertMember on the real server (spec 1 §5, §7; spec 2 §4 end-user ID pop-up step 2, §5 end-user
 * create, §6, §7 team console): a signed-in company admin creates an end user of its own company,
 * unverified and sent the verification e-mail; anyone else, or another company's comId, is refused
 * 403; the fields are refused with Join's codes; one id and one e-mail are created once.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '1000', LOGIN_ADDRESS_LIMIT: '1000' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

let address = 0
/** A fresh client address per call, so the per-address limit of InsertMember decides no case but its own. */
const nextAddress = () =>
  `10.42.${String(Math.floor(++address / 250))}.${String((address % 250) + 1)}`

const form = (over: Partial<InsertMemberRequest> = {}): InsertMemberRequest => ({
  id: 'newenduser',
  pw: 'Enduser#2026',
  email: 'newenduser@example.com',
  name: 'New End User',
  comId: 'company',
  memberType: 5,
  country: 'KR',
  agreement: 2,
  ...over,
})

async function cookieOf(id: string): Promise<string> {
  const { cookie } = await signIn(server.app, id, DEMO_PASSWORD)
  expect(cookie).toBeTruthy()
  return cookie ?? ''
}

const insert = (body: unknown, cookie: string | null, remoteAddress = nextAddress()) =>
  server.app.inject({
    method: 'POST',
    url: endpoints.InsertMember.path,
    remoteAddress,
    payload: body as Record<string, unknown>,
    ...(cookie === null ? {} : { cookies: { jwt_token: cookie } }),
  })
const codeOf = (r: { json: () => unknown }) =>
  (r.json() as { result: { errCode: number } }).result.errCode

const rowOf = async (id: string) =>
  (await server.app.core.database.db.select().from(members).where(eq(members.id, id)))[0]

async function mailbox(to: string) {
  const r = await server.app.inject({ method: 'GET', url: '/api/Dev/GetMailbox', query: { to } })
  expect(r.statusCode).toBe(200)
  return GetMailboxResponse.parse(r.json()).messages
}

describe('a company admin creates an end user (spec 2 §4 step 2, §5, §6)', () => {
  it('errCode 0: an unverified end user of the company, mailed, listed as NEW, able to sign in', async () => {
    const admin = await cookieOf('company')
    const r = await insert(form({ name: '  New   End User ' }), admin)
    expect(r.statusCode).toBe(200)
    expect(r.json()).toEqual({ result: { errCode: 0, errMsg: expect.any(String) as string } })

    const row = await rowOf('newenduser')
    expect(row).toMatchObject({
      id: 'newenduser',
      brId: 'newenduser',
      comId: 'company',
      memberType: 5,
      agreement: 2,
      isVerifyEmail: false,
      status: 'active',
      job: 99,
      name: 'New End User',
      email: 'newenduser@example.com',
      country: 'KR',
      // the admin's language (the demo company's is Korean)
      preferredLang: 'ko',
    })
    expect(row?.pwHash).not.toContain('Enduser#2026')

    // The verification e-mail reached the local mailbox, in the admin's language.
    const [message, ...older] = await mailbox('newenduser@example.com')
    expect(older).toEqual([])
    expect(message?.language).toBe('ko')
    expect(message?.links[0]).toMatch(/\/ko\/member\/emailverify\?token=[A-Za-z0-9_-]{43}$/)

    // It is one of the company's end users now, created in the last day (NEW).
    const list = await server.app.inject({
      method: 'POST',
      url: endpoints.GetMyMemberList.path,
      cookies: { jwt_token: admin },
      payload: { prdOptSeq: 107 },
    })
    const rows = list.json<{ list: EndUserRow[] }>().list
    expect(rows.map((u) => u.id)).toEqual(['enduser1', 'enduser2', 'enduser3', 'newenduser'])
    // Only the new one is NEW: the demo end users joined a month ago.
    expect(rows.filter((u) => u.newId).map((u) => u.id)).toEqual(['newenduser'])
    expect(rows.find((u) => u.id === 'newenduser')).toMatchObject({
      comId: 'company',
      name: 'New End User',
      newId: true,
    })

    // The end user signs in with the password the admin chose, unverified.
    const signedIn = await signIn(server.app, 'newenduser', 'Enduser#2026')
    expect(signedIn.body.loginInfo.loginResult).toBe(0)
    expect(signedIn.response.json()).toMatchObject({
      loginInfo: { memberType: 5, isVerifyEmail: false, email: 'newenduser@example.com' },
    })
  })

  it('a verification mail that cannot be sent does not undo the creation: errCode 0, the end user exists', async () => {
    const admin = await cookieOf('company')
    const send = vi
      .spyOn(mailerOf(server.app.core), 'send')
      .mockRejectedValueOnce(new Error('the relay is down'))
    try {
      const r = await insert(form(), admin)
      expect(r.statusCode).toBe(200)
      expect(codeOf(r)).toBe(0)
      expect(send).toHaveBeenCalledTimes(1)
    } finally {
      send.mockRestore()
    }
    expect(await rowOf('newenduser')).toMatchObject({ comId: 'company', memberType: 5 })
    expect(await mailbox('newenduser@example.com')).toEqual([])
  })
})

describe('only a company admin, for its own company (spec 2 §6; the server never trusts client ids)', () => {
  it('without a session: 401, nothing created', async () => {
    const r = await insert(form(), null)
    expect(r.statusCode).toBe(401)
    expect(errorOf(r).errCode).toBe(-401)
    expect(await rowOf('newenduser')).toBeUndefined()
  })

  it.each([
    ['a personal member', 'personal', 'company'],
    ['an end user of the company', 'enduser1', 'company'],
    ['an end user naming itself as the company', 'enduser1', 'enduser1'],
    ['another company admin naming this company', 'studio', 'company'],
    ['the admin naming another company', 'company', 'studio'],
    ['the admin with a blank comId', 'company', ''],
    ['the admin naming its end user as the company', 'company', 'enduser1'],
  ])('%s: 403 with errCode -403 and a message, nothing created, no mail', async (_, who, comId) => {
    const before = await server.rowCounts()
    const r = await insert(form({ comId }), await cookieOf(who))
    expect(r.statusCode).toBe(403)
    expect(errorOf(r).errCode).toBe(-403)
    expect(errorOf(r).errMsg).toMatch(/company admin/)
    expect(await rowOf('newenduser')).toBeUndefined()
    expect(await mailbox('newenduser@example.com')).toEqual([])
    const after = await server.rowCounts()
    expect(after.members).toBe(before.members)
  })

  it("another company's admin creates its own end user: comId is that admin's", async () => {
    const r = await insert(form({ comId: 'studio' }), await cookieOf('studio'))
    expect(codeOf(r)).toBe(0)
    expect(await rowOf('newenduser')).toMatchObject({ comId: 'studio', preferredLang: 'ja' })
  })
})

describe("the fields are refused with Join's codes (spec 1 §5; spec 2 §5)", () => {
  const cases: [string, Partial<InsertMemberRequest>, number][] = [
    ['a blank id', { id: '  ' }, MemberCode.blank],
    ['an id with upper case', { id: 'NewEndUser' }, MemberCode.idInvalid],
    ['an id with special characters', { id: 'new_user' }, MemberCode.idInvalid],
    ['an id of digits only', { id: '12345' }, MemberCode.idInvalid],
    ['an id with Korean characters', { id: '가나다라' }, MemberCode.idInvalid],
    ['an id shorter than 4', { id: 'abc' }, MemberCode.idInvalid],
    ['a reserved id', { id: 'admin' }, MemberCode.idBad],
    ['an id in use', { id: 'enduser1' }, MemberCode.idUsed],
    ["a deleted user's id", { id: 'deleted' }, MemberCode.idDeleted],
    ['a cloud-wardrobe user', { id: 'closet' }, MemberCode.idCvfIntegrated],
    ['a blank password', { pw: '' }, MemberCode.pwBlankOrShort],
    ['a short password', { pw: 'Ab#1' }, MemberCode.pwBlankOrShort],
    ['a blank name', { name: '   ' }, MemberCode.blank],
    ['a forbidden word in the name', { name: 'Drape3D Support' }, MemberCode.nameForbidden],
    ['a blank e-mail', { email: ' ' }, MemberCode.blank],
    ['an invalid e-mail', { email: 'not-an-address' }, MemberCode.emailInvalid],
    ['an e-mail in use', { email: 'minji@ateliernord.demo.drape3d.test' }, MemberCode.emailUsed],
    [
      'an e-mail in use in another case',
      { email: 'PERSONAL@demo.drape3d.test' },
      MemberCode.emailUsed,
    ],
    ['no country', { country: '  ' }, MemberCode.blank],
    // the first problem in Join's order: the id before the password, the name before the e-mail
    ['a used id and a short password', { id: 'enduser1', pw: 'Ab#1' }, MemberCode.idUsed],
    ['a blank name and a blank e-mail', { name: '', email: '' }, MemberCode.blank],
    [
      'a forbidden name and a used e-mail',
      { name: 'Staff', email: 'personal@demo.drape3d.test' },
      MemberCode.nameForbidden,
    ],
  ]
  it.each(cases)('%s: 200 with its code, nothing created, no mail', async (_, over, code) => {
    const admin = await cookieOf('company')
    const before = (await server.rowCounts()).members
    const r = await insert(form(over), admin)
    expect(r.statusCode).toBe(200)
    expect(codeOf(r)).toBe(code)
    expect((await server.rowCounts()).members).toBe(before)
    expect(await mailbox('')).toEqual([])
  })

  it.each([
    ['a password without a special character', { pw: 'Enduser2026' }, /pw: .*must contain one of/],
    ['a password without a digit', { pw: 'Enduser#abc' }, /pw: .*must contain a digit/],
    ['a password without a letter', { pw: '2026#2026' }, /pw: .*must contain a letter/],
    ['a password equal to the id', { id: 'enduser9x', pw: 'EndUser9X' }, /must not equal the id/],
    ['a country that is not a code', { country: 'XX' }, /country/],
    ['an id over 20 characters', { id: 'a'.repeat(21) }, /id/],
    ['a name over 20 characters', { name: 'N'.repeat(21) }, /name/],
  ])('%s: 400 naming the field, nothing created', async (_, over, message) => {
    const admin = await cookieOf('company')
    const before = (await server.rowCounts()).members
    const r = await insert(form(over), admin)
    expect(r.statusCode).toBe(400)
    expect(errorOf(r).errMsg).toMatch(message)
    expect((await server.rowCounts()).members).toBe(before)
  })

  it.each([
    ['a personal memberType', { memberType: 1 }, /memberType/],
    ['a company memberType', { memberType: 3 }, /memberType/],
    ['agreement 1', { agreement: 1 }, /agreement/],
    ['agreement 0', { agreement: 0 }, /agreement/],
  ])('%s: 400, whoever asks (the end user is 5 and agreement 2)', async (_, over, message) => {
    const admin = await cookieOf('company')
    const r = await insert({ ...form(), ...over }, admin)
    expect(r.statusCode).toBe(400)
    expect(errorOf(r).errMsg).toMatch(message)
    expect(await rowOf('newenduser')).toBeUndefined()
  })

  it('a lower-case id and a trimmed e-mail and country are stored as sent, trimmed', async () => {
    const admin = await cookieOf('company')
    const r = await insert(
      form({ id: ' newenduser ', email: ' newenduser@example.com ', country: ' kr ' }),
      admin,
    )
    expect(codeOf(r)).toBe(0)
    expect(await rowOf('newenduser')).toMatchObject({
      email: 'newenduser@example.com',
      country: 'KR',
    })
  })
})

describe('exactly once under parallel attempts (spec 1 §5: -80, -5)', () => {
  it('10 parallel InsertMember with one id: one is created, the others are told -80', async () => {
    const admin = await cookieOf('company')
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        insert(form({ email: `racer${String(i)}@example.com` }), admin),
      ),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200))
    const codes = answers.map(codeOf)
    expect(codes.filter((c) => c === 0)).toHaveLength(1)
    expect(codes.filter((c) => c === MemberCode.idUsed)).toHaveLength(9)
    const rows = await server.app.core.database.db
      .select({ n: count() })
      .from(members)
      .where(eq(members.id, 'newenduser'))
    expect(rows).toEqual([{ n: 1 }])
    // one verification mail, to the e-mail of the one created
    const created = await rowOf('newenduser')
    const mails = await mailbox('')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toContain(`<${created?.email ?? '?'}>`)
  })

  it('10 parallel InsertMember with one e-mail in any case: one member holds it, the others are told -5', async () => {
    const admin = await cookieOf('company')
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        insert(
          form({
            id: `twin${String(i)}`,
            email: i % 2 === 0 ? 'twin@example.com' : 'TWIN@Example.com',
          }),
          admin,
        ),
      ),
    )
    const codes = answers.map(codeOf)
    expect(codes.filter((c) => c === 0)).toHaveLength(1)
    expect(codes.filter((c) => c === MemberCode.emailUsed)).toHaveLength(9)
    const holders = await server.app.core.database.db
      .select({ n: count() })
      .from(members)
      .where(eq(sql`lower(${members.email})`, 'twin@example.com'))
    expect(holders).toEqual([{ n: 1 }])
    const twins = await server.app.core.database.db
      .select({ n: count() })
      .from(members)
      .where(sql`${members.id} like 'twin%'`)
    expect(twins).toEqual([{ n: 1 }])
  })
})

describe('the per-address limit (CALL_LIMITS.endUserCreate)', () => {
  it('counts every call before the handler: a member refused 403 is limited like an admin, 429 past the limit', async () => {
    const limit = endpoints.InsertMember.limit
    expect(limit).toBeDefined()
    const { max, windowS } = limit ?? { max: 0, windowS: 1 }
    await roomInWindow(windowS)
    const personal = await cookieOf('personal')
    const from = nextAddress()
    for (let i = 0; i < max; i++)
      expect((await insert(form(), personal, from)).statusCode).toBe(403)
    const refused = await insert(form(), personal, from)
    expect(refused.statusCode).toBe(429)
    expect(errorOf(refused).errCode).toBe(-429)
    // the admin from the same address is limited too; from another address it is served
    const admin = await cookieOf('company')
    expect((await insert(form(), admin, from)).statusCode).toBe(429)
    expect(codeOf(await insert(form(), admin))).toBe(0)
  }, 60_000)
})
