import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Account status: active, contact (suspended: must contact support, spec 1 §4), deleted. */
export const MEMBER_STATUSES = ['active', 'contact', 'deleted'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

export const MEMBER_EMAIL_UNIQUE = 'members_email_unique'

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
  (t) => [
    // One member per e-mail (spec 1 §5: -5 already used), whatever its case; a deleted member's
    // address is free again. The database decides, so two parallel sign-ups cannot both get it.
    uniqueIndex(MEMBER_EMAIL_UNIQUE)
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> '' and ${t.status} <> 'deleted'`),
    index('members_com_id_idx').on(t.comId),
  ],
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

/** What a session may do: everything, or only change a password that still equals the id. */
export const SESSION_SCOPES = ['full', 'passwordChange'] as const
export type SessionScope = (typeof SESSION_SCOPES)[number]

/**
 * One row per sign-in (issue 10): the token's jti is the id. Revocation is a row update, so it
 * survives restarts and every instance on the same database sees it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    /** The User-Agent of the sign-in, cut to 200 characters. */
    device: text('device').notNull().default(''),
    scope: text('scope', { enum: SESSION_SCOPES }).notNull().default('full'),
    /** isRememberMe: a 2-day cookie; otherwise a browser-session cookie. */
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_member_idx').on(t.memberId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
)
export type SessionRow = typeof sessions.$inferSelect

/** Redeemed captcha solutions (by challenge signature), so each one signs in once. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
)

/**
 * The growing delay of an account past its sign-in limit (issue 10): the next captcha-solved attempt
 * is evaluated no earlier than `next_at` (database time, the same for every instance).
 */
export const signInHolds = pgTable('sign_in_holds', {
  accountId: text('account_id').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
})

/** Raw bytes (PostgreSQL bytea). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * Each member's profile picture (spec 1 §7 UploadProfile), one row per member, in the database so
 * every instance on it serves the same picture. Written only once the whole file was received under
 * the limit and its first bytes said it is an image.
 */
export const profileImages = pgTable('profile_images', {
  memberId: text('member_id').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytes('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Why members left (spec 1 §7 DeleteUser surveyTxt), for the analysts; one row per deletion. */
export const accountDeletions = pgTable('account_deletions', {
  memberId: text('member_id').primaryKey(),
  surveyTxt: text('survey_txt').notNull().default(''),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
})
