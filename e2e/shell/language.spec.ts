import { expect, test } from '../tools/observe.ts'
import { LANGS, at, isWide, openPage, text, type Lang } from './support.ts'
import jaFeatures from '../../src/i18n/features/ja.ts'

const ZENDESK = { en: 'en-us', ko: 'ko', ja: 'ja', zh: 'zh-cn' } as const

/**
 * Spec 1 §2, §9: the selector writes NEXT_LOCALE, lang and zendeskLang and reloads under the new
 * prefix. Each language is switched to once, in one browser, the narrow (drawer) and wide (header)
 * selectors in turn.
 */
const SWITCHES: [Lang, Lang, number][] = [
  ['en', 'ko', 375],
  ['ko', 'ja', 1440],
  ['ja', 'zh', 375],
  ['zh', 'en', 1440],
]
test(`switching ${SWITCHES.map(([from, to, width]) => `${from} → ${to} at ${String(width)}px`).join(', ')} reloads the page in the new language and sets the cookies`, async ({
  page,
  context,
}) => {
  await openPage(page, at('en', '/'))
  for (const [from, to, width] of SWITCHES)
    await test.step(`${from} → ${to} at ${String(width)}px`, async () => {
      await page.setViewportSize({ width, height: 900 })
      await expect(page).toHaveURL(new RegExp(`${at(from, '/')}$`))
      let options = page.getByTestId('site-header')
      if (isWide(width)) {
        await page.getByTestId('language-selector').click()
      } else {
        await page.getByTestId('hamburger').click()
        await page.getByTestId('language-selector-drawer').click()
        options = page.getByTestId('drawer')
      }
      await Promise.all([
        page.waitForEvent('load'),
        options.getByTestId(`language-option-${to}`).click(),
      ])
      await expect(page).toHaveURL(new RegExp(`${at(to, '/')}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', to)
      await expect(page.getByTestId('signin-link')).toHaveText(text.shell[to].account.signIn)
      await page.locator('[data-banner-settled="true"]').first().waitFor()
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
      expect(cookies.NEXT_LOCALE?.value).toBe(to)
      expect(cookies.lang?.value).toBe(to)
      expect(cookies.zendeskLang?.value).toBe(ZENDESK[to])
      for (const name of ['NEXT_LOCALE', 'lang', 'zendeskLang'])
        expect(cookies[name]?.path).toBe('/')
    })
})

test('a bare address follows the remembered language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ja', url: baseURL ?? '' }])
  await openPage(page, '/product/keyfeature')
  await expect(page).toHaveURL(/\/ja\/product\/keyfeature$/)
  // The key-feature page (issue 12) titles itself from the features namespace.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jaFeatures.keyfeature.title)
})

test('every page works under each language prefix', async ({ page }) => {
  // Sixteen pages in one browser: room for a busy 2-core machine.
  test.setTimeout(120_000)
  for (const lang of LANGS)
    for (const [path, key] of [
      ['/support', 'support'],
      ['/reseller', 'reseller'],
      ['/terms/oss', 'oss'],
      ['/learn/tutorials', 'tutorials'],
    ] as const) {
      await openPage(page, at(lang, path))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text.shell[lang].pages[key].title,
      )
    }
})
