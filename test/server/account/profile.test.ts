import type { AddressInfo } from 'node:net'
import { streamUpload } from '../streamedUpload.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  GetMyCompanyUserInfoResponse,
  GetUserInfoResponse,
  PROFILE_IMAGE,
  UploadProfileResponse,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import { errorOf, signIn, startTestServer, type TestServer } from '../helpers.ts'

let server: TestServer
let base = ''
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: '1000', LOGIN_ADDRESS_LIMIT: '100000' })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${String((server.app.server.address() as AddressInfo).port)}`
})
afterAll(() => server.close())
beforeEach(() => server.reset())

async function sessionOf(id: string): Promise<string> {
  const { cookie } = await signIn(server.app, id, DEMO_PASSWORD)
  if (!cookie) throw new Error(`${id} did not sign in`)
  return cookie
}

/** The smallest PNG there is: a 1×1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const BOUNDARY = '----drape3dtestboundary'
const partHead = (field: string, name: string, type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
const multipart = (content: Buffer, field = 'image', name = 'me.png', type = 'image/png') =>
  Buffer.concat([partHead(field, name, type), content, partTail])

const upload = (cookie: string, body: Buffer) =>
  server.app.inject({
    method: 'POST',
    url: PROFILE_IMAGE.path,
    cookies: { jwt_token: cookie },
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  })

async function userInfo(cookie: string) {
  const r = await server.app.inject({
    method: 'GET',
    url: '/api/Member/GetUserInfo',
    cookies: { jwt_token: cookie },
  })
  return r.statusCode === 200 ? GetUserInfoResponse.parse(r.json()).userInfo : null
}

/** The first block of the streamed file starts as a PNG; the others are filler. */
const PNG_BLOCK = Buffer.alloc(64 * 1024, 0x41)
PNG.copy(PNG_BLOCK, 0, 0, 16)

/**
 * Streams a multipart body holding `fileBytes` bytes of a PNG-looking file, made up as it is sent,
 * paced (about 2.5 s in all) so the sampler sees what the server holds while the file arrives.
 */
const streamPicture = (cookie: string, fileBytes: number, declareLength: boolean) =>
  streamUpload({
    url: `${base}${PROFILE_IMAGE.path}`,
    headers: {
      cookie: `jwt_token=${cookie}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    head: partHead('image', 'big.png', 'image/png'),
    tail: partTail,
    fileBytes,
    block: Buffer.alloc(64 * 1024, 0x41),
    firstBlock: PNG_BLOCK,
    declareLength,
    pause: { every: 1024 * 1024, ms: 150 },
    sampleMs: 250,
  })

const SIXTEEN_MB = 16 * 1024 * 1024

describe('UploadProfile (spec 1 §5, §7, §9: under 15728640 bytes, a real image)', () => {
  it('a PNG is stored, GetUserInfo points at it and it is served back to its owner only', async () => {
    const cookie = await sessionOf('personal')
    const r = await upload(cookie, multipart(PNG))
    expect(r.statusCode).toBe(200)
    const { picUrl } = UploadProfileResponse.parse(r.json())
    expect(picUrl.startsWith(PROFILE_IMAGE.servedAt)).toBe(true)
    expect((await userInfo(cookie))?.picUrl).toBe(picUrl)
    expect((await server.rowCounts()).profileImages).toBe(1)

    const image = await server.app.inject({
      method: 'GET',
      url: picUrl,
      cookies: { jwt_token: cookie },
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.equals(PNG)).toBe(true)

    // Another member has no picture: its own address answers 404, never someone else's picture.
    const other = await sessionOf('company')
    const none = await server.app.inject({
      method: 'GET',
      url: picUrl,
      cookies: { jwt_token: other },
    })
    expect(none.statusCode).toBe(404)
    const anonymous = await server.app.inject({ method: 'GET', url: picUrl })
    expect(anonymous.statusCode).toBe(401)
  })

  it('a file whose first bytes are not an image is refused (415) whatever its name and type say', async () => {
    const cookie = await sessionOf('personal')
    const fake = Buffer.from('<script>alert(1)</script> not a picture at all')
    const r = await upload(cookie, multipart(fake, 'image', 'me.png', 'image/png'))
    expect(r.statusCode).toBe(415)
    expect(errorOf(r).errMsg).toMatch(/not an image/i)
    expect((await server.rowCounts()).profileImages).toBe(0)
    expect((await userInfo(cookie))?.picUrl).toBe('')
  })

  it('no session: 401; no file part: 400; nothing stored', async () => {
    const anonymous = await server.app.inject({
      method: 'POST',
      url: PROFILE_IMAGE.path,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(PNG),
    })
    expect(anonymous.statusCode).toBe(401)
    const cookie = await sessionOf('personal')
    expect((await upload(cookie, multipart(PNG, 'other'))).statusCode).toBe(400)
    expect((await upload(cookie, multipart(Buffer.alloc(0)))).statusCode).toBe(400)
    expect((await server.rowCounts()).profileImages).toBe(0)
  })

  it('a file of exactly 15728640 bytes is not under the limit: 413', async () => {
    const cookie = await sessionOf('personal')
    const exact = Buffer.alloc(PROFILE_IMAGE.limitBytes, 0x41)
    PNG.copy(exact, 0, 0, 16)
    const r = await upload(cookie, multipart(exact))
    expect(r.statusCode).toBe(413)
    expect((await server.rowCounts()).profileImages).toBe(0)
  })

  it.each([
    ['streamed without a declared length (chunked)', false],
    ['with its length declared', true],
  ])(
    'a 16 MB file %s is refused (413) before anything is stored, and memory stays flat',
    async (_name, declareLength) => {
      const cookie = await sessionOf('personal')
      const { status, body, peak } = await streamPicture(cookie, SIXTEEN_MB, declareLength)
      expect(status).toBe(413)
      expect(JSON.parse(body)).toMatchObject({ result: { errCode: -413 } })
      expect((await server.rowCounts()).profileImages).toBe(0)
      expect((await userInfo(cookie))?.picUrl).toBe('')
      // Holding the file until the cap would show as 15 MB or more; buffers in flight are allowed.
      expect(peak).toBeLessThan(SIXTEEN_MB / 2)
    },
    90_000,
  )
})

const deleteUser = (cookie: string, body: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/Member/DeleteUser',
    cookies: { jwt_token: cookie },
    payload: body,
  })

describe('DeleteUser (spec 1 §7: comId, brId, surveyTxt)', () => {
  it('deletes the session’s own account: sessions end, the picture goes, the survey is kept, sign-in refused', async () => {
    const cookie = await sessionOf('personal')
    const other = await sessionOf('personal')
    expect((await upload(cookie, multipart(PNG))).statusCode).toBe(200)
    const r = await deleteUser(cookie, { comId: '', brId: 'personal', surveyTxt: 'Too expensive' })
    expect(r.statusCode).toBe(200)
    expect(errorOf(r).errCode).toBe(0)
    expect(r.cookies.find((c) => c.name === 'jwt_token')?.value).toBe('')
    expect(await userInfo(cookie)).toBeNull()
    expect(await userInfo(other)).toBeNull()
    const counts = await server.rowCounts()
    expect(counts.profileImages).toBe(0)
    expect(counts.accountDeletions).toBe(1)
    const again = await signIn(server.app, 'personal', DEMO_PASSWORD)
    expect(again.cookie).toBeNull()
    // The id stays taken by a deleted user (spec 1 §5 -83).
    const checked = await server.app.inject({
      method: 'GET',
      url: '/api/Member/CheckID?val=personal',
    })
    expect(errorOf(checked).errCode).toBe(-83)
  })

  it('never deletes another member, whatever ids the client sends', async () => {
    const admin = await sessionOf('company')
    // An end user of its own company, another company's admin, a personal member: none is deleted.
    for (const brId of ['enduser1', 'studio', 'personal']) {
      const r = await deleteUser(admin, { comId: '', brId, surveyTxt: 'x' })
      expect(r.statusCode).toBe(200)
      expect(errorOf(r).errCode).toBe(-1)
    }
    const wrongCompany = await deleteUser(admin, {
      comId: 'studio',
      brId: 'company',
      surveyTxt: '',
    })
    expect(errorOf(wrongCompany).errCode).toBe(-1)
    expect(await userInfo(admin)).not.toBeNull()
    expect((await server.rowCounts()).accountDeletions).toBe(0)
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/Member/DeleteUser',
      payload: { comId: '', brId: 'personal', surveyTxt: '' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await userInfo(await sessionOf('personal'))).not.toBeNull()
  })

  it('20 parallel DeleteUser calls of one account: exactly one succeeds', async () => {
    const cookie = await sessionOf('personal')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        deleteUser(cookie, { comId: '', brId: '', surveyTxt: 'bye' }),
      ),
    )
    const succeeded = answers.filter((r) => r.statusCode === 200 && errorOf(r).errCode === 0)
    expect(succeeded).toHaveLength(1)
    for (const r of answers.filter((a) => !succeeded.includes(a))) expect(r.statusCode).toBe(401)
    expect((await server.rowCounts()).accountDeletions).toBe(1)
  })
})

describe('GetMyCompanyUserInfo (spec 1 §7: email, closetIntegration)', () => {
  it("answers the company account's e-mail to its admin and to its end users", async () => {
    const admin = GetMyCompanyUserInfoResponse.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/Member/GetMyCompanyUserInfo',
          cookies: { jwt_token: await sessionOf('company') },
        })
      ).json(),
    )
    const adminInfo = await userInfo(await sessionOf('company'))
    expect(admin.email).toBe(adminInfo?.email)
    expect(admin.closetIntegration).toBe(adminInfo?.closetIntegration)
    const endUser = GetMyCompanyUserInfoResponse.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/Member/GetMyCompanyUserInfo',
          cookies: { jwt_token: await sessionOf('enduser1') },
        })
      ).json(),
    )
    expect(endUser.email).toBe(admin.email)
  })
})
