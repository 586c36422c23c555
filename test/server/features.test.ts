import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ATTACHMENTS,
  communityItemEndpoints,
  endpoints,
  SUBMISSION,
  ArticlesResponse,
  FaqResponse,
  NewFeatureListResponse,
  PatchNoteInfoResponse,
  ReleaseFeatures,
  ReleaseFeaturesResponse,
  ReleaseListResponse,
  SectionResponse,
  TutorialListResponse,
  TutorialViewResponse,
} from '../../src/contract/index.ts'
import { archivedRelease12 } from '../../src/services/content/featureArchive12.ts'
import { cleanPatchHtml } from '../../server/content/featureRoutes.ts'
import { cleanArticleHtml, zendeskHelpCentre } from '../../server/support/faq.ts'
import { startTestServer, type TestServer } from './helpers.ts'

/** New features and patch notes, tutorials, FAQ and help articles (spec 3 §2, §3, §7, §8; issue 12). */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const get = (url: string) => server.app.inject({ method: 'GET', url })
const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload })
const LANGS = ['en', 'cn', 'kr', 'jp'] as const
const release = async (version: string, lang: string) =>
  ReleaseFeaturesResponse.parse(
    (await get(`/api/releases/${version}/features?lang=${lang}`)).json(),
  ).release

describe('the release catalogue (spec 3 §3, §7, §9)', () => {
  it('GET releases lists 12, 12.1 and 12.2', async () => {
    const res = ReleaseListResponse.parse((await get('/api/releases')).json())
    expect(res.releases.map((r) => r.version)).toEqual(['12', '12.1', '12.2'])
  })

  it.each(['12.1', '12.2'].flatMap((v) => LANGS.map((l) => [v, l] as const)))(
    'version %s in %s: key and other features, patch notes, responsive images, manual links with the language placeholder',
    async (version, lang) => {
      const r = await release(version, lang)
      expect(r.currentVersion).toBe(version)
      expect(r.keyFeatures.length).toBeGreaterThanOrEqual(3)
      expect(r.otherFeatures.length).toBeGreaterThanOrEqual(2)
      expect(r.allFeatures).toHaveLength(r.keyFeatures.length + r.otherFeatures.length)
      expect(r.patchNotes.length).toBeGreaterThanOrEqual(2)
      for (const p of r.patchNotes) {
        expect(p.minorVer.startsWith(`${version}.`)).toBe(true)
        expect(p.body1).toMatch(/^<ul><li>.+<\/li><\/ul>$/)
        expect(p.body2).toMatch(/^<ul><li>.+<\/li><\/ul>$/)
      }
      for (const f of [...r.keyFeatures, ...r.otherFeatures])
        expect(f.manualUrl).toMatch(/^https:\/\/help\.drape3d\.com\/hc\/\{lang\}\/articles\/\d+$/)
      // an image and a video pair among the features (spec 3 §3 fileUrl)
      const kinds = new Set([...r.keyFeatures, ...r.otherFeatures].map((f) => f.fileUrl.kind))
      expect([...kinds].sort()).toEqual(['image', 'video'])
      expect(r.thumbnail.url768).toMatch(/-768\.svg$/)
      expect(r.thumbnail.url375).toMatch(/-375\.svg$/)
    },
  )

  it('the same version reads differently in each content language', async () => {
    const titles = await Promise.all(
      LANGS.map(async (l) => (await release('12.2', l)).keyFeatures[0]?.title),
    )
    expect(new Set(titles).size).toBe(4)
  })

  it('version 12 is not served by the API: it comes from the archive bundled with the site', async () => {
    expect((await get('/api/releases/12/features?lang=en')).statusCode).toBe(404)
    const legacy = await post('/api/Content/GetNewFeatureList', { version: '12', lang: 'en' })
    expect(legacy.statusCode).toBe(400)
    for (const lang of LANGS) {
      const archived = ReleaseFeatures.parse(archivedRelease12(lang))
      expect(archived.currentVersion).toBe('12')
      expect(archived.keyFeatures.length).toBeGreaterThanOrEqual(3)
      expect(archived.patchNotes.every((p) => p.minorVer.startsWith('12.0.'))).toBe(true)
    }
    expect(archivedRelease12('kr').keyFeatures[0]?.title).not.toBe(
      archivedRelease12('en').keyFeatures[0]?.title,
    )
  })

  it('a language outside cn, en, jp, kr is refused with a message', async () => {
    const res = await get('/api/releases/12.2/features?lang=fr')
    expect(res.statusCode).toBe(400)
    expect(res.json<{ result: { errMsg: string } }>().result.errMsg).toMatch(/lang/)
  })

  it('GetNewFeatureList answers the raw catalogue; GetNewFeatureVersionList the versions', async () => {
    const raw = NewFeatureListResponse.parse(
      (await post('/api/Content/GetNewFeatureList', { version: '12.1', lang: 'kr' })).json(),
    )
    expect(raw.newFeature.map((f) => f.title)).toEqual(
      (await release('12.1', 'kr')).keyFeatures.map((f) => f.title),
    )
    const versions = (await post('/api/Content/GetNewFeatureVersionList', {})).json<{
      versionList: string[]
    }>()
    expect(versions.versionList).toEqual(['12', '12.1', '12.2'])
  })

  it('every feature image, variant and poster is artwork served by this server', async () => {
    const r = await release('12.2', 'en')
    const urls = [
      r.thumbnail.url,
      r.thumbnail.url768,
      r.thumbnail.url375,
      ...r.keyFeatures.map((f) =>
        f.fileUrl.kind === 'image' ? f.fileUrl.url375 : f.fileUrl.poster,
      ),
    ]
    for (const url of urls) {
      expect(url.startsWith('/media/features/')).toBe(true)
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(res.body).toMatch(/^<svg /)
    }
    const small = await get(r.thumbnail.url375)
    expect(small.body).toContain('width="375"')
    expect((await get('/media/features/%3Cscript%3E.svg')).statusCode).toBe(404)
  })

  it('patch-note HTML is cleaned by the allow-list: nothing that runs survives', () => {
    expect(
      cleanPatchHtml(
        '<ul><li onclick="x()">ok<script>alert(1)</script><img src=x onerror=y></li></ul>',
      ),
    ).toBe('<ul><li>ok</li></ul>')
    expect(cleanPatchHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
  })
})

/** Every call spec 3 §7 names, as it names them (issue 12: 25 of the 31 answered 404). */
const SPEC_3_CALLS = [
  'zendeskGetFaq',
  'zendeskFileUpload',
  'zendeskUpLoadFileDelete',
  'zendeskTicketUpload',
  'zendeskGetSection',
  'zendeskGetArticles',
  'GetList',
  'GetView',
  'GetNewFeatureVersionList',
  'GetNewFeatureList',
  'GetTopBanner',
  'GetTutorialList',
  'GetTutorialView',
  'releases',
  'releases/12.1/features',
  'releases/12.2/features',
  'PatchNoteInfo',
  'CommunitySearch',
  'CommunityPost',
  'CommunityRelated',
  'CommunityTranslate',
  'Steam2010CheckLicense',
  'Steam2010',
  'Crytek2006',
  'FF2112',
  'TrialInquiry',
  'submitSalesforceLead',
  'getListMember',
  'addListMember',
  'deleteMember',
  'updateListMember',
  'setListMember',
]

describe('spec 3 §7: every call it names has a route', () => {
  const calls = [
    ...Object.values(endpoints),
    ...Object.values(communityItemEndpoints),
    ATTACHMENTS,
    SUBMISSION,
  ].map((c) => ({ name: c.name, method: 'method' in c ? c.method : 'POST', path: c.path }))

  it.each(SPEC_3_CALLS)('%s', (name) => {
    const call = calls.find((c) => c.name === name)
    expect(call, `${name} is not in the contract`).toBeDefined()
    if (!call) return
    expect(server.app.hasRoute({ method: call.method, url: call.path })).toBe(true)
  })
})

describe('PatchNoteInfo: the installers of a product version (spec 3 §7, §9; spec 2 §7)', () => {
  const info = async (param: string) =>
    PatchNoteInfoResponse.parse((await get(`/api/Content/PatchNoteInfo?param=${param}`)).json())

  it('7.3: its builds newest first (7.3.133 …), the products and an installer per build and system', async () => {
    const res = await info('7.3')
    expect(res.result.errCode).toBe(0)
    expect(res.patchNote.map((p) => p.minorVer)).toEqual(['7.3.133', '7.3.132'])
    expect(res.patchNote.map((p) => p.contentSeq)).toEqual([1, 2])
    for (const p of res.patchNote) {
      expect(p.body1).toMatch(/^<ul><li>.+<\/li><\/ul>$/)
      expect(p.body2).toMatch(/^<ul><li>.+<\/li><\/ul>$/)
      expect(p.patchDt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(res.productList.length).toBeGreaterThan(0)
    expect(res.productList.every((p) => p.version === '7.3')).toBe(true)
    // Windows 2003 and Mac 2202, bit type always 3001 (spec 2 §4), for each build.
    expect(
      res.archiveList.map((a) => `${a.version} ${String(a.osType)} ${String(a.bitType)}`),
    ).toEqual(['7.3.133 2003 3001', '7.3.133 2202 3001', '7.3.132 2003 3001', '7.3.132 2202 3001'])
  })

  it('the 7 line reaches down to 7.1.131, and every version above 7 answers its own builds', async () => {
    expect((await info('7.1')).patchNote.map((p) => p.minorVer)).toEqual(['7.1.131'])
    for (const param of ['7.1', '7.2', '7.3', '12.0', '12.1', '12.2']) {
      const res = await info(param)
      expect(res.patchNote.length, param).toBeGreaterThan(0)
      expect(res.patchNote.every((p) => p.minorVer.startsWith(`${param}.`))).toBe(true)
    }
  })

  it('12.x lists the same builds as the release pages: the catalogue for 12.1 and 12.2, the archive for 12.0', async () => {
    expect((await info('12.2')).patchNote).toEqual((await release('12.2', 'en')).patchNotes)
    expect((await info('12.1')).patchNote).toEqual((await release('12.1', 'en')).patchNotes)
    expect((await info('12.0')).patchNote).toEqual(archivedRelease12('en').patchNotes)
  })

  it('only versions above 7 are offered (spec 3 §9): 7.0, 6.2, 12 and anything else → 400 naming param', async () => {
    for (const param of ['7.0', '6.2', '12', '13.0', '', '7.3.133', 'x'.repeat(11)]) {
      const res = await get(`/api/Content/PatchNoteInfo?param=${encodeURIComponent(param)}`)
      expect(res.statusCode, param).toBe(400)
      expect(res.json<{ result: { errMsg: string } }>().result.errMsg).toMatch(/param/)
    }
    expect((await get('/api/Content/PatchNoteInfo')).statusCode).toBe(400)
  })
})

describe('tutorials (spec 3 §7, §8)', () => {
  it.each(LANGS)('%s: the list and a tutorial', async (lang) => {
    const list = TutorialListResponse.parse(
      (await get(`/api/Content/GetTutorialList?Language=${lang}`)).json(),
    )
    expect(list.list.length).toBeGreaterThanOrEqual(3)
    const view = TutorialViewResponse.parse(
      (await get(`/api/Content/GetTutorialView?Seq=1&Language=${lang}`)).json(),
    )
    expect(view.info?.title).toBe(list.list[0]?.title)
    expect(view.info?.body.length).toBeGreaterThan(20)
  })

  it('a missing tutorial answers errCode -404 (thrown by the client as "{errCode}:{errMsg}")', async () => {
    const view = TutorialViewResponse.parse(
      (await get('/api/Content/GetTutorialView?Seq=999&Language=en')).json(),
    )
    expect(view.result.errCode).toBe(-404)
    expect(view.info).toBeNull()
    expect((await get('/api/Content/GetTutorialView?Seq=abc&Language=en')).statusCode).toBe(400)
  })
})

describe('FAQ and help articles (spec 3 §2, §7)', () => {
  it.each(['en-us', 'ko', 'ja', 'zh-cn'])('%s: FAQ, sections and their articles', async (lang) => {
    const faq = FaqResponse.parse((await post('/api/zendeskGetFaq', { lang })).json())
    expect(faq.faq.length).toBeGreaterThanOrEqual(3)
    expect(faq.faq[0]?.htmlUrl).toContain(`/hc/${lang}/`)
    const sections = SectionResponse.parse((await post('/api/zendeskGetSection', { lang })).json())
    expect(sections.sections.length).toBeGreaterThanOrEqual(2)
    for (const s of sections.sections) {
      const a = ArticlesResponse.parse(
        (await post('/api/zendeskGetArticles', { lang, sectionId: s.id })).json(),
      )
      expect(a.result.errCode).toBe(0)
      expect(a.articles.length).toBeGreaterThanOrEqual(1)
    }
  })

  it('the FAQ differs by language', async () => {
    const titles = await Promise.all(
      ['en-us', 'ko', 'ja', 'zh-cn'].map(
        async (lang) =>
          FaqResponse.parse((await post('/api/zendeskGetFaq', { lang })).json()).faq[0]?.title,
      ),
    )
    expect(new Set(titles).size).toBe(4)
  })

  it('only the fixed sections are shown: any other section id answers -404 and no article', async () => {
    const a = ArticlesResponse.parse(
      (await post('/api/zendeskGetArticles', { lang: 'en-us', sectionId: 12345 })).json(),
    )
    expect(a.result.errCode).toBe(-404)
    expect(a.articles).toEqual([])
  })

  it('article HTML is cleaned by the allow-list', () => {
    expect(
      cleanArticleHtml('<p style="x">Hi<script>alert(1)</script><iframe src="x"></iframe></p>'),
    ).toBe('<p>Hi</p>')
  })
})

describe('the Zendesk help centre adapter (contract: the requests it would send)', () => {
  it('reads the Help Center API by locale: FAQ by label, sections, a section’s articles; keeps only the fixed sections', async () => {
    const sent: { url: string; method: string }[] = []
    const fake: typeof fetch = (input, init) => {
      const url = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url
      sent.push({ url, method: init?.method ?? 'GET' })
      const body = url.includes('/sections.json')
        ? {
            sections: [
              { id: 360001101, name: 'Licences', description: null },
              { id: 9, name: 'Hidden', description: '' },
            ],
          }
        : { articles: [{ id: 1, title: 'Q', body: '<p>A</p>', html_url: 'https://h/1' }] }
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
    }
    const centre = zendeskHelpCentre('https://drape3d.zendesk.com', fake)
    expect(await centre.faq('ko')).toEqual([
      { id: 1, title: 'Q', body: '<p>A</p>', htmlUrl: 'https://h/1' },
    ])
    expect(await centre.sections('ja')).toEqual([
      { id: 360001101, name: 'Licences', description: '' },
    ])
    await centre.articles('zh-cn', 360001101)
    expect(sent).toEqual([
      {
        method: 'GET',
        url: 'https://drape3d.zendesk.com/api/v2/help_center/ko/articles.json?label_names=faq&per_page=100',
      },
      {
        method: 'GET',
        url: 'https://drape3d.zendesk.com/api/v2/help_center/ja/sections.json?per_page=100',
      },
      {
        method: 'GET',
        url: 'https://drape3d.zendesk.com/api/v2/help_center/zh-cn/sections/360001101/articles.json?per_page=100',
      },
    ])
  })

  it('a failing help centre is an error, not an empty FAQ', async () => {
    const down: typeof fetch = () => Promise.resolve(new Response('nope', { status: 503 }))
    await expect(
      zendeskHelpCentre('https://drape3d.zendesk.com', down).faq('en-us'),
    ).rejects.toThrow(/503/)
  })
})
