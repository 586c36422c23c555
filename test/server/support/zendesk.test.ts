import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../server/core/config.ts'
import { helpDeskOf } from '../../../server/support/plugin.ts'
import { zendeskHelpDesk, type StoredFile } from '../../../server/support/helpDesk.ts'
import { contactTicket } from '../../../server/support/contactTicket.ts'
import type { Db } from '../../../server/core/index.ts'

let dir = ''
let file: StoredFile
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zendesk-contract-'))
  await writeFile(join(dir, 'stored'), 'log line\n')
  file = {
    token: 'ours',
    fileName: 'crash log.txt',
    contentType: 'text/plain',
    size: 9,
    path: join(dir, 'stored'),
  }
})
afterAll(() => rm(dir, { recursive: true, force: true }))

interface Sent {
  url: string
  method: string
  headers: Record<string, string>
  body: string
}

/** A fetch that records each request and answers as Zendesk does; no network. */
function recorder(answers: Array<{ status: number; body: unknown }>) {
  const sent: Sent[] = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const body = init?.body
    sent.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: body instanceof Blob ? await body.text() : typeof body === 'string' ? body : '',
    })
    const answer = answers.shift() ?? { status: 500, body: {} }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof globalThis.fetch
  return { sent, fetch }
}

const form = contactTicket(
  {
    inquiry: 'bug_report_',
    userType: 'company_user',
    title: 'Export fails',
    description: 'The OBJ export stops at 90 %.',
    version: '12.1',
    patchVersion: '12.1.88',
    email: 'kim@example.com',
    name: 'Kim',
    country: 'JP',
    language: 'japanese_md',
    othersLang: '',
    os: 'windows',
    macos: 'ignored for Windows',
    cpu: '',
    memory: '32 GB',
    gpu: 'RTX 4070',
    resolution: '',
    uploads: ['ours'],
    locale: 'ja',
  },
  ['ours'],
)

describe('the Zendesk adapter (Support API v2: Uploads, then Tickets)', () => {
  it('sends each file to the Uploads API, then the ticket naming Zendesk’s tokens, with token authentication', async () => {
    const { sent, fetch } = recorder([
      { status: 201, body: { upload: { token: 'zd-upload-1' } } },
      { status: 201, body: { ticket: { id: 4321 } } },
    ])
    const desk = zendeskHelpDesk({
      url: 'https://drape3d.zendesk.com/',
      email: 'support@drape3d.com',
      apiToken: 'secret-token',
      brandId: 7,
      ticketFormId: 9,
      fetch,
    })
    expect(await desk.createTicket(form, [file])).toBe(4321)
    const auth = `Basic ${Buffer.from('support@drape3d.com/token:secret-token').toString('base64')}`
    expect(sent).toHaveLength(2)
    expect(sent[0]).toEqual({
      url: 'https://drape3d.zendesk.com/api/v2/uploads?filename=crash%20log.txt',
      method: 'POST',
      headers: {
        authorization: auth,
        'content-type': 'application/binary',
        accept: 'application/json',
      },
      body: 'log line\n',
    })
    expect(sent[1]?.url).toBe('https://drape3d.zendesk.com/api/v2/tickets')
    expect(sent[1]?.headers).toEqual({
      authorization: auth,
      'content-type': 'application/json',
      accept: 'application/json',
    })
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual({
      ticket: {
        brand_id: 7,
        ticket_form_id: 9,
        requester: { name: 'Kim', email: 'kim@example.com' },
        subject: 'Export fails',
        comment: {
          html_body:
            '<p>The OBJ export stops at 90 %.</p><h3>User Requirements</h3><ul><li>Version: 12.1 / 12.1.88</li><li>OS: Windows</li><li>Memory: 32 GB</li><li>Graphic card: RTX 4070</li></ul>',
          type: 'Comment',
          uploads: ['zd-upload-1'],
        },
        tags: ['jp'],
        type: 'question',
        custom_fields: [
          { id: 360001, value: 'bug_report_' },
          { id: 360002, value: 'company_user' },
          { id: 360003, value: 'japanese_md' },
        ],
      },
    })
  })

  it('fails (so the ticket is refused and its files freed) when Zendesk refuses', async () => {
    const { fetch } = recorder([{ status: 422, body: { error: 'RecordInvalid' } }])
    const desk = zendeskHelpDesk({
      url: 'https://drape3d.zendesk.com',
      email: 'support@drape3d.com',
      apiToken: 'secret-token',
      brandId: 0,
      ticketFormId: 0,
      fetch,
    })
    await expect(desk.createTicket(form, [])).rejects.toThrow('HTTP 422')
  })

  it('is chosen only when the URL, the e-mail and the token are all configured', () => {
    // Choosing reads only the configuration; the database is handed to the local adapter unread.
    const db = null as unknown as Db
    const base = { PGLITE_DIR: 'memory://' }
    expect(helpDeskOf(loadConfig(base), db).kind).toBe('local')
    expect(
      helpDeskOf(
        loadConfig({ ...base, ZENDESK_URL: 'https://x.zendesk.com', ZENDESK_EMAIL: 'a@b.co' }),
        db,
      ).kind,
    ).toBe('local')
    expect(
      helpDeskOf(
        loadConfig({
          ...base,
          ZENDESK_URL: 'https://x.zendesk.com',
          ZENDESK_EMAIL: 'a@b.co',
          ZENDESK_API_TOKEN: 'abcdefgh12',
        }),
        db,
      ).kind,
    ).toBe('zendesk')
  })
})
