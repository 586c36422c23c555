import { index, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

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
  // seq last: a page's order (newest first, then seq) is read off the index, never sorted
  (t) => [index('content_list_idx').on(t.articleType, t.lang, t.regDt, t.seq)],
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
