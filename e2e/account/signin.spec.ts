import { expect, test } from '@playwright/test'
import verifyEn from '../../src/i18n/verify/en.ts'
import verifyJa from '../../src/i18n/verify/ja.ts'
import verifyKo from '../../src/i18n/verify/ko.ts'
import verifyZh from '../../src/i18n/verify/zh.ts'
import { at, DEMO_PASSWORD, SignInPage } from './signInPage.ts'

/** The verification pages' own texts (the verify namespace). */
const VERIFY = { en: verifyEn, ko: verifyKo, ja: verifyJa, zh: verifyZh } as const

/**
 * The sign-in paths of spec 1 §4, §5, §8 end to end against the real server and its demo
 * accounts (docs/demo-data.md), the display languages taking turns, several paths to a case.
 */
test('the form flags blank fields without a call and a wrong password on both fields, then a verified member goes to the return address, and sign-in then bounces there (zh)', async ({
  page,
}) => {
  const signIn = new SignInPage(page, 'zh')
  await signIn.open('?returnUrl=%2Fproduct%2Foverview')
  let calls = 0
  page.on('request', (r) => {
    if (r.url().includes('/api/Member/Login')) calls++
  })
  await signIn.clickSubmit()
  await signIn.seeFieldFlagged('id', signIn.text.signIn.fieldErrors.idBlank)
  await signIn.seeFieldFlagged('pw', signIn.text.signIn.fieldErrors.pwBlank)
  await expect(signIn.idField).toBeFocused()
  expect(calls).toBe(0)

  await signIn.signIn('personal', 'Wrong#pass1')
  await expect(signIn.idField).toHaveAttribute('aria-invalid', 'true')
  await signIn.seeFieldFlagged('pw', signIn.text.signIn.fieldErrors.pwInvalid)
  expect(calls).toBe(1)

  await signIn.signIn('personal', DEMO_PASSWORD)
  await signIn.seeAddress('/product/overview')
  await page.goto(at('zh', '/member/signin') + '?returnUrl=%2Fsupport')
  await signIn.seeAddress('/support')
})

/** The other answers of Login, one browser, a fresh session each, the languages taking turns. */
test('an unverified e-mail, an account that needs support and a linked account not yet integrated each get their step (en, ko, ja)', async ({
  page,
  context,
}) => {
  await test.step('unverified: the verification warning (en)', async () => {
    const signIn = new SignInPage(page, 'en')
    await signIn.open()
    await signIn.signIn('unverified', DEMO_PASSWORD)
    await signIn.seeAddress('/member/emailverifywarning')
    await expect(page.getByRole('heading', { name: VERIFY.en.warning.title })).toBeVisible()
  })
  await test.step('loginResult -2: the contact status, and retry brings the form back (ko)', async () => {
    await context.clearCookies()
    const signIn = new SignInPage(page, 'ko')
    await signIn.open()
    await signIn.signIn('suspended', DEMO_PASSWORD)
    await expect(
      page.getByRole('heading', { name: signIn.text.signIn.contact.title }),
    ).toBeVisible()
    await page.getByRole('button', { name: signIn.text.signIn.contact.retry }).click()
    await expect(page.getByTestId('signin-form')).toBeVisible()
  })
  await test.step('a linked personal account: the integration prompt, then home (ja)', async () => {
    await context.clearCookies()
    const signIn = new SignInPage(page, 'ja')
    await signIn.open()
    await signIn.signIn('closet', DEMO_PASSWORD)
    await expect(
      page.getByRole('heading', { name: signIn.text.signIn.integrate.perTitle }),
    ).toBeVisible()
    await page.getByRole('button', { name: signIn.text.signIn.integrate.continue }).click()
    await signIn.seeAddress('/')
  })
})

test.describe('sign-in (en): other destinations and failures', () => {
  test('a member without e-mail goes to add-e-mail', async ({ page }) => {
    const signIn = new SignInPage(page, 'en')
    await signIn.open()
    await signIn.signIn('noemail', DEMO_PASSWORD)
    await signIn.seeAddress('/member/addemail')
  })

  test('the pricing return path is built from type=product with subLink', async ({ page }) => {
    const signIn = new SignInPage(page, 'en')
    await signIn.open('?type=product&userType=per&subLink=individual&period=year')
    await signIn.signIn('personal', DEMO_PASSWORD)
    await signIn.seeAddress('/pricing/per/individual/year')
  })

  test('a server failure shows a clear error and the form stays usable', async ({ page }) => {
    const signIn = new SignInPage(page, 'en')
    await signIn.open()
    await page.route('**/api/Member/Login', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ result: { errCode: -503, errMsg: 'down' } }),
      }),
    )
    await signIn.signIn('personal', DEMO_PASSWORD)
    await expect(page.getByTestId('signin-error')).toContainText(
      signIn.text.signIn.unreachable.http.replace('{{status}}', '503'),
    )
    await expect(signIn.idField).toBeEnabled()
  })
})
