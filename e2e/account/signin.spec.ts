import { expect, test } from '@playwright/test'
import verifyEn from '../../src/i18n/verify/en.ts'
import verifyJa from '../../src/i18n/verify/ja.ts'
import verifyKo from '../../src/i18n/verify/ko.ts'
import verifyZh from '../../src/i18n/verify/zh.ts'
import { at, DEMO_PASSWORD, LANGUAGES, SignInPage, type Lang } from './signInPage.ts'
import { inTurn } from '../tools/inTurn.ts'

/** The verification pages' own texts (the verify namespace). */
const VERIFY = { en: verifyEn, ko: verifyKo, ja: verifyJa, zh: verifyZh } as const

/**
 * The sign-in paths of spec 1 §4, §5, §8 end to end against the real server and its demo
 * accounts (docs/demo-data.md), the display languages taking turns.
 */
const languages = Object.keys(LANGUAGES) as Lang[]
for (const lang of languages) {
  test.describe(`sign-in (${lang})`, () => {
    const mine = inTurn(languages, lang)
    if (mine())
      test('blank fields are flagged before anything is sent', async ({ page }) => {
        const signIn = new SignInPage(page, lang)
        await signIn.open()
        let calls = 0
        page.on('request', (r) => {
          if (r.url().includes('/api/Member/Login')) calls++
        })
        await signIn.clickSubmit()
        await signIn.seeFieldFlagged('id', signIn.text.signIn.fieldErrors.idBlank)
        await signIn.seeFieldFlagged('pw', signIn.text.signIn.fieldErrors.pwBlank)
        await expect(signIn.idField).toBeFocused()
        expect(calls).toBe(0)
      })

    if (mine())
      test('a wrong password flags both fields (loginResult -1)', async ({ page }) => {
        const signIn = new SignInPage(page, lang)
        await signIn.open()
        await signIn.signIn('personal', 'Wrong#pass1')
        await expect(signIn.idField).toHaveAttribute('aria-invalid', 'true')
        await signIn.seeFieldFlagged('pw', signIn.text.signIn.fieldErrors.pwInvalid)
      })

    if (mine())
      test('a verified personal member goes to the return address, and sign-in then bounces there', async ({
        page,
      }) => {
        const signIn = new SignInPage(page, lang)
        await signIn.open('?returnUrl=%2Fproduct%2Foverview')
        await signIn.signIn('personal', DEMO_PASSWORD)
        await signIn.seeAddress('/product/overview')
        await page.goto(at(lang, '/member/signin') + '?returnUrl=%2Fsupport')
        await signIn.seeAddress('/support')
      })

    if (mine())
      test('an unverified e-mail leads to the verification warning', async ({ page }) => {
        const signIn = new SignInPage(page, lang)
        await signIn.open()
        await signIn.signIn('unverified', DEMO_PASSWORD)
        await signIn.seeAddress('/member/emailverifywarning')
        await expect(page.getByRole('heading', { name: VERIFY[lang].warning.title })).toBeVisible()
      })

    if (mine())
      test('an account that needs support shows the contact status (loginResult -2)', async ({
        page,
      }) => {
        const signIn = new SignInPage(page, lang)
        await signIn.open()
        await signIn.signIn('suspended', DEMO_PASSWORD)
        await expect(
          page.getByRole('heading', { name: signIn.text.signIn.contact.title }),
        ).toBeVisible()
        await page.getByRole('button', { name: signIn.text.signIn.contact.retry }).click()
        await expect(page.getByTestId('signin-form')).toBeVisible()
      })

    if (mine())
      test('a linked personal account not yet integrated sees the integration prompt, then goes on', async ({
        page,
      }) => {
        const signIn = new SignInPage(page, lang)
        await signIn.open()
        await signIn.signIn('closet', DEMO_PASSWORD)
        await expect(
          page.getByRole('heading', { name: signIn.text.signIn.integrate.perTitle }),
        ).toBeVisible()
        await page.getByRole('button', { name: signIn.text.signIn.integrate.continue }).click()
        await signIn.seeAddress('/')
      })
  })
}

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
