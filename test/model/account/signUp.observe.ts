import type { SignUpContext } from '../../../src/machines/account/signUp.ts'
import type { MachineObserver } from '../observers.ts'

/** How a sign-up run is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as SignUpContext
    return {
      screen: s.matches('editing')
        ? 'form'
        : s.matches('submitting')
          ? 'sending'
          : s.matches('joined')
            ? 'leaving'
            : JSON.stringify(s.value),
      id: c.id,
      email: c.email,
      name: c.name,
      password: c.password,
      confirm: c.confirm,
      pwRules: c.pwRules,
      countryMissing: c.countryMissing,
      captcha: c.captchaRequired,
      captchaProblem: c.captchaProblem,
      pasted: c.pasted,
      message:
        c.failure?.kind === 'rejected' ? `${String(c.failure.code)} - ${c.failure.info}` : null,
      failureShown: c.failure?.kind === 'unreachable',
      // The page moves focus to the outcome once per submission, when this count changes.
      focusMoves: c.attempt,
      // The captcha widget is mounted afresh each time this changes (a new captcha to solve).
      captchaWidget: c.captchaRound,
    }
  },
  effect: (call) => {
    const c = call.context as SignUpContext
    if (call.name === 'navigate') return { navigate: c.destination ?? '(none)' }
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    // A page mark, in the oracle's words (the cookie channel carries the page's marks).
    if (call.name === 'scrollToTop') return { cookie: 'page scrolled to the top' }
    return null
  },
}
