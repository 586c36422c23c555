import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/** Account status: active, contact (suspended: must contact support, spec 1 §4), deleted. */
export const MEMBER_STATUSES = ['active', 'contact', 'deleted'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

/** Members (spec 1 §3). Ids are stored lower-case; the password is an scrypt hash with its own salt. */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    pwHash: text('pw_hash').notNull(),
    pwSalt: text('pw_salt').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    comId: text('com_id').notNull().default(''),
    brId: text('br_id').notNull(),
    memberType: smallint('member_type').notNull(),
    isVerifyEmail: boolean('is_verify_email').notNull().default(false),
    agreement: smallint('agreement').notNull().default(0),
    country: text('country').notNull().default(''),
    preferredLang: text('preferred_lang').notNull().default('en'),
    job: integer('job').notNull().default(99),
    /** 1 when the member asked for subscription alerts (SetMemberField subscriptionAlert). */
    subscriptionAlert: smallint('subscription_alert').notNull().default(0),
    closetIntegration: smallint('closet_integration').notNull().default(0),
    isIntegrated: boolean('is_integrated').notNull().default(false),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    filePath: text('file_path').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    pic: text('pic').notNull().default(''),
    picUrl: text('pic_url').notNull().default(''),
    bCountry: text('b_country').notNull().default(''),
    bAddress1: text('b_address1').notNull().default(''),
    bAddress2: text('b_address2').notNull().default(''),
    bCity: text('b_city').notNull().default(''),
    bState: text('b_state').notNull().default(''),
    bZipcode: text('b_zipcode').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('members_email_idx').on(t.email), index('members_com_id_idx').on(t.comId)],
)
export type MemberRow = typeof members.$inferSelect
export type NewMember = typeof members.$inferInsert

/** What the local social-platform adapter answers for a code (spec 1 §4). */
export const SOCIAL_OUTCOMES = ['ok', 'first', 'warning', 'blocked', 'other', 'unverified'] as const
export type SocialOutcome = (typeof SOCIAL_OUTCOMES)[number]

export const socialTokens = pgTable('social_tokens', {
  code: text('code').primaryKey(),
  outcome: text('outcome', { enum: SOCIAL_OUTCOMES }).notNull(),
  memberId: text('member_id'),
})
