import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ListMemberResponse,
  TrialInquiryResponse,
  type TrialInquiryRequest,
} from '../../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../../server/account/index.ts'
import {
  crmLeads,
  newsletterMembers,
  trialInquiries,
  TRIAL_TAG,
} from '../../../server/leads/index.ts'
import { loadConfig } from '../../../server/core/config.ts'
import { errorOf, signIn, startTestServer, type TestServer } from '../helpers.ts'

/**
 * The enterprise trial inquiry on the local adapters (spec 3 §3, §4, §5, §7, §8, §9; issue 12):
 * every rule of the form checked again by the server, the lead and the newsletter, once.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const db = () => server.app.core.database.db
let address = 0
const send = (body: TrialInquiryRequest) => {
  address += 1
  return server.app.inject({
    method: 'POST',
    url: '/api/Lead/TrialInquiry',
    payload: body,
    remoteAddress: `10.12.${address >> 8}.${address & 255}`,
  })
}
const answerOf = async (body: TrialInquiryRequest) => {
  const response = await send(body)
  expect(response.statusCode).toBe(200)
  return TrialInquiryResponse.parse(response.json())
}

/** 200 characters after trimming, exactly. */
const INQUIRY_200 = `  ${'We plan to evaluate Drape3D across our character team. '.repeat(4).slice(0, 199)}.  `
const good: TrialInquiryRequest = {
  fullName: 'Kim Minji',
  businessEmail: 'Minji@Studio.example.com',
  jobTitle: '1',
  companyName: 'Studio Example',
  country: 'KR',
  companyWebpage: 'https://studio.example.com',
  domain: '1',
  inquiry: INQUIRY_200,
  newsletter: true,
  agree: true,
  language: 'ko',
}

describe('spec 3 §5: each rule of the form is checked again by the server; a refusal keeps nothing', () => {
  it.each([
    ['a blank name', { fullName: ' ' }, -10, 'fullName'],
    ['a name of ideographic spaces', { fullName: '\u3000\u3000' }, -10, 'fullName'],
    ['a name with a forbidden word', { fullName: 'Drape3D Admin' }, -1001, 'fullName'],
    ['a blank e-mail', { businessEmail: '' }, -10, 'businessEmail'],
    ['an invalid e-mail', { businessEmail: 'minji@' }, -4, 'businessEmail'],
    ['a blank company', { companyName: ' ' }, -10, 'companyName'],
    ['a company with a forbidden word', { companyName: 'Official Store' }, -1001, 'companyName'],
    ['a blank web address', { companyWebpage: '' }, -10, 'companyWebpage'],
    ['a web address without a domain', { companyWebpage: 'studio' }, -2101, 'companyWebpage'],
    [
      'a web address with spaces',
      { companyWebpage: 'https://my studio.com' },
      -2101,
      'companyWebpage',
    ],
    ['a blank inquiry', { inquiry: '   ' }, -10, 'inquiry'],
    [
      'an inquiry of 199 characters padded with spaces to 300',
      { inquiry: `${'x'.repeat(199)}${' '.repeat(101)}` },
      -2102,
      'inquiry',
    ],
    ['no agreement', { agree: false }, -2103, 'agree'],
  ] as const)('%s: refused with its code and field', async (_title, change, code, field) => {
    const answer = await answerOf({ ...good, ...change })
    expect(answer.result.errCode).toBe(code)
    expect(answer.field).toBe(field)
    const counts = await server.rowCounts()
    expect([counts.trialInquiries, counts.crmLeads, counts.newsletterMembers]).toEqual([0, 0, 0])
  })

  it('a country outside the list is a malformed request (400); no country at all is fine', async () => {
    expect((await send({ ...good, country: 'XX' })).statusCode).toBe(400)
    expect((await answerOf({ ...good, country: '' })).result.errCode).toBe(0)
  })

  it.each([
    'studio.example.com',
    'http://studio.example.com:8080/en/about?x=1',
    'https://스튜디오.한국',
    'www.example.co.kr/',
  ])('the web address %s is accepted', async (companyWebpage) => {
    expect((await answerOf({ ...good, companyWebpage, newsletter: false })).result.errCode).toBe(0)
  })

  it('an e-mail a member already uses is fine (-5 counts as OK), and exactly 200 characters after trimming are enough', async () => {
    const answer = await answerOf({ ...good, businessEmail: 'personal@demo.drape3d.test' })
    expect(answer.result.errCode).toBe(0)
  })
})

describe('spec 3 §4, §7, §9: the lead, then the newsletter', () => {
  it('the lead carries the CRM fields with labels; the newsletter member is Korean, Enterprise, tagged', async () => {
    const answer = await answerOf(good)
    expect(answer).toEqual({ result: { errCode: 0, errMsg: 'OK' }, newsletter: 'subscribed' })
    const leads = await db().select().from(crmLeads)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      fullName: 'Kim Minji',
      email: 'Minji@Studio.example.com',
      title: 'Character Artist',
      country: 'South Korea',
      company: 'Studio Example',
      website: 'https://studio.example.com',
      domain: 'Game Dev',
      inquiry: INQUIRY_200.trim(),
    })
    expect(await db().select().from(newsletterMembers)).toEqual([
      expect.objectContaining({
        email: 'minji@studio.example.com',
        status: 'subscribed',
        language: 'Korean',
        userType: 'Enterprise',
        tagData: [TRIAL_TAG],
      }),
    ])
  })

  it('without the newsletter ticked, no list member is written', async () => {
    const answer = await answerOf({ ...good, newsletter: false, language: 'ja' })
    expect(answer.newsletter).toBe('skipped')
    expect(await db().select().from(crmLeads)).toHaveLength(1)
    expect(await db().select().from(newsletterMembers)).toEqual([])
  })

  it('parallel identical submits: one inquiry, one lead, one member; every answer is a success', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => answerOf(good)))
    expect(answers.map((a) => a.result.errCode)).toEqual([0, 0, 0, 0, 0, 0])
    expect(await db().select().from(trialInquiries)).toHaveLength(1)
    expect(await db().select().from(crmLeads)).toHaveLength(1)
    expect(await db().select().from(newsletterMembers)).toHaveLength(1)
    // another inquiry from the same person is a new lead
    await answerOf({ ...good, inquiry: `${INQUIRY_200} And a second question.` })
    expect(await db().select().from(crmLeads)).toHaveLength(2)
  })
})

describe('spec 3 §8: submitSalesforceLead', () => {
  const lead = {
    fullName: 'Kim Minji',
    email: 'minji@studio.example.com',
    title: 'Others',
    country: 'South Korea',
    company: 'Studio Example',
    website: 'studio.example.com',
    domain: 'Others',
    inquiry: 'A trial for ten seats.',
  }
  it.each([
    [{ fullName: ' ' }, 'missing required fields: fullName'],
    [{ email: '' }, 'missing required fields: email'],
    [{ fullName: '', email: ' ' }, 'missing required fields: fullName, email'],
  ])('a lead with %j is refused: %s, nothing kept', async (change, message) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/submitSalesforceLead',
      payload: { ...lead, ...change },
    })
    expect(response.json()).toEqual({ result: { errCode: -2110, errMsg: message } })
    expect(await db().select().from(crmLeads)).toEqual([])
  })
  it('a complete lead is kept by the local CRM and listed for the staff', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/submitSalesforceLead',
      payload: lead,
    })
    expect(response.json()).toEqual({ result: { errCode: 0, errMsg: 'OK' } })
    const listed = await server.app.inject({ method: 'GET', url: '/api/Dev/GetLeads' })
    expect(listed.json()).toMatchObject({ leads: [{ ...lead }] })
  })
})

describe("the newsletter endpoints act on the signed-in member's own e-mail only", () => {
  const OWN = 'personal@demo.drape3d.test'
  let cookie = ''
  beforeEach(async () => {
    cookie = (await signIn(server.app, 'personal', DEMO_PASSWORD)).cookie ?? ''
  })
  const call = (path: string, payload: object, withCookie = true) =>
    server.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload,
      ...(withCookie ? { cookies: { jwt_token: cookie } } : {}),
    })

  it('without a session every call is refused (401)', async () => {
    for (const path of [
      'getListMember',
      'addListMember',
      'deleteMember',
      'updateListMember',
      'setListMember',
    ])
      expect((await call(path, { email: OWN }, false)).statusCode, path).toBe(401)
  })

  it.each([
    ['ES', 'Spanish'],
    ['KR', 'Korean'],
    ['JP', 'Japanese'],
    ['CN', 'Chinese'],
    ['US', 'English'],
    ['EN', 'English'],
    ['FR', 'English'],
  ])('spec 3 §9: LANGUAGE %s is kept as %s', async (LANGUAGE, language) => {
    const added = ListMemberResponse.parse(
      (
        await call('setListMember', { email: OWN, LANGUAGE, USERTYPE: 'Enterprise', type: 'add' })
      ).json(),
    )
    expect(added.member).toEqual({
      email: OWN,
      status: 'subscribed',
      language,
      userType: 'Enterprise',
      tagData: [],
    })
  })

  it('add, read back, update, delete: each answers what the list holds', async () => {
    const add = {
      email: OWN,
      email_address: OWN,
      LANGUAGE: 'KR',
      USERTYPE: 'Enterprise',
      tagData: ['a'],
      type: 'add',
    }
    expect(ListMemberResponse.parse((await call('addListMember', add)).json()).result.errCode).toBe(
      0,
    )
    expect(ListMemberResponse.parse((await call('addListMember', add)).json()).result.errCode).toBe(
      -1,
    )
    const read = ListMemberResponse.parse(
      (await call('getListMember', { email: OWN.toUpperCase() })).json(),
    )
    expect(read.member).toMatchObject({ language: 'Korean', tagData: ['a'] })
    const updated = ListMemberResponse.parse(
      (
        await call('updateListMember', {
          email: OWN,
          status: 'unsubscribed',
          LANGUAGE: 'JP',
          type: 'update',
        })
      ).json(),
    )
    expect(updated.member).toMatchObject({ status: 'unsubscribed', language: 'Japanese' })
    expect((await call('deleteMember', { email: OWN })).json()).toEqual({
      result: { errCode: 0, errMsg: 'OK' },
    })
    expect(
      ListMemberResponse.parse((await call('getListMember', { email: OWN })).json()).member,
    ).toBeNull()
    expect((await call('updateListMember', { email: OWN, type: 'update' })).json()).toMatchObject({
      result: { errCode: -1 },
    })
  })

  it("someone else's membership is neither read, changed nor deleted (-2120)", async () => {
    await answerOf({ ...good, businessEmail: 'victim@example.com' })
    for (const [path, body] of [
      ['getListMember', { email: 'victim@example.com' }],
      ['deleteMember', { email: 'victim@example.com' }],
      ['updateListMember', { email: 'victim@example.com', status: 'unsubscribed', type: 'update' }],
      ['setListMember', { email: OWN, email_address: 'victim@example.com', type: 'add' }],
      ['addListMember', { email: 'victim@example.com' }],
    ] as const) {
      const response = await call(path, body)
      expect(errorOf(response).errCode, path).toBe(-2120)
      expect(JSON.stringify(response.json()), path).not.toContain('Korean')
    }
    expect(await db().select().from(newsletterMembers)).toEqual([
      expect.objectContaining({ email: 'victim@example.com', status: 'subscribed' }),
    ])
  })
})

describe('configuration', () => {
  it('Mailchimp needs both its key and its list id', () => {
    expect(() =>
      loadConfig({ MAILCHIMP_API_KEY: `${'a'.repeat(32)}-us21`, PGLITE_DIR: 'memory://' }),
    ).toThrow(/MAILCHIMP_API_KEY, MAILCHIMP_LIST_ID: set both/)
    expect(() => loadConfig({ MAILCHIMP_API_KEY: 'secret', MAILCHIMP_LIST_ID: 'abc' })).toThrow(
      /Mailchimp API key/,
    )
    expect(() => loadConfig({ SALESFORCE_OID: 'not an org id' })).toThrow(/Salesforce org id/)
  })
})
