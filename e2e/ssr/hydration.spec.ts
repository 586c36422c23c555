import { expect, test, type Request } from '@playwright/test'
import { PUBLIC_PAGES } from './publicPages.ts'

/** Calls the page makes by itself after it arrives: the page-view log is the browser's to send. */
const OWN_CALLS = new Set(['/api/logs'])

/**
 * Issue 8: the browser takes over the server's HTML without a warning (a hydration mismatch is
 * one) and without asking again for what the server already loaded (shell data, session, news).
 */
test('every public page hydrates without warnings and without fetching its data twice', async ({
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
      if (url.pathname.startsWith('/api/') && !OWN_CALLS.has(url.pathname))
        calls.push(`${request.method()} ${url.pathname}`)
    }
    page.on('request', record)
    messages.length = 0
    await page.goto(path)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await page.waitForLoadState('networkidle')
    page.off('request', record)
    // A page answered 404 on purpose is reported by the browser itself; nothing else may be.
    const unexpected = messages.filter((m) => !(status === 404 && m.includes('status of 404')))
    expect(unexpected, path).toEqual([])
    expect(calls, path).toEqual([])
  }
})
