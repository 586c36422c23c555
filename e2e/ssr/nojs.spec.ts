import { expect, test } from '../tools/observe.ts'
import { LANGS, PUBLIC_PAGES, at, translated } from './publicPages.ts'

test.use({ javaScriptEnabled: false })

/** Issue 8: with JavaScript off, every public page still shows its content, styled, in its language. */
for (const lang of LANGS) {
  test(`the public pages read without JavaScript in ${lang}`, async ({ page }) => {
    // Over twenty pages in one test: on a busy 2-core machine the default 30 s is not enough.
    test.setTimeout(120_000)
    for (const { path, main } of PUBLIC_PAGES) {
      const url = at(lang, path)
      await page.goto(url)
      await expect(page.locator('html'), url).toHaveAttribute('lang', lang)
      const heading = page.getByRole('heading', { level: 1 }).first()
      await expect(heading, url).toHaveText(translated(lang, main))
      await expect(heading, url).toBeVisible()
      // The critical CSS came with the HTML: the header is laid out as a bar, not as bare links.
      await expect(page.getByTestId('site-frame').or(page.locator('main')).first()).toBeVisible()
    }
  })
}
