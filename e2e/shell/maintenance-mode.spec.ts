import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../tools/observe.ts'
import { COUNTRY, LANGS, at, openPage, text } from './support.ts'

/**
 * Spec 1 §2 maintenance against a server started with MAINTENANCE=1 (the `maintenance` project of
 * playwright.config.ts): the first response is the maintenance page, in the language of the
 * visitor's country, with the 503 status, whatever page was asked for.
 */
for (const lang of LANGS) {
  test.describe(`visitor from ${COUNTRY[lang]}`, () => {
    test.use({ extraHTTPHeaders: { 'x-country-code': COUNTRY[lang] } })

    test(`maintenance shows in ${lang} with home, contact and help-centre links, without accessibility violations`, async ({
      page,
    }) => {
      const response = await page.goto('/pricing')
      expect(response?.status()).toBe(503)
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

      // The page in the address's language, once hydrated, as axe reads it.
      await openPage(page, at(lang, '/'))
      await expect(m).toHaveAttribute('data-language', lang)
      const results = await new AxeBuilder({ page }).analyze()
      expect(
        results.violations.map(
          (v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    })
  })
}
