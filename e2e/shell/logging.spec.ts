import { expect, test } from '../tools/observe.ts'
import type { PageViewEvent } from '../../src/contract/shell/pageView.ts'
import { openPage } from './support.ts'

/** Spec 1 §4, §7: a page_view event with the unique-id cookie on every navigation. */
test('each navigation posts a page_view with the one-year unique id', async ({ page, context }) => {
  const events: PageViewEvent[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/logs') && r.method() === 'POST')
      events.push(r.postDataJSON() as PageViewEvent)
  })
  await openPage(page, '/ko')
  await page.getByTestId('menu-pricing').click()
  await expect(page).toHaveURL(/\/ko\/pricing$/)
  await expect.poll(() => events.length).toBe(2)
  const uid = (await context.cookies()).find((c) => c.name === 'md_uid')
  expect(uid?.value).toMatch(/^[\w-]{8,}$/)
  const year = (uid?.expires ?? 0) * 1000 - Date.now()
  expect(year).toBeGreaterThan(31_500_000_000)
  expect(events[0]).toMatchObject({
    event_name: 'page_view',
    product: 'md',
    userId: '',
    json_data: { uid: uid?.value, device: 'desktop' },
  })
  expect(events[0]?.json_data.url).toMatch(/\/ko$/)
  expect(events[1]?.json_data.url).toMatch(/\/ko\/pricing$/)
  expect(events[1]?.json_data.referer).toBe(events[0]?.json_data.url)
})

test('a phone is logged as mobile', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    baseURL: baseURL ?? '',
  })
  const page = await context.newPage()
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/logs'))
  await page.goto('/')
  expect(((await posted).postDataJSON() as PageViewEvent).json_data.device).toBe('mobile')
  await context.close()
})
