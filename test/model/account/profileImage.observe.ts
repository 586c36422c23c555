import type { ProfileImageContext } from '../../../src/machines/account/profileImage.ts'
import type { MachineObserver } from '../observers.ts'

/** How a profile-image run is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as ProfileImageContext
    return {
      screen: s.matches('uploading')
        ? 'uploading'
        : s.matches('done')
          ? 'stored'
          : s.matches('failed')
            ? 'alert'
            : 'picture',
      alert: s.matches('failed') ? c.problem : null,
      progress: s.matches('uploading')
        ? Math.round((100 * c.progress.loaded) / Math.max(1, c.progress.total))
        : null,
      picture: c.broken || c.picUrl === '' ? 'icon' : c.picUrl,
    }
  },
  effect: (call) => {
    const c = call.context as ProfileImageContext
    if (call.name === 'sessionChanged') return { cookie: 'session asked again' }
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
