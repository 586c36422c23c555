import { expect, test } from '../tools/observe.ts'
import { at, isWide, openPage, text, type Lang } from './support.ts'

const PASSWORD = 'Drape3d!2026'

/** Spec 1 §2: the profile hover box of a signed-in member. */
for (const [lang, width] of [
  ['en', 1440],
  ['ko', 1280],
  ['ja', 1279],
  ['zh', 375],
] as [Lang, number][]) {
  test.describe(`${lang} at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a company user sees My account, License account admin in a new tab, and Sign out', async ({
      page,
    }) => {
      const login = await page.request.post('/api/Member/Login', {
        data: { id: 'company', pw: PASSWORD },
      })
      expect(login.ok()).toBe(true)
      await openPage(page, at(lang, '/product/overview'))
      const t = text.shell[lang].account
      if (isWide(width)) await page.getByTestId('profile-button').hover()
      else await page.getByTestId('profile-button').click()
      const box = page.getByTestId('profile-box')
      await expect(box).toBeVisible()
      await expect(box.getByRole('link', { name: t.myAccount })).toHaveAttribute(
        'href',
        at(lang, '/mypage'),
      )
      const admin = box.getByTestId('license-admin-link')
      await expect(admin).toHaveText(t.licenseAdmin)
      await expect(admin).toHaveAttribute('target', '_blank')
      await expect(admin).toHaveAttribute('href', at(lang, '/teamconsole'))
      await expect(box.getByRole('link', { name: t.signOut })).toHaveAttribute(
        'href',
        at(lang, '/logout'),
      )
      await page.keyboard.press('Escape')
      await expect(box).toBeHidden()
    })

    test('a personal user has no License account admin', async ({ page }) => {
      await page.request.post('/api/Member/Login', { data: { id: 'personal', pw: PASSWORD } })
      await openPage(page, at(lang, '/product/overview'))
      await page.getByTestId('profile-button').click()
      await expect(page.getByTestId('profile-box')).toBeVisible()
      await expect(page.getByTestId('license-admin-link')).toHaveCount(0)
    })
  })
}

/** Spec 1 §4 e-mail change for personal and integrated users: signed out, then on the partner site. */
test('/logout?gotomail=1&port=1 ends the session and opens the partner site e-mail page', async ({
  page,
}) => {
  await page.route('https://www.stylecloset.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Partner e-mail page</h1>' }),
  )
  const login = await page.request.post('/api/Member/Login', {
    data: { id: 'personal', pw: PASSWORD },
  })
  expect(login.ok()).toBe(true)
  await page.goto('/logout?gotomail=1&port=1&returnUrl=%2Fpricing')
  await expect(page).toHaveURL('https://www.stylecloset.com/account/email')
  expect((await page.request.get('/api/Member/GetUserInfo')).status()).toBe(401)
})
