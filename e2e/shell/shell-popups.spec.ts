import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import jobsKo from '../../src/i18n/jobs/ko.ts'
import popupsEn from '../../src/i18n/popups/en.ts'
import popupsJa from '../../src/i18n/popups/ja.ts'
import popupsKo from '../../src/i18n/popups/ko.ts'
import { linkFromMailbox } from '../account/mailbox.ts'
import { expect, test } from '../tools/observe.ts'
import { at, openPage, text } from './support.ts'
import { solvedCaptcha } from '../tools/captcha.ts'
import { hydrated } from '../tools/hydrated.ts'

/**
 * The shell's pop-ups against the real server (spec 1 §2, §4, §9): the legal notice of an
 * integrated member, then the survey a minute after load, one at a time and each remembered; the
 * marketing-permissions pop-up of a company with agreement 0, saved with MemberRequiredInfoSet;
 * the promotions of the pricing page, one per page view. Playwright's clock runs the survey's minute.
 */
const DEMO_PASSWORD = 'Drape3d!2026'
const MINUTE = 60_000

async function signIn(page: Page, id: string, pw = DEMO_PASSWORD) {
  const login = await page.request.post('/api/Member/Login', { data: { id, pw } })
  expect(login.ok()).toBe(true)
}
const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)

test('an integrated member meets the legal notice, then the survey after a minute, one at a time; neither returns', async ({
  page,
}) => {
  await page.clock.install()
  await signIn(page, 'integrated')
  await openPage(page, '/support')
  await hydrated(page)
  const legal = page.getByTestId('legal-popup')
  await expect(legal).toBeVisible()
  expect((await legal.boundingBox())?.width).toBe(600)
  await expect(page.getByTestId('legal-popup-dates')).toHaveText(
    popupsEn.legal.dates
      .replace('{{effective}}', 'Feb 28 2024')
      .replace('{{disputes}}', 'May 1 2024'),
  )
  // The survey's minute passes while the notice is open: it waits its turn (POPUP-7).
  await page.clock.runFor(MINUTE + 1_000)
  await expect(page.getByTestId('survey-popup')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(legal).toBeHidden()
  const survey = page.getByTestId('survey-popup')
  await expect(survey).toBeVisible()
  expect((await survey.boundingBox())?.width).toBe(360)
  await page.getByTestId('survey-popup-later').click()
  await expect(survey).toBeHidden()

  // The notice, once closed, never reopens: a mark as long-lived as the browser keeps one (Chromium
  // caps every cookie at 400 days); the survey was closed today.
  const mark = await cookie(page, 'popup_legal_integrated')
  expect((mark?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * 86_400_000)
  expect(mark?.sameSite).toBe('Lax')
  await openPage(page, '/support')
  await hydrated(page)
  await page.clock.runFor(MINUTE + 1_000)
  await page.waitForTimeout(300)
  await expect(page.getByTestId('legal-popup')).toHaveCount(0)
  await expect(page.getByTestId('survey-popup')).toHaveCount(0)
})

/** A new company account with agreement 0 (signed up through the API, verified through the mailbox). */
async function freshCompany(page: Page, request: APIRequestContext): Promise<string> {
  const id = `mk${randomBytes(5).toString('hex')}`
  const email = `${id}@example.com`
  const captcha = await solvedCaptcha(request)
  const joined = await request.post('/api/Member/Join', {
    data: {
      id,
      pw: DEMO_PASSWORD,
      name: 'Atelier Haneul',
      email,
      memberType: 3,
      country: 'KR',
      cultureCode: 'ko-KR',
      brId: id,
      job: 99,
      agreement: 0,
      captcha,
    },
  })
  expect((await joined.json()) as unknown).toMatchObject({ result: { errCode: 0 } })
  await page.goto(await linkFromMailbox(page, email, '/member/emailverify'))
  await expect(page.getByTestId('emailverify-verified')).toBeVisible()
  return id
}

test('a company with agreement 0 answers the marketing permissions; MemberRequiredInfoSet stores them and it is not asked again', async ({
  page,
  request,
}) => {
  const id = await freshCompany(page, request)
  await signIn(page, id)
  await page.setViewportSize({ width: 375, height: 800 })
  await openPage(page, at('ko', '/support'))
  const popup = page.getByTestId('marketing-popup')
  await expect(popup).toBeVisible()
  expect((await popup.boundingBox())?.width).toBe(375 - 32)
  const t = popupsKo.marketing
  await expect(popup.getByRole('heading', { name: t.title })).toBeVisible()

  // Save without an industry: the field is flagged, nothing is sent.
  await page.getByTestId('marketing-popup-save').click()
  await expect(popup.getByText(t.missing.industry)).toBeVisible()
  await page.getByTestId('marketing-popup-newsletter').check()
  await page.getByTestId('marketing-popup-language').selectOption('ja')
  await page.getByTestId('marketing-popup-job').selectOption({ label: jobsKo.industries['3'] })
  const saved = page.waitForResponse('**/api/Member/MemberRequiredInfoSet')
  await page.getByTestId('marketing-popup-save').click()
  expect((await saved).request().postDataJSON()).toEqual({
    agreement: 1,
    preferredLang: 'ja',
    job: 3,
  })
  await expect(popup).toBeHidden()

  const info = (await (await page.request.get('/api/Member/GetUserInfo')).json()) as {
    userInfo: { agreement: number; preferredLang: string; job: number }
  }
  expect(info.userInfo).toMatchObject({ agreement: 1, preferredLang: 'ja', job: 3 })
  await openPage(page, at('ko', '/support'))
  await hydrated(page)
  await page.waitForTimeout(300)
  await expect(page.getByTestId('marketing-popup')).toHaveCount(0)
})

test('a promotion closes for a day or for good: the Linux release on the download page', async ({
  page,
}) => {
  const t = popupsJa.promotions
  const promotion = page.getByTestId('promotion-popup')
  await openPage(page, at('ja', '/product/download'))
  await expect(promotion.getByRole('heading', { name: t.linux.title })).toBeVisible()
  expect((await promotion.boundingBox())?.width).toBe(600)
  await page.getByTestId('promotion-popup-oneday').check()
  await page.getByTestId('promotion-popup-overlay').click({ position: { x: 5, y: 5 } })
  await expect(promotion).toBeHidden()
  const day = await cookie(page, 'popup_linux_release')
  const left = (day?.expires ?? 0) * 1000 - Date.now()
  expect(left).toBeGreaterThan(86_000_000)
  expect(left).toBeLessThanOrEqual(86_400_000)
  await openPage(page, at('ja', '/product/download'))
  await hydrated(page)
  await page.waitForTimeout(300)
  await expect(promotion).toHaveCount(0)

  // The day is over (its cookie gone): the promotion is back, and "don't show again" keeps it away.
  await page.context().clearCookies({ name: 'popup_linux_release' })
  await openPage(page, at('ja', '/product/download'))
  await expect(promotion.getByRole('heading', { name: t.linux.title })).toBeVisible()
  await page.getByTestId('promotion-popup-lifetime').check()
  await promotion.getByRole('button', { name: text.shell.ja.popup.close }).click()
  await expect(promotion).toBeHidden()
  const good = await cookie(page, 'popup_linux_release')
  expect((good?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * 86_400_000)

  // The pricing page's notices are its own (spec 2 §1): the shell adds no promotion there.
  await openPage(page, at('ja', '/pricing'))
  await hydrated(page)
  await page.waitForTimeout(300)
  await expect(promotion).toHaveCount(0)
})
