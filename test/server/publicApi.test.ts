import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  GetCountryByIPResponse,
  GetListResponse,
  GetPricingResponse,
  GetTopBannerResponse,
  GetViewResponse,
  PRICING_ROUTES,
  ResultOnly,
  TicketUploadResponse,
} from '../../src/contract/index.ts'
import { startTestServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  // the country header is read only from a configured proxy (headers.test.ts shows it ignored otherwise)
  server = await startTestServer({ TRUST_PROXY: '1' })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers })
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers })

describe('country and currency come from the trusted header, never from the client', () => {
  it.each([
    ['cn', 'CN'],
    [' kr ', 'KR'],
    ['USA', 'US'],
    ['1x', 'US'],
    [undefined, 'US'],
  ])('x-country-code %s → %s', async (header, country) => {
    const response = await post(
      '/api/Member/GetCountryByIP',
      {},
      header === undefined ? {} : { 'x-country-code': header },
    )
    expect(GetCountryByIPResponse.parse(response.json()).ipCode).toEqual([country])
  })

  it('GetPricing answers every pricing route in CNY for China and in USD elsewhere', async () => {
    const cn = GetPricingResponse.parse(
      (await post('/api/Product/GetPricing', {}, { 'x-country-code': 'CN' })).json(),
    )
    const us = GetPricingResponse.parse(
      (await post('/api/Product/GetPricing', {}, { 'x-country-code': 'DE' })).json(),
    )
    expect(cn.prdList).toHaveLength(PRICING_ROUTES.length)
    expect(us.prdList).toHaveLength(PRICING_ROUTES.length)
    expect(new Set(cn.prdList.map((p) => p.currency))).toEqual(new Set(['CNY']))
    expect(new Set(us.prdList.map((p) => p.currency))).toEqual(new Set(['USD']))
    // personal yearly is 40% off twelve months (spec 2 §1)
    const [monthly, yearly] = us.prdList
    expect(yearly?.salePrice).toBe((monthly?.salePrice ?? 0) * 12 * 0.6)
    // the renewal notice's figures: $1900 standalone, ¥15,000 network
    expect(us.prdList.map((p) => p.salePrice)).toContain(1900)
    expect(cn.prdList.map((p) => p.salePrice)).toContain(15000)
  })

  it('a currency in the body is refused, not obeyed', async () => {
    expect((await post('/api/Product/GetPricing', { currency: 'CNY' })).statusCode).toBe(400)
  })
})

describe('id and e-mail checks (spec 1 §5)', () => {
  it.each([
    ['', -10],
    ['   ', -10],
    ['NewUser', -2],
    ['new_user', -2],
    ['12345', -2],
    ['한글아이디', -2],
    ['abc', -2],
    ['admin', -1000],
    ['personal', -80],
    ['deleted', -83],
    ['closet', -82],
    ['newcomer', 0],
  ])('CheckID %j → %i', async (val, code) => {
    const response = await get(`/api/Member/CheckID?val=${encodeURIComponent(val)}`)
    expect(response.statusCode).toBe(200)
    expect(ResultOnly.parse(response.json()).result.errCode).toBe(code)
  })

  it.each([
    ['', -10],
    ['not-an-email', -4],
    ['personal@demo.drape3d.test', -5],
    ['PERSONAL@demo.drape3d.test', -5],
    ['deleted@demo.drape3d.test', 0],
    ['fresh@example.com', 0],
  ])('CheckEmail %j → %i', async (val, code) => {
    const response = await get(`/api/Member/CheckEmail?val=${encodeURIComponent(val)}`)
    expect(ResultOnly.parse(response.json()).result.errCode).toBe(code)
  })
})

describe('content (spec 3 §7)', () => {
  const list = async (articleType: string, lang: string, page = 0, pagesize = 4) =>
    GetListResponse.parse(
      (
        await post('/api/Content/GetList', {
          page,
          pagesize,
          keyVals: [
            { key: 'articleType', val: articleType },
            { key: 'lang', val: lang },
          ],
        })
      ).json(),
    )

  it.each(['en', 'cn', 'kr', 'jp'])(
    '%s has 6+ news and 3+ case studies, newest first, in its own language',
    async (lang) => {
      const news = await list('news', lang, 0, 100)
      const cases = await list('CaseStudy', lang, 0, 100)
      expect(news.totalCnt).toBeGreaterThanOrEqual(6)
      expect(cases.totalCnt).toBeGreaterThanOrEqual(3)
      const dates = news.list.map((n) => Date.parse(n.regDt))
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      expect(news.list.every((n) => n.articleType === 'news')).toBe(true)
    },
  )

  it('the languages are real translations, not copies', async () => {
    const titles = await Promise.all(
      ['en', 'cn', 'kr', 'jp'].map(async (lang) => (await list('news', lang)).list[0]?.title),
    )
    expect(new Set(titles).size).toBe(4)
    expect(titles[2]).toMatch(/[가-힣]/)
    expect(titles[3]).toMatch(/[ぁ-んァ-ン]/)
  })

  it('pages: 0 and 1 both start with the newest; page 2 continues; past the end is empty', async () => {
    const p0 = await list('news', 'en', 0, 4)
    const p1 = await list('news', 'en', 1, 4)
    const p2 = await list('news', 'en', 2, 4)
    const p9 = await list('news', 'en', 9, 4)
    expect(p0.list.map((i) => i.seq)).toEqual(p1.list.map((i) => i.seq))
    expect(p0.list).toHaveLength(4)
    expect(p2.list).toHaveLength(Math.min(4, p0.totalCnt - 4))
    expect(p2.list.some((i) => p0.list.some((j) => j.seq === i.seq))).toBe(false)
    expect(p9.list).toEqual([])
  })

  it('an unknown content language is refused; an unknown type lists nothing', async () => {
    expect(
      (
        await post('/api/Content/GetList', {
          page: 0,
          pagesize: 4,
          keyVals: [{ key: 'lang', val: 'fr' }],
        })
      ).statusCode,
    ).toBe(400)
    expect((await list('Webinar', 'en')).totalCnt).toBe(0)
  })

  it('GetView answers the post with its body in its language, null otherwise', async () => {
    const first = (await list('news', 'kr')).list[0]
    const view = GetViewResponse.parse(
      (await post('/api/Content/GetView', { seq: first?.seq, lang: 'kr' })).json(),
    )
    expect(view.info).toMatchObject({ seq: first?.seq, title: first?.title })
    expect(view.info?.body.length).toBeGreaterThan(20)
    expect(
      GetViewResponse.parse(
        (await post('/api/Content/GetView', { seq: first?.seq, lang: 'en' })).json(),
      ).info,
    ).toBeNull()
    expect(
      GetViewResponse.parse((await post('/api/Content/GetView', { seq: 99999, lang: 'kr' })).json())
        .info,
    ).toBeNull()
  })
})

describe('top banner (spec 1 §2)', () => {
  it.each(['EN', 'KO', 'JA', 'ZH'] as const)(
    '%s has a banner on the home page in that language',
    async (lang) => {
      const body = GetTopBannerResponse.parse(
        (await post('/api/Content/GetTopBanner', { lang, applyUrl: '/' })).json(),
      )
      expect(body.topBanner?.lang).toBe(lang)
      expect(body.topBanner?.contentDetails.length).toBeGreaterThan(0)
    },
  )

  it('applies to pricing pages (also as a full, locale-prefixed URL) but not to contact', async () => {
    const banner = async (applyUrl: string) =>
      GetTopBannerResponse.parse(
        (await post('/api/Content/GetTopBanner', { lang: 'EN', applyUrl })).json(),
      ).topBanner
    expect(await banner('/pricing/per/individual/year')).not.toBeNull()
    expect(await banner('https://www.example.com/ko/pricing?type=personal')).not.toBeNull()
    expect(await banner('/support/contact')).toBeNull()
    expect(await banner('/pricingx')).toBeNull()
  })
})

describe('writes', () => {
  it('PageView stores the event', async () => {
    const before = (await server.rowCounts()).pageViews
    const response = await post('/api/logs', {
      userId: 'personal',
      event_timestamp: Date.now(),
      event_name: 'page_view',
      product: 'md',
      json_data: { uid: 'u-9', url: '/pricing', referer: '', device: 'mobile' },
    })
    expect(response.json()).toEqual({ result: { errCode: 0, errMsg: 'OK' } })
    expect((await server.rowCounts()).pageViews).toBe((before ?? 0) + 1)
  })

  it('zendeskTicketUpload stores the ticket and answers data.result and its id', async () => {
    const ticket = {
      requester: { name: 'Pat', email: 'pat@example.com' },
      subject: '[Login] -1',
      comment: { html_body: '<p>x</p>', type: 'Comment' },
      tags: ['english_md'],
      type: 'question',
      custom_fields: [],
    }
    const first = TicketUploadResponse.parse(
      (await post('/api/zendeskTicketUpload', { ticket })).json(),
    )
    const second = TicketUploadResponse.parse(
      (await post('/api/zendeskTicketUpload', { ticket })).json(),
    )
    expect(first.data.result.errCode).toBe(0)
    expect(second.data.ticketId).toBe(first.data.ticketId + 1)
    expect((await server.rowCounts()).tickets).toBe(2)
  })
})

describe('health and config', () => {
  it('health names the database', async () => {
    const body = (await get('/api/health')).json<{ status: string; database: string }>()
    expect(body.status).toBe('ok')
    expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
  })

  it('GetMaintenanceInfo reports no maintenance and the visitor country', async () => {
    const body: unknown = (
      await get('/api/Common/GetMaintenanceInfo?url=%2Fpricing', { 'x-country-code': 'jp' })
    ).json()
    expect(body).toEqual({
      result: { errCode: 0, errMsg: 'OK' },
      isMaintenance: false,
      countryCode: 'JP',
    })
  })

  it('config reports the atlas on and maintenance off by default', async () => {
    expect((await get('/api/config')).json()).toEqual({
      result: { errCode: 0, errMsg: 'OK' },
      atlas: true,
      maintenance: false,
    })
  })
})
