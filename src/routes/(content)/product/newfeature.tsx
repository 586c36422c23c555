import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { FeatureVersion, LATEST_FEATURE_VERSION } from '../../../contract/index.ts'
import { featureReleaseMachine } from '../../../machines/content/featureRelease.ts'
import { NewFeaturePage } from '../../../views/content/features/NewFeaturePage.tsx'
import { optionalParam } from '../../-search.ts'
import { settle } from '../../-settle.ts'

/** The version in the address (a number there), or the newest. */
const versionOf = (v: number | undefined): FeatureVersion =>
  FeatureVersion.safeParse(v === undefined ? undefined : String(v)).data ?? LATEST_FEATURE_VERSION

export const Route = createFileRoute('/(content)/product/newfeature')({
  /** `?version=12 | 12.1 | 12.2` (spec 3 §9); anything else opens the newest version. */
  validateSearch: z.object({
    // The router reads `?version=12.1` as the number 12.1 and writes a text "12.1" back quoted:
    // the version is checked as text and kept as the number, so the address stays ?version=12.1.
    version: optionalParam(
      z.pipe(
        z.pipe(
          z.union([z.string(), z.number()]),
          z.transform((v) => String(v)),
        ),
        z.pipe(FeatureVersion, z.transform(Number)),
      ),
    ),
  }),
  /**
   * The release of the version in the address, settled by its machine so the page arrives with it
   * (rendered on the server). Choosing another version changes only the search: the page's own
   * actor asks for it, so the loader runs once.
   */
  shouldReload: false,
  loaderDeps: ({ search }) => ({ version: versionOf(search.version) }),
  loader: async ({ context, deps }) => {
    const { persisted, snapshot } = await settle(
      featureReleaseMachine,
      { language: context.language, version: deps.version },
      (s) => !s.matches('loading'),
    )
    return snapshot.matches('ready') ? persisted : undefined
  },
  component: function NewFeature() {
    const version = versionOf(Route.useSearch().version)
    return <NewFeaturePage snapshot={Route.useLoaderData()} version={version} />
  },
})
