import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../tools/observe.ts'
import { COUNTRY, LANGS, at, openPage, text } from './support.ts'

/**
 * Spec 1 §2: China links by the visitor's country, unsupported browsers, and axe on the shell pages
 * (the site down for maintenance: maintenance-mode.spec.ts, against a server in maintenance).
 */
for (const lang of LANGS) {
  test.describe(`visitor from ${COUNTRY[lang]}`, () => {
    test.use({ extraHTTPHeaders: { 'x-country-code': COUNTRY[lang] } })

    test(`China links follow the IP country; no accessibility violations on home, 404 and maintenance in ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openPage(page, at(lang, '/'))
      await page.getByTestId('menu-connect').click()
      const href = await page.getByTestId('menu-link-connect').getAttribute('href')
      expect(href).toBe(
        COUNTRY[lang] === 'CN' ? 'https://connect.drape3d.cn' : 'https://connect.drape3d.com',
      )
      await page.keyboard.press('Escape')

      for (const path of [
        at(lang, '/'),
        at(lang, '/no-such-page'),
        `/maintenance?country=${COUNTRY[lang]}`,
      ]) {
        await openPage(page, path)
        const results = await new AxeBuilder({ page }).analyze()
        expect(
          results.violations.map(
            (v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([])
      }
    })
  })
}

test('Internet Explorer 10 gets the static unsupported-browser page with the minimum versions', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
    baseURL: baseURL ?? '',
  })
  const page = await context.newPage()
  await page.goto('/ko')
  const box = page.locator('#unsupported-browser')
  await expect(box).toBeVisible()
  await expect(box.locator('div[lang="ko"]')).toContainText(text.unsupported.ko.title)
  for (const v of ['Chrome 75', 'Safari 12.1', 'Internet Explorer 11', 'Firefox 67'])
    await expect(box.locator('div[lang="ko"]')).toContainText(v)
  await expect(page.locator('#root')).toBeHidden()
  await context.close()
})

test('Internet Explorer 11 and modern browsers get the site', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
    baseURL: baseURL ?? '',
  })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('#unsupported-browser')).toBeHidden()
  await expect(page.getByTestId('home-hero')).toBeVisible()
  await context.close()
})
