import type { APIRequestContext } from '@playwright/test'
import features_en from '../../src/i18n/features/en.ts'
import features_ja from '../../src/i18n/features/ja.ts'
import features_ko from '../../src/i18n/features/ko.ts'
import features_zh from '../../src/i18n/features/zh.ts'
import { expect, test } from '../tools/observe.ts'
import { at } from '../ssr/publicPages.ts'
import { hydrated } from '../tools/hydrated.ts'

type Release = {
  keyFeatures: { title: string; manualUrl: string }[]
  otherFeatures: { title: string }[]
  patchNotes: { minorVer: string }[]
}
async function releaseOf(request: APIRequestContext, version: string, lang: string) {
  const response = await request.get(`/api/releases/${version}/features?lang=${lang}`)
  return ((await response.json()) as { release: Release }).release
}

/**
 * Issue 12, spec 3 §2, §3, §7, §8, §9: the 12.2 features in Korean (key features, responsive
 * images, manual links to the Korean help centre, patch notes), 12.1 from the address, a failed
 * fetch clears the features and a retry brings them back, 12 from the bundled archive without a
 * call to the release API.
 */
test('new features: 12.2 in Korean, 12.1, a failure clears, 12 from the archive (ko)', async ({
  page,
  request,
}) => {
  const v122 = await releaseOf(request, '12.2', 'kr')
  const v121 = await releaseOf(request, '12.1', 'kr')
  const releaseCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/releases/')) releaseCalls.push(new URL(r.url()).pathname)
  })
  await page.goto(at('ko', '/product/newfeature'))
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    features_ko.newfeature.title.replace('{{version}}', '12.2'),
  )
  await expect(page.getByTestId('version-12.2')).toHaveAttribute('aria-current', 'page')
  const key = page.getByTestId('key-feature')
  await expect(key.locator('h3')).toHaveText(v122.keyFeatures.map((f) => f.title))
  // manual links go to the help centre in the page language (ko)
  const manual = page.getByTestId('manual-link').first()
  await expect(manual).toHaveAttribute(
    'href',
    (v122.keyFeatures[0]?.manualUrl ?? '?').replace('{lang}', 'ko'),
  )
  await expect(manual).toHaveAttribute('href', /^https:\/\/help\.drape3d\.com\/hc\/ko\/articles\//)
  await expect(page.getByTestId('version-manual')).toHaveAttribute('href', /\/hc\/ko\//)
  // the main visual and the images carry their 768px and 375px variants; a video has webm and mp4
  const visual = page.locator('figure picture').first()
  await expect(visual.locator('source[media="(max-width: 768px)"]')).toHaveAttribute(
    'srcset',
    /-768\.svg$/,
  )
  await expect(visual.locator('source[media="(max-width: 375px)"]')).toHaveAttribute(
    'srcset',
    /-375\.svg$/,
  )
  const video = page.getByTestId('feature-video').first()
  await expect(video.locator('source[type="video/webm"]')).toHaveCount(1)
  await expect(video.locator('source[type="video/mp4"]')).toHaveCount(1)
  // patch notes: what each patch adds and fixes
  const patches = page.getByTestId('patch-note')
  await expect(patches.locator('summary strong')).toHaveText(v122.patchNotes.map((p) => p.minorVer))
  await expect(
    patches.first().getByRole('heading', { name: features_ko.newfeature.fixed }),
  ).toBeVisible()
  await expect(patches.first().getByTestId('patch-fixed').locator('li')).not.toHaveCount(0)

  // 12.1: the tab changes the address and the page asks the release of 12.1
  await page.getByTestId('version-12.1').click()
  await expect(page).toHaveURL(/\/ko\/product\/newfeature\?version=12\.1$/)
  await expect(key.locator('h3')).toHaveText(v121.keyFeatures.map((f) => f.title))
  await expect(page.getByTestId('other-feature').locator('h3')).toHaveText(
    v121.otherFeatures.map((f) => f.title),
  )

  // a failed fetch clears the features (spec 3 §8); a retry brings them back
  await page.route('**/api/releases/12.2/features*', (route) =>
    route.fulfill({ status: 400, json: { result: { errCode: -1, errMsg: 'refused' } } }),
  )
  await page.getByTestId('version-12.2').click()
  await expect(page.getByTestId('newfeature-failed')).toContainText(
    features_ko.newfeature.failedTitle.replace('{{version}}', '12.2'),
  )
  await expect(key).toHaveCount(0)
  await expect(page.getByTestId('newfeature-release')).toHaveCount(0)
  await page.unroute('**/api/releases/12.2/features*')
  await page.getByRole('button', { name: features_ko.newfeature.retry }).click()
  await expect(key.locator('h3')).toHaveText(v122.keyFeatures.map((f) => f.title))

  // 12 comes from the archive bundled with the site: no call to the release API
  const before = releaseCalls.length
  await page.getByTestId('version-12').click()
  await expect(page.getByTestId('newfeature-release')).toHaveAttribute('data-version', '12')
  await expect(key.first().locator('h3')).toHaveText('패턴 그레이딩')
  expect(releaseCalls.slice(before)).toEqual([])
  // the browser's back button returns to 12.2
  await page.goBack()
  await expect(page.getByTestId('newfeature-release')).toHaveAttribute('data-version', '12.2')
})

/** The content language and the help-centre segment of the other site languages (spec 3 §2). */
const OTHERS = [
  { lang: 'en', content: 'en', help: 'en-us', texts: features_en },
  { lang: 'ja', content: 'jp', help: 'ja', texts: features_ja },
  { lang: 'zh', content: 'cn', help: 'zh-cn', texts: features_zh },
] as const

/** The 12.2 features in the other languages, densely: one page each, its texts and its links. */
test('new features: 12.2 read in English, Japanese and Chinese', async ({ page, request }) => {
  // Three pages in one story.
  test.slow()
  for (const { lang, content, help, texts } of OTHERS) {
    const v122 = await releaseOf(request, '12.2', content)
    await page.goto(at(lang, '/product/newfeature?version=12.2'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      texts.newfeature.title.replace('{{version}}', '12.2'),
    )
    await expect(page.getByTestId('version-12.2')).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('key-feature').locator('h3')).toHaveText(
      v122.keyFeatures.map((f) => f.title),
    )
    await expect(page.getByTestId('other-feature').locator('h3')).toHaveText(
      v122.otherFeatures.map((f) => f.title),
    )
    await expect(page.getByTestId('manual-link').first()).toHaveAttribute(
      'href',
      (v122.keyFeatures[0]?.manualUrl ?? '?').replace('{lang}', help),
    )
    await expect(page.getByTestId('patch-note').locator('summary strong')).toHaveText(
      v122.patchNotes.map((p) => p.minorVer),
    )
    await expect(page.getByRole('heading', { name: texts.newfeature.patchNotes })).toBeVisible()
  }
})

/** Spec 3 §2, §3, §7: the FAQ and help articles on /support, the four key-feature categories (en). */
test('support FAQ and help articles, key-feature categories, tutorials (en)', async ({
  page,
  request,
}) => {
  const faq = (await (
    await request.post('/api/zendeskGetFaq', { data: { lang: 'en-us' } })
  ).json()) as {
    faq: { title: string }[]
  }
  await page.goto(at('en', '/support'))
  await hydrated(page)
  await expect(page.getByRole('heading', { name: features_en.support.faq })).toBeVisible()
  const entries = page.getByTestId('faq-entry')
  await expect(entries.locator('summary')).toHaveText(faq.faq.map((f) => f.title))
  await entries.first().locator('summary').click()
  await expect(entries.first().locator('p')).toBeVisible()
  await expect(page.getByTestId('help-article').first()).toHaveAttribute(
    'href',
    /\/hc\/en-us\/articles\//,
  )
  await expect(page.getByTestId('help-section')).toHaveCount(2)

  await page.goto(at('en', '/product/keyfeature'))
  const categories = page.getByTestId('feature-category')
  await expect(categories).toHaveCount(4)
  await expect(categories.locator('h2')).toHaveText(
    ['EFFORTLESS_N_INTUITIVE', 'ALL_IN_ONE', 'CREATE_FREELY', 'SEAMLESS_WORKFLOW'].map(
      (k) =>
        features_en.keyfeature.categories[k as keyof typeof features_en.keyfeature.categories]
          .title,
    ),
  )
  await expect(categories.first().locator('video')).toHaveAttribute('poster', /-poster\.svg$/)
  await categories.nth(1).getByRole('link', { name: features_en.keyfeature.more }).click()
  await expect(page).toHaveURL(/\/product\/newfeature\?version=12\.1$/)
  await expect(page.getByTestId('newfeature-release')).toHaveAttribute('data-version', '12.1')

  // tutorials: the list (GetTutorialList) and a lesson (GetTutorialView) in a dialog
  const tutorials = (await (
    await request.get('/api/Content/GetTutorialList?Language=en')
  ).json()) as {
    list: { title: string }[]
  }
  await page.goto(at('en', '/learn/tutorials'))
  const cards = page.getByTestId('tutorial-card')
  await expect(cards.locator('h2')).toHaveText(tutorials.list.map((x) => x.title))
  await hydrated(page)
  await cards.first().getByRole('button', { name: features_en.tutorials.open }).click()
  await expect(page.getByTestId('tutorial-dialog')).toContainText(tutorials.list[0]?.title ?? '?')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('tutorial-dialog')).toHaveCount(0)
})
