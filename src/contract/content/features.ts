import { z } from 'zod/mini'
import { endpoint } from '../core/endpoint.ts'
import { none, withResult } from '../core/envelope.ts'
import { isOfferedVersion } from '../support/contact.ts'
import { ContentLang } from './content.ts'

/**
 * New features and patch notes, key features, tutorials (spec 3 §2, §3, §7, §8, §9).
 * The versions of the catalogue (spec 3 §9: 12, 12.1, 12.2); 12 comes only from the archive
 * bundled with the site, the others from GET releases/{version}/features.
 */
export const FEATURE_VERSIONS = ['12', '12.1', '12.2'] as const
export const FeatureVersion = z.enum(FEATURE_VERSIONS)
export type FeatureVersion = z.infer<typeof FeatureVersion>
/** The versions the release API serves; 12 is archived (spec 3 §7). */
export const RELEASE_API_VERSIONS = ['12.1', '12.2'] as const
export type ReleaseApiVersion = (typeof RELEASE_API_VERSIONS)[number]
/** The newest version: the page opens on it. */
export const LATEST_FEATURE_VERSION: FeatureVersion = '12.2'
/** Spec 3 §9: images are responsive at 768px and 375px. */
export const RESPONSIVE_WIDTHS = [768, 375] as const
/** The placeholder of a manual link's help-centre language segment (spec 3 §2, §3). */
export const MANUAL_LANG = '{lang}'

/** An image with its 768px and 375px variants (spec 3 §9). */
export const ResponsiveImage = z.object({
  url: z.string(),
  url768: z.string(),
  url375: z.string(),
})
export type ResponsiveImage = z.infer<typeof ResponsiveImage>

/** A feature's media (spec 3 §3 fileUrl): a single image, or a video pair webm and mp4. */
export const FeatureMedia = z.discriminatedUnion('kind', [
  z.extend(ResponsiveImage, { kind: z.literal('image') }),
  z.object({ kind: z.literal('video'), webm: z.string(), mp4: z.string(), poster: z.string() }),
])
export type FeatureMedia = z.infer<typeof FeatureMedia>

/** A key ("new") feature of a version (spec 3 §3 newFeature). manualUrl holds `{lang}`. */
export const NewFeature = z.object({
  contentSeq: z.number().check(z.int()),
  title: z.string(),
  body: z.string(),
  manualUrl: z.string(),
  regDt: z.string(),
  filePath: z.string(),
  fileName: z.string(),
  fileUrl: FeatureMedia,
})
export type NewFeature = z.infer<typeof NewFeature>

/** Another feature of a version (spec 3 §3 otherFeatures). */
export const OtherFeature = z.object({
  contentSeq: z.number().check(z.int()),
  title: z.string(),
  body: z.string(),
  manualUrl: z.string(),
  fileUrl: FeatureMedia,
})
export type OtherFeature = z.infer<typeof OtherFeature>

/** A patch of a version (spec 3 §3 patchNote): body1 features, body2 fixes, both HTML cleaned by the server. */
export const PatchNote = z.object({
  contentSeq: z.number().check(z.int()),
  body1: z.string(),
  body2: z.string(),
  minorVer: z.string(),
  patchDt: z.string(),
})
export type PatchNote = z.infer<typeof PatchNote>

/** The main visual of a version (spec 3 §3 per-version thumbnail data). */
export const VersionThumbnail = z.extend(ResponsiveImage, {
  position: z.string(),
  color: z.string(),
  copyright: z.string(),
})
export type VersionThumbnail = z.infer<typeof VersionThumbnail>

/** The normalised release view (spec 3 §3). */
export const ReleaseFeatures = z.object({
  currentVersion: FeatureVersion,
  lastUpdate: z.string(),
  thumbnail: VersionThumbnail,
  /** The version's manual, with the `{lang}` placeholder. */
  versionManual: z.string(),
  keyFeatures: z.array(NewFeature),
  allFeatures: z.array(OtherFeature),
  otherFeatures: z.array(OtherFeature),
  patchNotes: z.array(PatchNote),
})
export type ReleaseFeatures = z.infer<typeof ReleaseFeatures>

export const ReleaseListResponse = withResult({
  releases: z.array(z.object({ version: FeatureVersion, lastUpdate: z.string() })),
})
export const ReleaseFeaturesRequest = z.strictObject({ lang: ContentLang })
export const ReleaseFeaturesResponse = withResult({ release: ReleaseFeatures })

/** The raw catalogue of a version (spec 3 §3, §7 GetNewFeatureList). */
export const NewFeatureListRequest = z.strictObject({
  version: z.enum(RELEASE_API_VERSIONS),
  lang: ContentLang,
})
export const NewFeatureListResponse = withResult({
  newFeature: z.array(NewFeature),
  otherFeatures: z.array(OtherFeature),
  patchNote: z.array(PatchNote),
})
export const NewFeatureVersionListResponse = withResult({ versionList: z.array(FeatureVersion) })

/**
 * The installer downloads of one product version (spec 3 §7 "file PatchNoteInfo returns
 * patchNote, productList, archiveList"; spec 2 §7 "GET PatchNoteInfo?param"): `param` is the major
 * version (spec 3 §9: only product versions above 7 are listed), its builds' patch notes newest
 * first (7.3.133 … 7.1.131), the products offered for it, and every build's installers.
 */
export const PatchNoteInfoRequest = z.strictObject({
  param: z
    .string()
    .check(
      z.maxLength(10),
      z.refine(isOfferedVersion, 'param must be a product version above 7 (7.1 … 12.2)'),
    ),
})
export type PatchNoteInfoRequest = z.infer<typeof PatchNoteInfoRequest>
/** Operating systems and the one bit type of an installer (spec 2 §4: Windows 2003, Mac 2202, bit type 3001). */
export const INSTALLER_OS = { windows: 2003, mac: 2202 } as const
export const INSTALLER_BIT_TYPE = 3001
/** A product offered at a version (spec 2 §3 download product list: productGroup, saleType, product). */
export const DownloadProduct = z.object({
  productGroup: z.number().check(z.int()),
  saleType: z.number().check(z.int()),
  product: z.string(),
  version: z.string(),
})
export type DownloadProduct = z.infer<typeof DownloadProduct>
/** One build's installer for one system (spec 2 §3 archive list: Product, osType, bitType). */
export const ArchiveInstaller = z.object({
  Product: z.string(),
  version: z.string(),
  osType: z.number().check(z.int()),
  bitType: z.number().check(z.int()),
})
export type ArchiveInstaller = z.infer<typeof ArchiveInstaller>
export const PatchNoteInfoResponse = withResult({
  patchNote: z.array(PatchNote),
  productList: z.array(DownloadProduct),
  archiveList: z.array(ArchiveInstaller),
})
export type PatchNoteInfoResponse = z.infer<typeof PatchNoteInfoResponse>

/** Tutorials (spec 3 §7). */
export const Tutorial = z.object({
  seq: z.number().check(z.int()),
  title: z.string(),
  summary: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  minutes: z.number().check(z.int()),
  thumbnailUrl: z.string(),
})
export type Tutorial = z.infer<typeof Tutorial>
export const TutorialDetail = z.extend(Tutorial, {
  body: z.string(),
  webm: z.string(),
  mp4: z.string(),
})
export type TutorialDetail = z.infer<typeof TutorialDetail>
export const TutorialListRequest = z.strictObject({ Language: ContentLang })
export const TutorialListResponse = withResult({ list: z.array(Tutorial) })
/** GET GetTutorialView?Seq&Language; the query comes as text: a whole number from 1, at most 9 digits. */
export const TutorialViewRequest = z.strictObject({
  Seq: z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,8}$/, 'must be a whole number from 1')),
    z.transform(Number),
  ),
  Language: ContentLang,
})
export const TutorialViewResponse = withResult({ info: z.nullable(TutorialDetail) })
/** errCode of a tutorial that does not exist (spec 3 §8: thrown as "{errCode}:{errMsg}"). */
export const TUTORIAL_NOT_FOUND = -404

const releaseFeatures = (version: ReleaseApiVersion) =>
  endpoint({
    name: `releases/${version}/features`,
    method: 'GET',
    path: `/api/releases/${version}/features`,
    request: ReleaseFeaturesRequest,
    response: ReleaseFeaturesResponse,
    auth: 'public',
    summary: `The release view of version ${version} in a content language.`,
  })

/** New features, patch notes and tutorials (spec 3 §7): this part of the endpoint table. */
export const featureEndpoints = {
  releases: endpoint({
    name: 'releases',
    method: 'GET',
    path: '/api/releases',
    request: none,
    response: ReleaseListResponse,
    auth: 'public',
    summary: 'The released versions of the feature catalogue.',
  }),
  releaseFeatures121: releaseFeatures('12.1'),
  releaseFeatures122: releaseFeatures('12.2'),
  GetNewFeatureVersionList: endpoint({
    name: 'GetNewFeatureVersionList',
    method: 'POST',
    path: '/api/Content/GetNewFeatureVersionList',
    request: none,
    response: NewFeatureVersionListResponse,
    auth: 'public',
    summary: 'The versions of the new-feature catalogue.',
  }),
  GetNewFeatureList: endpoint({
    name: 'GetNewFeatureList',
    method: 'POST',
    path: '/api/Content/GetNewFeatureList',
    request: NewFeatureListRequest,
    response: NewFeatureListResponse,
    auth: 'public',
    summary: 'The new features, other features and patch notes of a version.',
  }),
  PatchNoteInfo: endpoint({
    name: 'PatchNoteInfo',
    method: 'GET',
    path: '/api/Content/PatchNoteInfo',
    request: PatchNoteInfoRequest,
    response: PatchNoteInfoResponse,
    auth: 'public',
    summary:
      'The patch notes, products and installers of a product version above 7 (a static catalogue: read, never limited).',
  }),
  GetTutorialList: endpoint({
    name: 'GetTutorialList',
    method: 'GET',
    path: '/api/Content/GetTutorialList',
    request: TutorialListRequest,
    response: TutorialListResponse,
    auth: 'public',
    summary: 'The tutorials in a content language.',
  }),
  GetTutorialView: endpoint({
    name: 'GetTutorialView',
    method: 'GET',
    path: '/api/Content/GetTutorialView',
    request: TutorialViewRequest,
    response: TutorialViewResponse,
    auth: 'public',
    summary: 'One tutorial; errCode -404 when it does not exist.',
  }),
}

/** The release endpoint of each version the API serves. */
export const RELEASE_ENDPOINT = {
  '12.1': featureEndpoints.releaseFeatures121,
  '12.2': featureEndpoints.releaseFeatures122,
} as const
