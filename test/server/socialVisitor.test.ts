import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { socialVisitor } from '../../server/account/social.ts'

/**
 * Spec 1 §7: "IntegrationToken | code, ip, country; forwarded-for header". What the platform gets
 * is the request's own address, trusted country and forwarded-for chain, never the ip and country
 * the client put in its body (issue 11 defect 5: the client sent them empty).
 */
async function visitorOf(trustProxy: boolean, headers: Record<string, string>) {
  const app = Fastify({ trustProxy })
  app.decorate('core', { config: { TRUST_PROXY: trustProxy } } as never)
  app.post('/IntegrationToken', (request) => socialVisitor(request, 'x-country-code'))
  const response = await app.inject({
    method: 'POST',
    url: '/IntegrationToken',
    remoteAddress: '10.0.0.7',
    headers,
    payload: { code: 'c', ip: '198.51.100.66', country: 'ZZ' },
  })
  await app.close()
  return response.json<{ ip: string; country: string; forwardedFor: string }>()
}

describe('the visitor sent to the social platform with the code (spec 1 §7)', () => {
  it('behind the trusted proxy: the client address, the trusted country, the whole chain', async () => {
    const visitor = await visitorOf(true, {
      'x-forwarded-for': '203.0.113.5, 192.0.2.10',
      'x-country-code': 'kr',
    })
    expect(visitor).toEqual({
      ip: '203.0.113.5',
      country: 'KR',
      forwardedFor: '203.0.113.5, 192.0.2.10, 10.0.0.7',
    })
  })
  it("without a trusted proxy: the socket's address; headers anyone could set are not believed", async () => {
    const visitor = await visitorOf(false, {
      'x-forwarded-for': '203.0.113.5',
      'x-country-code': 'KR',
    })
    expect(visitor).toEqual({ ip: '10.0.0.7', country: 'US', forwardedFor: '10.0.0.7' })
  })
})
