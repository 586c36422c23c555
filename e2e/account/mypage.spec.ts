import { expect, test, type Page } from '@playwright/test'
import account from '../../src/i18n/account/en.ts'
import jobs from '../../src/i18n/jobs/en.ts'
import mypage from '../../src/i18n/mypage/en.ts'
import mypageJa from '../../src/i18n/mypage/ja.ts'
import mypageKo from '../../src/i18n/mypage/ko.ts'
import mypageZh from '../../src/i18n/mypage/zh.ts'
import { linkFromMailbox } from './mailbox.ts'
import { at, DEMO_PASSWORD, SignInPage, type Lang } from './signInPage.ts'
import { shotCases } from '../tools/shotCases.ts'

/**
 * My page and account editing (spec 1 §2, §4, §5, §7; spec 2 §4) end to end with the demo end user
 * `enduser3` (no other spec signs in as it): the dashboard, one pop-up per field saved on the real
 * server, the billing address with a comma, the password with a wrong then the right current
 * password, and the e-mail change to an unverified address verified through the local mailbox.
 */
const t = mypage
const SHOTS = '.scratch'
const NEW_EMAIL = 'jiho.park@ateliernord.demo.drape3d.test'
const NEW_PASSWORD = 'Jiho#pass2026'

async function signInAs(page: Page, id: string, lang: Lang = 'en') {
  const signIn = new SignInPage(page, lang)
  await signIn.open()
  await signIn.signIn(id, DEMO_PASSWORD)
  await expect(page).not.toHaveURL(/\/member\/signin/)
}

/** Opens a field's pop-up on /mypage/account, lets `fill` act in it, saves, sees the completion page and comes back. */
async function edit(page: Page, field: string, fill: () => Promise<unknown>) {
  await page.getByTestId(`account-edit-${field}`).click()
  const dialog = page.getByTestId(`edit-dialog-${field}`)
  await expect(dialog).toBeVisible()
  await fill()
  await dialog.getByTestId('edit-save').click()
  await expect(page).toHaveURL(new RegExp(`/mypage/account/complete\\?f=${field}$`))
  await expect(page.getByRole('heading', { name: t.complete.title })).toBeVisible()
  await page.getByTestId('account-complete-back').click()
  await expect(page).toHaveURL(/\/mypage\/account$/)
  await expect(page.getByTestId('account-fields')).toBeVisible()
}

test('an end user edits every field of the account, changes the password and the e-mail, and verifies it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // The survey comes a minute after the page loads (spec 1 §2) and the edits stay on one page
  // for longer on a busy machine: closed yesterday, it keeps away (this case is not about it).
  await page
    .context()
    .addCookies([{ name: 'popup_survey', value: String(Date.now()), url: baseURL ?? '' }])
  await signInAs(page, 'enduser3')

  // The dashboard (spec 2 §4): who the member is, the e-mail and its state, the account type.
  await page.goto('/mypage')
  await expect(page.getByRole('heading', { name: account.pages.mypage.title })).toBeVisible()
  await expect(page.getByTestId('mypage-name')).toHaveText('Park Ji-ho')
  await expect(page.getByTestId('mypage-id')).toHaveText('enduser3')
  await expect(page.getByTestId('mypage-email')).toContainText('jiho@ateliernord.demo.drape3d.test')
  await expect(page.getByTestId('mypage-email-state')).toHaveText(t.dashboard.verified)
  await expect(page.getByTestId('mypage-type')).toHaveText(t.dashboard.types.endUser)
  await page.getByTestId('mypage-account-link').click()
  await expect(page).toHaveURL(/\/mypage\/account$/)
  await expect(page.getByRole('heading', { name: t.account.title })).toBeVisible()

  // Name: blank is refused before any call; repeated spaces collapse to one.
  await page.getByTestId('account-edit-name').click()
  await page.getByTestId('edit-name').fill('   ')
  await page.getByTestId('edit-save').click()
  await expect(page.getByText(t.account.errors.blank)).toBeVisible()
  await page.getByRole('button', { name: t.account.cancel, exact: true }).click()
  await expect(page.getByTestId('edit-dialog-name')).toBeHidden()
  await edit(page, 'name', () => page.getByTestId('edit-name').fill('Park   Ji-ho  Junior'))
  await expect(page.getByTestId('account-value-name')).toHaveText('Park Ji-ho Junior')

  await edit(page, 'country', () => page.getByTestId('edit-country').selectOption('JP'))
  await expect(page.getByTestId('account-value-country')).toHaveText('Japan')
  await edit(page, 'job', () => page.getByTestId('edit-job').selectOption('4'))
  await expect(page.getByTestId('account-value-job')).toHaveText(jobs.occupations['4'])
  await edit(page, 'newsletter', () => page.getByTestId('edit-newsletter').check())
  await expect(page.getByTestId('account-value-newsletter')).toHaveText(t.account.newsletterOn)
  await edit(page, 'language', () => page.getByTestId('edit-language').selectOption('ja'))
  await expect(page.getByTestId('account-value-language')).toHaveText(t.languages.ja)

  // Billing address: the US takes its state from the list; a typed comma becomes a space.
  await edit(page, 'billing', async () => {
    await page.getByTestId('edit-bCountry').selectOption('US')
    const line1 = page.getByTestId('edit-bAddress1')
    await line1.pressSequentially('5 Main St, Apt 2')
    await expect(line1).toHaveValue('5 Main St  Apt 2')
    await page.getByTestId('edit-bCity').fill('Austin')
    await page.getByTestId('edit-save').click()
    await expect(page.getByText(t.account.errors.stateRequired)).toBeVisible()
    await page.getByTestId('edit-bState').selectOption('TX')
    await page.getByTestId('edit-bZipcode').fill('73301')
  })
  await expect(page.getByTestId('account-value-billing')).toHaveText(
    '5 Main St  Apt 2, Austin, TX, 73301, United States',
  )

  // Password: a wrong current password (CheckMyPW -1000) is flagged, then the right one saves.
  await page.getByTestId('account-edit-password').click()
  const dialog = page.getByTestId('edit-dialog-password')
  await page.getByTestId('edit-current').fill('Wrong#pass2026')
  await page.getByTestId('edit-password').fill(NEW_PASSWORD)
  await expect(dialog.locator('li[data-rule][data-state="success"]')).toHaveCount(7)
  await page.getByTestId('edit-confirm').fill(NEW_PASSWORD)
  await page.getByTestId('edit-save').click()
  await expect(dialog.getByText(account.passwordChange.errors.wrongCurrent)).toBeVisible()
  await expect(page.getByTestId('edit-current')).toHaveAttribute('aria-invalid', 'true')
  await page.getByTestId('edit-current').fill(DEMO_PASSWORD)
  await page.getByTestId('edit-save').click()
  await expect(page).toHaveURL(/\/mypage\/account\/complete\?f=password$/)
  await expect(page.getByTestId('account-complete-body')).toHaveText(t.complete.password)
  const check = await page.request.post('/api/Member/CheckMyPW', {
    data: { key: 'pw', val: NEW_PASSWORD },
  })
  expect(await check.json()).toMatchObject({ result: { errCode: 0 } })

  // E-mail: an end user saves it here; it becomes unverified and its link arrives in the mailbox.
  await page.goto('/mypage/account')
  await edit(page, 'email', async () => {
    await page.getByTestId('edit-email').fill('not-an-address')
    await page.getByTestId('edit-save').click()
    await expect(page.getByText(t.account.errors.emailInvalid)).toBeVisible()
    await page.getByTestId('edit-email').fill('personal@demo.drape3d.test')
    await page.getByTestId('edit-save').click()
    await expect(page.getByText(t.account.errors.used)).toBeVisible()
    await page.getByTestId('edit-email').fill(NEW_EMAIL)
  }).catch(async (e: unknown) => {
    await page.screenshot({ path: `${SHOTS}/mypage-email-failure.png`, fullPage: true })
    throw e
  })
  await expect(page.getByTestId('account-value-email')).toHaveText(
    `${NEW_EMAIL} (${t.account.unverified})`,
  )
  await page.goto('/mypage')
  await expect(page.getByTestId('mypage-email-state')).toHaveText(t.dashboard.unverified)
  const link = await linkFromMailbox(page, NEW_EMAIL, '/member/emailverify')
  await page.goto(link)
  await expect(page.getByTestId('emailverify-verified')).toBeVisible()
  await page.goto('/mypage')
  await expect(page.getByTestId('mypage-email-state')).toHaveText(t.dashboard.verified)
})

test('personal and integrated members change the e-mail on the partner site; integrated accounts the password too', async ({
  page,
}) => {
  // The partner site's e-mail page is outside; the test answers for it.
  await page.route('https://www.stylecloset.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>partner e-mail page</h1>' }),
  )
  await signInAs(page, 'integrated')
  await page.goto('/mypage/account')
  // An integrated member first gets the legal notice of the integrated-account terms (spec 1 §2).
  await page.getByTestId('legal-popup-dismiss').click()
  await page.getByTestId('account-edit-password').click()
  await expect(page.getByTestId('account-partner-notice')).toHaveText(t.account.partnerOnly)
  await expect(page.getByTestId('edit-dialog-password')).toHaveCount(0)
  // /logout?gotomail=1&port=1 ends the session on the way to the partner site's e-mail page.
  await page.getByTestId('account-edit-email').click()
  await expect(page).toHaveURL('https://www.stylecloset.com/account/email')
  const who = await page.request.get('/api/Member/GetUserInfo')
  expect(who.status()).toBe(401)
})

const TEXTS = { en: mypage, ko: mypageKo, ja: mypageJa, zh: mypageZh } as const

// One member, one sign-in: the pages in each other language are a change of address away.
test('my page and the account page render in ko, ja and zh', async ({ page }) => {
  // A sign-in and six server-rendered pages (my page now loads the orders too): 23 s alone here.
  test.slow()
  await signInAs(page, 'enduser2', 'ko')
  for (const lang of ['ko', 'ja', 'zh'] as const) {
    await page.goto(at(lang, '/mypage'))
    await expect(page.getByTestId('mypage-type')).toHaveText(TEXTS[lang].dashboard.types.endUser)
    await page.goto(at(lang, '/mypage/account'))
    await expect(page.getByRole('heading', { name: TEXTS[lang].account.title })).toBeVisible()
    await expect(page.getByTestId('account-row-billing')).toContainText(
      TEXTS[lang].account.fields.billing,
    )
  }
})

for (const [lang, width] of shotCases(['en', 'ko'] as const))
  test(`screenshots of my page and the account page at ${String(width)} px (${lang})`, async ({
    page,
  }) => {
    // A sign-in, two pages and a save, each shot full-page: 27 s alone at 1440 px.
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    await signInAs(page, 'enduser2', lang)
    await page.goto(at(lang, '/mypage'))
    await expect(page.getByTestId('mypage-profile')).toBeVisible()
    await page.screenshot({
      path: `${SHOTS}/mypage-${lang}-${String(width)}.png`,
      fullPage: true,
    })
    await page.goto(at(lang, '/mypage/account'))
    await expect(page.getByTestId('account-value-name')).toBeVisible()
    await page.screenshot({
      path: `${SHOTS}/account-${lang}-${String(width)}.png`,
      fullPage: true,
    })
    await page.getByTestId('account-edit-billing').click()
    await expect(page.getByTestId('edit-bCountry')).toBeVisible()
    await page.getByTestId('edit-bCountry').selectOption('US')
    await page.getByTestId('edit-save').click()
    await expect(
      page
        .getByText(TEXTS[lang].account.errors.blank)
        .or(page.getByText(TEXTS[lang].account.errors.stateRequired)),
    ).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/billing-${lang}-${String(width)}.png` })
    await page
      .getByTestId('edit-dialog-billing')
      .getByRole('button', { name: TEXTS[lang].account.cancel, exact: true })
      .click()
    await page.getByTestId('account-edit-password').click()
    await page.getByTestId('edit-password').fill('short')
    await page.screenshot({ path: `${SHOTS}/password-${lang}-${String(width)}.png` })
  })
