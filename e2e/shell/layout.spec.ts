import { expect, test } from '../tools/observe.ts'
import { LANGS, at, openPage } from './support.ts'

/**
 * Spec 1 §2, §9: "Banner height 50 px (30 without a banner); header height 66 px." A page starts
 * under the header and the banner band, whether the content service returned a banner or not
 * (the demo data has a banner for /product pages and none for /support).
 */
for (const lang of LANGS)
  test(`a page starts under the 66 px header and the 50/30 px banner band (${lang})`, async ({
    page,
  }) => {
    for (const [path, banner] of [
      ['/support', false],
      ['/product/overview', true],
    ] as const) {
      await openPage(page, at(lang, path))
      await expect(page.getByTestId('top-banner')).toHaveCount(banner ? 1 : 0)
      const paddingTop = await page
        .locator('main#main')
        .evaluate((main) => getComputedStyle(main).paddingTop)
      expect(paddingTop, path).toBe(`${String(66 + (banner ? 50 : 30))}px`)
    }
  })
