import type { EventFrom, SnapshotFrom } from 'xstate'
import {
  FEATURE_VERSIONS,
  type FeatureVersion,
  type ReleaseFeatures,
} from '../../../contract/index.ts'
import type { featureReleaseMachine } from '../../../machines/content/featureRelease.ts'

/** What the new-features page shows (spec 3 §2, §3, §8). */
export interface FeatureReleaseApi {
  versions: readonly FeatureVersion[]
  version: FeatureVersion
  release: ReleaseFeatures | null
  loading: boolean
  failed: boolean
  select: (version: FeatureVersion) => void
  retry: () => void
}

export function connectFeatureRelease(
  state: SnapshotFrom<typeof featureReleaseMachine>,
  send: (event: EventFrom<typeof featureReleaseMachine>) => void,
): FeatureReleaseApi {
  return {
    versions: FEATURE_VERSIONS,
    version: state.context.version,
    release: state.context.release,
    loading: state.matches('loading'),
    failed: state.matches('failed'),
    select: (version) => send({ type: 'release.select', version }),
    retry: () => send({ type: 'release.retry' }),
  }
}
