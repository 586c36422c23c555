import { expect, test } from '../tools/observe.ts'
import { LANGS, PUBLIC_PAGES, at, translated } from './publicPages.ts'

test.use({ javaScriptEnabled: false })

/**
 * Issue 8: with JavaScript off, every public page still shows its content, styled, in its language.
 * One pass over the pages, the languages in turn (page i in language i mod 4): that each page's HTML
 * carries its text in all four languages is pages.spec.ts's check, by request, without a browser.
 */
test('the public pages read without JavaScript, the four languages in turn', async ({ page }) => {
  // Thirty pages in one test: on a busy 2-core machine the default is not enough.
  test.setTimeout(120_000)
  for (const [i, { path, main }] of PUBLIC_PAGES.entries()) {
    const lang = LANGS[i % LANGS.length] ?? 'en'
    const url = at(lang, path)
    // Nothing runs after the HTML: the images' load event adds nothing to check.
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html'), url).toHaveAttribute('lang', lang)
    const heading = page.getByRole('heading', { level: 1 }).first()
    await expect(heading, url).toHaveText(translated(lang, main))
    await expect(heading, url).toBeVisible()
    // The critical CSS came with the HTML: the header is laid out as a bar, not as bare links.
    await expect(page.getByTestId('site-frame').or(page.locator('main')).first()).toBeVisible()
    // The server's inline <style> elements sit beside the elements they style: a rule such as
    // `> * { display: block }` would show their CSS as text (the top banner did).
    const shownStyles = await page
      .locator('body style')
      .evaluateAll((styles) =>
        styles.filter((s) => getComputedStyle(s).display !== 'none').map((s) => s.textContent),
      )
    expect(shownStyles, url).toEqual([])
  }
})
