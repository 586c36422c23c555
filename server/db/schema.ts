import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

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

/** Sellable products: one row per pricing route of spec 2 §2. */
export const products = pgTable('products', {
  prdOptSeq: integer('prd_opt_seq').primaryKey(),
  prdSeq: integer('prd_seq').notNull(),
  userType: text('user_type').notNull(),
  licenseType: text('license_type').notNull(),
  period: text('period').notNull(),
  productGroup: smallint('product_group').notNull(),
  saleType: smallint('sale_type').notNull(),
  license: smallint('license').notNull(),
  version: text('version').notNull(),
  edition: smallint('edition').notNull(),
  prevVersion: text('prev_version').notNull(),
})

/** A product's price in one currency (USD, CNY). */
export const prices = pgTable(
  'prices',
  {
    prdOptSeq: integer('prd_opt_seq')
      .notNull()
      .references(() => products.prdOptSeq, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    salePrice: numeric('sale_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.prdOptSeq, t.currency] })],
)

/** News, case studies and other posts (spec 3 §7); lang is a content language (en, cn, kr, jp). */
export const content = pgTable(
  'content',
  {
    seq: serial('seq').primaryKey(),
    articleType: text('article_type').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    regDt: timestamp('reg_dt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_list_idx').on(t.articleType, t.lang, t.regDt)],
)

/** Top banners (spec 1 §2, spec 3 §3); applyPaths lists the page paths it shows on ('*' for all). */
export const topBanners = pgTable('top_banners', {
  id: serial('id').primaryKey(),
  lang: text('lang').notNull(),
  applyPaths: jsonb('apply_paths').$type<string[]>().notNull(),
  category: text('category').notNull(),
  contentDetails: text('content_details').notNull(),
  hexCode: text('hex_code').notNull(),
  imgView: text('img_view').notNull().default(''),
  opacity: numeric('opacity', { precision: 3, scale: 2, mode: 'number' }).notNull().default(1),
  topBannerType: text('top_banner_type').notNull(),
  url: text('url').notNull().default(''),
  contentDetailsColor: text('content_details_color').notNull(),
})

/** Page-view log events (spec 1 §3, §7). */
export const pageViews = pgTable('page_views', {
  id: serial('id').primaryKey(),
  userId: text('user_id').notNull(),
  uid: text('uid').notNull(),
  url: text('url').notNull(),
  referer: text('referer').notNull(),
  device: text('device').notNull(),
  eventTimestamp: bigint('event_timestamp', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Tickets of the local help-desk adapter (spec 3 §3). */
export const tickets = pgTable('tickets', {
  id: serial('id').primaryKey(),
  requesterName: text('requester_name').notNull(),
  requesterEmail: text('requester_email').notNull(),
  subject: text('subject').notNull(),
  htmlBody: text('html_body').notNull(),
  uploads: jsonb('uploads').$type<string[]>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  customFields: jsonb('custom_fields').$type<Array<{ id: number; value: string }>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Server settings that must survive restarts (the generated session secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})
