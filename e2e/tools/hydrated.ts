import { expect, type Page } from '@playwright/test'

/**
 * Waits until the browser has taken over the server's HTML (the root document marks `<html>` once
 * hydrated): the server renders every page whole, and a click or a keystroke before this falls on
 * elements with no handler yet.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}
