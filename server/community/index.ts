/** The community area as other areas, the bench and the tests see it. */
export {
  DEMO_COMMUNITY_POSTS,
  HOSTILE_POST_HTML,
  generatePost,
  insertGeneratedPosts,
} from './seed.ts'
export { COUNT_TTL_MS, LocalCommunityFeed, type CommunityFeed } from './feed.ts'
