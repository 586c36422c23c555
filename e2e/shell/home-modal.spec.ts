import { expect, test } from '../tools/observe.ts'
import homeEn from '../../src/i18n/home/en.ts'
import homeKo from '../../src/i18n/home/ko.ts'
import homeJa from '../../src/i18n/home/ja.ts'
import homeZh from '../../src/i18n/home/zh.ts'
import { LANGS, at, openPage } from './support.ts'
import { hydrated } from '../tools/hydrated.ts'

const home = { en: homeEn, ko: homeKo, ja: homeJa, zh: homeZh }

/**
 * Spec 1 §4: a social sign-in answered -301 "goes to /?modal=is_integration_blocked"; that address
 * shows the integration-blocked dialog over the home page. Closing it leaves the plain home address.
 */
// A dialog over the home page: a Latin and a CJK language (the texts of all four are unit-tested).
for (const lang of ['ko', 'en'] as const satisfies readonly (typeof LANGS)[number][])
  test(`/?modal=is_integration_blocked shows its dialog (${lang})`, async ({ page }) => {
    // Outside the home event's window, so only this dialog can show.
    await page.clock.setFixedTime(new Date('2026-03-01T12:00:00+09:00'))
    await openPage(page, `${at(lang, '/')}?modal=is_integration_blocked`)
    const t = home[lang].integrationBlocked
    const dialog = page.getByTestId('integration-blocked')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading')).toHaveText(t.title)
    await expect(dialog.getByText(t.text)).toBeVisible()
    await expect(dialog.getByRole('link', { name: t.contact })).toHaveAttribute(
      'href',
      at(lang, '/support/contact'),
    )
    // The page must be interactive (hydrated) before its close button does anything.
    await hydrated(page)
    await dialog.getByRole('button', { name: t.close }).last().click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL((url) => url.pathname === at(lang, '/') && url.search === '')
  })

test('an unknown modal opens nothing', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-03-01T12:00:00+09:00'))
  await openPage(page, '/?modal=whatever')
  await page.waitForTimeout(300)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
