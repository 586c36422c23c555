import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tickets } from '../../../server/support/tables.ts'
import { startTestServer, type TestServer } from '../helpers.ts'

/**
 * Issue 10, finding 5: a ticket stored `<img src=x onerror=...>` as it came, for the support team's
 * help desk to render. The body is cleaned by an allow-list before it is stored.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

let addressNumber = 0
async function storedBodyOf(html: string): Promise<string> {
  addressNumber += 1
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/zendeskTicketUpload',
    remoteAddress: `10.88.0.${addressNumber}`,
    payload: {
      ticket: {
        requester: { name: 'Pat', email: 'pat@example.com' },
        subject: 'Error report',
        comment: { html_body: html, type: 'Comment', uploads: [] },
        tags: ['english_md'],
        type: 'question',
        custom_fields: [{ id: 1, value: 'bug_report_' }],
      },
    },
  })
  expect(response.statusCode).toBe(200)
  const { ticketId } = response.json<{ data: { ticketId: number } }>().data
  const [row] = await server.app.core.database.db
    .select()
    .from(tickets)
    .where(eq(tickets.id, ticketId))
  return row?.htmlBody ?? ''
}

describe('ticket HTML is cleaned by an allow-list before it is stored', () => {
  it.each([
    ['an image with an error handler', '<img src=x onerror=alert(1)>', ''],
    ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event attribute on an allowed tag', '<p onclick="steal()">text</p>', '<p>text</p>'],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    ['an SVG with onload', '<svg><g onload=alert(1)></g></svg>text', 'text'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', ''],
    [
      'a style element and attribute',
      '<style>*{}</style><p style="position:fixed">x</p>',
      '<p>x</p>',
    ],
    ['a form', '<form action="https://evil.example"><input name=a></form>', ''],
  ])('%s is removed', async (_title, html, stored) => {
    expect(await storedBodyOf(html)).toBe(stored)
  })

  it('the description and the "User Requirements" list keep their structure and text', async () => {
    const html =
      '<p>The app closes on export &amp; save.</p><h3>User Requirements</h3><ul><li>Version: 7.3 (patch 133)</li><li>OS: macOS</li></ul><p><a href="https://example.com/log">log</a></p>'
    expect(await storedBodyOf(html)).toBe(
      '<p>The app closes on export &amp; save.</p><h3>User Requirements</h3><ul><li>Version: 7.3 (patch 133)</li><li>OS: macOS</li></ul><p><a href="https://example.com/log" rel="noopener noreferrer nofollow" target="_blank">log</a></p>',
    )
  })

  it('text that only looks like markup stays text', async () => {
    expect(await storedBodyOf('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2')
  })
})
