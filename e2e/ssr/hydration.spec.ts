import { expect, test, type Request } from '@playwright/test'
import { PUBLIC_PAGES } from './publicPages.ts'
import { hydrated } from '../tools/hydrated.ts'

/** Calls the page makes by itself after it arrives: the page-view log is the browser's to send. */
const OWN_CALLS = new Set(['/api/logs'])

/** A translation chunk of the build (`src/i18n/<namespace>/<language>.ts`). */
const TRANSLATION_CHUNK = /^\/assets\/(en|ko|ja|zh)-[\w-]+\.js$/

/**
 * Issue 8: the browser takes over the server's HTML without a warning (a hydration mismatch is
 * one) and without asking again for what the server already loaded (shell data, session, news),
 * translations included: a page waiting for a translation chunk is hydrated only once it came,
 * and a click before that is lost.
 */
test('every public page hydrates without warnings and without fetching its data or texts twice', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const messages: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`))
  for (const { path, status } of PUBLIC_PAGES) {
    const calls: string[] = []
    const record = (request: Request) => {
      const url = new URL(request.url())
      if (
        (url.pathname.startsWith('/api/') && !OWN_CALLS.has(url.pathname)) ||
        TRANSLATION_CHUNK.test(url.pathname)
      )
        calls.push(`${request.method()} ${url.pathname}`)
    }
    page.on('request', record)
    messages.length = 0
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    page.off('request', record)
    // A page answered 404 on purpose is reported by the browser itself; nothing else may be.
    const unexpected = messages.filter((m) => !(status === 404 && m.includes('status of 404')))
    expect(unexpected, path).toEqual([])
    expect(calls, path).toEqual([])
  }
})

/**
 * Spec 1 §2: /maintenance speaks the language of the visitor's country, not of the address. The
 * browser receives that language's texts with the page, so it keeps the server's heading instead of
 * emptying the page while it fetches them (axe once found no heading there).
 */
test('the maintenance page in another language than the address hydrates with its heading', async ({
  page,
}) => {
  const messages: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`)
  })
  const headings: string[] = []
  await page.exposeFunction('reportHeadingLost', (lost: string) => headings.push(lost))
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            (window as unknown as { reportHeadingLost: (s: string) => void }).reportHeadingLost(
              node.textContent,
            )
    }).observe(document, { childList: true, subtree: true })
  })
  for (const [path, lang] of [
    ['/maintenance?country=JA', 'ja'],
    ['/ko/maintenance?country=CN', 'zh'],
  ] as const) {
    messages.length = 0
    await page.goto(path)
    await hydrated(page)
    await expect(page.locator(`[data-testid="maintenance-page"][lang="${lang}"] h1`)).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(messages, path).toEqual([])
  }
  expect(headings).toEqual([])
})
