import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TrialInquiryResponse, type TrialInquiryRequest } from '../../../src/contract/index.ts'
import { crmLeads, newsletterMembers, trialInquiries } from '../../../server/leads/index.ts'
import { startTestServer, type TestServer } from '../helpers.ts'

/**
 * The real adapters' requests (issue 12): with SALESFORCE_OID and the Mailchimp key and list set,
 * the inquiry becomes a Salesforce Web-to-Lead POST, then a Mailchimp PUT of the list member and a
 * POST of its tags, in that order. fetch is intercepted: nothing leaves the machine.
 */
const OID = '00D5g000004ABCD'
const KEY = `${'0123456789abcdef'.repeat(2)}-us21`
const LIST = 'a1b2c3d4e5'

interface Sent {
  url: string
  method: string
  headers: Record<string, string>
  body: string
}
let sent: Sent[] = []
/** How each provider answers the next calls (by host). */
let answers: { salesforce: number; mailchimp: number } = { salesforce: 200, mailchimp: 200 }

const fakeFetch = vi.fn((input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const url = input instanceof Request ? input.url : input.toString()
  const headers = Object.fromEntries(new Headers(init?.headers).entries())
  const body = typeof init?.body === 'string' ? init.body : ''
  sent.push({ url, method: init?.method ?? 'GET', headers, body })
  return Promise.resolve(answer(url))
})

function answer(url: string): Response {
  if (url.startsWith('https://webto.salesforce.com/'))
    return new Response('', { status: answers.salesforce })
  if (url.startsWith('https://us21.api.mailchimp.com/'))
    return answers.mailchimp === 200
      ? Response.json({
          email_address: 'minji@studio.example.com',
          status: 'subscribed',
          merge_fields: { LANGUAGE: 'Korean', USERTYPE: 'Enterprise' },
        })
      : Response.json({ title: 'Internal Server Error' }, { status: answers.mailchimp })
  throw new Error(`unexpected request to ${url}`)
}

let server: TestServer
beforeAll(async () => {
  vi.stubGlobal('fetch', fakeFetch)
  server = await startTestServer({
    SALESFORCE_OID: OID,
    MAILCHIMP_API_KEY: KEY,
    MAILCHIMP_LIST_ID: LIST,
  })
})
afterAll(async () => {
  await server.close()
  vi.unstubAllGlobals()
})
beforeEach(async () => {
  await server.reset()
  sent = []
  answers = { salesforce: 200, mailchimp: 200 }
})
afterEach(() => fakeFetch.mockClear())

const inquiry: TrialInquiryRequest = {
  fullName: 'Minji Kim',
  businessEmail: ' Minji@Studio.example.com ',
  jobTitle: '3',
  companyName: 'Studio Example',
  country: 'KR',
  companyWebpage: 'studio.example.com',
  domain: '4',
  inquiry: 'Our animation team would like a trial of Drape3D for twenty seats. '.repeat(4),
  newsletter: true,
  agree: true,
  language: 'ko',
}
const send = async (body: TrialInquiryRequest) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/Lead/TrialInquiry',
    payload: body,
  })
  return { status: response.statusCode, body: response.json<unknown>() }
}

describe('the exact requests the real adapters send', () => {
  it('Salesforce Web-to-Lead first, then the Mailchimp member (PUT by MD5 of the lower-case e-mail), then its tags', async () => {
    const answer = await send(inquiry)
    expect(TrialInquiryResponse.parse(answer.body)).toEqual({
      result: { errCode: 0, errMsg: 'OK' },
      newsletter: 'subscribed',
    })
    const hash = createHash('md5').update('minji@studio.example.com').digest('hex')
    const auth = `Basic ${Buffer.from(`drape3d:${KEY}`).toString('base64')}`
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8',
      `PUT https://us21.api.mailchimp.com/3.0/lists/${LIST}/members/${hash}`,
      `POST https://us21.api.mailchimp.com/3.0/lists/${LIST}/members/${hash}/tags`,
    ])
    const [lead, member, tags] = sent
    expect(lead?.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8')
    expect(Object.fromEntries(new URLSearchParams(lead?.body))).toEqual({
      oid: OID,
      first_name: 'Minji',
      last_name: 'Kim',
      email: 'Minji@Studio.example.com',
      company: 'Studio Example',
      title: 'Concept Artist',
      country: 'South Korea',
      URL: 'studio.example.com',
      industry: 'Animation',
      description: inquiry.inquiry.trim(),
      lead_source: 'Web - Enterprise trial',
    })
    expect(member?.headers.authorization).toBe(auth)
    expect(JSON.parse(member?.body ?? '')).toEqual({
      email_address: 'Minji@Studio.example.com',
      status_if_new: 'subscribed',
      status: 'subscribed',
      merge_fields: { LANGUAGE: 'Korean', USERTYPE: 'Enterprise' },
    })
    expect(tags?.headers.authorization).toBe(auth)
    expect(JSON.parse(tags?.body ?? '')).toEqual({
      tags: [{ name: 'enterprise-trial', status: 'active' }],
    })
    // the real adapters keep nothing locally but the inquiry itself
    const counts = await server.rowCounts()
    expect([counts.trialInquiries, counts.crmLeads, counts.newsletterMembers]).toEqual([1, 0, 0])
  })

  it('spec 3 §8: a Mailchimp failure still completes the inquiry (the lead was sent)', async () => {
    answers.mailchimp = 500
    const answer = await send(inquiry)
    expect(answer.status).toBe(200)
    expect(TrialInquiryResponse.parse(answer.body)).toEqual({
      result: { errCode: 0, errMsg: 'OK' },
      newsletter: 'failed',
    })
    expect(sent.map((s) => s.method)).toEqual(['POST', 'PUT'])
    const [row] = await server.app.core.database.db.select().from(trialInquiries)
    expect(row?.newsletterOutcome).toBe('failed')
  })

  it('without the newsletter ticked, Mailchimp is not called', async () => {
    await send({ ...inquiry, newsletter: false })
    expect(sent.map((s) => s.url.slice(0, 28))).toEqual(['https://webto.salesforce.com'])
  })

  it('a CRM failure is an error the visitor can retry: nothing kept, no newsletter; the retry goes through', async () => {
    answers.salesforce = 503
    const failed = await send(inquiry)
    expect(failed.status).toBe(503)
    expect(sent).toHaveLength(1)
    expect((await server.rowCounts()).trialInquiries).toBe(0)
    answers.salesforce = 200
    const retried = await send(inquiry)
    expect(TrialInquiryResponse.parse(retried.body).result.errCode).toBe(0)
    expect(sent.map((s) => s.method)).toEqual(['POST', 'POST', 'PUT', 'POST'])
    const db = server.app.core.database.db
    expect(await db.select().from(crmLeads)).toEqual([])
    expect(await db.select().from(newsletterMembers)).toEqual([])
  })

  it('the staff list of leads is not offered when the CRM is Salesforce', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/Dev/GetLeads' })).statusCode).toBe(
      404,
    )
  })
})
