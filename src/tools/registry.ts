import { models } from './registry.gen.ts'
import type { RegistryEntry } from './testing/testModel.ts'

/**
 * Every business process of the site with its rules and its test model. Nobody edits this list:
 * each `src/machines/<area>/<process>.model.ts` registers its process, and `registry.gen.ts` is
 * generated from those files (scripts/vite/machineRegistry.ts). `npm run test:model`, the atlas
 * (/machines) and `npm run atlas:export` all read it.
 */
export const registry: RegistryEntry[] = models

export const registryById = (id: string): RegistryEntry | undefined =>
  registry.find((e) => e.id === id)
