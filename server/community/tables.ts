import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * The local community feed (spec 3 §3, §7): posts written in one content language (en, cn, kr, jp)
 * by a creator, in a category (news 100, spotlight 110), with tags. The two indexes serve the keyset
 * paging of both sorts: (category, sort key, id), read backwards.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    category: integer('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    creatorId: text('creator_id').notNull(),
    creatorName: text('creator_name').notNull(),
    likes: integer('likes').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('community_posts_latest_idx').on(t.category, t.publishedAt.desc(), t.id.desc()),
    index('community_posts_popular_idx').on(t.category, t.likes.desc(), t.id.desc()),
    index('community_posts_creator_idx').on(t.creatorId),
  ],
)

/** A post's stored translation into another content language (the local feed translates nothing itself). */
export const communityTranslations = pgTable(
  'community_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.language] })],
)
