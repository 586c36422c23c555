import type { SignInContext } from '../../../src/machines/account/signIn.ts'
import type { MachineObserver } from '../observers.ts'

/** How a sign-in run is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as SignInContext
    return {
      screen: s.matches('editing')
        ? 'form'
        : s.matches('submitting')
          ? 'sending'
          : s.matches('contact')
            ? 'contact'
            : s.matches('integrating')
              ? 'integration prompt'
              : s.matches('redirecting')
                ? 'leaving'
                : JSON.stringify(s.value),
      idFlag: c.fieldErrors.id,
      pwFlag: c.fieldErrors.pw,
      blankFlagged: c.fieldErrors.id === 'blank' || c.fieldErrors.pw === 'blank',
      message:
        c.failure?.kind === 'rejected' ? `${String(c.failure.code)} - ${c.failure.info}` : null,
      failureShown: c.failure?.kind === 'unreachable',
      status: c.status,
      captcha: c.captchaRequired,
      captchaMissing: c.captchaMissing,
      // The view moves focus to the outcome once per submission, when this count changes.
      focusMoves: c.attempt,
      // The view mounts a fresh captcha widget when this changes (a solution is accepted once).
      captchaWidget: c.captchaRound,
    }
  },
  effect: (call) => {
    const c = call.context as SignInContext
    if (call.name === 'navigate') return { navigate: c.destination ?? '(none)' }
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    if (call.name === 'rememberSession') return { cookie: 'session token kept' }
    return null
  },
}
