import type { ContentLanguage } from '../core/codes.ts'
import type {
  FeatureMedia,
  FeatureVersion,
  NewFeature,
  OtherFeature,
  PatchNote,
  ReleaseFeatures,
} from './features.ts'

/**
 * A version's features as written (spec 3 §3, §7), and the release view made from them: the
 * server serves 12.1 and 12.2 from its catalogue, the site bundles version 12's archive; both
 * shape the same view with the functions below.
 */
export type Copy = Record<ContentLanguage, readonly [title: string, body: string]>

export interface FeatureSeed {
  /** Names the media files (`/media/features/<slug>.svg` and its 768 and 375 variants). */
  slug: string
  media: 'image' | 'video'
  /** The help-centre article of the feature's manual. */
  article: number
  copy: Copy
}

export interface PatchSeed {
  minorVer: string
  patchDt: string
  /** body1: what the patch adds; body2: what it fixes (spec 3 §3), a list item each. */
  features: Record<ContentLanguage, readonly string[]>
  fixes: Record<ContentLanguage, readonly string[]>
}

export interface VersionSeed<TVersion extends FeatureVersion = FeatureVersion> {
  version: TVersion
  lastUpdate: string
  /** The main visual's colour and where its subject sits. */
  color: string
  position: string
  keyFeatures: readonly FeatureSeed[]
  otherFeatures: readonly FeatureSeed[]
  patches: readonly PatchSeed[]
}

export const MANUAL_BASE = 'https://help.drape3d.com/hc/{lang}'
export const FEATURE_MEDIA_PATH = '/media/features'

/** The artwork's variants: the full image, its 768px and 375px versions, a video's poster and files. */
export type MediaVariant = 'full' | '768' | '375' | 'poster' | 'webm' | 'mp4'

export function featureMediaUrl(slug: string, variant: MediaVariant): string {
  if (variant === 'webm' || variant === 'mp4') return `${FEATURE_MEDIA_PATH}/${slug}.${variant}`
  return `${FEATURE_MEDIA_PATH}/${slug}${variant === 'full' ? '' : `-${variant}`}.svg`
}

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

const keyFeatureOf = (
  v: VersionSeed,
  seed: FeatureSeed,
  i: number,
  lang: ContentLanguage,
): NewFeature => ({
  ...otherFeatureOf(seed, lang),
  regDt: `${v.lastUpdate}T00:00:00.000Z`,
  filePath: `${FEATURE_MEDIA_PATH}/`,
  fileName: `${seed.slug}-${String(i + 1)}`,
})

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A patch's items as an HTML list, their text escaped. */
export const listHtml = (items: readonly string[]): string =>
  `<ul>${items.map((i) => `<li>${escapeText(i)}</li>`).join('')}</ul>`

/**
 * The normalised release view of a version in a content language (spec 3 §3). `cleanHtml` is the
 * server's allow-list for the patch notes; the archive's own lists need none.
 */
export function releaseOf(
  v: VersionSeed,
  lang: ContentLanguage,
  cleanHtml: (html: string) => string = (html) => html,
): ReleaseFeatures {
  const patchOf = (p: PatchSeed, i: number): PatchNote => ({
    contentSeq: i + 1,
    body1: cleanHtml(listHtml(p.features[lang])),
    body2: cleanHtml(listHtml(p.fixes[lang])),
    minorVer: p.minorVer,
    patchDt: p.patchDt,
  })
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
    keyFeatures: v.keyFeatures.map((f, i) => keyFeatureOf(v, f, i, lang)),
    allFeatures: [...v.keyFeatures, ...v.otherFeatures].map((f) => otherFeatureOf(f, lang)),
    otherFeatures: v.otherFeatures.map((f) => otherFeatureOf(f, lang)),
    patchNotes: v.patches.map(patchOf),
  }
}
