import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NOT_FIRST_LOAD, firstLoadViolations } from '../../../scripts/vite/routerManifest.ts'

/**
 * Issue 8: what every page loads first, and the home page's own chunks, carry only what the home
 * page runs. The build refuses a first load with any of these (scripts/vite/routerManifest.ts):
 * the story of each rule is a module that once rode along unnoticed.
 */
const ROOT = '/work/site'
const at = (path: string) => `${ROOT}/${path}`

/** What the home page's first load holds today (a sample of each kind), as the bundler names it. */
const HOME_FIRST_LOAD = [
  'src/entry-client.tsx',
  'src/routes/index.tsx?tsr-split=component---loader',
  'src/views/shell/SiteShell.tsx',
  'src/views/shell/home/HomePage.tsx',
  'src/machines/shell/siteShell.ts',
  'src/machines/content/homeContent.ts',
  'src/machines/account/session.ts',
  'src/views/account/marketing/MarketingPopup.tsx',
  'src/contract/account/endpoints.ts',
  'src/contract/commerce/pricing.ts',
  'src/contract/support/ticket.ts',
  'src/services/support/ticket.ts',
  'src/i18n/unsupported/ko.ts',
  'src/tools/inspection/e2eInspect.ts',
].map(at)

describe('the first load (every page, and the home page)', () => {
  it('accepts the shell, the home page and the calls they make', () => {
    expect(firstLoadViolations([...HOME_FIRST_LOAD, '\0vite/preload-helper.js'])).toEqual([])
  })

  it.each([
    ['src/contract/commerce/order.ts', "the store's order"],
    ['src/contract/commerce/invoice.ts', 'invoice contract'],
    ['src/machines/commerce/checkout.ts', 'checkout'],
    ['src/views/commerce/CheckoutPage.tsx', 'checkout'],
    ['src/services/commerce/invoices.ts', 'checkout and invoices'],
    ['src/machines/content/spotlightPost.ts', "another page's machine"],
    ['src/machines/support/contactForm.ts', "another page's machine"],
    ['src/views/content/spotlight/SpotlightFeedPage.tsx', "another area's pages"],
    ['src/machines/shell/siteShell.model.ts', 'test models'],
    ['src/tools/atlas/AtlasIndexPage.tsx', 'the tools'],
    ['src/i18n/commerce/en.ts', "a namespace's translations"],
    ['node_modules/xstate/dist/xstate-graph.esm.js', "XState's graph module"],
    ['node_modules/zod/v4/classic/schemas.js', 'classic zod'],
  ])('refuses %s (%s)', (path, what) => {
    const [violation, ...more] = firstLoadViolations([...HOME_FIRST_LOAD, at(path)])
    expect(more).toEqual([])
    expect(violation).toContain(path)
    expect(violation).toContain(what)
  })

  it('names a route chunk by its file, without the split query', () => {
    expect(
      firstLoadViolations([at('src/views/commerce/CheckoutPage.tsx?tsr-split=component')]),
    ).toEqual([`${at('src/views/commerce/CheckoutPage.tsx')} (checkout and invoices)`])
  })

  it('guards files that exist (a rename would leave a rule guarding nothing)', () => {
    for (const path of [
      'src/contract/commerce/order.ts',
      'src/contract/commerce/payment.ts',
      'src/contract/commerce/coupon.ts',
      'src/contract/commerce/tax.ts',
      'src/contract/commerce/invoice.ts',
      'src/machines/commerce/checkout.ts',
      'src/views/commerce/CheckoutPage.tsx',
      'src/services/commerce/order.ts',
      'src/services/commerce/invoices.ts',
      'src/machines/content/homeContent.ts',
      'src/tools/inspection/e2eInspect.ts',
      'src/i18n/unsupported/en.ts',
    ]) {
      expect(existsSync(path), path).toBe(true)
    }
    expect(NOT_FIRST_LOAD.length).toBeGreaterThan(0)
  })
})
