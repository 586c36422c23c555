import { Currency, SaleType } from '../../../src/contract/index.ts'
import type { Db } from '../../core/index.ts'
import { coupons } from '../tables.ts'

const DAY = 86_400_000

/** The demo coupons of every kind (docs/demo-data.md): rate, amount, free, expired, other currency, limited. */
export const DEMO_COUPONS = {
  rate: 'SAVE20',
  amount: 'TAKE50',
  free: 'FREEYEAR',
  expired: 'OLD10',
  otherCurrency: 'CNY100',
  limited: 'LIMIT5',
} as const

export async function seedCoupons(db: Db, now: Date): Promise<void> {
  const start = new Date(now.getTime() - 30 * DAY)
  const end = new Date(now.getTime() + 365 * DAY)
  await db.insert(coupons).values([
    {
      couponCode: DEMO_COUPONS.rate,
      couponDesc: '20% off any licence',
      isDiscountRate: true,
      discountValue: 20,
      currency: Currency.USD,
      startDt: start,
      expiredDt: end,
      maxRedemptions: 100_000,
    },
    {
      couponCode: DEMO_COUPONS.amount,
      couponDesc: '$50 off a personal yearly licence',
      isDiscountRate: false,
      discountValue: 5000,
      productName: 'Personal yearly',
      prdOptSeq: 102,
      saleType: SaleType.ONE_YEAR,
      currency: Currency.USD,
      startDt: start,
      expiredDt: end,
      maxRedemptions: 100_000,
    },
    {
      couponCode: DEMO_COUPONS.free,
      couponDesc: 'One free year of the personal licence',
      isDiscountRate: true,
      discountValue: 100,
      period: 1,
      productName: 'Personal yearly',
      prdOptSeq: 102,
      saleType: SaleType.ONE_YEAR,
      currency: Currency.USD,
      startDt: start,
      expiredDt: end,
      maxRedemptions: 100_000,
    },
    {
      couponCode: DEMO_COUPONS.expired,
      couponDesc: '10% off (expired)',
      isDiscountRate: true,
      discountValue: 10,
      currency: Currency.USD,
      startDt: new Date(now.getTime() - 400 * DAY),
      expiredDt: new Date(now.getTime() - 30 * DAY),
      maxRedemptions: 100_000,
    },
    {
      couponCode: DEMO_COUPONS.otherCurrency,
      couponDesc: '¥100 off any licence (China)',
      isDiscountRate: false,
      discountValue: 10_000,
      currency: Currency.CNY,
      startDt: start,
      expiredDt: end,
      maxRedemptions: 100_000,
    },
    {
      couponCode: DEMO_COUPONS.limited,
      couponDesc: '10% off, for the first 5 orders',
      isDiscountRate: true,
      discountValue: 10,
      currency: Currency.USD,
      startDt: start,
      expiredDt: end,
      maxRedemptions: 5,
    },
  ])
}
