/** The content area as other areas and the tests see it. */
export { DEMO_POSTS, DEMO_BANNERS } from './seed.ts'
