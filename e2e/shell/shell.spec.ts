import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../tools/observe.ts'
import { truncateBannerText } from '../../src/machines/shell/bannerText.ts'
import { LANGS, WIDTHS, at, isWide, openPage, text, type Lang } from './support.ts'

/**
 * The site shell of spec 1 §2: header, banner, menus, footer, titles, error pages. Layout is the
 * point here, so the home page is checked in every language at 375 and 1440 px, and at the menu's
 * breakpoint (1279 and 1280 px) in English, one case per language resizing the one page; the pages
 * and 404s once per language, at a narrow or a wide width in turn.
 */
const HOME_WIDTHS = (lang: Lang): readonly number[] => (lang === 'en' ? WIDTHS : [375, 1440])
const PAGES_WIDTH: Record<Lang, number> = { en: 1279, ko: 1440, ja: 375, zh: 1440 }

async function checkHome(page: Page, request: APIRequestContext, lang: Lang, width: number) {
  const t = text.shell[lang]
  await page.setViewportSize({ width, height: 900 })
  await openPage(page, at(lang, '/'))
  await expect(page).toHaveURL(new RegExp(`${at(lang, '/').replace('/', '\\/')}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page).toHaveTitle(
    `${text.common[lang].productName} | ${text.common[lang].officialSite}`,
  )

  const header = page.getByTestId('site-header')
  await expect(header).toBeVisible()
  expect((await header.boundingBox())?.height).toBe(66)
  await expect(header).toHaveAttribute('data-transparent', 'true')
  await page.mouse.wheel(0, 600)
  await expect(header).toHaveAttribute('data-transparent', 'false')

  await expect(page.getByTestId('logo')).toHaveAttribute('href', at(lang, '/'))
  await expect(page.getByTestId('signin-link')).toHaveText(t.account.signIn)
  await expect(page.getByTestId('site-footer')).toHaveCount(0)
  await expect(page.getByTestId('a11y-button')).toBeVisible()

  const answer = (await (
    await request.post('/api/Content/GetTopBanner', {
      data: { lang: lang.toUpperCase(), applyUrl: '/' },
    })
  ).json()) as { topBanner: { contentDetails: string } | null }
  const banner = page.getByTestId('top-banner')
  if (answer.topBanner) {
    await expect(banner).toHaveText(truncateBannerText(answer.topBanner.contentDetails, lang))
    expect((await banner.boundingBox())?.height).toBe(50)
  } else {
    await expect(banner).toHaveCount(0)
  }

  // Menus: hover above 1279 px, hamburger and click below; Escape closes.
  await page.mouse.wheel(0, -600)
  const productLabel = t.menu.root.product
  if (isWide(width)) {
    await expect(page.getByTestId('hamburger')).toBeHidden()
    await expect(page.getByTestId('menu-pricing')).toHaveAttribute('href', at(lang, '/pricing'))
    await expect(page.getByTestId('menu-product')).toHaveText(productLabel)
    await page.getByTestId('menu-product').hover()
    const panel = page.getByTestId('menu-panel-product')
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('menu-link-overview')).toHaveAttribute(
      'href',
      at(lang, '/product/overview'),
    )
    await expect(panel.getByTestId('news-slide')).toHaveCount(3)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await page.getByTestId('menu-support').hover()
    await expect(page.getByTestId('menu-panel-support')).toBeVisible()
    await page.mouse.move(width / 2, 700)
    await expect(page.getByTestId('menu-panel-support')).toBeHidden()
  } else {
    await expect(page.getByTestId('main-nav')).toBeHidden()
    await page.getByTestId('hamburger').click()
    const drawer = page.getByTestId('drawer')
    await expect(drawer).toBeVisible()
    await expect(page.getByTestId('drawer-pricing')).toHaveAttribute('href', at(lang, '/pricing'))
    await page.getByTestId('drawer-product').click()
    await expect(page.getByTestId('drawer-panel-product')).toBeVisible()
    await expect(page.getByTestId('drawer-panel-product').getByRole('link').first()).toHaveText(
      t.menu.links.overview.title,
    )
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  }
}

for (const lang of LANGS) {
  test(`home in ${lang} at ${HOME_WIDTHS(lang).join(', ')} px: header over the hero, banner, menus; no footer`, async ({
    page,
    request,
  }) => {
    for (const width of HOME_WIDTHS(lang))
      await test.step(`${String(width)} px`, () => checkHome(page, request, lang, width))
  })

  const width = PAGES_WIDTH[lang]
  test.describe(`${lang} at ${String(width)}px`, () => {
    test.use({ viewport: { width, height: 900 } })
    const t = text.shell[lang]

    test('pages keep the language, footer and title; 404 pages', async ({ page }) => {
      await openPage(page, at(lang, '/'))
      if (isWide(width)) {
        await page.getByTestId('menu-product').hover()
        await page.getByTestId('menu-link-overview').click()
      } else {
        await page.getByTestId('hamburger').click()
        await page.getByTestId('drawer-product').click()
        await page.getByTestId('drawer-panel-product').getByRole('link').first().click()
      }
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/product/overview')}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.overview.title)
      await expect(page).toHaveTitle(
        `${text.common[lang].productName} | ${text.meta[lang].overview.title}`,
      )
      const footer = page.getByTestId('site-footer')
      await expect(footer).toBeVisible()
      await expect(footer.getByTestId('footer-mypage')).toHaveText(t.footer.links.mypage)
      await expect(footer.getByTestId('footer-oss')).toHaveAttribute('href', at(lang, '/terms/oss'))
      await expect(footer.getByTestId('family-sites').getByRole('link')).toHaveCount(6)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        text.meta[lang].overview.description,
      )

      // 404: full page without header, footer or accessibility button.

      const response = await page.goto(at(lang, '/no-such-page'))
      expect(response?.status()).toBe(404)
      const errorPage = page.getByTestId('error-page')
      await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(
        text.errors[lang].page.notFound.title,
      )
      for (const action of ['main', 'pricing', 'helpCenter', 'contact'] as const) {
        await expect(errorPage.getByTestId(`error-action-${action}`)).toHaveText(
          text.errors[lang].actions[action],
        )
      }
      await expect(errorPage.getByTestId('error-action-connect')).toHaveCount(0)
      await expect(page.getByTestId('site-header')).toHaveCount(0)
      await expect(page.getByTestId('site-footer')).toHaveCount(0)
      await expect(page.getByTestId('a11y-button')).toHaveCount(0)

      await page.goto(at(lang, '/store/some-old-item'))
      await expect(page.getByTestId('store-moved')).toHaveText(text.errors[lang].page.storeMoved)
      await expect(page.getByTestId('error-action-connect')).toHaveText(
        text.errors[lang].actions.connect,
      )

      await page.getByTestId('error-action-main').click()
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/')}$`))
      await expect(page.getByTestId('home-hero')).toBeVisible()
    })
  })
}
