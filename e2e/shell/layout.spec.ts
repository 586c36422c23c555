import type { Page } from '@playwright/test'
import { expect, test } from '../tools/observe.ts'
import { LANGS, at, openPage } from './support.ts'

/**
 * Spec 1 §2, §9: "Banner height 50 px (30 without a banner); header height 66 px." A page starts
 * under the header and the banner band, whether the content service returned a banner or not
 * (the demo data has a banner for /product pages and none for /support).
 */
test('a page starts under the 66 px header and the 50/30 px banner band, in every language', async ({
  page,
}) => {
  for (const lang of LANGS)
    for (const [path, banner] of [
      ['/support', false],
      ['/product/overview', true],
    ] as const) {
      await openPage(page, at(lang, path))
      await expect(page.getByTestId('top-banner')).toHaveCount(banner ? 1 : 0)
      const paddingTop = await page
        .locator('main#main')
        .evaluate((main) => getComputedStyle(main).paddingTop)
      expect(paddingTop, `${lang} ${path}`).toBe(`${String(66 + (banner ? 50 : 30))}px`)
    }
})

/** The colour of the screenshot's pixel at (x, y), read back in the page through a canvas. */
async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = (await page.screenshot()).toString('base64')
  return page.evaluate(
    async ({ png, x, y }) => {
      const img = new Image()
      img.src = `data:image/png;base64,${png}`
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.width
      canvas.height = img.height
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      context.drawImage(img, 0, 0)
      const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data
      return [r, g, b] as [number, number, number]
    },
    { png, x, y },
  )
}
const isNight = ([r, g, b]: [number, number, number]) => r + g + b < 3 * 40

/**
 * Spec 1 §2: the 30 px band under the header is there without a banner too. On a page with the top
 * artwork it takes the artwork's night colour (issue 11 defect 4: it showed the frame's light
 * background, a white stripe between the header and the artwork); on other pages it stays light.
 */
for (const [lang, width] of [
  ['en', 1440],
  ['ko', 375],
] as const)
  test(`the band under the header is night on a page with the top artwork, light elsewhere (${lang}, ${String(width)} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const [path, artwork] of [
      ['/reseller', true],
      ['/support', false],
    ] as const) {
      await openPage(page, at(lang, path))
      await expect(page.getByTestId('top-banner')).toHaveCount(0)
      await expect(page.getByTestId('top-artwork')).toHaveCount(artwork ? 1 : 0)
      // Half-way down the 30 px band (66 to 96 px), left and right of the page.
      for (const x of [5, width - 5])
        expect(isNight(await pixelAt(page, x, 66 + 15)), `${path} at x ${String(x)}`).toBe(artwork)
    }
  })
