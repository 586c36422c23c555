import type { MachineObserver } from '../observers.ts'

interface Context {
  error: { code: number } | null
  destination: string | null
}

/** How the global error pop-up is seen from outside. */
export const observe: MachineObserver = {
  shows: (s) => ({
    open: !s.matches('hidden'),
    code: (s.context as Context).error?.code ?? null,
    loading: s.matches('sending'),
    sent: s.matches('sent'),
  }),
  effect: (call) =>
    call.name === 'navigate'
      ? { navigate: (call.context as Context).destination ?? '(none)' }
      : null,
}
