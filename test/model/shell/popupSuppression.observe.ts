import type { MachineObserver } from '../observers.ts'

/**
 * How a pop-up is seen from outside: whether it is on screen. Its cookies are what the machine
 * asks the cookie service to write (the model passes `remember` through to a mocked service).
 */
export const observe: MachineObserver = {
  shows: (s) => ({ open: s.matches('open') }),
  effect: () => null,
}
