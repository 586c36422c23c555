import leads_en from '../../src/i18n/leads/en.ts'
import leads_ja from '../../src/i18n/leads/ja.ts'
import leads_ko from '../../src/i18n/leads/ko.ts'
import leads_zh from '../../src/i18n/leads/zh.ts'
import { expect, test } from '../tools/observe.ts'
import { shotCases } from '../tools/shotCases.ts'
import { at } from '../ssr/publicPages.ts'
import { hydrated } from '../tools/hydrated.ts'

const SHOTS = '.scratch'
const TEXTS = { en: leads_en, ko: leads_ko, ja: leads_ja, zh: leads_zh }

/** 150 characters, and 250 characters (Korean counts one a syllable). */
const SHORT = '저희 스튜디오는 게임 캐릭터 의상을 제작합니다. '.repeat(6).slice(0, 150)
const LONG = '저희 스튜디오는 게임 캐릭터 의상을 제작하며 Drape3D 도입을 검토하고 있습니다. '
  .repeat(6)
  .slice(0, 250)

/**
 * Issue 12, spec 3 §2, §4, §5, §7: a Korean visitor fills the enterprise trial form with a
 * too-short inquiry, sees the error, fixes it and sends; the completion screen shows, the form
 * resets, and the lead is in the local CRM (the staff list) with the newsletter member.
 */
test('trial inquiry: too short → error → fixed → sent → completion; the lead in the local CRM (ko)', async ({
  page,
  request,
}) => {
  const t = TEXTS.ko.trial
  const email = `minji.${String(Date.now())}@studio.example.com`
  await page.goto(at('ko', '/product/trial/form'))
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
  const form = page.getByTestId('trial-form')
  await form.getByTestId('trial-fullName').fill('김민지')
  await form.getByTestId('trial-businessEmail').fill(email)
  await form.getByTestId('trial-companyName').fill('스튜디오 예제')
  await form.getByTestId('trial-country').selectOption('KR')
  await form.getByTestId('trial-companyWebpage').fill('studio')
  await form.getByTestId('trial-companyWebpage').blur()
  await expect(form.getByText(t.problems.invalidUrl)).toBeVisible()
  await form.getByTestId('trial-companyWebpage').fill('https://studio.example.com')
  await form.getByTestId('trial-domain').selectOption('4')
  await form.getByTestId('trial-inquiry').fill(`  ${SHORT}   `)
  await form.getByTestId('trial-newsletter').check()
  await form.getByTestId('trial-agree').check()
  await form.getByTestId('trial-send').click()
  // too short after trimming: flagged, focused, nothing sent
  const short = t.problems.short.replace('{{min}}', '200').replace('{{count}}', '150')
  await expect(form.getByText(short)).toBeVisible()
  await expect(form.getByTestId('trial-inquiry')).toBeFocused()
  await expect(form.getByTestId('trial-inquiry')).toHaveAttribute('aria-invalid', 'true')
  // fixed: sent
  await form.getByTestId('trial-inquiry').fill(LONG)
  await expect(form.getByTestId('trial-count')).toHaveText(
    t.count.replace('{{count}}', '250').replace('{{min}}', '200'),
  )
  await form.getByTestId('trial-send').click()
  const done = page.getByTestId('trial-complete')
  await expect(done.getByRole('heading', { level: 1 })).toHaveText(t.complete.title)
  await expect(done).toContainText(t.complete.body)
  // the lead is in the local CRM, with the CRM's labels
  const leads = (await (await request.get('/api/Dev/GetLeads')).json()) as {
    leads: Array<Record<string, string>>
  }
  expect(leads.leads.find((l) => l.email === email)).toMatchObject({
    fullName: '김민지',
    company: '스튜디오 예제',
    country: 'South Korea',
    website: 'https://studio.example.com',
    domain: 'Animation',
    title: 'Others',
    inquiry: LONG,
  })
  // another inquiry starts from an empty form
  await done.getByTestId('trial-again').click()
  await expect(page.getByTestId('trial-fullName')).toHaveValue('')
  await expect(page.getByTestId('trial-inquiry')).toHaveValue('')
  await expect(page.getByTestId('trial-newsletter')).not.toBeChecked()
  // /pricing/trial is the same form; the staff page lists the lead
  await page.goto(at('en', '/pricing/trial'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.trial.title)
  await page.goto('/dev/leads')
  await expect(
    page.getByTestId('leads').getByRole('row', { name: new RegExp(email) }),
  ).toContainText('스튜디오 예제')
})

/** A visitor of each other language, with an inquiry of 200 characters or more in it. */
const VISITORS = {
  en: {
    name: 'Alex Morgan',
    company: 'Example Studio',
    country: 'US',
    inquiry: 'We design outerwear for games and want to evaluate Drape3D for a team of twelve. '
      .repeat(3)
      .trim(),
  },
  ja: {
    name: '佐藤 花子',
    company: '例示スタジオ',
    country: 'JP',
    inquiry:
      '当社はゲーム向けの衣装を制作しており、十二名のチームで Drape3D の導入を検討しています。'
        .repeat(6)
        .trim(),
  },
  zh: {
    name: '王小明',
    company: '示例工作室',
    country: 'CN',
    inquiry: '我们为游戏制作服装，正在考虑为十二人的团队引入 Drape3D。'.repeat(8).trim(),
  },
} as const

/**
 * The enterprise inquiry in the other languages, densely (the Korean story above tells the rules):
 * a complete form is sent, the completion screen shows in the page's language, the lead is in the CRM.
 */
for (const lang of ['en', 'ja', 'zh'] as const)
  test(`trial inquiry: sent, completed, the lead in the local CRM (${lang})`, async ({
    page,
    request,
  }) => {
    const t = TEXTS[lang].trial
    const v = VISITORS[lang]
    const email = `${lang}.${String(Date.now())}@studio.example.com`
    await page.goto(at(lang, '/pricing/trial'))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
    const form = page.getByTestId('trial-form')
    await form.getByTestId('trial-fullName').fill(v.name)
    await form.getByTestId('trial-businessEmail').fill(email)
    await form.getByTestId('trial-companyName').fill(v.company)
    await form.getByTestId('trial-country').selectOption(v.country)
    await form.getByTestId('trial-companyWebpage').fill('studio.example.com')
    expect(v.inquiry.length).toBeGreaterThanOrEqual(200)
    await form.getByTestId('trial-inquiry').fill(v.inquiry)
    await form.getByTestId('trial-agree').check()
    await form.getByTestId('trial-send').click()
    const done = page.getByTestId('trial-complete')
    await expect(done.getByRole('heading', { level: 1 })).toHaveText(t.complete.title)
    const leads = (await (await request.get('/api/Dev/GetLeads')).json()) as {
      leads: Array<Record<string, string>>
    }
    expect(leads.leads.find((l) => l.email === email)).toMatchObject({
      fullName: v.name,
      company: v.company,
      inquiry: v.inquiry,
    })
  })

for (const [lang, width] of shotCases(['en', 'ko'] as const))
  test(`screenshots of the trial form at ${String(width)} px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(at(lang, '/product/trial/form'))
    await hydrated(page)
    await page.getByTestId('trial-fullName').fill('Kim Minji')
    await page.getByTestId('trial-inquiry').fill('Too short.')
    await page.getByTestId('trial-send').click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/trial-${lang}-${String(width)}.png`, fullPage: true })
    await page.getByTestId('trial-businessEmail').fill(`shot.${lang}.${String(width)}@example.com`)
    await page.getByTestId('trial-companyName').fill('Studio Example')
    await page.getByTestId('trial-companyWebpage').fill('studio.example.com')
    await page.getByTestId('trial-inquiry').fill(LONG)
    await page.getByTestId('trial-agree').check()
    await page.getByTestId('trial-send').click()
    await expect(page.getByTestId('trial-complete')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/trial-done-${lang}-${String(width)}.png` })
  })
