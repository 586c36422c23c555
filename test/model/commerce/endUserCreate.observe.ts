import type { EndUserCreateContext } from '../../../src/machines/commerce/endUserCreate.ts'
import type { MachineObserver } from '../observers.ts'

/** The screen of the create step in each state, by the oracle's names. */
const SCREENS: [string, string][] = [
  ['editing', 'form'],
  ['creating', 'creating'],
  ['created', 'created'],
  ['cancelled', 'cancelled'],
]

/** How the end-user ID pop-up's create step is seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as EndUserCreateContext
    return {
      // Created and cancelled are seen only once the step is over (the pop-up goes back to select).
      screen:
        SCREENS.find(
          ([state]) =>
            s.matches(state) &&
            (state === 'editing' || state === 'creating' || s.status === 'done'),
        )?.[1] ?? JSON.stringify(s.value),
      values: c.values,
      name: c.name,
      id: c.id,
      email: c.email,
      password: c.password,
      confirm: c.confirm,
      pwRules: c.pwRules,
      // The create button works when the machine takes the click (the view asks the same).
      createActive: s.can({ type: 'create.submit' }),
      message: c.rejection ? `${String(c.rejection.code)} - ${c.rejection.info}` : null,
      failureShown: c.error !== null,
      // The machine's output: what the step hands back to the select step once over.
      handsBack: s.status === 'done' ? (s.output ?? null) : null,
    }
  },
  effect: (call) => {
    const c = call.context as EndUserCreateContext
    if (call.name === 'reportFailure') return { popup: c.error?.code ?? -1 }
    return null
  },
}
