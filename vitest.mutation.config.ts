import { globSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * The machine tests alone, for mutation testing (`npm run test:mutation`, stryker.config.json).
 *
 * One Vitest project per registered process (each `src/machines/<area>/<process>.model.ts`, found
 * by glob, so a new process is mutated without an edit here): the project runs the generic test
 * test/mutation/machine.mutation.test.ts with the alias `#machine-under-test` pointing at that
 * process's model file alone. Each project's module graph then holds one machine, and Stryker's
 * `vitest.related` runs, for a mutant of `signIn.ts`, the sign-in project only (plus the tests
 * that import the file directly), never the other machines' paths. Machines are built when their
 * module loads, so most of a machine file's mutants are "static" and run every related test:
 * keeping that set to one machine's paths is what makes a run affordable.
 *
 * The paths are judged by the spec's oracle alone (test/model/oracle/), not by the states the
 * committed snapshot recorded, so a mutant counts as killed only when a rule of the spec breaks.
 * A last project holds the unit tests of the rule tables and of the shell's pure helpers.
 */
const root = import.meta.dirname
const models = globSync('src/machines/*/*.model.ts', { cwd: root }).sort()
/**
 * Processes with hundreds of paths: their mutants run the covering paths only
 * (test/mutation/coveringPaths.mutation.test.ts says why; the score is a lower bound).
 */
const byCoveringPaths = new Set(['signUp', 'accountEdit', 'checkout'])

const machineProjects: TestProjectInlineConfiguration[] = models.map((file) => {
  const id = basename(file, '.model.ts')
  return {
    resolve: { alias: { '#machine-under-test': resolve(root, file) } },
    test: {
      name: `machine:${id}`,
      root,
      environment: 'node',
      include: [
        byCoveringPaths.has(id)
          ? 'test/mutation/coveringPaths.mutation.test.ts'
          : 'test/mutation/machine.mutation.test.ts',
      ],
    },
  }
})

export default defineConfig({
  test: {
    projects: [
      ...machineProjects,
      {
        test: {
          name: 'tables',
          root,
          environment: 'node',
          include: [
            'test/model/**/*.machine.test.ts',
            'test/model/account/accessRules.test.ts',
            'test/mutation/**/*.table.test.ts',
            'test/unit/shell/{bannerText,browserSupport,errorPages,errorPopup,headerMenu,homeAndMeta,homeModal,layoutRules,popupSuppression,shellPopups,siteShell,trialDownload}.test.ts',
          ],
          exclude: ['test/model/machines.machine.test.ts'],
        },
      },
      {
        // The store's rule tables read by the checkout page (spec 2 §3 refund policies, §8 order
        // alerts): their tests render the pop-up, so they need a DOM.
        test: {
          name: 'commerce tables',
          root,
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          include: ['test/unit/commerce/{orderAlerts,refundPolicy}.test.{ts,tsx}'],
        },
      },
    ],
  },
})
