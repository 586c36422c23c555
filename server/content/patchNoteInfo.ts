import type { FastifyInstance } from 'fastify'
import {
  endpoints,
  INSTALLER_BIT_TYPE,
  INSTALLER_OS,
  ok,
  type PatchNoteInfoResponse,
} from '../../src/contract/index.ts'
import { ARCHIVE_12_PATCHES } from '../../src/contract/content/archivePatches12.ts'
import { listHtml } from '../../src/contract/content/featureRelease.ts'
import { handle } from '../core/index.ts'
import { FEATURE_CATALOGUE } from './featureCatalogue.ts'
import { cleanPatchHtml } from './featureRoutes.ts'

/** One installer build: what it adds and fixes (English, as the installers' own notes are written). */
interface Build {
  minorVer: string
  patchDt: string
  features: readonly string[]
  fixes: readonly string[]
}

/** The 7 line's builds (spec 3 §9: "Patch notes include versions such as 7.3.133 through 7.1.131"). */
const SEVEN: Record<string, readonly Build[]> = {
  '7.3': [
    {
      minorVer: '7.3.133',
      patchDt: '2025-06-24',
      features: ['Avatar poses import from FBX with their timing.'],
      fixes: ['Fixed trims losing their colour after a fabric change.'],
    },
    {
      minorVer: '7.3.132',
      patchDt: '2025-05-13',
      features: ['First release of 7.3.'],
      fixes: ['Fixed the simulation stopping on very small patterns.'],
    },
  ],
  '7.2': [
    {
      minorVer: '7.2.132',
      patchDt: '2025-02-04',
      features: ['Fabric presets can be shared as files.'],
      fixes: ['Fixed the 3D window flickering on some graphics cards.'],
    },
  ],
  '7.1': [
    {
      minorVer: '7.1.131',
      patchDt: '2024-10-22',
      features: ['Measurements export to CSV.'],
      fixes: ['Fixed pleats folding the wrong way after undo.'],
    },
  ],
}

/** The builds of a major version, newest first: 12.0 from the archive's patches, 12.1 and 12.2 from the feature catalogue. */
function buildsOf(major: string): readonly Build[] {
  const english = (patches: typeof ARCHIVE_12_PATCHES): Build[] =>
    patches.map((p) => ({
      minorVer: p.minorVer,
      patchDt: p.patchDt,
      features: p.features.en,
      fixes: p.fixes.en,
    }))
  if (major === '12.0') return english(ARCHIVE_12_PATCHES)
  const release = FEATURE_CATALOGUE.find((v) => v.version === major)
  if (release) return english(release.patches)
  return SEVEN[major] ?? []
}

/** The products offered at every version (spec 2 §3 download product list). */
const PRODUCTS = [
  { productGroup: 1, saleType: 1, product: 'Drape3D Personal' },
  { productGroup: 1, saleType: 2, product: 'Drape3D Enterprise' },
] as const
const INSTALLER_PRODUCT = 'Drape3D'

/** The patch notes, products and installers of one version above 7 (the contract refuses any other). */
export function patchNoteInfo(major: string): PatchNoteInfoResponse {
  const builds = buildsOf(major)
  return {
    result: ok(),
    patchNote: builds.map((b, i) => ({
      contentSeq: i + 1,
      body1: cleanPatchHtml(listHtml(b.features)),
      body2: cleanPatchHtml(listHtml(b.fixes)),
      minorVer: b.minorVer,
      patchDt: b.patchDt,
    })),
    productList: PRODUCTS.map((p) => ({ ...p, version: major })),
    archiveList: builds.flatMap((b) =>
      [INSTALLER_OS.windows, INSTALLER_OS.mac].map((osType) => ({
        Product: INSTALLER_PRODUCT,
        version: b.minorVer,
        osType,
        bitType: INSTALLER_BIT_TYPE,
      })),
    ),
  }
}

/** GET PatchNoteInfo?param (spec 3 §7, spec 2 §7): a static catalogue, answered from memory. */
export function registerPatchNoteInfo(fastify: FastifyInstance): void {
  handle(fastify, endpoints.PatchNoteInfo, (input) => Promise.resolve(patchNoteInfo(input.param)))
}
