import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetListResponse, GetViewResponse } from '../../src/contract/index.ts'
import { startTestServer, type TestServer } from './helpers.ts'

/** The news list page and its posts (spec 3 §2, §4, §7; issue 12): paging, load-more, detail. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload })
const list = async (lang: string, page: number, pagesize: number, articleType = 'news') =>
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
const view = async (seq: number, lang: string) =>
  GetViewResponse.parse((await post('/api/Content/GetView', { seq, lang })).json()).info

describe('the news list pages through every post', () => {
  it.each(['en', 'cn', 'kr', 'jp'])(
    '%s: at least 30 news; incremental pages of 12 add up to the cumulative list, each post once',
    async (lang) => {
      const all = await list(lang, 1, 100)
      expect(all.totalCnt).toBeGreaterThanOrEqual(30)
      const pages = Math.ceil(all.totalCnt / 12)
      const incremental: number[] = []
      for (let page = 1; page <= pages; page++) {
        const p = await list(lang, page, 12)
        expect(p.totalCnt).toBe(all.totalCnt)
        expect(p.list.length).toBe(Math.min(12, all.totalCnt - (page - 1) * 12))
        incremental.push(...p.list.map((i) => i.seq))
      }
      expect(new Set(incremental).size).toBe(all.totalCnt)
      // cumulative: page 1 with size pages × page size is the same list, in the same order
      const cumulative = await list(lang, 1, pages * 12)
      expect(cumulative.list.map((i) => i.seq)).toEqual(incremental)
      expect((await list(lang, pages + 1, 12)).list).toEqual([])
    },
  )

  it('a page size above the limit is refused, never served', async () => {
    const response = await post('/api/Content/GetList', {
      page: 1,
      pagesize: 101,
      keyVals: [{ key: 'articleType', val: 'news' }],
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('every listed post has its page (GetView)', () => {
  it.each(['en', 'cn', 'kr', 'jp'])(
    '%s: each news post and case study answers with its body',
    async (lang) => {
      for (const articleType of ['news', 'CaseStudy']) {
        const { list: posts } = await list(lang, 1, 100, articleType)
        for (const p of posts) {
          const info = await view(p.seq, lang)
          expect(info, `${articleType} ${String(p.seq)}`).toMatchObject({
            seq: p.seq,
            title: p.title,
            articleType,
          })
          expect(info?.body.length).toBeGreaterThan(20)
        }
      }
    },
  )

  it('a missing post answers errCode 0 with no info (the page then redirects)', async () => {
    const response = await post('/api/Content/GetView', { seq: 987654, lang: 'en' })
    expect(response.statusCode).toBe(200)
    const body = GetViewResponse.parse(response.json())
    expect(body.result.errCode).toBe(0)
    expect(body.info).toBeNull()
  })
})
