import type { FastifyInstance } from 'fastify'
import sanitizeHtml from 'sanitize-html'
import { endpoints, ok } from '../../src/contract/index.ts'
import {
  FEATURE_VERSIONS,
  RELEASE_API_VERSIONS,
  RELEASE_ENDPOINT,
} from '../../src/contract/content/features.ts'
import { handle } from '../core/index.ts'
import { releaseOf, type VersionSeed } from '../../src/contract/content/featureRelease.ts'
import { FEATURE_CATALOGUE } from './featureCatalogue.ts'

/** Patch notes may keep lists, paragraphs, emphasis and links: nothing that runs (issue 12). */
const PATCH_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'code', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
}
export const cleanPatchHtml = (html: string): string => sanitizeHtml(html, PATCH_HTML)

const seedOf = (version: string): VersionSeed => {
  const seed = FEATURE_CATALOGUE.find((v) => v.version === version)
  if (!seed) throw new Error(`no catalogue for ${version}`)
  return seed
}

/** New features and patch notes (spec 3 §7); version 12 is not served: it is archived with the site. */
export function registerFeatures(fastify: FastifyInstance): void {
  handle(fastify, endpoints.releases, () =>
    Promise.resolve({
      result: ok(),
      releases: FEATURE_VERSIONS.map((version) => ({
        version,
        lastUpdate:
          FEATURE_CATALOGUE.find((v) => v.version === version)?.lastUpdate ?? '2025-11-18',
      })),
    }),
  )
  for (const version of RELEASE_API_VERSIONS)
    handle(fastify, RELEASE_ENDPOINT[version], (input) =>
      Promise.resolve({
        result: ok(),
        release: releaseOf(seedOf(version), input.lang, cleanPatchHtml),
      }),
    )
  handle(fastify, endpoints.GetNewFeatureVersionList, () =>
    Promise.resolve({ result: ok(), versionList: [...FEATURE_VERSIONS] }),
  )
  handle(fastify, endpoints.GetNewFeatureList, (input) => {
    const release = releaseOf(seedOf(input.version), input.lang, cleanPatchHtml)
    return Promise.resolve({
      result: ok(),
      newFeature: release.keyFeatures,
      otherFeatures: release.otherFeatures,
      patchNote: release.patchNotes,
    })
  })
}
