import type { AccountEditContext } from '../../../src/machines/account/accountEdit.ts'
import type { MachineObserver } from '../observers.ts'

/** How account editing is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as AccountEditContext
    const page = s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'load failed'
        : s.matches('viewing')
          ? 'account'
          : s.matches('editing')
            ? 'pop-up'
            : s.matches('saved') || s.matches('leaving')
              ? 'leaving'
              : 'busy'
    return {
      page,
      dialog: c.field,
      draft: { ...c.draft },
      flags: { ...c.flags },
      rules: { ...c.ruleStates },
      copied: c.pasted,
      partnerNotice: c.partnerNotice,
      message:
        c.failure?.kind === 'rejected' ? `${String(c.failure.code)} - ${c.failure.info}` : null,
      failureShown: c.failure?.kind === 'unreachable',
      // The pop-up moves focus to the outcome once per save, when this count changes.
      focusMoves: c.attempt,
    }
  },
  effect: (call) => {
    const c = call.context as AccountEditContext
    if (call.name === 'navigate') return { navigate: c.destination ?? '(none)' }
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    if (call.name === 'sessionChanged') return { cookie: 'session asked again' }
    return null
  },
}
