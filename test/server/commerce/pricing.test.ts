import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetPricingResponse, PRICING_ROUTE_KEYS } from '../../../src/contract/index.ts'
import { startTestServer, type TestServer } from '../helpers.ts'

/**
 * Prices come from the server only (spec 2 §1, §9, issue 13): USD, or CNY for a visitor whose
 * country, set by the trusted proxy, is CN; every pricing route of spec 2 §2 has its price in both.
 * Without a configured proxy the country header is the client's own word and is ignored.
 */
let behindProxy: TestServer
let exposed: TestServer
beforeAll(async () => {
  behindProxy = await startTestServer({ TRUST_PROXY: '1' })
  exposed = await startTestServer({ TRUST_PROXY: '0' })
})
afterAll(async () => {
  await behindProxy.close()
  await exposed.close()
})

const pricing = async (server: TestServer, headers: Record<string, string>, payload = {}) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/Product/GetPricing',
    payload,
    headers,
  })
  expect(response.statusCode).toBe(200)
  return GetPricingResponse.parse(response.json()).prdList
}
const byRoute = (list: { route: string; salePrice: number; currency: string }[]) =>
  Object.fromEntries(list.map((p) => [p.route, `${p.currency} ${String(p.salePrice)}`]))

describe('GetPricing prices every pricing route in the currency of the visitor country', () => {
  it('CN pays in CNY, every other country in USD; the renewal prices are $1900/$2000 and ¥14,000/¥15,000', async () => {
    const cn = byRoute(await pricing(behindProxy, { 'x-country-code': 'CN' }))
    const us = byRoute(await pricing(behindProxy, { 'x-country-code': 'US' }))
    const kr = byRoute(await pricing(behindProxy, { 'x-country-code': 'KR' }))
    const none = byRoute(await pricing(behindProxy, {}))
    expect(Object.keys(cn).sort()).toEqual([...PRICING_ROUTE_KEYS].sort())
    expect(Object.keys(us).sort()).toEqual([...PRICING_ROUTE_KEYS].sort())
    for (const route of PRICING_ROUTE_KEYS) {
      expect(cn[route]).toMatch(/^CNY \d/)
      expect(us[route]).toMatch(/^USD \d/)
    }
    expect(kr).toEqual(us)
    expect(none).toEqual(us)
    expect([us['ent/standad/year'], us['ent/network/year']]).toEqual(['USD 1900', 'USD 2000'])
    expect([cn['ent/standad/year'], cn['ent/network/year']]).toEqual(['CNY 14000', 'CNY 15000'])
  })

  it('the client cannot choose the currency: a currency in the request is refused', async () => {
    const response = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/Product/GetPricing',
      payload: { currency: 'CNY' },
      headers: { 'x-country-code': 'US' },
    })
    expect(response.statusCode).toBe(400)
  })

  it('a CN header spoofed by a client with no trusted proxy in front is ignored: USD', async () => {
    const spoofed = await pricing(exposed, {
      'x-country-code': 'CN',
      'x-forwarded-for': '203.0.113.9',
    })
    expect(new Set(spoofed.map((p) => p.currency))).toEqual(new Set(['USD']))
  })
})
