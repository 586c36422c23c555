import type { FastifyInstance } from 'fastify'
import { registerFeatureMedia } from './featureMedia.ts'
import { registerFeatures } from './featureRoutes.ts'
import { registerTutorials } from './tutorialRoutes.ts'

/** New features, patch notes, tutorials and their artwork (spec 3 §2, §3, §7). */
export function registerFeatureArea(fastify: FastifyInstance): void {
  registerFeatures(fastify)
  registerTutorials(fastify)
  registerFeatureMedia(fastify)
}
