import type { TrialInquiryContext } from '../../../src/machines/leads/trialInquiry.ts'
import type { MachineObserver } from '../observers.ts'

/** How the trial form is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as TrialInquiryContext
    return {
      busy: s.matches('checking') || s.matches('sending'),
      complete: s.matches('complete'),
      status: Object.fromEntries(
        Object.entries(c.fields).map(([field, f]) => [
          field,
          f.state === 'fail' ? `fail:${f.problem ?? '?'}` : `${f.state}:${String(f.isValid)}`,
        ]),
      ),
      values: { ...c.values, newsletter: c.newsletter, agree: c.agree },
      // Spec 3 §4: isValid 0, 1 or -1 beside each status.
      isValid: Object.fromEntries(Object.entries(c.fields).map(([field, f]) => [field, f.isValid])),
      // The failure the pop-up or the form's error tells of: its API and code.
      failure: c.error ? `${c.error.apiName} ${String(c.error.code)}` : null,
      formError: c.formError,
      // The page moves focus to the first problem (or the form's error) once per submission, when this count changes.
      focusMoves: c.attempt,
    }
  },
  effect: (call) => {
    const c = call.context as TrialInquiryContext
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
