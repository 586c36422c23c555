import { expect, test } from '../tools/observe.ts'
import { LANGS, PUBLIC_PAGES, at, translated } from './publicPages.ts'

/** The text as it appears in HTML (React escapes these characters in text nodes and attributes). */
const html = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/**
 * Issue 8: every public page arrives as finished HTML, as a crawler or curl receives it: its main
 * text in the requested language, its title and description (spec 1 §2), and the right status.
 */
for (const lang of LANGS) {
  test(`every public page is rendered on the server in ${lang}`, async ({ request }) => {
    for (const page of PUBLIC_PAGES) {
      const url = at(lang, page.path)
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(page.status)
      expect(response.headers()['content-type'], url).toMatch(/^text\/html/)
      const body = await response.text()
      expect(body, url).toContain(`<html lang="${lang}"`)
      expect(body, url).toContain(html(translated(lang, page.main)))
      const product = translated(lang, 'common:productName')
      const title =
        page.meta && page.meta !== 'home'
          ? translated(lang, `meta:${page.meta}.title`)
          : translated(lang, 'common:officialSite')
      expect(body, url).toContain(`<title>${html(`${product} | ${title}`)}</title>`)
      const description = translated(lang, `meta:${page.meta ?? 'default'}.description`)
      expect(body, url).toContain(`<meta name="description" content="${html(description)}"`)
    }
  })
}

test('a bare address with a language cookie is sent to that language before anything renders', async ({
  request,
}) => {
  const response = await request.get('/support?x=1', {
    headers: { cookie: 'NEXT_LOCALE=ja' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  expect(response.headers()['location']).toBe('/ja/support?x=1')
})

test('a page for members answers a redirect to sign-in in the visitor language, with the way back', async ({
  request,
}) => {
  const response = await request.get('/ko/mypage', { maxRedirects: 0 })
  expect(response.status()).toBeGreaterThanOrEqual(300)
  expect(response.status()).toBeLessThan(400)
  expect(response.headers()['location']).toMatch(/^\/ko\/member\/signin\?returnUrl=%2Fmypage/)
})

test('the header is signed in on the first response only with a valid session', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const anonymous = await (await visitor.get('/product/overview')).text()
  expect(anonymous).toContain('data-testid="signin-link"')
  const login = await visitor.post('/api/Member/Login', {
    data: { id: 'personal', pw: 'Drape3d!2026' },
  })
  expect(login.ok()).toBe(true)
  const member = await visitor.get('/product/overview')
  expect(member.headers()['cache-control']).toContain('no-store')
  const signedIn = await member.text()
  expect(signedIn).toContain('data-testid="profile-button"')
  expect(signedIn).not.toContain('data-testid="signin-link"')
  await visitor.dispose()
  const forged = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: 'jwt_token=forged.token.value' },
  })
  expect(await (await forged.get('/product/overview')).text()).toContain(
    'data-testid="signin-link"',
  )
  await forged.dispose()
})

test('the China links are decided on the server from the trusted country header', async ({
  request,
}) => {
  const china = await (await request.get('/zh', { headers: { 'x-country-code': 'CN' } })).text()
  const us = await (await request.get('/zh', { headers: { 'x-country-code': 'US' } })).text()
  // The shell's state inside the page: the menus open with the China URLs without asking again.
  expect(china).toContain('countryCode:"CN"')
  expect(us).toContain('countryCode:"US"')
})

test('pages arrive compressed; hashed assets are pre-compressed and immutable', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(page.headers()['content-encoding']).toBe('br')
  const body = await page.text()
  const script = /<script type="module" src="([^"]+)"/.exec(body)?.[1] ?? ''
  expect(script).toMatch(/^\/assets\/.+\.js$/)
  const br = await request.get(script, { headers: { 'accept-encoding': 'br' } })
  expect(br.headers()['content-encoding']).toBe('br')
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const gz = await request.get(script, { headers: { 'accept-encoding': 'gzip' } })
  expect(gz.headers()['content-encoding']).toBe('gzip')
  expect(await br.text()).toBe(await gz.text())
})

test('the plan overview shows the price list in the currency of the visitor country, from the first response', async ({
  request,
}) => {
  const china = await (
    await request.get('/zh/pricing?type=enterprise', { headers: { 'x-country-code': 'CN' } })
  ).text()
  const us = await (
    await request.get('/zh/pricing?type=enterprise', { headers: { 'x-country-code': 'US' } })
  ).text()
  // Spec 2 §1: the enterprise yearly standalone and network prices, ¥14,000 / ¥15,000 in China.
  expect(china).toContain('¥14,000')
  expect(china).toContain('¥15,000')
  expect(china).not.toContain('$1,900')
  expect(us).toContain('$1,900')
  expect(us).toContain('$2,000')
})
