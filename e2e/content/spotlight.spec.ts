import type { APIRequestContext } from '@playwright/test'
import content_ko from '../../src/i18n/content/ko.ts'
import spotlight_en from '../../src/i18n/spotlight/en.ts'
import spotlight_ko from '../../src/i18n/spotlight/ko.ts'
import { expect, test } from '../tools/observe.ts'
import { shotCases } from '../tools/shotCases.ts'
import { at } from '../ssr/publicPages.ts'
import { hydrated } from '../tools/hydrated.ts'

const SHOTS = '.scratch'
const TEXTS = { en: spotlight_en, ko: spotlight_ko }

interface Card {
  id: string
  title: string
  language: string
  creatorId: string
}

/** The whole spotlight feed as the API pages it (12 a page, latest first, keyset). */
async function spotlightFeed(request: APIRequestContext) {
  const posts: Card[] = []
  let searchAfter: string[] = []
  for (;;) {
    const params = new URLSearchParams({ category: '110', tags: 'Drape3D', pageSize: '12' })
    for (const v of searchAfter) params.append('searchAfter', v)
    const response = await request.get(`/api/community/post/search?${params.toString()}`)
    const page = (await response.json()) as {
      posts: Card[]
      totalCount: number
      lastSort: string[] | null
    }
    posts.push(...page.posts)
    if (!page.lastSort || posts.length >= page.totalCount) return { posts, total: page.totalCount }
    searchAfter = page.lastSort
  }
}

/**
 * Issue 12, spec 3 §2, §3, §7, §9: the spotlight feed pages by keyset (12 a page, show more), a post
 * opens in a modal (?postId) that Escape and an outside click close with the feed kept, it is
 * translated into the page language, its share link is copied ('copied'), it has its own page with
 * related posts; the keyword search; the case studies load 3 more at a time.
 */
test('spotlight: feed paging, the post in a modal, translation, copy link, the full page, search (en)', async ({
  page,
  request,
  context,
}) => {
  // the whole feed paged in the browser, then the modal, the page and the search: one long story
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const feed = await spotlightFeed(request)
  expect(feed.total).toBeGreaterThanOrEqual(40)
  await page.goto(at('en', '/learn/userspotlight'))
  await hydrated(page)
  const cards = page.getByTestId('spotlight-card')
  await expect(cards).toHaveCount(12)
  await expect(cards.first()).toContainText(feed.posts[0]?.title ?? '?')
  await hydrated(page)
  // show more continues after the last post: the pages add up to the feed, in its order
  const more = page.getByTestId('spotlight-more')
  for (let shown = 12; shown < feed.total; shown += 12) {
    await more.click()
    await expect(cards).toHaveCount(Math.min(shown + 12, feed.total))
  }
  await expect(more).toHaveCount(0)
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))
  expect(ids).toEqual(feed.posts.map((p) => p.id))
  await expect(page.getByTestId('spotlight-count')).toHaveText(
    `${String(feed.total)} of ${String(feed.total)} posts`,
  )
  // a Korean post opens in the modal over the feed
  const index = feed.posts.findIndex((p) => p.language === 'kr')
  const target = feed.posts[index]
  await cards.nth(index).click()
  await expect(page).toHaveURL(new RegExp(`/learn/userspotlight\\?postId=${target?.id ?? '?'}$`))
  const modal = page.getByTestId('spotlight-modal')
  await expect(modal.getByTestId('spotlight-post')).toHaveAttribute('data-id', target?.id ?? '?')
  const title = modal.getByTestId('spotlight-post-title')
  await expect(title).toHaveText(target?.title ?? '?')
  // related posts: four, the post itself never among them
  await expect(modal.getByTestId('spotlight-related-card')).toHaveCount(4)
  // translated into the page language, and back
  await modal.getByTestId('spotlight-translate').click()
  await expect(title).not.toHaveText(target?.title ?? '?')
  await expect(title).toHaveText(/^[\x20-\x7e]+$/)
  await expect(modal.getByTestId('spotlight-status')).toHaveText('Translated into English')
  await modal.getByTestId('spotlight-original').click()
  await expect(title).toHaveText(target?.title ?? '?')
  // copy the share link: 'copied', and the clipboard holds the post's own address
  await modal.getByTestId('spotlight-copy').click()
  await expect(modal.getByTestId('spotlight-copy')).toHaveText(TEXTS.en.post.copied)
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(new RegExp(`^http://[^/]+/learn/userspotlight/post/${target?.id ?? '?'}$`))
  // Escape closes it and keeps the feed as it was
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)
  await expect(page).toHaveURL(/\/learn\/userspotlight$/)
  await expect(cards).toHaveCount(feed.total)
  // an outside click closes it too
  await cards.nth(1).click()
  await expect(modal.getByTestId('spotlight-post-title')).toHaveText(feed.posts[1]?.title ?? '?')
  await page.mouse.click(5, 300)
  await expect(modal).toHaveCount(0)
  await expect(cards).toHaveCount(feed.total)
  // the full page, from the modal's link
  await cards.nth(2).click()
  await modal.getByTestId('spotlight-full-page').click()
  await expect(page).toHaveURL(new RegExp(`/learn/userspotlight/post/${feed.posts[2]?.id ?? '?'}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(feed.posts[2]?.title ?? '?')
  await expect(page.getByTestId('spotlight-related-card')).toHaveCount(4)
  // a post that does not exist says so
  await page.goto(at('en', '/learn/userspotlight/post/987654'))
  await expect(page.getByTestId('spotlight-not-found')).toHaveText(TEXTS.en.post.notFound)
  // back to the feed by the page's link; the keyword search starts over with the matching posts only
  await page.getByRole('link', { name: `← ${TEXTS.en.post.back}` }).click()
  await expect(page).toHaveURL(/\/learn\/userspotlight$/)
  await expect(cards).toHaveCount(12)
  await page.getByTestId('spotlight-keyword').fill('coat')
  await page.getByTestId('spotlight-keyword').press('Enter')
  await expect(cards.first()).toBeVisible()
  for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('coat')
  await page.getByTestId('spotlight-keyword').fill('zzzz-no-such-post')
  await page.getByTestId('spotlight-keyword').press('Enter')
  await expect(page.getByTestId('spotlight-empty')).toHaveText(TEXTS.en.feed.empty)
})

test('case studies: 3 a page, more adds 3, a case in the modal and on its page; spotlight pages are rendered on the server (ko)', async ({
  page,
  request,
}) => {
  await page.goto(at('ko', '/learn/casestudy'))
  await hydrated(page)
  const cards = page.getByTestId('news-card')
  await expect(cards).toHaveCount(3)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.ko.cases.title)
  await hydrated(page)
  await page.getByTestId('news-more').click()
  await expect(cards).toHaveCount(6)
  await page.getByTestId('news-more').click()
  await expect(cards).toHaveCount(9)
  const title = (await cards.nth(7).locator('strong').textContent()) ?? '?'
  await cards.nth(7).click()
  await expect(page).toHaveURL(/\/ko\/learn\/casestudy\?postId=\d+$/)
  const modal = page.getByTestId('post-modal')
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText(title)
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)
  await expect(cards).toHaveCount(9)
  await cards.nth(7).click()
  await modal.getByRole('link', { name: content_ko.post.fullPage }).click()
  await expect(page).toHaveURL(/\/ko\/learn\/casestudy\/view\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByTestId('news-post-page')).toContainText(TEXTS.ko.cases.back)
  // the case studies, the spotlight feed and a post arrive rendered by the server
  const cases = await (await request.get(at('ko', '/learn/casestudy'))).text()
  expect(cases).toContain(`>${TEXTS.ko.cases.title}</h1>`)
  expect(cases.match(/data-testid="news-card"/g)).toHaveLength(3)
  const feed = await spotlightFeed(request)
  const list = await request.get(at('ko', '/learn/userspotlight'))
  expect(await list.text()).toContain('data-testid="spotlight-card"')
  const post = await request.get(at('ko', `/learn/userspotlight/post/${feed.posts[0]?.id ?? '?'}`))
  expect(post.status()).toBe(200)
  const body = await post.text()
  expect(body).toContain('<html lang="ko"')
  expect(body).toMatch(/<h1[^>]*data-testid="spotlight-post-title"[^>]*>[^<]+<\/h1>/)
  expect(body).toContain('data-testid="spotlight-related-card"')
})

for (const [lang, width] of shotCases(['en', 'ko'] as const))
  test(`screenshots of the spotlight, a post and the case studies at ${String(width)} px (${lang})`, async ({
    page,
    request,
  }) => {
    // four pages and three full-page screenshots: 32 s of the 30 under a load of 5
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    const feed = await spotlightFeed(request)
    await page.goto(at(lang, '/learn/userspotlight'))
    await expect(page.getByTestId('spotlight-card')).toHaveCount(12)
    await page.screenshot({
      path: `${SHOTS}/spotlight-${lang}-${String(width)}.png`,
      fullPage: true,
    })
    await page.getByTestId('spotlight-card').nth(1).click()
    await expect(page.getByTestId('spotlight-related-card')).toHaveCount(4)
    await page.screenshot({ path: `${SHOTS}/spotlight-modal-${lang}-${String(width)}.png` })
    await page.goto(at(lang, `/learn/userspotlight/post/${feed.posts[1]?.id ?? '?'}`))
    await expect(page.getByTestId('spotlight-related-card')).toHaveCount(4)
    await page.screenshot({
      path: `${SHOTS}/spotlight-post-${lang}-${String(width)}.png`,
      fullPage: true,
    })
    await page.goto(at(lang, '/learn/casestudy'))
    await expect(page.getByTestId('news-card')).toHaveCount(3)
    await page.screenshot({ path: `${SHOTS}/cases-${lang}-${String(width)}.png`, fullPage: true })
  })
