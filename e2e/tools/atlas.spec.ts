import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import atlasEn from '../../src/i18n/atlas/en.ts'
import atlasKo from '../../src/i18n/atlas/ko.ts'
import { expect, test } from './observe.ts'

/**
 * The machine atlas as an analyst reads it (issue 9 points 5-7): every machine draws, the diagram
 * opens readable and pans and zooms by keyboard, the simulator shows the machine's data and where
 * it goes, texts follow the language, the pages are axe-clean at 375, 768 and 1440 px, and the
 * real app's actors report what they do to the end-to-end run.
 */

// The atlas computes every machine's paths in the browser, and axe reads a large diagram: minutes on two busy cores.
test.describe.configure({ timeout: 180_000 })

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** The smallest text of the diagram as drawn on screen, in CSS pixels. */
const smallestDiagramText = (page: Page) =>
  page.getByTestId('atlas-diagram').evaluate((box) => {
    const svg = box.querySelector('svg')
    if (!svg) return 0
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width
    return Math.min(
      ...[...svg.querySelectorAll('text')].map(
        (t) => parseFloat(getComputedStyle(t).fontSize) * scale,
      ),
    )
  })

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('from the index to signIn: readable at opening, zoomed by keys, simulated to its destination', async ({
    page,
  }) => {
    await page.goto('/machines')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(atlasEn.title)
    await expect(page.getByText(atlasEn.machines.signIn.description)).toBeVisible()
    await expectAxeClean(page)

    await page.getByRole('link', { name: `Open ${atlasEn.machines.signIn.title}` }).click()
    const box = page.getByRole('region', { name: /^Diagram of Sign in with id and password/ })
    await expect(box).toBeVisible({ timeout: 60_000 })
    await expect(page.getByTestId('atlas-zoom')).toHaveText('100%')
    expect(await smallestDiagramText(page)).toBeGreaterThanOrEqual(11)
    // The alternatives of one event carry the order the machine tries them in.
    await expect(box.locator('[data-order="1"]').first()).toBeAttached()

    await box.focus()
    await page.keyboard.press('-')
    await expect(page.getByTestId('atlas-zoom')).toHaveText('80%')
    const before = await box.evaluate((el) => el.scrollTop)
    await page.keyboard.press('0')
    await expect(page.getByTestId('atlas-zoom')).toHaveText('100%')
    await page.keyboard.press('PageDown')
    await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(before)
    await page.getByRole('button', { name: atlasEn.zoom.fit }).click()
    await expect(page.getByTestId('atlas-zoom')).not.toHaveText('100%')

    const sim = page.getByTestId('atlas-simulator')
    await expect(sim.getByTestId('sim-destination')).toHaveText(atlasEn.machine.noDestination)
    await sim.getByRole('button', { name: 'types the id' }).click()
    await sim.getByRole('button', { name: 'types the password', exact: true }).click()
    await expect(sim.getByTestId('sim-context')).toContainText('"id": "alice"')
    await sim.getByRole('button', { name: 'submits' }).click()
    await sim.getByRole('button', { name: /loginResult 0, e-mail not verified/ }).click()
    await expect(sim.getByTestId('sim-state')).toHaveText('redirecting')
    await expect(sim.getByTestId('sim-destination')).toContainText('/member/emailverifywarning')
    await expect(sim.getByTestId('sim-destination')).toContainText(atlasEn.machine.navigated)
    await expectAxeClean(page)
  })
})

test.describe('at 768 px in Korean', () => {
  test.use({ viewport: { width: 768, height: 900 } })

  test('headerMenu draws its machine-level transition from the "any state" box, in Korean', async ({
    page,
  }) => {
    await page.goto('/ko/machines/headerMenu')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      atlasKo.machines.headerMenu.title,
    )
    await expect(page.getByText(atlasKo.machines.headerMenu.description)).toBeVisible()
    const box = page.getByTestId('atlas-diagram')
    await expect(box.locator('[data-any]')).toContainText(atlasKo.words.anyState, {
      timeout: 30_000,
    })
    await expect(box.locator('[data-transition="|menu.resize|0"]').first()).toBeAttached()
    await expect(page.getByTestId('atlas-layout-error')).toHaveCount(0)
    await expect(page.getByTestId('rule-MENU-3')).toContainText(atlasKo.rules['MENU-3'], {
      timeout: 90_000,
    })
    await expectAxeClean(page)
  })
})

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('signIn reads as the spec: rules translated, axe-clean; the app reported its actors to the run', async ({
    page,
    observed,
  }) => {
    await page.goto('/machines/signIn')
    await expect(page.getByTestId('atlas-diagram').locator('svg')).toBeVisible({ timeout: 60_000 })
    expect(await smallestDiagramText(page)).toBeGreaterThanOrEqual(11)
    await expect(page.getByTestId('rule-SIGNIN-8')).toContainText(atlasEn.rules['SIGNIN-8'], {
      timeout: 90_000,
    })
    await expectAxeClean(page)
    // The shell's own actors (the session, the header menu) ran on this page and said so.
    expect(Object.keys(observed.machines)).toContain('session')
    expect(observed.machines.session?.tests).toHaveLength(1)
  })
})
