import support_en from '../../src/i18n/support/en.ts'
import support_ja from '../../src/i18n/support/ja.ts'
import support_ko from '../../src/i18n/support/ko.ts'
import support_zh from '../../src/i18n/support/zh.ts'
import { expect, test } from '../tools/observe.ts'
import { at } from '../ssr/publicPages.ts'
import { hydrated } from '../tools/hydrated.ts'

const SHOTS = '.scratch'
const TEXTS = { en: support_en, ko: support_ko, ja: support_ja, zh: support_zh }

/**
 * Issue 12, spec 3 §2-§5, §7: a visitor sends a technical ticket with two attachments through the
 * two-step form and it arrives, attachments included, in the staff inbox of the local help desk.
 */
test('contact: a technical ticket with two attachments reaches the staff inbox (en)', async ({
  page,
  request,
}) => {
  const t = TEXTS.en.contact
  const title = `Cloth explodes on play ${String(Date.now())}`
  await page.goto(at('en', '/support/contact?ut=1'))
  await hydrated(page)
  const step1 = page.getByTestId('contact-step-1')
  // ut=1 preselects the personal user type (spec 3 §6)
  await expect(step1.getByLabel(t.userType)).toHaveValue('personal_user')
  // next with nothing filled keeps step 1 and says what is missing
  await page.getByTestId('contact-next').click()
  await expect(step1.getByText(t.errors.choose).first()).toBeVisible()
  await step1.getByLabel(t.inquiry).selectOption('technical_issues')
  // versions above 7 only (spec 3 §3, §9)
  const versions = await step1.getByLabel(t.version).locator('option').allTextContents()
  expect(versions.slice(1)).toEqual(['12.2', '12.1', '12.0', '7.3', '7.2', '7.1'])
  await step1.getByLabel(t.subject).fill(title)
  await step1
    .getByLabel(t.description)
    .fill('Press play and the shirt <b>explodes</b>.\n\nEvery time.')
  // technical: 6 fields; without the version and patch the form stays on step 1
  await page.getByTestId('contact-next').click()
  await expect(page.getByTestId('contact-step-1')).toBeVisible()
  await step1.getByLabel(t.version).selectOption('12.2')
  await step1.getByLabel(t.patchVersion).fill('12.2.140')
  await expect(step1.getByLabel(t.macos)).toHaveCount(0)
  await step1.getByLabel(t.os).selectOption('mac_os')
  await step1.getByLabel(t.macos).fill('MacBook Pro 2023')
  await step1.getByLabel(t.gpu).fill('Apple M3 Max')
  await step1.locator('input[type=file]').setInputFiles([
    {
      name: 'crash.log',
      mimeType: 'text/plain',
      buffer: Buffer.from('simulation crashed at frame 12\n'),
    },
    { name: 'scene.png', mimeType: 'image/png', buffer: Buffer.alloc(200_000, 7) },
  ])
  const files = page.getByTestId('contact-file')
  await expect(files).toHaveCount(2)
  await expect(files.getByText(t.uploaded)).toHaveCount(2)
  await page.getByTestId('contact-next').click()

  const step2 = page.getByTestId('contact-step-2')
  await step2.getByLabel(t.email).fill('visitor@example.com')
  await step2.getByLabel(t.name).fill('Pat Visitor')
  await step2.getByLabel(t.country).selectOption('KR')
  await step2.getByLabel(t.language).selectOption('others_lang_md')
  await step2.getByLabel(t.othersLang).fill('Deutsch')
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/zendeskTicketUpload'))
  await page.getByTestId('contact-send').click()
  const body = (await sent).postDataJSON() as { contact: { uploads: string[]; title: string } }
  expect(body.contact.uploads).toHaveLength(2)
  await expect(page).toHaveURL(/\/support\/contact\/complete$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.complete.title)

  // the staff inbox shows it with both files and the User Requirements block
  await page.goto(at('en', '/staff/tickets'))
  const ticket = page.getByTestId('staff-ticket').filter({ hasText: title })
  await expect(ticket).toHaveCount(1)
  await expect(ticket).toContainText('Pat Visitor <visitor@example.com>')
  await expect(ticket).toContainText('360004: Deutsch')
  const links = ticket.getByTestId('staff-attachment')
  await expect(links).toHaveText(['crash.log', 'scene.png'])
  const staffBody = ticket.getByTestId('staff-body')
  await expect(staffBody).toContainText('Press play and the shirt <b>explodes</b>.')
  await expect(staffBody.locator('b')).toHaveCount(0)
  await expect(staffBody.getByRole('heading', { name: 'User Requirements' })).toBeVisible()
  await expect(staffBody.getByRole('listitem')).toHaveText([
    'Version: 12.2 / 12.2.140',
    'OS: Mac OS',
    'Mac model: MacBook Pro 2023',
    'Graphic card: Apple M3 Max',
  ])
  const file = await request.get((await links.first().getAttribute('href')) ?? '')
  expect(await file.text()).toBe('simulation crashed at frame 12\n')
  await page.screenshot({ path: `${SHOTS}/support-staff-inbox-en-1440.png`, fullPage: true })
})

test('contact: the form and its complete page at 375 and 1440 px (en, ko)', async ({ page }) => {
  for (const [lang, width] of [
    ['ko', 375],
    ['en', 1440],
    ['en', 375],
    ['ko', 1440],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(at(lang, '/support/contact/1?ut=3'))
    await hydrated(page)
    const step1 = page.getByTestId('contact-step-1')
    await step1.getByLabel(TEXTS[lang].contact.inquiry).selectOption('bug_report_')
    await page.getByTestId('contact-next').click()
    await expect(step1.getByText(TEXTS[lang].contact.errors.blank).first()).toBeVisible()
    // nothing of the page runs past the screen's width
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({
      path: `${SHOTS}/support-contact-${lang}-${String(width)}.png`,
      fullPage: true,
    })
  }
})

/** The language tag a visitor of each site language answers in (spec 3 §3). */
const ANSWER_IN = { ko: 'korean_md', ja: 'japanese_md', zh: 'chinese_md' } as const

/**
 * The same flow in a CJK language, densely: a technical ticket (version and patch asked), two
 * attachments uploaded, step 2 in the page's language, the complete page in that language, and the
 * ticket with both files in the staff inbox. Korean's layout is the case above; the texts of all
 * four languages are the i18n tests'.
 */
for (const lang of ['ja'] as const)
  test(`contact: a technical ticket with two attachments reaches the staff inbox (${lang})`, async ({
    page,
  }) => {
    // Two uploads, a ticket stored with its files, the inbox: give it room on a shared machine.
    test.slow()
    const t = TEXTS[lang].contact
    const title = `${lang}: ${t.inquiries.technical_issues} ${String(Date.now())}`
    await page.goto(at(lang, '/support/contact'))
    await hydrated(page)
    const step1 = page.getByTestId('contact-step-1')
    await step1.getByLabel(t.inquiry).selectOption('technical_issues')
    await step1.getByLabel(t.userType).selectOption('company_user')
    await step1.getByLabel(t.subject).fill(title)
    await step1.getByLabel(t.description).fill(t.descriptionHint)
    await step1.getByLabel(t.version).selectOption('12.1')
    await step1.getByLabel(t.patchVersion).fill('12.1.2')
    await step1.locator('input[type=file]').setInputFiles([
      { name: `${lang}-log.txt`, mimeType: 'text/plain', buffer: Buffer.from(`${lang} log\n`) },
      { name: `${lang}-shot.png`, mimeType: 'image/png', buffer: Buffer.alloc(50_000, 3) },
    ])
    await expect(page.getByTestId('contact-file').getByText(t.uploaded)).toHaveCount(2)
    await page.getByTestId('contact-next').click()
    const step2 = page.getByTestId('contact-step-2')
    await step2.getByLabel(t.email).fill(`${lang}.visitor@example.com`)
    await step2.getByLabel(t.name).fill(`Visitor ${lang}`)
    await step2.getByLabel(t.country).selectOption('JP')
    await step2.getByLabel(t.language).selectOption(ANSWER_IN[lang])
    await page.getByTestId('contact-send').click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/support/contact/complete$`), {
      timeout: 20_000,
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[lang].complete.title)

    await page.goto(at(lang, '/staff/tickets'))
    const ticket = page.getByTestId('staff-ticket').filter({ hasText: title })
    await expect(ticket).toHaveCount(1)
    await expect(ticket).toContainText(`Visitor ${lang} <${lang}.visitor@example.com>`)
    await expect(ticket.getByTestId('staff-attachment')).toHaveText([
      `${lang}-log.txt`,
      `${lang}-shot.png`,
    ])
    await expect(ticket.getByTestId('staff-body')).toContainText('Version: 12.1 / 12.1.2')
  })
