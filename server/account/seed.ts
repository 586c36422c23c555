import { MemberType } from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { hashPassword } from './password.ts'
import { members, socialTokens, type NewMember, type SocialOutcome } from './tables.ts'

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
  // A second buyer with a US billing address, for a checkout that moves its billing country to
  // China (SetBillAddress saves it): the other checkouts of \`personal\` keep their US address.
  person('shopper', 'Sam Shopper', 'shopper@demo.drape3d.test', {
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

const DEMO_ACCOUNT_AGE_MS = 30 * 86_400_000

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

/** The demo accounts and the social sign-in demo codes (docs/demo-data.md). */
export async function seedAccounts(db: Db): Promise<void> {
  // The demo accounts are established ones: joined a month ago, so no end user shows as NEW (spec 2 §4).
  const joined = new Date(Date.now() - DEMO_ACCOUNT_AGE_MS)
  const rows = (await memberRows()).map((m) => ({ ...m, createdAt: joined }))
  await db.transaction(async (tx) => {
    await tx.insert(members).values(rows)
    await tx.insert(socialTokens).values(DEMO_SOCIAL_CODES)
  })
}
