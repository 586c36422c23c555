import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { linkFromMailbox } from '../account/mailbox.ts'
import { solvedCaptcha } from './captcha.ts'

/**
 * A new personal member, verified: signed up through the API (the captcha solved as the widget
 * would) and verified through the local mailbox. Answers its id (`prefix` and ten hex digits).
 */
export async function freshMember(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  password: string,
): Promise<string> {
  const id = `${prefix}${randomBytes(5).toString('hex')}`
  const email = `${id}@example.com`
  const captcha = await solvedCaptcha(request)
  const joined = await request.post('/api/Member/Join', {
    data: {
      id,
      pw: password,
      name: 'Pat Newcomer',
      email,
      memberType: 1,
      country: 'US',
      cultureCode: 'en-US',
      brId: id,
      job: 99,
      agreement: 0,
      captcha,
    },
  })
  expect((await joined.json()) as unknown).toMatchObject({ result: { errCode: 0 } })
  await page.goto(await linkFromMailbox(page, email, '/member/emailverify'))
  await expect(page.getByTestId('emailverify-verified')).toBeVisible()
  return id
}
