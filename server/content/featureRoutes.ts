import type { FastifyInstance } from 'fastify'
import sanitizeHtml from 'sanitize-html'
import {
  endpoints,
  ok,
  type ContentLanguage,
  type FeatureMedia,
  type NewFeature,
  type OtherFeature,
  type PatchNote,
  type ReleaseFeatures,
} from '../../src/contract/index.ts'
import {
  FEATURE_VERSIONS,
  RELEASE_API_VERSIONS,
  RELEASE_ENDPOINT,
} from '../../src/contract/content/features.ts'
import { handle } from '../core/index.ts'
import {
  FEATURE_CATALOGUE,
  MANUAL_BASE,
  type FeatureSeed,
  type PatchSeed,
  type VersionSeed,
} from './featureCatalogue.ts'
import { featureMediaUrl } from './featureMedia.ts'

/** Patch notes may keep lists, paragraphs, emphasis and links: nothing that runs (issue 12). */
const PATCH_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'code', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
}
export const cleanPatchHtml = (html: string): string => sanitizeHtml(html, PATCH_HTML)

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const listHtml = (items: readonly string[]): string =>
  `<ul>${items.map((i) => `<li>${escapeText(i)}</li>`).join('')}</ul>`

const mediaOf = (seed: FeatureSeed): FeatureMedia =>
  seed.media === 'video'
    ? {
        kind: 'video',
        webm: featureMediaUrl(seed.slug, 'webm'),
        mp4: featureMediaUrl(seed.slug, 'mp4'),
        poster: featureMediaUrl(seed.slug, 'poster'),
      }
    : {
        kind: 'image',
        url: featureMediaUrl(seed.slug, 'full'),
        url768: featureMediaUrl(seed.slug, '768'),
        url375: featureMediaUrl(seed.slug, '375'),
      }

const manualOf = (article: number) => `${MANUAL_BASE}/articles/${String(article)}`

function keyFeatureOf(
  v: VersionSeed,
  seed: FeatureSeed,
  i: number,
  lang: ContentLanguage,
): NewFeature {
  const [title, body] = seed.copy[lang]
  return {
    contentSeq: seed.article,
    title,
    body,
    manualUrl: manualOf(seed.article),
    regDt: `${v.lastUpdate}T00:00:00.000Z`,
    filePath: `/media/features/`,
    fileName: `${seed.slug}-${String(i + 1)}`,
    fileUrl: mediaOf(seed),
  }
}
function otherFeatureOf(seed: FeatureSeed, lang: ContentLanguage): OtherFeature {
  const [title, body] = seed.copy[lang]
  return {
    contentSeq: seed.article,
    title,
    body,
    manualUrl: manualOf(seed.article),
    fileUrl: mediaOf(seed),
  }
}
const patchOf = (p: PatchSeed, i: number, lang: ContentLanguage): PatchNote => ({
  contentSeq: i + 1,
  body1: cleanPatchHtml(listHtml(p.features[lang])),
  body2: cleanPatchHtml(listHtml(p.fixes[lang])),
  minorVer: p.minorVer,
  patchDt: p.patchDt,
})

/** The normalised release view of a version in a content language (spec 3 §3). */
export function releaseOf(v: VersionSeed, lang: ContentLanguage): ReleaseFeatures {
  const keyFeatures = v.keyFeatures.map((f, i) => keyFeatureOf(v, f, i, lang))
  const otherFeatures = v.otherFeatures.map((f) => otherFeatureOf(f, lang))
  return {
    currentVersion: v.version,
    lastUpdate: v.lastUpdate,
    thumbnail: {
      url: featureMediaUrl(`main-${v.version}`, 'full'),
      url768: featureMediaUrl(`main-${v.version}`, '768'),
      url375: featureMediaUrl(`main-${v.version}`, '375'),
      position: v.position,
      color: v.color,
      copyright: '© Drape3D',
    },
    versionManual: `${MANUAL_BASE}/sections/${v.version.replace('.', '')}00`,
    keyFeatures,
    allFeatures: [...v.keyFeatures, ...v.otherFeatures].map((f) => otherFeatureOf(f, lang)),
    otherFeatures,
    patchNotes: v.patches.map((p, i) => patchOf(p, i, lang)),
  }
}

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
      Promise.resolve({ result: ok(), release: releaseOf(seedOf(version), input.lang) }),
    )
  handle(fastify, endpoints.GetNewFeatureVersionList, () =>
    Promise.resolve({ result: ok(), versionList: [...FEATURE_VERSIONS] }),
  )
  handle(fastify, endpoints.GetNewFeatureList, (input) => {
    const release = releaseOf(seedOf(input.version), input.lang)
    return Promise.resolve({
      result: ok(),
      newFeature: release.keyFeatures,
      otherFeatures: release.otherFeatures,
      patchNote: release.patchNotes,
    })
  })
}
