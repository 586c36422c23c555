import type { Page, Route } from '@playwright/test'
import { expect, test } from '../tools/observe.ts'
import { at, openPage, text, type Lang } from './support.ts'

/** Spec 1 §2, §4, §8: the home event pop-up inside its window and the global error pop-up. */
test.describe('home event pop-up', () => {
  test('shows inside its window (Korea time) and not outside it; Escape and an outside click close it and leave no cookie', async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(new Date('2025-10-15T12:00:00+09:00'))
    await openPage(page, '/')
    const popup = page.getByTestId('event-popup')
    await expect(popup).toBeVisible()
    expect((await popup.boundingBox())?.width).toBe(600)
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()

    await openPage(page, '/ja')
    await expect(popup).toBeVisible()
    await page.getByTestId('event-popup-overlay').click({ position: { x: 5, y: 5 } })
    await expect(popup).toBeHidden()
    expect((await context.cookies()).map((c) => c.name)).not.toContain('popup_home_event')

    await page.clock.setFixedTime(new Date('2026-01-01T00:00:01+09:00'))
    await openPage(page, '/')
    await page.waitForTimeout(300)
    await expect(popup).toHaveCount(0)
  })

  // Spec 1 §4: the ticked choice is kept whichever way the pop-up closes.
  test('"don\'t show again today" hides it for a day with a one-day cookie, closed by its button, Escape or an outside click', async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(new Date('2025-12-01T09:00:00+09:00'))
    const popup = page.getByTestId('event-popup')
    const closes = {
      button: () => popup.getByRole('button', { name: text.shell.ko.popup.close }).click(),
      Escape: () => page.keyboard.press('Escape'),
      'an outside click': () =>
        page.getByTestId('event-popup-overlay').click({ position: { x: 5, y: 5 } }),
    }
    for (const [how, close] of Object.entries(closes))
      await test.step(`closed by ${how}`, async () => {
        await context.clearCookies()
        const home = how === 'button' ? '/ko' : '/ja'
        await openPage(page, home)
        await page.getByTestId('event-popup-oneday').check()
        await close()
        await expect(popup).toBeHidden()
        const cookie = (await context.cookies()).find((c) => c.name === 'popup_home_event')
        expect(cookie?.sameSite).toBe('Lax')
        expect(cookie?.path).toBe('/')
        const lifetime = (cookie?.expires ?? 0) * 1000 - Date.now()
        expect(lifetime).toBeGreaterThan(86_000_000)
        expect(lifetime).toBeLessThanOrEqual(86_400_000)
        await openPage(page, home)
        await page.waitForTimeout(300)
        await expect(popup).toHaveCount(0)
      })
  })
})

/**
 * The home page arrives with its news, loaded on the server; the browser asks GetList itself when
 * the visitor goes home from another page (and the page asks once more after a failure, which is
 * where the pop-up is raised). `fault` answers those calls.
 */
async function goHomeFromSupport(
  page: Page,
  lang: Lang,
  fault: (route: Route) => Promise<void>,
): Promise<void> {
  await openPage(page, at(lang, '/support'))
  await page.route('**/api/Content/GetList', fault)
  await page.getByTestId('logo').click()
  await expect(page).toHaveURL((url) => url.pathname === at(lang, '/'))
}

// The pop-up's layout in a Latin and a CJK language; its texts in all four are unit-tested.
for (const lang of ['en', 'zh'] as const satisfies readonly Lang[]) {
  test(`a failed call opens the error pop-up in ${lang}; Send error code creates a ticket`, async ({
    page,
  }) => {
    await goHomeFromSupport(page, lang, (route) =>
      route.fulfill({
        status: 500,
        json: { result: { errCode: -500, errMsg: 'Internal failure while listing news' } },
      }),
    )
    const popup = page.getByTestId('error-popup')
    await expect(popup).toBeVisible()
    const t = text.errors[lang].popup
    await expect(popup.getByRole('heading')).toHaveText(t.title)
    await expect(popup.getByTestId('error-popup-code')).toHaveText('[-500] Internal failure whi')
    const ticket = page.waitForRequest((r) => r.url().endsWith('/api/zendeskTicketUpload'))
    await popup.getByTestId('error-popup-send').click()
    const body = (await ticket).postDataJSON() as { ticket: { subject: string } }
    expect(body.ticket.subject).toBe('[-500] GetList')
    await expect(popup.getByRole('status')).toHaveText(t.sent)
    await popup.getByTestId('error-popup-contact').click()
    await expect(page).toHaveURL(new RegExp(`${at(lang, '/support/contact')}$`))
  })
}

test('dismissing the error pop-up goes home', async ({ page }) => {
  await goHomeFromSupport(page, 'ko', (route) => route.abort('failed'))
  await expect(page.getByTestId('error-popup')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('error-popup')).toBeHidden()
  await expect(page).toHaveURL(/\/ko$/)
})
