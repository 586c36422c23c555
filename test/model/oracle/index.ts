import type { Oracle } from './core/oracle.ts'

/**
 * The oracle of each machine, by machine id: what the spec says must be seen. Each lives in
 * `test/model/oracle/<area>/<process>.oracle.ts` and exports an `Oracle`; the glob picks it up, so a
 * new process's oracle needs no edit here.
 */
const modules = import.meta.glob<Record<string, unknown>>('./*/*.oracle.ts', { eager: true })

const isOracle = (value: unknown): value is Oracle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { machine?: unknown }).machine === 'string' &&
  Array.isArray((value as { expectations?: unknown }).expectations)

export const oracles: Readonly<Record<string, Oracle>> = Object.fromEntries(
  Object.values(modules)
    .flatMap((mod) => Object.values(mod).filter(isOracle))
    .map((o) => [o.machine, o]),
)
