/**
 * Screenshots of the shell pages for a visual check: home, 404 and maintenance in every language at
 * 375 and 1440 px. Writes reports/screenshots/<page>-<lang>-<width>.png (git-ignored).
 *   BASE_URL=http://localhost:5273 MOCK_API=1 node scripts/screenshots.ts
 * MOCK_API=1 answers /api/* with sample data, for a dev server without the API.
 */
import { mkdirSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'

const base = process.env.BASE_URL ?? 'http://localhost:5273'
const mock = process.env.MOCK_API === '1'
const out = 'reports/screenshots'
mkdirSync(out, { recursive: true })

const LANGS = ['en', 'ko', 'ja', 'zh'] as const
const WIDTHS = [375, 1440] as const
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`)
const COUNTRY = { en: 'US', ko: 'KR', ja: 'JA', zh: 'CN' } as const

const result = { errCode: 0, errMsg: 'OK' }
async function mockApi(page: Page) {
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    const body: Record<string, unknown> = { result }
    if (path.endsWith('/GetList')) {
      body.totalCnt = 4
      body.list = [1, 2, 3, 4].map((seq) => ({
        seq,
        articleType: 'news',
        title: `Drape3D 2026.${seq} release brings faster cloth simulation`,
        summary: 'Simulation, fitting and rendering improvements across the product.',
        thumbnailUrl: '',
        regDt: `2026-10-0${seq}T09:00:00Z`,
      }))
    } else if (path.endsWith('/GetTopBanner')) {
      body.topBanner = null
    } else if (path.endsWith('/GetCountryByIP')) {
      body.ipCode = ['US']
    } else if (path.endsWith('/GetMaintenanceInfo')) {
      body.isMaintenance = false
      body.countryCode = 'US'
    } else if (path.endsWith('/GetUserInfo')) {
      await route.fulfill({
        status: 401,
        json: { result: { errCode: -401, errMsg: 'unauthorized' } },
      })
      return
    }
    await route.fulfill({ json: body })
  })
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
for (const width of WIDTHS) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  if (mock) await mockApi(page)
  for (const lang of LANGS) {
    const shots: [string, string][] = [
      ['home', `${prefix(lang)}/`],
      ['404', `${prefix(lang)}/no-such-page`],
      ['404-store', `${prefix(lang)}/store/old-item`],
      ['maintenance', `/maintenance?country=${COUNTRY[lang]}`],
    ]
    for (const [name, path] of shots) {
      await page.goto(base + path, { waitUntil: 'networkidle' })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForTimeout(300)
      await page.screenshot({
        path: `${out}/${name}-${lang}-${width}.png`,
        fullPage: name === 'home',
      })
      if (name === 'home') await page.screenshot({ path: `${out}/home-top-${lang}-${width}.png` })
    }
  }
  // Open menus, for the header's look.
  await page.goto(`${base}/`, { waitUntil: 'networkidle' })
  if (width >= 1280) {
    await page.getByTestId('menu-product').hover()
  } else {
    await page.getByTestId('hamburger').click()
    await page.getByTestId('drawer-product').click()
  }
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${out}/menu-en-${width}.png` })
  await page.goto(`${base}/product/overview`, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `${out}/overview-en-${width}.png`, fullPage: true })
  await context.close()
}
await browser.close()
console.log(`screenshots in ${out}`)
