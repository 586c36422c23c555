import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { COUNTRY, LANGS, at, openPage, text } from './support.ts'

/** Spec 1 §2: maintenance page by the visitor's country, unsupported browsers, and axe on the shell pages. */
for (const lang of LANGS) {
  test.describe(`visitor from ${COUNTRY[lang]}`, () => {
    test.use({ extraHTTPHeaders: { 'x-country-code': COUNTRY[lang] } })

    test(`maintenance shows in ${lang} with home, contact and help-centre links`, async ({
      page,
    }) => {
      await page.route('**/api/config', (route) =>
        route.fulfill({
          json: { result: { errCode: 0, errMsg: 'OK' }, atlas: false, maintenance: true },
        }),
      )
      await openPage(page, '/pricing')
      const m = page.getByTestId('maintenance-page')
      await expect(m).toBeVisible()
      await expect(m).toHaveAttribute('data-language', lang)
      await expect(m.getByRole('heading', { level: 1 })).toHaveText(
        text.errors[lang].maintenance.title,
      )
      await expect(m.getByText(text.errors[lang].maintenance.text)).toBeVisible()
      await expect(m.getByTestId('maintenance-home')).toHaveAttribute('href', at(lang, '/'))
      await expect(m.getByTestId('maintenance-contact')).toHaveAttribute(
        'href',
        at(lang, '/support/contact/1'),
      )
      await expect(m.getByTestId('maintenance-help')).toHaveAttribute(
        'href',
        /help\.drape3d\.com\/hc\//,
      )
      await expect(page.getByTestId('site-header')).toHaveCount(0)
    })

    test(`China links follow the IP country (${COUNTRY[lang]})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openPage(page, at(lang, '/'))
      await page.getByTestId('menu-connect').click()
      const href = await page.getByTestId('menu-link-connect').getAttribute('href')
      expect(href).toBe(
        COUNTRY[lang] === 'CN' ? 'https://connect.drape3d.cn' : 'https://connect.drape3d.com',
      )
    })
  })

  test(`no accessibility violations on home, 404 and maintenance in ${lang}`, async ({ page }) => {
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
  await expect(box.locator('div[lang="ko"]')).toContainText(text.errors.ko.unsupported.title)
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
