import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  GetConfigResponse,
  GetCountryByIPResponse,
  GetMaintenanceInfoResponse,
} from '../../src/contract/index.ts'
import { errorOf, startTestServer, type TestServer } from './helpers.ts'
import { fakeDist } from './fakeDist.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    STATIC_DIR: fakeDist(),
    MAINTENANCE: '1',
    ATLAS: '0',
    TRUST_PROXY: '1',
  })
})
afterAll(() => server.close())

describe('MAINTENANCE=1', () => {
  it.each(['/', '/member/signin', '/nope', '/ko/pricing'])(
    'page %s → 503, rendered (the site shows the maintenance page)',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(503)
      expect(response.body).toContain(`<main>${url}</main>`)
    },
  )

  it('assets are still served so the maintenance page can render', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode,
    ).toBe(200)
  })

  it.each([
    ['POST', '/api/Member/Login'],
    ['GET', '/api/Member/GetUserInfo'],
    ['POST', '/api/Product/GetPricing'],
    ['POST', '/api/logs'],
  ] as const)('%s %s → 503 envelope -503', async (method, url) => {
    const response = await server.app.inject({ method, url, payload: {} })
    expect(response.statusCode).toBe(503)
    expect(errorOf(response)).toMatchObject({ errCode: -503 })
  })

  it('health, config and GetMaintenanceInfo keep answering', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    const config = GetConfigResponse.parse(
      (await server.app.inject({ method: 'GET', url: '/api/config' })).json(),
    )
    expect(config).toMatchObject({ atlas: false, maintenance: true })
    const info = await server.app.inject({
      method: 'GET',
      url: '/api/Common/GetMaintenanceInfo?url=%2F',
      headers: { 'x-country-code': 'kr' },
    })
    expect(GetMaintenanceInfoResponse.parse(info.json())).toMatchObject({
      isMaintenance: true,
      countryCode: 'KR',
    })
  })

  it('GetCountryByIP keeps answering: the maintenance page speaks the visitor country (spec 1 §2)', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/Member/GetCountryByIP',
      payload: {},
      headers: { 'x-country-code': 'jp' },
    })
    expect(answer.statusCode).toBe(200)
    expect(GetCountryByIPResponse.parse(answer.json()).ipCode[0]).toBe('JP')
  })
})
