import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { test as base } from '@playwright/test'
import { addStep, emptyObserved, type ObservedRun } from '../../src/tools/graph/observed.ts'
import type { ObservedStep } from '../../src/tools/inspection/e2eInspect.ts'

/**
 * Playwright's `test` with observed coverage: every page of the test's browser context gets the
 * `__e2eObserve` binding, so the app's actors report each transition they take (src/tools/inspection);
 * each test writes its part, and e2e/tools/observedTeardown.ts merges them into
 * reports/model-coverage/observed.json. Spec files import `test` and `expect` from here.
 */

export const OBSERVED_PARTS = resolve(
  import.meta.dirname,
  '../../reports/model-coverage/observed-parts',
)

export const test = base.extend<{ observed: ObservedRun }>({
  /** What the app's actors reported in this test so far (a test may check it). */
  observed: [
    async ({ context }, use, testInfo) => {
      const run: ObservedRun = { recordedAt: '', tests: 1, machines: {} }
      const name = testInfo.titlePath.join(' › ')
      await context.exposeBinding('__e2eObserve', (_source, step: ObservedStep) => {
        addStep((run.machines[step.machine] ??= emptyObserved()), step, name)
      })
      await use(run)
      mkdirSync(OBSERVED_PARTS, { recursive: true })
      writeFileSync(resolve(OBSERVED_PARTS, `${testInfo.testId}.json`), JSON.stringify(run))
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
