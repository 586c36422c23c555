import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { streamUpload } from '../streamedUpload.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  SUBMISSION,
  SubmissionCode,
  SubmissionResponse,
  type SubmissionModel,
} from '../../../src/contract/index.ts'
import { errorOf, startTestServer, type TestServer } from '../helpers.ts'
import { roomInWindow } from '../roomInWindow.ts'

const uploadDir = mkdtempSync(join(tmpdir(), 'drape3d-event-test-'))
let server: TestServer
let base = ''
beforeAll(async () => {
  server = await startTestServer({ EVENT_UPLOAD_DIR: uploadDir })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${String((server.app.server.address() as AddressInfo).port)}`
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const MODEL: SubmissionModel = {
  kind: 'artwork',
  email: 'artist@example.com',
  name: 'Ari Artist',
  isPro: false,
  country: 'KR',
  city: 'Seoul',
  url: 'https://ari.example.com',
  q1: 'Ten years of character art.',
  q2: 'A jacket draped over a chair, simulated in Drape3D.',
  q2Title: 'Evening jacket',
  cpu: 'RTX 4080',
  renderer: 'Drape3D Render',
  steamId: '76561198000000001',
  memberType: 'personal',
}

/** A zip's first bytes (local file header); the rest is filler. */
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('artwork files')])
const BOUNDARY = '----drape3deventboundary'
const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
const fileHead = (name = 'artwork.zip') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${SUBMISSION.zipField}"; filename="${name}"\r\nContent-Type: application/zip\r\n\r\n`,
  )
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
const body = (model: unknown, zip: Buffer | null, name?: string) =>
  Buffer.concat([
    field(SUBMISSION.modelField, JSON.stringify(model)),
    ...(zip ? [fileHead(name), zip] : []),
    tail,
  ])

const submit = (payload: Buffer, address = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: SUBMISSION.path,
    remoteAddress: address,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  })

const stored = () => readdirSync(uploadDir)
const rows = async () => (await server.rowCounts()).eventSubmissions

/** Streams a submission whose zip holds `zipBytes` bytes, made up as it is sent; chunked unless declared. */
const streamSubmission = (zipBytes: number, declareLength: boolean) =>
  streamUpload({
    url: `${base}${SUBMISSION.path}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    head: Buffer.concat([field(SUBMISSION.modelField, JSON.stringify(MODEL)), fileHead('big.zip')]),
    tail,
    fileBytes: zipBytes,
    block: Buffer.alloc(64 * 1024, 0x5a),
    declareLength,
    pause: { every: 4 * 1024 * 1024, ms: 100 },
    sampleMs: 1000,
  })

const MB = 1024 * 1024

describe('Event/FF2112 community submission (spec 3 §3, §5, §7, §8, §9)', () => {
  it('a model and a small zip: stored on disk under the upload folder and in the table', async () => {
    const before = stored().length
    const r = await submit(body(MODEL, ZIP, '../../etc/my\u0007art.zip'))
    expect(r.statusCode).toBe(200)
    const { submissionId } = SubmissionResponse.parse(r.json())
    expect(await rows()).toBe(1)
    expect(stored()).toHaveLength(before + 1)
    expect(readFileSync(join(uploadDir, `${submissionId}.zip`)).equals(ZIP)).toBe(true)
  })

  it('no zip: -5600 (the no-zip alert); a model breaking the form rules: 400; nothing stored', async () => {
    const before = stored().length
    const none = await submit(body(MODEL, null))
    expect(none.statusCode).toBe(400)
    expect(errorOf(none).errCode).toBe(SubmissionCode.noZip)
    const empty = await submit(body(MODEL, Buffer.alloc(0)))
    expect(errorOf(empty).errCode).toBe(SubmissionCode.noZip)
    for (const bad of [
      { ...MODEL, steamId: '7656119800000000' },
      { ...MODEL, email: 'artist@example' },
      { ...MODEL, name: ' ' },
      { ...MODEL, isPro: true },
      { ...MODEL, country: 'XX' },
      { ...MODEL, renderer: '\u3000' },
    ]) {
      const r = await submit(body(bad, ZIP))
      expect(r.statusCode, JSON.stringify(bad)).toBe(400)
    }
    const garbage = await submit(
      Buffer.concat([field(SUBMISSION.modelField, '{nope'), fileHead(), ZIP, tail]),
    )
    expect(garbage.statusCode).toBe(400)
    expect(await rows()).toBe(0)
    expect(stored()).toHaveLength(before)
  })

  it('a zip of exactly 52428800 bytes is not under the limit: refused (-5500) while it streams', async () => {
    const before = stored().length
    const at = await streamSubmission(SUBMISSION.limitBytes, true)
    expect(at.status).toBe(413)
    expect(JSON.parse(at.body)).toMatchObject({ result: { errCode: SubmissionCode.tooLarge } })
    expect(await rows()).toBe(0)
    expect(stored()).toHaveLength(before)
  }, 240_000)

  it.each([
    ['streamed without a declared length (chunked)', false],
    ['with its length declared', true],
  ])(
    'a 60 MB zip %s is refused (-5500), nothing is stored, and memory stays within a few MB',
    async (_name, declareLength) => {
      const before = stored().length
      const { status, body: text, peak } = await streamSubmission(60 * MB, declareLength)
      expect(status).toBe(413)
      expect(JSON.parse(text)).toMatchObject({ result: { errCode: SubmissionCode.tooLarge } })
      expect(await rows()).toBe(0)
      expect(stored()).toHaveLength(before)
      // A buffered zip would hold 50 MB or more; client and server share this process, so the
      // socket buffers of both sides count too (measured 2-14 MB here under a load of 15).
      expect(peak).toBeLessThan(16 * MB)
    },
    240_000,
  )

  it('is limited per address: the 11th submission in 10 minutes is refused (429)', async () => {
    const address = '10.88.0.1'
    await roomInWindow(SUBMISSION.limit.windowS, 10_000)
    for (let i = 0; i < SUBMISSION.limit.max; i++)
      expect((await submit(body(MODEL, null), address)).statusCode).toBe(400)
    expect((await submit(body(MODEL, ZIP), address)).statusCode).toBe(429)
    expect(await rows()).toBe(0)
  })
})
