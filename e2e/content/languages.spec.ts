import type { APIRequestContext } from '@playwright/test'
import content_en from '../../src/i18n/content/en.ts'
import content_ja from '../../src/i18n/content/ja.ts'
import content_ko from '../../src/i18n/content/ko.ts'
import content_zh from '../../src/i18n/content/zh.ts'
import spotlight_en from '../../src/i18n/spotlight/en.ts'
import spotlight_ja from '../../src/i18n/spotlight/ja.ts'
import spotlight_ko from '../../src/i18n/spotlight/ko.ts'
import spotlight_zh from '../../src/i18n/spotlight/zh.ts'
import { expect, test } from '../tools/observe.ts'
import { at, LANGS } from '../ssr/publicPages.ts'
import { hydrated } from '../tools/hydrated.ts'

const CONTENT = { en: content_en, ko: content_ko, ja: content_ja, zh: content_zh }
const SPOTLIGHT = { en: spotlight_en, ko: spotlight_ko, ja: spotlight_ja, zh: spotlight_zh }
/** Spec 3: the content language of each site language. */
const CONTENT_LANG = { en: 'en', ko: 'kr', ja: 'jp', zh: 'cn' } as const

/** One list of a content language as the API pages it, newest first. */
async function listOf(request: APIRequestContext, type: 'news' | 'CaseStudy', lang: string) {
  const response = await request.post('/api/Content/GetList', {
    data: {
      page: 1,
      pagesize: 100,
      keyVals: [
        { key: 'articleType', val: type },
        { key: 'lang', val: lang },
      ],
    },
  })
  return (await response.json()) as { totalCnt: number; list: { seq: number; title: string }[] }
}

/** The first two pages of the spotlight feed (12 a page, keyset). */
async function feedOf(request: APIRequestContext) {
  const first = new URLSearchParams({ category: '110', tags: 'Drape3D', pageSize: '12' })
  const one = (await (
    await request.get(`/api/community/post/search?${first.toString()}`)
  ).json()) as {
    posts: { id: string; title: string }[]
    lastSort: string[] | null
    totalCount: number
  }
  for (const v of one.lastSort ?? []) first.append('searchAfter', v)
  const two = (await (
    await request.get(`/api/community/post/search?${first.toString()}`)
  ).json()) as {
    posts: { id: string; title: string }[]
  }
  return { posts: [...one.posts, ...two.posts], total: one.totalCount }
}

/**
 * Issue 12's "Done when" in every language, densely: a visitor pages through the news, the case
 * studies and the spotlight feed (one "more" each, the next page in the API's order), and opens a
 * news post and a spotlight post in the modal, then on its own page. news.spec.ts and
 * spotlight.spec.ts tell the same flows at length (Escape, outside click, translation, search).
 */
for (const lang of LANGS)
  test(`news, cases and the spotlight feed page; a post in the modal and on its page (${lang})`, async ({
    page,
    request,
  }) => {
    // Five pages and two modals in one story.
    test.slow()
    const content = CONTENT[lang]
    const spotlight = SPOTLIGHT[lang]
    const news = await listOf(request, 'news', CONTENT_LANG[lang])
    const cases = await listOf(request, 'CaseStudy', CONTENT_LANG[lang])
    const feed = await feedOf(request)
    expect(news.totalCnt).toBeGreaterThanOrEqual(30)
    expect(cases.totalCnt).toBeGreaterThanOrEqual(30)
    expect(feed.total).toBeGreaterThan(24)

    // News: 12, then the next 12 in the list's order; a post over the list, then as a page.
    await page.goto(at(lang, '/support/news'))
    await hydrated(page)
    const cards = page.getByTestId('news-card')
    await expect(cards).toHaveCount(12)
    await page.getByTestId('news-more').click()
    await expect(cards).toHaveCount(24)
    await expect(cards.nth(23)).toContainText(news.list[23]?.title ?? '?')
    await cards.nth(20).click()
    const modal = page.getByTestId('post-modal')
    await expect(modal.getByRole('heading', { level: 2 })).toHaveText(news.list[20]?.title ?? '?')
    await modal.getByRole('link', { name: content.post.fullPage }).click()
    await expect(page).toHaveURL(new RegExp(`/support/news/view/${String(news.list[20]?.seq)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.list[20]?.title ?? '?')
    await expect(page.getByTestId('news-post-page')).toContainText(content.post.back)

    // Case studies: 3, then 3 more.
    // Each page arrives rendered on the server: its buttons act once it is hydrated.
    await page.goto(at(lang, '/learn/casestudy'))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spotlight.cases.title)
    await expect(cards).toHaveCount(3)
    await page.getByTestId('news-more').click()
    await expect(cards).toHaveCount(6)
    await expect(cards.nth(5)).toContainText(cases.list[5]?.title ?? '?')

    // The spotlight feed: 12, then the 12 after the last one; a post over the feed, then as a page.
    await page.goto(at(lang, '/learn/userspotlight'))
    await hydrated(page)
    const posts = page.getByTestId('spotlight-card')
    await expect(posts).toHaveCount(12)
    await page.getByTestId('spotlight-more').click()
    await expect(posts).toHaveCount(24)
    expect(await posts.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).toEqual(
      feed.posts.slice(0, 24).map((p) => p.id),
    )
    await posts.nth(14).click()
    const post = page.getByTestId('spotlight-modal')
    await expect(post.getByTestId('spotlight-post-title')).toHaveText(feed.posts[14]?.title ?? '?')
    await post.getByRole('link', { name: spotlight.post.fullPage }).click()
    await expect(page).toHaveURL(
      new RegExp(`/learn/userspotlight/post/${feed.posts[14]?.id ?? '?'}$`),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(feed.posts[14]?.title ?? '?')
    await expect(page.getByRole('link', { name: `← ${spotlight.post.back}` })).toBeVisible()
  })
