import type { FeatureReleaseContext } from '../../../src/machines/content/featureRelease.ts'
import type { MachineObserver } from '../observers.ts'

/** How the new-features page is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as FeatureReleaseContext
    return {
      loading: s.matches('loading'),
      version: c.version,
      keyFeatures: c.release?.keyFeatures.map((f) => f.title) ?? [],
      otherFeatures: c.release?.otherFeatures.map((f) => f.title) ?? [],
      patchNotes: c.release?.patchNotes.map((p) => p.minorVer) ?? [],
      retry: s.matches('failed'),
      /** The call the global error pop-up names (spec 1 §8), once a fetch failed. */
      failedCall: c.error?.apiName ?? null,
    }
  },
  effect: (call) =>
    call.name === 'reportFailure'
      ? { popup: (call.context as FeatureReleaseContext).error?.code ?? -1 }
      : null,
}
