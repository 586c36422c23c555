import type { FastifyInstance } from 'fastify'
import { registerFeatureMedia } from './featureMedia.ts'
import { registerFeatures } from './featureRoutes.ts'
import { registerPatchNoteInfo } from './patchNoteInfo.ts'
import { registerTutorials } from './tutorialRoutes.ts'

/**
 * New features, patch notes (the releases' and the installers'), tutorials and their artwork
 * (spec 3 §2, §3, §7).
 */
export function registerFeatureArea(fastify: FastifyInstance): void {
  registerFeatures(fastify)
  registerPatchNoteInfo(fastify)
  registerTutorials(fastify)
  registerFeatureMedia(fastify)
}
