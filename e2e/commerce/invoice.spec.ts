import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { TEST_CARDS, endpoints, type OrderRequest } from '../../src/contract/index.ts'
import invoiceEn from '../../src/i18n/invoice/en.ts'
import invoiceKo from '../../src/i18n/invoice/ko.ts'
import mypageEn from '../../src/i18n/mypage/en.ts'
import mypageKo from '../../src/i18n/mypage/ko.ts'
import { at, DEMO_PASSWORD, type Lang } from '../account/signInPage.ts'
import { hydrated } from '../tools/hydrated.ts'

/**
 * The invoice of a paid order (spec 2 §2, §3, §7, §9; issue 13) in a real browser against the real
 * server: the demo personal member's yearly licence is ordered and paid through the server (the
 * order call, the sandbox card page, its signed webhook), then my page lists the order, its invoice
 * page shows without header, footer or accessibility button in English and Korean, and the PDF
 * downloads.
 */
const SHOTS = '.scratch'
const TEXTS = {
  en: { page: mypageEn.invoice, document: invoiceEn },
  ko: { page: mypageKo.invoice, document: invoiceKo },
} as const

/** The personal member's yearly licence billed to California: $360 + $26.10 sales tax. */
const yearlyOrder = (idempotencyKey: string): OrderRequest => ({
  chkAgreement: true,
  payMethod: 2,
  token: '',
  price: 386.1,
  couponCode: '',
  country: 'US',
  address1: '100 Market St',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94105',
  vatNum: '',
  targetUserId: '',
  myLicenseSeq: 0,
  cntAdd: 1,
  cntExtend: 1,
  cntUpgrade: 0,
  cntTrade: 0,
  prdOptSeq: 102,
  saleType: 365,
  locale: 'en',
  isPersonalTrial: false,
  upgradeCode: '',
  idempotencyKey,
})

/** Signs in through the API (the browser context shares the session cookie), orders and pays. */
async function paidOrder(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/Member/Login', {
    data: { id: 'personal', pw: DEMO_PASSWORD, isRememberMe: false },
  })
  expect(login.ok()).toBe(true)
  const placed = await request.post(endpoints.SetOrder4Stripe.path, {
    data: yearlyOrder(`e2e-invoice-${String(Date.now())}`),
  })
  const order = (await placed.json()) as {
    result: { errCode: number }
    orderNo: string
    url: string
  }
  expect(order.result.errCode).toBe(0)
  // The sandbox's hosted card page takes the success card and sends its signed webhook.
  const paid = await request.post(order.url, {
    form: { number: TEST_CARDS.success },
    maxRedirects: 0,
  })
  expect(paid.status()).toBe(303)
  await expect
    .poll(async () => {
      const answer = await request.get(endpoints.GetOrder.path, {
        params: { orderNo: order.orderNo },
      })
      return ((await answer.json()) as { order: { status: string } | null }).order?.status
    })
    .toBe('paid')
  return order.orderNo
}

async function seeBarePage(page: Page) {
  await hydrated(page)
  await expect(page.getByTestId('site-header')).toHaveCount(0)
  await expect(page.getByTestId('site-footer')).toHaveCount(0)
  await expect(page.getByTestId('a11y-button')).toHaveCount(0)
}

test('a member pays a yearly licence, finds the order on my page, reads the invoice in English and Korean and downloads the PDF', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const orderNo = await paidOrder(page.request)

  // My page lists the order, paid, with a link to its invoice.
  await page.goto('/mypage')
  const orders = page.getByTestId('mypage-orders')
  await expect(orders).toContainText(mypageEn.orders.statuses.paid)
  await expect(orders).toContainText('$386.10')
  await orders.scrollIntoViewIfNeeded()
  await orders.screenshot({ path: `${SHOTS}/mypage-orders-en-1280.png` })
  await orders.getByTestId(`order-invoice-${orderNo}`).click()
  await expect(page).toHaveURL(new RegExp(`/mypage/invoice/license/${orderNo}$`))

  let invoiceNo = ''
  for (const lang of ['en', 'ko'] as const satisfies readonly Lang[]) {
    const t = TEXTS[lang]
    await page.goto(at(lang, `/mypage/invoice/license/${orderNo}`))
    await seeBarePage(page)
    await expect(page.getByRole('heading', { level: 1, name: t.document.title })).toBeVisible()
    invoiceNo = (await page.getByTestId('invoice-no').textContent()) ?? ''
    expect(invoiceNo).toMatch(/^MD_\d{14}$/)
    await expect(page.getByTestId('invoice-date')).toHaveText(
      lang === 'en' ? /^[A-Z][a-z]{2} \d{1,2} \d{4}$/ : /^\d{4}년 \d{1,2}월 \d{1,2}일$/,
    )
    await expect(page.getByTestId('invoice-tax')).toHaveText('$26.10')
    await expect(page.getByTestId('invoice-total')).toHaveText('$386.10')
    await expect(page.getByTestId('invoice-bill-to')).toContainText('Pat Personal')
    await expect(page.getByTestId('invoice-print')).toHaveText(t.page.print)
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      // nothing runs past the right edge at either width
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${lang} ${String(width)}`).toBeLessThanOrEqual(0)
      await page.screenshot({
        path: `${SHOTS}/invoice-${lang}-${String(width)}.png`,
        fullPage: true,
      })
    }
  }

  // The PDF downloads under the invoice number and is a PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('invoice-pdf').click(),
  ])
  expect(download.suggestedFilename()).toBe(`${invoiceNo}.pdf`)
  const file = await readFile(await download.path())
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test('a signed-out visitor who opens an invoice is sent to sign-in and brought back', async ({
  page,
}) => {
  await page.goto('/mypage/invoice/license/OR20260101000000000000')
  await expect(page).toHaveURL(/\/member\/signin\?returnUrl=/)
  expect(decodeURIComponent(page.url())).toContain('/mypage/invoice/license/OR20260101000000000000')
})
