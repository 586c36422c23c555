import { defineConfig } from 'vitest/config'

/**
 * The machine tests alone, for mutation testing (`npm run test:mutation`, stryker.config.json):
 * the model paths run on each machine and checked against the spec oracle, the explicit mutation
 * cases, the access table and the unit tests of the shell's machines and rule tables. No views and
 * no DOM, so one run takes seconds and Stryker can afford to run it per mutant.
 */
export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    include: [
      'test/model/**/*.machine.test.ts',
      'test/model/account/accessRules.test.ts',
      'test/unit/shell/{bannerText,errorPages,errorPopup,headerMenu,layoutRules,popupSuppression,siteShell}.test.ts',
    ],
  },
})
