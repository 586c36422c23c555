import { expect, test } from '../tools/observe.ts'
import { DEMO_PASSWORD, SignInPage } from '../account/signInPage.ts'
import { hydrated } from '../tools/hydrated.ts'

/**
 * Spec 1 §8 (rule SIGNIN-7): a network or timeout failure of Login raises the global error pop-up,
 * in the real site where the sign-in page's effects meet the shell's pop-up (issue 11 defect 11).
 */
test('a network failure of Login raises the global error pop-up', async ({ page }) => {
  const signIn = new SignInPage(page, 'ko')
  await signIn.open()
  await hydrated(page)
  await page.route('**/api/Member/Login', (route) => route.abort('failed'))
  await signIn.signIn('personal', DEMO_PASSWORD)
  await expect(page.getByTestId('error-popup')).toBeVisible()
})

test('a Login that does not answer within 5000 ms raises the global error pop-up', async ({
  page,
}) => {
  const signIn = new SignInPage(page, 'en')
  await signIn.open()
  await hydrated(page)
  // Never answered: the client gives up after the spec's 5000 ms (spec 1 §7, §9).
  await page.route('**/api/Member/Login', () => undefined)
  await signIn.signIn('personal', DEMO_PASSWORD)
  await expect(page.getByTestId('error-popup')).toBeVisible()
})
