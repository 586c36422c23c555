import {
  Currency,
  Edition,
  LicenseKind,
  LicenseType,
  PRICING_ROUTES,
  ProductGroup,
  SaleType,
} from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { prices, products } from './tables.ts'

interface ProductFacts {
  productGroup: number
  license: number
  edition: number
  usd: number
  cny: number
}

/**
 * Prices of each pricing route (spec 2 §1): personal yearly is 40% off twelve months, enterprise
 * standalone and network yearly are $1900/¥14,000 and $2000/¥15,000 as on the renewal notice.
 */
const PRODUCT_FACTS: Record<string, ProductFacts> = {
  'per/individual/month': {
    productGroup: ProductGroup.PERSONAL,
    license: LicenseType.PERSONAL_TYPE,
    edition: Edition.PERSONAL,
    usd: 50,
    cny: 350,
  },
  'per/individual/year': {
    productGroup: ProductGroup.PERSONAL,
    license: LicenseType.PERSONAL_TYPE,
    edition: Edition.PERSONAL,
    usd: 360,
    cny: 2520,
  },
  'per/option/year': {
    productGroup: ProductGroup.PERSONAL,
    license: LicenseType.PERSONAL_TYPE,
    edition: Edition.PERSONAL,
    usd: 120,
    cny: 860,
  },
  'per/student/year': {
    productGroup: ProductGroup.PERSONAL,
    license: LicenseKind.STUDENT,
    edition: Edition.ACADEMIC,
    usd: 50,
    cny: 350,
  },
  'ent/standad/month': {
    productGroup: ProductGroup.ENT_STANDARD,
    license: LicenseType.ENT_STANDARD,
    edition: Edition.ENTERPRISE,
    usd: 199,
    cny: 1460,
  },
  'ent/standad/year': {
    productGroup: ProductGroup.ENT_STANDARD,
    license: LicenseType.ENT_STANDARD,
    edition: Edition.ENTERPRISE,
    usd: 1900,
    cny: 14000,
  },
  'ent/network/year': {
    productGroup: ProductGroup.NETWORK,
    license: LicenseType.ENT_NETWORK,
    edition: Edition.ENTERPRISE,
    usd: 2000,
    cny: 15000,
  },
  'ent/linux/year': {
    productGroup: ProductGroup.LINUX,
    license: LicenseType.LINUX,
    edition: Edition.ENTERPRISE,
    usd: 2200,
    cny: 16000,
  },
  'ent/option/year': {
    productGroup: ProductGroup.ENT_STANDARD,
    license: LicenseType.ENT_STANDARD,
    edition: Edition.ENTERPRISE,
    usd: 300,
    cny: 2200,
  },
  'ent/academic/year': {
    productGroup: ProductGroup.ACADEMIC,
    license: LicenseType.ENT_ACADEMIC,
    edition: Edition.ACADEMIC,
    usd: 500,
    cny: 3600,
  },
}

export const CURRENT_VERSION = '12.2'

function demoProducts() {
  return PRICING_ROUTES.map(([userType, licenseType, period], i) => {
    const key = `${userType}/${licenseType}/${period}`
    const facts = PRODUCT_FACTS[key]
    if (!facts) throw new Error(`No demo price for pricing route ${key}`)
    return {
      product: {
        prdOptSeq: 101 + i,
        prdSeq: userType === 'per' ? 10 : 20,
        userType,
        licenseType,
        period,
        productGroup: facts.productGroup,
        saleType: period === 'month' ? SaleType.MONTHLY_SUBSCRIPTION : SaleType.ONE_YEAR,
        license: facts.license,
        version: CURRENT_VERSION,
        edition: facts.edition,
        prevVersion: '12.1',
      },
      prices: [
        { prdOptSeq: 101 + i, currency: Currency.USD, salePrice: facts.usd },
        { prdOptSeq: 101 + i, currency: Currency.CNY, salePrice: facts.cny },
      ],
    }
  })
}

/** The demo price list: one product per pricing route, priced in USD and CNY. */
export async function seedPriceList(db: Db): Promise<void> {
  const catalogue = demoProducts()
  await db.transaction(async (tx) => {
    await tx.insert(products).values(catalogue.map((c) => c.product))
    await tx.insert(prices).values(catalogue.flatMap((c) => c.prices))
  })
}
