import { expect, test } from '@playwright/test'
import reset from '../../src/i18n/reset/en.ts'
import resetJa from '../../src/i18n/reset/ja.ts'
import { linkFromMailbox } from './mailbox.ts'
import { DEMO_PASSWORD, SignInPage } from './signInPage.ts'
import { shotCases } from '../tools/shotCases.ts'

/**
 * The password reset of spec 1 §4, §5 end to end with the demo account `student`: the request,
 * the real e-mail in the local mailbox, its link, the new password, and a sign-in with it.
 * Serial: the last steps change that password for good on this server.
 */
test.describe.configure({ mode: 'serial' })

const EMAIL = 'sam@university.demo.drape3d.test'
const NEW_PASSWORD = 'Student#2026b'

test('an address without @ is refused with "email blank value"; an unknown one is noneUser', async ({
  page,
}) => {
  await page.goto('/member/resetpw')
  await expect(page.getByTestId('resetpw-form')).toBeVisible()
  const email = page.getByLabel(reset.request.emailLabel, { exact: true })
  await email.fill('student')
  await page.getByRole('button', { name: reset.request.submit }).click()
  await expect(page.getByText(reset.request.errors.blankValue)).toBeVisible()
  await expect(page.getByTestId('reset-status')).toHaveAttribute('data-status', '0')
  await email.fill('nobody@example.com')
  await page.getByRole('button', { name: reset.request.submit }).click()
  await expect(page.getByText(reset.request.errors.noneUser)).toBeVisible()
})

test('a reset by e-mail: request, mailbox, link, new password, sign-in with it; the link then no longer works', async ({
  page,
}) => {
  // A mail, two pages and three password hashes on a busy machine: more than the default 30 s.
  test.setTimeout(120_000)
  await page.goto('/member/resetpw')
  await page.getByLabel(reset.request.emailLabel, { exact: true }).fill(EMAIL)
  await page.getByRole('button', { name: reset.request.submit }).click()
  await expect(page).toHaveURL(/\/member\/submitted$/)
  await expect(page.getByRole('heading', { name: reset.pages.submitted.title })).toBeVisible()

  const link = await linkFromMailbox(page, EMAIL, '/member/identify')
  await page.goto(link)
  await expect(page.getByTestId('identify-form')).toBeVisible()
  await page.getByLabel(reset.form.passwordLabel, { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel(reset.form.confirmLabel, { exact: true }).fill(NEW_PASSWORD)
  await expect(page.locator('li[data-rule="special"]')).toHaveAttribute('data-state', 'success')
  await page.getByRole('button', { name: reset.form.submit }).click()
  await expect(page).toHaveURL(/\/member\/complete\?t=r$/)

  // the same link a second time
  await page.goto(link)
  await expect(page).toHaveURL(/\/member\/expired$/)
  await expect(page.getByRole('heading', { name: reset.pages.expired.title })).toBeVisible()

  const signIn = new SignInPage(page, 'en')
  await signIn.open()
  await signIn.signIn('student', DEMO_PASSWORD)
  await expect(page.getByText(signIn.text.signIn.fieldErrors.pwInvalid)).toBeVisible()
  await signIn.signIn('student', NEW_PASSWORD)
  await expect(page).not.toHaveURL(/\/member\/signin/, { timeout: 30_000 })
})

for (const [lang, width] of shotCases(['en', 'ja'] as const))
  test(`screenshots of the reset and mailbox pages at ${width} px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const prefix = lang === 'en' ? '' : `/${lang}`
    const text = lang === 'en' ? reset : resetJa
    await page.goto(`${prefix}/member/resetpw`)
    await expect(page.getByRole('heading', { name: text.request.title })).toBeVisible()
    await page.getByLabel(text.request.emailLabel, { exact: true }).fill('student')
    await page.getByRole('button', { name: text.request.submit }).click()
    await expect(page.getByText(text.request.errors.blankValue)).toBeVisible()
    await page.screenshot({
      path: `test-results/shots/resetpw-${lang}-${width}.png`,
      fullPage: true,
    })
    await page.goto(`${prefix}/dev/mailbox`)
    await expect(page.getByTestId('mailbox')).toBeVisible()
    await page.screenshot({
      path: `test-results/shots/mailbox-${lang}-${width}.png`,
      fullPage: true,
    })
  })
