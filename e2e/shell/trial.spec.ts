import { expect, test } from '../tools/observe.ts'
import { at, openPage, text, type Lang } from './support.ts'
import { hydrated } from '../tools/hydrated.ts'

const PASSWORD = 'Drape3d!2026'

/**
 * Spec 1 §6 ("Non-member: may browse; sign-in is forced before downloading an archive") and spec 2
 * §4 ("a non-member first gets the personal/company chooser"): /product/trial is open to visitors.
 */
for (const lang of ['ja'] as Lang[])
  test(`a visitor chooses personal or company on the trial page and signs in only to download (${lang})`, async ({
    page,
  }) => {
    await openPage(page, at(lang, '/product/trial'))
    await expect(page).toHaveURL((url) => url.pathname === at(lang, '/product/trial'))
    const trial = page.getByTestId('trial-visitor')
    await expect(trial).toBeVisible()
    const t = text.shell[lang].trial
    await expect(trial.getByRole('radio', { name: t.personal })).toBeChecked()
    await hydrated(page)
    await trial.getByRole('radio', { name: t.company }).check()
    await trial.getByTestId('trial-download').click()
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === at(lang, '/member/signin') &&
        url.searchParams.get('returnUrl') === '/product/trial?type=company',
    )
  })

test('spec 2 §4: a company without agreement and with a verified e-mail is sent from my page to the trial', async ({
  page,
}) => {
  const login = await page.request.post('/api/Member/Login', {
    data: { id: 'studio', pw: PASSWORD },
  })
  expect(login.ok()).toBe(true)
  await page.goto('/mypage')
  await expect(page).toHaveURL((url) => url.pathname === '/product/trial')
})
