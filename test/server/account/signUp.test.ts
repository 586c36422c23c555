import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CheckEmailResponse, MemberCode, type JoinRequest } from '../../../src/contract/index.ts'
import { afterJoin } from '../../../server/account/joined.ts'
import { members } from '../../../server/account/tables.ts'
import { buildOpenApi } from '../../../server/core/http/openapi.ts'
import { solvedCaptcha } from '../security/captchaSolver.ts'
import { errorOf, signIn, startTestServer, type TestServer } from '../helpers.ts'

vi.mock('../../../server/account/joined.ts', () => ({ afterJoin: vi.fn(() => Promise.resolve()) }))

/**
 * Sign-up on the real server (spec 1 §2, §4, §5, §7, §8; issue 11): Join creates the member,
 * unverified, and refuses what the form refuses with the spec's codes; the captcha is needed unless
 * the visitor is in CN, and each solution is accepted once; one id is created once.
 * The proxy is trusted here, so each request names its address (X-Forwarded-For) and country.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' })
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.reset()
  vi.mocked(afterJoin).mockClear()
})

let address = 0
/** A fresh client address for each call, so the per-address limit of Join never decides a case. */
const nextAddress = () =>
  `10.1.${String(Math.floor(++address / 250))}.${String((address % 250) + 1)}`

const form = (over: Partial<JoinRequest> = {}): JoinRequest => ({
  id: 'newcomer',
  pw: 'Newcomer#2026',
  name: 'Newcomer Pat',
  email: 'newcomer@example.com',
  memberType: 1,
  country: 'US',
  cultureCode: 'en-US',
  brId: over.id ?? 'newcomer',
  job: 99,
  agreement: 0,
  ...over,
})

const join = (body: JoinRequest, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/Member/Join',
    payload: body,
    headers: { 'x-forwarded-for': nextAddress(), 'x-country-code': 'US', ...headers },
  })
const codeOf = (r: { json: () => unknown }) =>
  (r.json() as { result: { errCode: number } }).result.errCode
const check = (name: 'CheckID' | 'CheckEmail' | 'CheckName', val: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/Member/${name}`,
    query: { val },
    headers: { 'x-forwarded-for': nextAddress() },
  })

describe('Join creates the member (spec 1 §2, §3)', () => {
  it('a personal sign-up with a solved captcha: errCode 0, the member exists unverified, signs in, and afterJoin ran once', async () => {
    const r = await join({ ...form(), captcha: await solvedCaptcha(server.app) })
    expect(r.statusCode).toBe(200)
    expect(codeOf(r)).toBe(0)
    expect(vi.mocked(afterJoin)).toHaveBeenCalledTimes(1)
    expect(vi.mocked(afterJoin).mock.calls[0]?.[1]).toBe('newcomer')
    const signedIn = await signIn(server.app, 'newcomer', 'Newcomer#2026')
    expect(signedIn.body.loginInfo.loginResult).toBe(0)
    expect(signedIn.response.json()).toMatchObject({
      loginInfo: { isVerifyEmail: false, memberType: 1, email: 'newcomer@example.com' },
    })
    // The id is taken now.
    expect(codeOf(await check('CheckID', 'newcomer'))).toBe(MemberCode.idUsed)
  })

  it('a company sign-up has job 99; any other job is refused as a bad request', async () => {
    const bad = await join({
      ...form({ id: 'acmeco', memberType: 3, job: 1 }),
      captcha: await solvedCaptcha(server.app),
    })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).errMsg).toMatch(/job/)
    const good = await join({
      ...form({ id: 'acmeco', memberType: 3, job: 99, name: 'Acme Studio' }),
      captcha: await solvedCaptcha(server.app),
    })
    expect(codeOf(good)).toBe(0)
    const signedIn = await signIn(server.app, 'acmeco', 'Newcomer#2026')
    expect(signedIn.response.json()).toMatchObject({ loginInfo: { loginResult: 0, memberType: 3 } })
  })

  it('the password is stored as a hash, never as sent', async () => {
    await join({ ...form(), captcha: await solvedCaptcha(server.app) })
    const { members } = await import('../../../server/account/tables.ts')
    const { eq } = await import('drizzle-orm')
    const rows = await server.app.core.database.db
      .select()
      .from(members)
      .where(eq(members.id, 'newcomer'))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.pwHash).not.toContain('Newcomer#2026')
    expect(rows[0]?.pwHash.length).toBeGreaterThan(40)
    expect(rows[0]).toMatchObject({
      isVerifyEmail: false,
      brId: 'newcomer',
      country: 'US',
      job: 99,
    })
  })
})

describe('Join refuses what the form refuses, with the codes of spec 1 §5, §8', () => {
  const cases: [string, Partial<JoinRequest>, number][] = [
    ['a blank id', { id: '  ', brId: '  ' }, MemberCode.blank],
    ['an id with upper case', { id: 'NewComer', brId: 'NewComer' }, MemberCode.idInvalid],
    ['an id of digits only', { id: '12345', brId: '12345' }, MemberCode.idInvalid],
    ['an id with special characters', { id: 'new_comer', brId: 'new_comer' }, MemberCode.idInvalid],
    ['an id with Korean characters', { id: '가나다라', brId: '가나다라' }, MemberCode.idInvalid],
    ['an id in use', { id: 'personal', brId: 'personal' }, MemberCode.idUsed],
    ['a deleted user', { id: 'deleted', brId: 'deleted' }, MemberCode.idDeleted],
    ['a cloud-wardrobe user', { id: 'closet', brId: 'closet' }, MemberCode.idCvfIntegrated],
    ['a reserved id', { id: 'admin', brId: 'admin' }, MemberCode.idBad],
    ['a short password', { pw: 'Ab#1' }, MemberCode.pwBlankOrShort],
    ['a blank name', { name: '   ' }, MemberCode.blank],
    ['a forbidden word in the name', { name: 'Drape3D Support' }, MemberCode.nameForbidden],
    ['a blank e-mail', { email: '' }, MemberCode.blank],
    ['an invalid e-mail', { email: 'not-an-address' }, MemberCode.emailInvalid],
    ['an e-mail in use', { email: 'personal@demo.drape3d.test' }, MemberCode.emailUsed],
    ['no country', { country: '' }, MemberCode.blank],
  ]
  it.each(cases)('%s: its code, nothing created, no captcha spent', async (_, over, code) => {
    const captcha = await solvedCaptcha(server.app)
    const r = await join({ ...form(over), captcha })
    expect(r.statusCode).toBe(200)
    expect(codeOf(r)).toBe(code)
    expect(vi.mocked(afterJoin)).not.toHaveBeenCalled()
    // The captcha was not spent on a refused form: the right form still goes through with it.
    expect(codeOf(await join({ ...form(), captcha }))).toBe(0)
  })

  it.each([
    ['a password breaking a rule (no special character)', { pw: 'Newcomer2026' }, /pw/],
    ['a brId other than the id', { brId: 'someone' }, /brId/],
    ['a country that is not a code', { country: 'XX' }, /country/],
  ])('%s: a bad request naming the field', async (_, over, message) => {
    const r = await join({ ...form(over), captcha: await solvedCaptcha(server.app) })
    expect(r.statusCode).toBe(400)
    expect(errorOf(r).errMsg).toMatch(message)
  })

  it('a password equal to the id (letters, digits and a special, the id valid) is refused', async () => {
    // An id cannot hold a special character and a password must: the rule is checked all the same.
    const r = await join({ ...form({ pw: 'newcomer' }), captcha: await solvedCaptcha(server.app) })
    expect(r.statusCode).toBe(400)
    expect(errorOf(r).errMsg).toMatch(/must not equal the id/)
  })
})

describe('the captcha of Join (spec 1 §4; issue 11)', () => {
  it('without a captcha: HTTP 428 with errCode -428, nothing created', async () => {
    const r = await join(form())
    expect(r.statusCode).toBe(428)
    expect(errorOf(r).errCode).toBe(-428)
    expect(codeOf(await check('CheckID', 'newcomer'))).toBe(0)
  })

  it('a forged or garbled captcha: 428', async () => {
    const r = await join({ ...form(), captcha: Buffer.from('{"challenge":1}').toString('base64') })
    expect(r.statusCode).toBe(428)
  })

  it('a visitor in CN signs up without a captcha (spec 1 §4)', async () => {
    const r = await join(form(), { 'x-country-code': 'CN' })
    expect(codeOf(r)).toBe(0)
  })

  it('20 parallel sign-ups with one solution: exactly one is created', async () => {
    const captcha = await solvedCaptcha(server.app)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        join({
          ...form({ id: `racer${String(i)}`, email: `racer${String(i)}@example.com` }),
          captcha,
        }),
      ),
    )
    expect(answers.filter((r) => r.statusCode === 200 && codeOf(r) === 0)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 428)).toHaveLength(19)
  })

  it('the same id twice in parallel, each with its own solution: one is created, the other is told -80', async () => {
    const [a, b] = await Promise.all([solvedCaptcha(server.app), solvedCaptcha(server.app)])
    const answers = await Promise.all([
      join({ ...form(), captcha: a }),
      join({ ...form({ email: 'other@example.com' }), captcha: b }),
    ])
    expect(answers.map(codeOf).sort()).toEqual([MemberCode.idUsed, 0].sort())
    expect(vi.mocked(afterJoin)).toHaveBeenCalledTimes(1)
  })

  it('20 parallel sign-ups with one e-mail in any case: one member holds it, the others are told -5', async () => {
    // From CN (no captcha), so every attempt reaches the check of the e-mail and the write.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        join(
          form({
            id: `twin${String(i)}`,
            email: i % 2 === 0 ? 'twin@example.com' : 'TWIN@Example.com',
          }),
          { 'x-country-code': 'CN' },
        ),
      ),
    )
    const codes = answers.map(codeOf)
    expect(codes.filter((c) => c === 0)).toHaveLength(1)
    expect(codes.filter((c) => c === MemberCode.emailUsed)).toHaveLength(19)
    expect(vi.mocked(afterJoin)).toHaveBeenCalledTimes(1)
    const holders = await server.app.core.database.db
      .select({ n: count() })
      .from(members)
      .where(eq(sql`lower(${members.email})`, 'twin@example.com'))
    expect(holders).toEqual([{ n: 1 }])
  })
})

describe('the live checks (spec 1 §5)', () => {
  it('CheckName: 0 for a name, -10 blank or spaces only, -1001 a forbidden word', async () => {
    expect(codeOf(await check('CheckName', 'Pat  Newcomer'))).toBe(0)
    expect(codeOf(await check('CheckName', '   '))).toBe(MemberCode.blank)
    expect(codeOf(await check('CheckName', 'the Official team'))).toBe(MemberCode.nameForbidden)
  })

  it('CheckEmail: the verdict `available` beside the code', async () => {
    const free = CheckEmailResponse.parse((await check('CheckEmail', 'new@example.com')).json())
    expect(free).toMatchObject({ result: { errCode: 0 }, available: true })
    const used = CheckEmailResponse.parse(
      (await check('CheckEmail', 'PERSONAL@demo.drape3d.test')).json(),
    )
    expect(used).toMatchObject({ result: { errCode: MemberCode.emailUsed }, available: false })
  })
})

describe('the OpenAPI document (issue 11)', () => {
  it('names the 428 of Login, IntegrationCheck and Join beside their 200', () => {
    const doc = buildOpenApi('http://localhost') as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>
    }
    for (const path of ['/api/Member/Login', '/api/Member/IntegrationCheck', '/api/Member/Join'])
      expect(doc.paths[path]?.post?.responses['428']?.description).toMatch(/captcha/)
    expect(doc.paths['/api/Member/CheckName']?.get?.responses['428']).toBeUndefined()
  })
})
