import type { Page } from '@playwright/test'
import { expect, test } from '../tools/observe.ts'
import { at, DEMO_PASSWORD, LANGUAGES, SignInPage, type Lang } from './signInPage.ts'

/** Social-platform sign-in, sign-out and the access rules of spec 1 §4 against the real server. */
const SOCIAL: [code: string, to: string][] = [
  ['demo-social-ok', '/'],
  ['demo-social-first', '/?firstLogin=1'],
  ['demo-social-warning', '/member/warning'],
  ['demo-social-blocked', '/?modal=is_integration_blocked'],
  ['demo-social-other', '/'],
  ['demo-social-unverified', '/member/emailverifywarning?t=c'],
]

/**
 * The site starts a social sign-in (SocialSignInStart sets this browser's sw_state cookie and
 * answers the state); the platform sends the member back with its code and that state.
 */
async function startSocial(page: Page): Promise<string> {
  const answer = await page.request.post('/api/Member/SocialSignInStart', { data: {} })
  expect(answer.ok()).toBe(true)
  return encodeURIComponent(((await answer.json()) as { state: string }).state)
}

/**
 * Each code in one language, the languages taking turns, in one browser: a fresh session for each
 * (its cookies cleared), the site's scripts loaded once.
 */
const languages = Object.keys(LANGUAGES) as Lang[]
test('each social code leads to its destination, the languages taking turns', async ({
  page,
  context,
}) => {
  for (const [i, [code, to]] of SOCIAL.entries()) {
    const lang = languages[i % languages.length] ?? 'en'
    await test.step(`${code} leads to ${to} (${lang})`, async () => {
      await context.clearCookies()
      await page.goto(at(lang, '/member/swauth') + `?code=${code}&state=${await startSocial(page)}`)
      const [path, query] = to.split('?')
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === at(lang, path ?? '/') && url.search === (query ? `?${query}` : ''),
      )
    })
  }
})

test('a link without a code says so and offers the sign-in form (ja)', async ({ page }) => {
  const text = LANGUAGES.ja
  await page.goto(at('ja', '/member/swauth'))
  await expect(page.getByRole('heading', { name: text.social.missingTitle })).toBeVisible()
  await page.getByRole('button', { name: text.social.signIn }).click()
  await expect(page.getByTestId('signin-form')).toBeVisible()
})

test.describe('sign-out and access rules (en)', () => {
  test('a social code the site did not start here signs no one in (issue 10: login CSRF)', async ({
    page,
  }) => {
    await page.goto('/member/swauth?code=demo-social-ok')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    const me = await page.request.get('/api/Member/GetUserInfo')
    expect(me.status()).toBe(401)
  })

  test('logout ends the session and goes to the return address', async ({ page }) => {
    const signIn = new SignInPage(page, 'en')
    await signIn.open()
    await signIn.signIn('personal', DEMO_PASSWORD)
    await signIn.seeAddress('/')
    await page.goto('/logout?returnUrl=%2Fproduct%2Foverview')
    await signIn.seeAddress('/product/overview')
    const me = await page.request.get('/api/Member/GetUserInfo')
    expect(me.status()).toBe(401)
    await page.goto('/member/signin')
    await expect(page.getByTestId('signin-form')).toBeVisible()
  })

  test('signed-out visitors are sent home from the password-change page and to sign-in from my page', async ({
    page,
  }) => {
    await page.goto('/member/passchange')
    await expect(page).toHaveURL((u) => u.pathname === '/')
    await page.goto('/mypage')
    await expect(page).toHaveURL(
      (u) => u.pathname === '/member/signin' && u.searchParams.get('returnUrl') === '/mypage',
    )
  })

  test('an unverified member is sent to the verification warning from the trial page', async ({
    page,
  }) => {
    const signIn = new SignInPage(page, 'en')
    await signIn.open()
    await signIn.signIn('unverified', DEMO_PASSWORD)
    await signIn.seeAddress('/member/emailverifywarning')
    await page.goto('/product/trial')
    await signIn.seeAddress('/member/emailverifywarning')
  })

  test('a company without agreement is sent from an order page to the trial', async ({ page }) => {
    const signIn = new SignInPage(page, 'en')
    await signIn.open()
    await signIn.signIn('studio', DEMO_PASSWORD)
    await signIn.seeAddress('/')
    await page.goto('/pricing/ent/standad/year')
    await signIn.seeAddress('/product/trial')
  })
})
