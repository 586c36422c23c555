import { expect, type Page } from '@playwright/test'

/** The local mailbox page (/dev/mailbox): the newest link of the newest message to an address. */
export async function linkFromMailbox(page: Page, to: string, path: string): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`)
  await expect(page.getByTestId('mailbox')).toBeVisible()
  const first = page.getByTestId('mailbox-message').first()
  await expect(first).toBeVisible()
  const href = await first.getByTestId('mailbox-link').first().getAttribute('href')
  expect(href, `a link in the newest mail to ${to}`).toBeTruthy()
  const url = new URL(href ?? 'http://x/')
  expect(url.pathname).toMatch(new RegExp(`${path}$`))
  // The same page on the server under test, whatever host PUBLIC_URL named.
  return `${url.pathname}${url.search}`
}
