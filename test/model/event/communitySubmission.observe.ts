import type { CommunitySubmissionContext } from '../../../src/machines/event/communitySubmission.ts'
import type { MachineObserver } from '../observers.ts'

/** How the submission form is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as CommunitySubmissionContext
    return {
      form: s.matches({ form: 'editing' }),
      sending: s.matches({ form: 'uploading' }),
      faded: s.matches({ form: { sent: 'fading' } }),
      success: s.matches({ form: 'restoring' }) || s.matches({ form: 'done' }),
      progress: c.progress,
      alert: c.alert,
      popup: c.popup,
      zip: c.zip?.name ?? null,
      steamId: c.states.steamId,
      country: c.country,
      // What the form holds and each field's state (spec 3 §3: text, result flag, regexp state).
      values: c.values,
      states: c.states,
      kind: c.kind,
      memberType: c.memberType,
      agreements: { terms: c.agreeTerms, privacy: c.agreePrivacy },
      // The failure the form's message tells of (the page words the zip codes as their alerts).
      failure: c.error ? `${c.error.apiName} ${String(c.error.code)}` : null,
    }
  },
  effect: (call) => {
    const c = call.context as CommunitySubmissionContext
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    // The page scrolls back: told as a destination on the same page.
    if (call.name === 'restoreScroll') return { navigate: `scroll ${String(c.savedScroll)}` }
    return null
  },
}
