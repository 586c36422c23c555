import { count, sql } from 'drizzle-orm'
import {
  Currency,
  Edition,
  LicenseKind,
  LicenseType,
  MemberType,
  PRICING_ROUTES,
  ProductGroup,
  SaleType,
} from '../../src/contract/index.ts'
import { hashPassword } from '../auth/password.ts'
import type { Db } from './client.ts'
import {
  content,
  members,
  prices,
  products,
  socialTokens,
  topBanners,
  type NewMember,
  type SocialOutcome,
} from './schema.ts'
import { DEMO_BANNERS, DEMO_POSTS, thumbnailFor } from './seedContent.ts'

/** The password of every demo account except the legacy one (8-20 characters, letter, digit, special). */
export const DEMO_PASSWORD = 'Drape3d!2026'

type DemoMember = Omit<NewMember, 'pwHash' | 'pwSalt' | 'brId'> & { id: string; password?: string }

const person = (
  id: string,
  name: string,
  email: string,
  extra: Partial<DemoMember> = {},
): DemoMember => ({
  id,
  name,
  email,
  memberType: MemberType.PERSONAL,
  isVerifyEmail: true,
  agreement: 1,
  country: 'US',
  ...extra,
})

/** The demo accounts; docs/demo-data.md lists what each one demonstrates. */
export const DEMO_MEMBERS: DemoMember[] = [
  person('personal', 'Pat Personal', 'personal@demo.drape3d.test', {
    country: 'US',
    bCountry: 'US',
    bAddress1: '100 Market St',
    bCity: 'San Francisco',
    bState: 'CA',
    bZipcode: '94105',
  }),
  person('company', 'Atelier Nord Ltd.', 'admin@ateliernord.demo.drape3d.test', {
    memberType: MemberType.COMPANY_USER,
    job: 99,
    country: 'KR',
    preferredLang: 'ko',
  }),
  person('enduser1', 'Kim Min-ji', 'minji@ateliernord.demo.drape3d.test', {
    memberType: MemberType.END_USER,
    comId: 'company',
    agreement: 2,
    country: 'KR',
    preferredLang: 'ko',
  }),
  person('enduser2', 'Lee Seo-yeon', 'seoyeon@ateliernord.demo.drape3d.test', {
    memberType: MemberType.END_USER,
    comId: 'company',
    agreement: 2,
    country: 'KR',
    preferredLang: 'ko',
  }),
  person('enduser3', 'Park Ji-ho', 'jiho@ateliernord.demo.drape3d.test', {
    memberType: MemberType.END_USER,
    comId: 'company',
    agreement: 2,
    country: 'KR',
    preferredLang: 'ko',
  }),
  person('studio', 'Studio Sakura', 'admin@sakura.demo.drape3d.test', {
    memberType: MemberType.COMPANY_USER,
    agreement: 0,
    country: 'JP',
    preferredLang: 'ja',
  }),
  person('sakurauser', 'Sato Yui', 'yui@sakura.demo.drape3d.test', {
    memberType: MemberType.END_USER,
    comId: 'studio',
    agreement: 1,
    country: 'JP',
    preferredLang: 'ja',
  }),
  person('unverified', 'Uma Unverified', 'unverified@demo.drape3d.test', { isVerifyEmail: false }),
  person('noemail', 'Noah Noemail', '', { isVerifyEmail: false }),
  person('legacy01', 'Lee Legacy', 'legacy@demo.drape3d.test', {
    password: 'legacy01',
    country: 'CN',
    preferredLang: 'zh',
  }),
  person('student', 'Sam Student', 'sam@university.demo.drape3d.test', { country: 'GB' }),
  person('suspended', 'Sid Suspended', 'suspended@demo.drape3d.test', { status: 'contact' }),
  person('deleted', 'Dee Deleted', 'deleted@demo.drape3d.test', { status: 'deleted' }),
  person('closet', 'Chloe Closet', 'closet@demo.drape3d.test', {
    memberType: MemberType.CVF_USER,
    closetIntegration: 1,
    isIntegrated: false,
    country: 'FR',
  }),
  person('integrated', 'Ivan Integrated', 'integrated@demo.drape3d.test', {
    memberType: MemberType.CVF_USER,
    closetIntegration: 1,
    isIntegrated: true,
  }),
  person('socialnew', 'Sofia Social', 'sofia@demo.drape3d.test', { agreement: 0 }),
]

/** Codes the local social-platform adapter accepts (spec 1 §4). */
export const DEMO_SOCIAL_CODES: Array<{
  code: string
  outcome: SocialOutcome
  memberId: string | null
}> = [
  { code: 'demo-social-ok', outcome: 'ok', memberId: 'personal' },
  { code: 'demo-social-first', outcome: 'first', memberId: 'socialnew' },
  { code: 'demo-social-warning', outcome: 'warning', memberId: null },
  { code: 'demo-social-blocked', outcome: 'blocked', memberId: null },
  { code: 'demo-social-other', outcome: 'other', memberId: null },
  { code: 'demo-social-unverified', outcome: 'unverified', memberId: 'unverified' },
]

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

/** Hashing is the slow part of seeding; a process that re-seeds (tests) hashes each account once. */
let hashedMembers: Promise<NewMember[]> | null = null
function memberRows(): Promise<NewMember[]> {
  hashedMembers ??= Promise.all(
    DEMO_MEMBERS.map(async ({ password, ...m }) => {
      const { hash, salt } = await hashPassword(password ?? DEMO_PASSWORD)
      return { ...m, brId: m.id, pwHash: hash, pwSalt: salt }
    }),
  )
  return hashedMembers
}

export async function seedDemoData(db: Db, now = new Date()): Promise<void> {
  const rows = await memberRows()
  const catalogue = demoProducts()
  const day = 24 * 60 * 60 * 1000
  await db.transaction(async (tx) => {
    await tx.insert(members).values(rows)
    await tx.insert(socialTokens).values(DEMO_SOCIAL_CODES)
    await tx.insert(products).values(catalogue.map((c) => c.product))
    await tx.insert(prices).values(catalogue.flatMap((c) => c.prices))
    await tx.insert(content).values(
      DEMO_POSTS.flatMap((post) =>
        Object.entries(post.text).map(([lang, text]) => ({
          articleType: post.articleType,
          lang,
          ...text,
          thumbnailUrl: thumbnailFor(post.hue, text.title),
          regDt: new Date(now.getTime() - post.daysAgo * day),
        })),
      ),
    )
    await tx.insert(topBanners).values(
      DEMO_BANNERS.map((b) => ({
        lang: b.lang,
        applyPaths: ['/', '/pricing', '/product'],
        category: 'notice',
        contentDetails: b.contentDetails,
        hexCode: '#1f3a8a',
        opacity: 1,
        topBannerType: 'text',
        url: '/support/news',
        contentDetailsColor: '#ffffff',
      })),
    )
  })
}

/** Seeds the demo data when asked to and the database has no members yet. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(members)
  if ((row?.n ?? 0) > 0) return false
  await seedDemoData(db)
  return true
}

/** Empties every data table (not the settings) and seeds the demo data again: the tests' clean slate. */
export async function resetDemoData(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table members, social_tokens, prices, products, content, top_banners, page_views, tickets restart identity cascade`,
  )
  await seedDemoData(db)
}
