import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { streamUpload } from '../streamedUpload.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ATTACHMENTS,
  FileUploadResponse,
  GetStaffTicketsResponse,
  TicketUploadResponse,
  type ContactForm,
} from '../../../src/contract/index.ts'
import { ticketUploads } from '../../../server/support/tables.ts'
import { sweepOrphanUploads } from '../../../server/support/uploads.ts'
import { startTestServer, type TestServer } from '../helpers.ts'

let server: TestServer
let base = ''
/** The support files folder, named so the sweep's test can see files go. */
let filesDir = ''
beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'drape3d-tickets-'))
  server = await startTestServer({ SUPPORT_FILES_DIR: filesDir })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${String((server.app.server.address() as AddressInfo).port)}`
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const BOUNDARY = '----drape3dsupportboundary'
const partHead = (name: string, type = 'application/octet-stream', field = 'file') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
const multipart = (content: Buffer, name: string, type?: string, field?: string) =>
  Buffer.concat([partHead(name, type, field), content, partTail])

/** A browser: its upload cookie, once it has one. */
interface Browser {
  cookie: string | null
}
const newBrowser = (): Browser => ({ cookie: null })
const cookiesOf = (b: Browser): Record<string, string> =>
  b.cookie ? { support_uploader: b.cookie } : {}

async function upload(browser: Browser, content: Buffer, name: string, type?: string) {
  const r = await server.app.inject({
    method: 'POST',
    url: ATTACHMENTS.path,
    cookies: cookiesOf(browser),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(content, name, type),
  })
  const set = r.cookies.find((c) => c.name === 'support_uploader')
  if (set) browser.cookie = set.value
  return r
}
async function uploadOk(browser: Browser, content: Buffer, name: string, type?: string) {
  const r = await upload(browser, content, name, type)
  expect(r.statusCode).toBe(200)
  return FileUploadResponse.parse(r.json())
}

const form = (over: Partial<ContactForm> = {}): ContactForm => ({
  inquiry: 'technical_issues',
  userType: 'personal_user',
  title: 'Simulation crashes <b>on</b> start',
  description: 'It crashes.\n\n<script>alert(1)</script> every time',
  version: '12.2',
  patchVersion: '12.2.140',
  email: 'pat@example.com',
  name: 'Pat Visitor',
  country: 'KR',
  language: 'korean_md',
  othersLang: '',
  os: 'mac_os',
  macos: 'MacBook Pro 2023',
  cpu: 'Apple M3',
  memory: '',
  gpu: ' ',
  resolution: '3024x1964',
  uploads: [],
  locale: 'ko',
  ...over,
})

const send = (browser: Browser, contact: ContactForm) =>
  server.app.inject({
    method: 'POST',
    url: '/api/zendeskTicketUpload',
    cookies: cookiesOf(browser),
    payload: { contact },
  })
const staffTickets = async () =>
  GetStaffTicketsResponse.parse(
    (await server.app.inject({ method: 'GET', url: '/api/staff/tickets' })).json(),
  ).tickets

describe('the contact form ticket (spec 3 §3, §4, §5, §7)', () => {
  it('is built by the server: escaped HTML, User Requirements without blanks, tags, custom fields, type question; its files reach the staff inbox', async () => {
    const browser = newBrowser()
    const a = await uploadOk(browser, Buffer.from('first log'), 'crash <1>.log', 'text/plain')
    const b = await uploadOk(
      browser,
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      '화면.png',
      'image/png',
    )
    const r = await send(browser, form({ uploads: [a.token, b.token] }))
    expect(r.statusCode).toBe(200)
    const answer = TicketUploadResponse.parse(r.json())
    expect(answer.data.result.errCode).toBe(0)

    const [ticket] = await staffTickets()
    expect(ticket).toMatchObject({
      id: answer.data.ticketId,
      requesterName: 'Pat Visitor',
      requesterEmail: 'pat@example.com',
      subject: 'Simulation crashes <b>on</b> start',
      type: 'question',
      tags: ['kr'],
      customFields: [
        { id: 360001, value: 'technical_issues' },
        { id: 360002, value: 'personal_user' },
        { id: 360003, value: 'korean_md' },
      ],
    })
    const html = ticket?.htmlBody ?? ''
    expect(html).toContain('<p>It crashes.</p>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script')
    expect(html).toContain('<h3>User Requirements</h3>')
    for (const line of [
      'Version: 12.2 / 12.2.140',
      'OS: Mac OS',
      'Mac model: MacBook Pro 2023',
      'CPU: Apple M3',
      'Resolution: 3024x1964',
    ])
      expect(html).toContain(`<li>${line}</li>`)
    expect(html).not.toContain('Memory')
    expect(html).not.toContain('Graphic card')
    expect(ticket?.attachments.map((f) => [f.fileName, f.size])).toEqual([
      ['crash <1>.log', 9],
      ['화면.png', 4],
    ])
    const file = await server.app.inject({ method: 'GET', url: ticket?.attachments[0]?.url ?? '' })
    expect(file.statusCode).toBe(200)
    expect(file.body).toBe('first log')
    expect(file.headers['content-type']).toBe('application/octet-stream')
    expect(file.headers['content-disposition']).toMatch(/^attachment;/)
  })

  it('asks no User Requirements of other inquiries, and tags the other language', async () => {
    const r = await send(
      newBrowser(),
      form({
        inquiry: 'license_purchase',
        version: '',
        patchVersion: '',
        language: 'others_lang_md',
        othersLang: 'Deutsch',
      }),
    )
    expect(TicketUploadResponse.parse(r.json()).data.result.errCode).toBe(0)
    const [ticket] = await staffTickets()
    expect(ticket?.htmlBody).not.toContain('User Requirements')
    expect(ticket?.customFields).toContainEqual({ id: 360004, value: 'Deutsch' })
  })

  it.each([
    ['a technical issue without a version', { version: '' }],
    ['a bug report with a version not above 7', { inquiry: 'bug_report_', version: '6.2' }],
    ['a technical issue without a patch version', { patchVersion: '  ' }],
    ['a blank title', { title: ' ' }],
    ['a blank description', { description: '\u00a0\n' }],
    ['a blank name', { name: '' }],
    ['an e-mail that is no address', { email: 'pat@' }],
    ['the other language left blank', { language: 'others_lang_md', othersLang: ' ' }],
    ['an unknown inquiry', { inquiry: 'free_money' }],
    ['an unknown country', { country: 'XX' }],
  ] as Array<[string, Partial<ContactForm>]>)(
    'refuses %s (400) and stores nothing',
    async (_name, over) => {
      const r = await send(newBrowser(), form(over))
      expect(r.statusCode).toBe(400)
      expect((await server.rowCounts()).tickets).toBe(0)
    },
  )
})

describe('attachments (spec 3 §4 Attachment delete, §5, §9)', () => {
  it('a token is this browser’s: another browser can neither send nor delete it', async () => {
    const owner = newBrowser()
    const other = newBrowser()
    await uploadOk(other, Buffer.from('x'), 'other.txt')
    const { token } = await uploadOk(owner, Buffer.from('mine'), 'mine.txt')
    const sent = TicketUploadResponse.parse((await send(other, form({ uploads: [token] }))).json())
    expect(sent.data.result.errCode).toBe(-1301)
    const deleted = await server.app.inject({
      method: 'POST',
      url: '/api/zendeskUpLoadFileDelete',
      cookies: cookiesOf(other),
      payload: { token },
    })
    expect(deleted.json()).toMatchObject({ result: { errCode: -1301 } })
    expect((await server.rowCounts()).tickets).toBe(0)
    // Its owner deletes it (errCode 0); then it is gone for good.
    const mine = await server.app.inject({
      method: 'POST',
      url: '/api/zendeskUpLoadFileDelete',
      cookies: cookiesOf(owner),
      payload: { token },
    })
    expect(mine.json()).toMatchObject({ result: { errCode: 0 } })
    expect((await server.rowCounts()).ticketUploads).toBe(1)
    const again = TicketUploadResponse.parse((await send(owner, form({ uploads: [token] }))).json())
    expect(again.data.result.errCode).toBe(-1301)
  })

  it('parallel tickets naming one token: exactly one gets it, the others are refused whole', async () => {
    const browser = newBrowser()
    const { token } = await uploadOk(browser, Buffer.from('shared'), 'shared.txt')
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send(browser, form({ title: `Attempt ${String(i)}`, uploads: [token] })),
      ),
    )
    const codes = answers.map((r) => TicketUploadResponse.parse(r.json()).data.result.errCode)
    expect(codes.filter((c) => c === 0)).toHaveLength(1)
    expect(codes.filter((c) => c === -1301)).toHaveLength(5)
    const stored = await staffTickets()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.attachments.map((f) => f.fileName)).toEqual(['shared.txt'])
  })

  it('refuses an empty file and a file outside the part "file"', async () => {
    const browser = newBrowser()
    expect((await upload(browser, Buffer.alloc(0), 'empty.txt')).statusCode).toBe(400)
    const wrongPart = await server.app.inject({
      method: 'POST',
      url: ATTACHMENTS.path,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(Buffer.from('x'), 'a.txt', 'text/plain', 'image'),
    })
    expect(wrongPart.statusCode).toBe(400)
    expect((await server.rowCounts()).ticketUploads).toBe(0)
  })
})

/** Streams a multipart body of `fileBytes` bytes made up as it is sent, chunked (no declared length). */
const streamAttachment = (fileBytes: number, cookie: string | null) =>
  streamUpload({
    url: `${base}${ATTACHMENTS.path}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(cookie ? { cookie: `support_uploader=${cookie}` } : {}),
    },
    head: partHead('huge.bin'),
    tail: partTail,
    fileBytes,
    block: Buffer.alloc(1024 * 1024, 0x41),
    declareLength: false,
    pause: { every: 8 * 1024 * 1024, ms: 100 },
    sampleMs: 1000,
  })

describe('the 50,000,000-byte total (spec 3 §5, §9)', () => {
  it('a file of exactly 50,000,000 bytes streamed without a length is refused (413) while it streams; nothing is kept and memory stays flat', async () => {
    const { status, body, peak } = await streamAttachment(ATTACHMENTS.limitBytes, null)
    expect(status).toBe(413)
    expect(JSON.parse(body)).toMatchObject({ result: { errCode: -413 } })
    expect((await server.rowCounts()).ticketUploads).toBe(0)
    // Holding the file would show as 50 MB; buffers in flight are allowed.
    expect(peak).toBeLessThan(ATTACHMENTS.limitBytes / 3)
  }, 240_000)

  it('counts the files already kept: a second file whose declared length would reach the total is refused before it is read', async () => {
    const browser = newBrowser()
    await uploadOk(browser, Buffer.alloc(10, 0x41), 'small.bin')
    const rest = ATTACHMENTS.limitBytes - 10
    const head = partHead('rest.bin')
    const r = await server.app.inject({
      method: 'POST',
      url: ATTACHMENTS.path,
      cookies: cookiesOf(browser),
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + rest + partTail.length + 70_000),
      },
      payload: Buffer.concat([head, Buffer.alloc(16, 0x41), partTail]),
    })
    expect(r.statusCode).toBe(413)
    expect((await server.rowCounts()).ticketUploads).toBe(1)
  })
})

describe('uploads never sent', () => {
  it('are swept, row and file, once the uploader cookie (a day) has expired; a fresh upload and a sent one stay', async () => {
    const browser = newBrowser()
    const sent = await uploadOk(browser, Buffer.from('sent'), 'sent.txt')
    expect((await send(browser, form({ uploads: [sent.token] }))).statusCode).toBe(200)
    await uploadOk(browser, Buffer.from('old'), 'old.txt')
    await uploadOk(browser, Buffer.from('fresh'), 'fresh.txt')
    const { db } = server.app.core.database
    const dayAndMinuteAgo = new Date(Date.now() - (24 * 60 + 1) * 60_000)
    await db
      .update(ticketUploads)
      .set({ createdAt: dayAndMinuteAgo })
      .where(eq(ticketUploads.fileName, 'old.txt'))
    await db
      .update(ticketUploads)
      .set({ createdAt: dayAndMinuteAgo })
      .where(eq(ticketUploads.fileName, 'sent.txt'))
    const before = await db.select().from(ticketUploads)
    const stored = Object.fromEntries(before.map((r) => [r.fileName, r.storedAs]))

    expect(await sweepOrphanUploads(db, filesDir)).toBe(1)
    const left = (await db.select().from(ticketUploads)).map((r) => r.fileName).sort()
    expect(left).toEqual(['fresh.txt', 'sent.txt'])
    expect(existsSync(join(filesDir, stored['old.txt'] ?? ''))).toBe(false)
    expect(existsSync(join(filesDir, stored['fresh.txt'] ?? ''))).toBe(true)
    // A second instance sweeping at the same time finds nothing more to do.
    expect(await sweepOrphanUploads(db, filesDir)).toBe(0)
  })
})
