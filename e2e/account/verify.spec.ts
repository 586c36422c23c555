import { expect, test } from '@playwright/test'
import verify from '../../src/i18n/verify/en.ts'
import verifyJa from '../../src/i18n/verify/ja.ts'
import bannerEn from '../../src/i18n/verifyBanner/en.ts'
import bannerJa from '../../src/i18n/verifyBanner/ja.ts'
import { linkFromMailbox } from './mailbox.ts'
import { DEMO_PASSWORD, SignInPage } from './signInPage.ts'
import { shotCases } from '../tools/shotCases.ts'

/**
 * E-mail verification of spec 1 §2, §4 end to end with the demo account `unverified`: the
 * warning page's resend button, the real e-mail in the local mailbox, its link used once. Other
 * specs count on `unverified` staying unverified: the test ends by giving it a new, unverified
 * address through SetEmail, as a member changing the address would.
 */
test.describe.configure({ mode: 'serial' })

const EMAIL = 'unverified@demo.drape3d.test'

test('resend from the warning page, open the mailbox, follow the link once: the address is verified', async ({
  page,
}) => {
  const signIn = new SignInPage(page, 'en')
  await signIn.open()
  await signIn.signIn('unverified', DEMO_PASSWORD)
  await signIn.seeAddress('/member/emailverifywarning')
  const resend = page.getByTestId('resend-button')
  await expect(resend).toBeEnabled()
  await resend.click()
  await expect(page.getByTestId('resend-sent')).toBeVisible()
  // the button rests 1500 ms after a send, then works again
  await expect(resend).toBeDisabled()
  await expect(resend).toBeEnabled()

  const link = await linkFromMailbox(page, EMAIL, '/member/emailverify')
  await page.goto(link)
  await expect(page.getByTestId('emailverify-verified')).toBeVisible()
  await expect(page.getByText(verify.link.verified)).toBeVisible()
  await page.goto(link)
  await expect(page.getByTestId('emailverify-invalid')).toBeVisible()

  // Back to unverified (a new address), for the specs that sign in as this member.
  const answer = await page.request.post('/api/Member/SetEmail', {
    data: { email: 'unverified+again@demo.drape3d.test', id: 'unverified', comId: '' },
  })
  expect((await answer.json()) as unknown).toMatchObject({ result: { errCode: 0 } })
  await page.goto('/member/emailverifywarning')
  await expect(page.getByTestId('resend-panel')).toBeVisible()
  const restore = await page.request.post('/api/Member/SetEmail', {
    data: { email: EMAIL, id: 'unverified', comId: '' },
  })
  expect((await restore.json()) as unknown).toMatchObject({ result: { errCode: 0 } })
})

for (const [lang, width] of shotCases(['en', 'ja'] as const))
  test(`screenshots of the verification warning at ${width} px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const signIn = new SignInPage(page, lang)
    await signIn.open()
    await signIn.signIn('unverified', DEMO_PASSWORD)
    await signIn.seeAddress('/member/emailverifywarning')
    const text = lang === 'en' ? verify : verifyJa
    await expect(page.getByRole('heading', { name: text.warning.title })).toBeVisible()
    await page.screenshot({
      path: `test-results/shots/verifywarning-${lang}-${width}.png`,
      fullPage: true,
    })
    // Elsewhere the top banner asks to resend the e-mail (spec 1 §2) and leads to /member/resendverify.
    await page.goto(lang === 'en' ? '/support' : `/${lang}/support`)
    const banner = page.getByTestId('verify-banner')
    await expect(banner).toBeVisible()
    const bannerText = lang === 'en' ? bannerEn : bannerJa
    await expect(banner).toContainText(bannerText.text)
    await page.screenshot({ path: `test-results/shots/verifybanner-${lang}-${width}.png` })
    await banner.getByRole('link', { name: bannerText.action }).click()
    await expect(page).toHaveURL(/\/member\/resendverify$/)
    await expect(page.getByTestId('resend-button')).toBeVisible()
  })
