import type { MachineObserver } from '../observers.ts'

/** How the session is seen from outside: who the header shows, and whether it is still asking. */
export const observe: MachineObserver = {
  shows: (s) => ({
    checking: s.matches('loading'),
    user: (s.context as { user: { id: string } | null }).user?.id ?? null,
    // The header's profile box (spec 1 §2) is shown to a signed-in member only.
    profileBox: s.matches('signedIn'),
  }),
  effect: () => null,
}
