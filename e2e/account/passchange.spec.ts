import { expect, test } from '@playwright/test'
import { at, SignInPage, type Lang } from './signInPage.ts'

/**
 * The forced password change of spec 1 §4 step 3, §5 end to end with the legacy demo account
 * (legacy01, whose password is its id). Serial: the last case changes that password for good.
 */
test.describe.configure({ mode: 'serial' })

const NEW_PASSWORD = 'Legacy#2026a'

// The rules' messages in a Latin and a CJK language; the flow is the same in all four.
for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test(`a password equal to the id leads to the password change, whose rules are checked (${lang})`, async ({
    page,
  }) => {
    const signIn = new SignInPage(page, lang)
    const text = signIn.text
    await signIn.open()
    await signIn.signIn('legacy01', 'legacy01')
    await signIn.seeAddress('/member/passchange')
    await expect(page.getByRole('heading', { name: text.pages.passchange.title })).toBeVisible()
    const password = page.getByLabel(text.passwordChange.passwordLabel, { exact: true })
    await password.fill('legacy01')
    const rules = page.locator('li[data-rule]')
    await expect(rules).toHaveCount(7)
    // 500 ms after the last keystroke each rule shows its state; the id itself fails 'same' and 'special'.
    await expect(page.locator('li[data-rule="notSame"]')).toHaveAttribute('data-state', 'fail')
    await expect(page.locator('li[data-rule="special"]')).toHaveAttribute('data-state', 'fail')
    await expect(page.locator('li[data-rule="length"]')).toHaveAttribute('data-state', 'success')
    await page.getByRole('button', { name: text.passwordChange.submit }).click()
    await expect(page.getByText(text.passwordChange.errors.blank).first()).toBeVisible()
  })
}

test('legacy01 chooses a new password, then the site works and the new password signs in', async ({
  page,
}) => {
  // Two sign-ins, a password hash and five pages: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const signIn = new SignInPage(page, 'en')
  const text = signIn.text.passwordChange
  await signIn.open()
  await signIn.signIn('legacy01', 'legacy01')
  await signIn.seeAddress('/member/passchange')
  await page.getByLabel(text.currentLabel, { exact: true }).fill('legacy01')
  await page.getByLabel(text.passwordLabel, { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel(text.confirmLabel, { exact: true }).fill(NEW_PASSWORD)
  await expect(page.locator('li[data-rule][data-state="success"]')).toHaveCount(7)
  await page.getByRole('button', { name: text.submit }).click()
  await signIn.seeAddress('/')
  // The session is no longer limited to the password page: the account pages open.
  await page.goto(at('en', '/mypage'))
  await expect(page).toHaveURL(/\/mypage$/)
  await expect(page.getByRole('heading', { name: signIn.text.pages.mypage.title })).toBeVisible()
  // Signed out, the new password signs in and no longer asks for a change.
  await page.goto(at('en', '/logout'))
  await signIn.seeAddress('/')
  await signIn.open()
  await signIn.signIn('legacy01', NEW_PASSWORD)
  await signIn.seeAddress('/')
})
