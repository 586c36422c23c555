/**
 * `#machine-under-test`: the one process a project of vitest.mutation.config.ts tests, aliased
 * there to its `src/machines/<area>/<process>.model.ts`.
 */
declare module '#machine-under-test' {
  export const model: import('../../src/tools/testing/testModel.ts').RegistryEntry
}
