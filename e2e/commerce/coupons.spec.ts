import { expect, test } from '@playwright/test'
import commerceKo from '../../src/i18n/commerce/ko.ts'
import mypageKo from '../../src/i18n/mypage/ko.ts'
import { at, SignInPage } from '../account/signInPage.ts'
import { freshMember } from '../tools/freshMember.ts'
import { hydrated } from '../tools/hydrated.ts'

/**
 * "My coupons" on the personal dashboard (spec 2 §4 coupon pop-up steps 3, 5, 6; issue 13) against
 * the real server, in Korean on a phone, with a fresh member (the demo members' coupons are the
 * checkout's): a discount passes the licence check and goes to its pricing route with cpcode; a
 * free coupon waits for the terms, places the payMethod 8 order and its installer downloads.
 */
const PASSWORD = 'Coupons#2026'
const c = commerceKo.couponPopup
const SHOTS = '.scratch'

test.use({ viewport: { width: 375, height: 812 } })

test('a personal member registers coupons on my page: TAKE50 goes to its plan with cpcode, FREEYEAR places the free order and downloads the installer', async ({
  page,
  request,
}) => {
  test.slow()
  const id = await freshMember(page, request, 'cp', PASSWORD)
  const signIn = new SignInPage(page, 'ko')
  await signIn.open()
  await signIn.signIn(id, PASSWORD)
  await expect(page).not.toHaveURL(/\/member\/signin/)

  const openCoupons = async () => {
    await page.goto(at('ko', '/mypage'))
    await hydrated(page)
    await expect(page.getByTestId('mypage-coupons')).toContainText(mypageKo.dashboard.coupons)
    await page.getByTestId('coupons-open').click()
    await expect(page.getByTestId('coupons')).toBeVisible()
  }
  const register = async (code: string) => {
    await page.getByTestId('coupons-code').fill(code)
    await page.getByTestId('coupons-register').click()
    await expect(page.getByTestId('coupons-registered')).toHaveText(c.notices.registered)
    await expect(page.getByTestId(`coupons-row-${code}`)).toBeVisible()
  }

  // A discount: the licence check passes, then its plan with the code.
  await openCoupons()
  await expect(page.getByTestId('coupons-empty')).toHaveText(c.dashboard.empty)
  await register('TAKE50')
  await page.getByTestId('coupons-row-TAKE50').getByRole('radio').check()
  const check = page.waitForRequest((r) => r.url().endsWith('/api/Product/CheckLicense'))
  await page.getByTestId('coupons-use').click()
  expect((await check).postDataJSON()).toEqual({ couponCode: 'TAKE50' })
  await expect(page).toHaveURL(/\/ko\/pricing\/per\/individual\/year\?cpcode=TAKE50$/)
  await expect(page.getByTestId('product-coupon')).toContainText('TAKE50')

  // A free coupon: the terms first, then one order of 0 and the installer.
  await openCoupons()
  await register('FREEYEAR')
  await page.getByTestId('coupons-row-FREEYEAR').getByRole('radio').check()
  await page.getByTestId('coupons-use').click()
  await expect(page.getByTestId('coupons-free')).toContainText('FREEYEAR')
  await expect(page.getByTestId('coupons-order')).toBeDisabled()
  await page.getByTestId('coupons-agree').check()
  await page.screenshot({ path: `${SHOTS}/mypage-coupon-free-ko-375.png` })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const order = page.waitForResponse((r) => r.url().endsWith('/api/Product/SetOrder'))
  const download = page.waitForEvent('download')
  await page.getByTestId('coupons-order').click()
  const placed = (await (await order).json()) as { result: { errCode: number }; orderNo: string }
  expect(placed.result.errCode).toBe(0)
  expect((await order).request().postDataJSON()).toMatchObject({
    payMethod: 8,
    price: 0,
    token: '',
    couponCode: 'FREEYEAR',
    chkAgreement: true,
    targetUserId: id,
    userId: id,
    cntAdd: 1,
    cntExtend: 1,
    prdOptSeq: 102,
    saleType: 365,
    locale: 'ko',
  })
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^Drape3D_.+_local-stand-in\.txt$/)
  await expect(page.getByTestId('coupons-placed')).toContainText(placed.orderNo)
  await expect(page.getByTestId('coupons-installer')).toHaveText(c.free.download)
  const paid = (await (
    await page.request.get(`/api/Product/GetOrder?orderNo=${placed.orderNo}`)
  ).json()) as { order: { status: string; total: number; payMethod: number } }
  expect(paid.order).toMatchObject({ status: 'paid', total: 0, payMethod: 8 })
  await page.screenshot({ path: `${SHOTS}/mypage-coupon-placed-ko-375.png` })
})
