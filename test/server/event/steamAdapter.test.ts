import { describe, expect, it } from 'vitest'
import { steamWebApi } from '../../../server/event/index.ts'

/** A fetch that records the request and answers as Steam would. */
function steamAnswering(status: number, body: unknown) {
  const requests: Array<{ url: string; method: string; headers: Record<string, string> }> = []
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({
      url: input instanceof URL ? input.href : typeof input === 'string' ? input : input.url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    })
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  }
  return { fetch, requests }
}

const options = {
  apiKey: 'PUBLISHERKEY123',
  appId: 774361,
  baseUrl: 'https://partner.steam-api.com',
}
const owned = (ownsapp: boolean, result = 'OK') => ({
  appownership: {
    ownsapp,
    permanent: true,
    timestamp: '2026-11-01T00:00:00Z',
    ownersteamid: '76561198000000001',
    sitelicense: false,
    result,
  },
})

describe('the Steam Web API adapter (ISteamUser/CheckAppOwnership/v2): the exact request', () => {
  it('sends GET partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/ with key, steamid and appid', async () => {
    const steam = steamAnswering(200, owned(true))
    expect(await steamWebApi({ ...options, fetch: steam.fetch }).ownsApp('76561198000000001')).toBe(
      true,
    )
    expect(steam.requests).toHaveLength(1)
    const [request] = steam.requests
    expect(request?.method).toBe('GET')
    expect(request?.headers.accept).toBe('application/json')
    const url = new URL(request?.url ?? '')
    expect(url.origin + url.pathname).toBe(
      'https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/',
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'PUBLISHERKEY123',
      steamid: '76561198000000001',
      appid: '774361',
    })
  })

  it('reads ownsapp false, and an unknown ID (HTTP 400, result not OK) as no Steam account', async () => {
    expect(
      await steamWebApi({ ...options, fetch: steamAnswering(200, owned(false)).fetch }).ownsApp(
        '76561198000000004',
      ),
    ).toBe(false)
    expect(
      await steamWebApi({ ...options, fetch: steamAnswering(400, {}).fetch }).ownsApp(
        '76561198999999999',
      ),
    ).toBeNull()
    expect(
      await steamWebApi({
        ...options,
        fetch: steamAnswering(200, owned(false, 'Failure')).fetch,
      }).ownsApp('76561198999999999'),
    ).toBeNull()
  })

  it('never calls Steam for an ID that is not 17 digits; a Steam failure is an error, not an answer', async () => {
    const steam = steamAnswering(200, owned(true))
    expect(await steamWebApi({ ...options, fetch: steam.fetch }).ownsApp('12345')).toBeNull()
    expect(steam.requests).toHaveLength(0)
    await expect(
      steamWebApi({ ...options, fetch: steamAnswering(503, {}).fetch }).ownsApp(
        '76561198000000001',
      ),
    ).rejects.toThrow(/HTTP 503/)
  })
})
