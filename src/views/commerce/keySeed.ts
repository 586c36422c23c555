/** A fresh seed for the idempotency keys of the orders one page may place (a random UUID). */
export const newKeySeed = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
