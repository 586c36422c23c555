import { expect, test } from './tools/observe.ts'

/** Issue "Foundation": the site and its real API answer from one server on the embedded database. */
test.describe('the site and its API', () => {
  test('the home page is served by the same server as the API', async ({ page, request }) => {
    const health = await request.get('/api/health')
    expect(await health.json()).toMatchObject({ result: { errCode: 0 }, status: 'ok' })
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('#root')).not.toBeEmpty()
  })

  test('signing in through the API sets the session cookie, and GetUserInfo answers that user', async ({
    request,
    playwright,
    baseURL,
  }) => {
    // Without "remember me" the cookie lasts as long as the browser session (issue 10), with it two days.
    for (const isRememberMe of [false, true]) {
      const login = await request.post('/api/Member/Login', {
        data: { id: 'personal', pw: 'Drape3d!2026', isRememberMe },
      })
      expect(login.status()).toBe(200)
      const body = (await login.json()) as { loginInfo: { loginResult: number } }
      expect(body.loginInfo.loginResult).toBe(0)
      const cookie = login.headers()['set-cookie'] ?? ''
      expect(cookie).toMatch(/jwt_token=/)
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
      if (isRememberMe) expect(cookie).toMatch(/Max-Age=172800/)
      else expect(cookie).not.toMatch(/Max-Age|Expires/i)
    }

    const me = await request.get('/api/Member/GetUserInfo')
    expect(me.status()).toBe(200)
    expect(await me.json()).toMatchObject({ userInfo: { id: 'personal', memberType: 1 } })

    const stranger = await playwright.request.newContext({ baseURL })
    const anonymous = await stranger.get('/api/Member/GetUserInfo')
    expect(anonymous.status()).toBe(401)
    expect(await anonymous.json()).toMatchObject({ result: { errCode: -401 } })
    await stranger.dispose()
  })

  test('bad input gets a 4xx with a clear message, never a 500', async ({ request }) => {
    const broken = await request.post('/api/Member/Login', {
      headers: { 'content-type': 'application/json' },
      data: '{"id": "personal", ',
    })
    expect(broken.status()).toBe(400)
    const wrongShape = await request.post('/api/Member/Login', { data: { id: 42 } })
    expect(wrongShape.status()).toBe(400)
    const message = ((await wrongShape.json()) as { result: { errMsg: string } }).result.errMsg
    expect(message.length).toBeGreaterThan(5)
  })
})
