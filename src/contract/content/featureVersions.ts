import { z } from 'zod/mini'

/**
 * The versions of the catalogue (spec 3 §9: 12, 12.1, 12.2); 12 comes only from the archive
 * bundled with the site, the others from GET releases/{version}/features. Apart from the feature
 * calls' schemas: /product/newfeature's search reads them, and it loads with every page.
 */
export const FEATURE_VERSIONS = ['12', '12.1', '12.2'] as const
export const FeatureVersion = z.enum(FEATURE_VERSIONS)
export type FeatureVersion = z.infer<typeof FeatureVersion>
/** The newest version: the page opens on it. */
export const LATEST_FEATURE_VERSION: FeatureVersion = '12.2'
