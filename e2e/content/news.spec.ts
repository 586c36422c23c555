import type { APIRequestContext } from '@playwright/test'
import content_en from '../../src/i18n/content/en.ts'
import content_ko from '../../src/i18n/content/ko.ts'
import { expect, test } from '../tools/observe.ts'
import { shotCases } from '../tools/shotCases.ts'
import { at } from '../ssr/publicPages.ts'
import { hydrated } from '../tools/hydrated.ts'

const SHOTS = '.scratch'
const TEXTS = { en: content_en, ko: content_ko }
const CONTENT_LANG = { en: 'en', ko: 'kr' } as const

/** The news of one language as the API lists them (newest first), for the seqs the pages use. */
async function newsOf(request: APIRequestContext, lang: 'en' | 'ko') {
  const response = await request.post('/api/Content/GetList', {
    data: {
      page: 1,
      pagesize: 100,
      keyVals: [
        { key: 'articleType', val: 'news' },
        { key: 'lang', val: CONTENT_LANG[lang] },
      ],
    },
  })
  return (await response.json()) as { totalCnt: number; list: { seq: number; title: string }[] }
}

/**
 * Issue 12, spec 3 §2, §4, §7: the news list pages with load-more, a post opens in a modal over the
 * list and closes on Escape with the list kept, the post has its own page, a missing post redirects.
 */
test('news: list, load more, the post in a modal and on its page, a missing post redirects (ko)', async ({
  page,
  request,
}) => {
  const news = await newsOf(request, 'ko')
  expect(news.totalCnt).toBeGreaterThanOrEqual(30)
  await page.goto(at('ko', '/support/news'))
  await hydrated(page)
  const cards = page.getByTestId('news-card')
  await expect(cards).toHaveCount(12)
  await expect(cards.first()).toContainText(news.list[0]?.title ?? '?')
  await hydrated(page)
  // load more adds the next 12 (incremental)
  await page.getByTestId('news-more').click()
  await expect(cards).toHaveCount(24)
  await expect(cards.nth(12)).toContainText(news.list[12]?.title ?? '?')
  await page.getByTestId('news-more').click()
  await expect(cards).toHaveCount(news.totalCnt)
  await expect(page.getByTestId('news-more')).toHaveCount(0)
  await expect(page.getByTestId('news-count')).toHaveText(
    TEXTS.ko.list.count
      .replace('{{total}}', String(news.totalCnt))
      .replace('{{shown}}', String(news.totalCnt)),
  )
  // a post opens in a modal over the list (postId query), Escape closes it and keeps the list
  const target = news.list[13]
  await cards.nth(13).click()
  await expect(page).toHaveURL(new RegExp(`/ko/support/news\\?postId=${String(target?.seq)}$`))
  const modal = page.getByTestId('post-modal')
  await expect(modal.getByTestId('post')).toHaveAttribute('data-seq', String(target?.seq))
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText(target?.title ?? '?')
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)
  await expect(page).toHaveURL(/\/ko\/support\/news$/)
  await expect(cards).toHaveCount(news.totalCnt)
  // an outside click closes it too
  await cards.nth(1).click()
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText(news.list[1]?.title ?? '?')
  await page.mouse.click(5, 300)
  await expect(modal).toHaveCount(0)
  await expect(cards).toHaveCount(news.totalCnt)
  // the post as a full page, by its address
  await page.goto(at('ko', `/support/news/view/${String(target?.seq)}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target?.title ?? '?')
  await expect(page.getByTestId('news-post-page')).toContainText(TEXTS.ko.post.back)
  // a missing post goes to the list, or to the route the caller supplies
  await page.goto(at('ko', '/support/news/view/987654'))
  await expect(page).toHaveURL(/\/ko\/support\/news$/)
  await expect(cards.first()).toBeVisible()
  await page.goto(at('ko', '/support/news/view/987654?from=/support'))
  await expect(page).toHaveURL(/\/ko\/support$/)
})

test('the post page arrives rendered on the server; a missing post answers a redirect', async ({
  request,
}) => {
  for (const lang of ['en', 'ko'] as const) {
    const first = (await newsOf(request, lang)).list[0]
    const response = await request.get(at(lang, `/support/news/view/${String(first?.seq)}`), {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(200)
    const body = await response.text()
    expect(body).toContain(`<html lang="${lang}"`)
    expect(body).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    expect(body).toContain('data-testid="post"')
    const list = await request.get(at(lang, '/support/news'), { maxRedirects: 0 })
    expect(await list.text()).toContain('data-testid="news-card"')
  }
  const missing = await request.get(at('ko', '/support/news/view/987654'), {
    maxRedirects: 0,
  })
  expect(missing.status()).toBeGreaterThanOrEqual(300)
  expect(missing.status()).toBeLessThan(400)
  expect(missing.headers()['location']).toMatch(/^\/ko\/support\/news$/)
})

for (const [lang, width] of shotCases(['en', 'ko'] as const))
  test(`screenshots of the news list and a post at ${String(width)} px (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const first = (await newsOf(request, lang)).list[0]
    await page.goto(at(lang, '/support/news'))
    await expect(page.getByTestId('news-card')).toHaveCount(12)
    await page.screenshot({ path: `${SHOTS}/news-${lang}-${String(width)}.png`, fullPage: true })
    await page.getByTestId('news-card').first().click()
    await expect(page.getByTestId('post-modal').getByTestId('post')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/news-modal-${lang}-${String(width)}.png` })
    await page.goto(at(lang, `/support/news/view/${String(first?.seq)}`))
    await expect(page.getByTestId('post')).toBeVisible()
    await page.screenshot({
      path: `${SHOTS}/news-post-${lang}-${String(width)}.png`,
      fullPage: true,
    })
  })
