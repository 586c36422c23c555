import type { OrderSetupContext } from '../../../src/machines/commerce/orderSetup.ts'
import type { MachineObserver } from '../observers.ts'

/** The screen of the order steps in each state, by the oracle's names. */
const SCREENS: [string, string][] = [
  ['loading', 'loading'],
  ['unavailable', 'unavailable'],
  ['kind', 'steps'],
  ['endUser', 'steps'],
  ['picking', 'steps'],
  ['creating', 'steps'],
  ['relisting', 'steps'],
  ['quantity', 'steps'],
  ['confirming', 'steps'],
  ['editConfirm', 'steps'],
  ['done', 'done'],
]

/** How a company's order steps are seen from outside, in the names of its oracle. */
export const observe: MachineObserver = {
  shows: (s) => {
    const c = s.context as OrderSetupContext
    const selecting = s.matches('picking') || s.matches('relisting')
    return {
      screen: SCREENS.find(([state]) => s.matches(state))?.[1] ?? 'unknown',
      step: c.step,
      kind: c.kind,
      target: c.target?.id ?? null,
      // The end-user ID pop-up: select (1), also while its list is asked again after a
      // creation (the select step is coming back); create (2); closed (0).
      popup: selecting ? 1 : s.matches('creating') ? 2 : 0,
      choice: selecting ? c.choice : null,
      users: c.users.map((u) => u.id),
      // What the pop-up's search box holds (none while the select step is not shown).
      search: selecting ? c.search : null,
      seats: c.seats,
      periods: c.periods,
      problem: c.problem,
      editing: s.matches('editConfirm') ? c.editing : null,
      // The machine's output: the order line it hands to the checkout.
      line: s.status === 'done' ? (s.output ?? null) : null,
    }
  },
  effect: (call) => {
    const c = call.context as OrderSetupContext
    // The pop-up shows the failure's code and the API it names (spec 1 §8: its ticket says them).
    if (call.name === 'reportFailure')
      return { popup: c.error?.code ?? -1, popupApi: c.error?.apiName ?? '' }
    return null
  },
}
