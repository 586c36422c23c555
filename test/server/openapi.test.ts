import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../src/contract/index.ts'
import { startTestServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

interface Operation {
  operationId: string
  security: Array<Record<string, string[]>>
  requestBody?: { content: { 'application/json': { schema: { type: string } } } }
  parameters?: Array<{ name: string; in: string }>
  responses: Record<string, unknown>
}
interface OpenApi {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>
  }
}

describe('the API reference', () => {
  it('/api/openapi.json is OpenAPI 3.1 and lists every endpoint of the table with its schemas', async () => {
    const doc = (
      await server.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenApi>()
    expect(doc.openapi).toBe('3.1.0')
    for (const ep of Object.values(endpoints)) {
      const op = doc.paths[ep.path]?.[ep.method.toLowerCase()]
      expect(op?.operationId, ep.name).toBe(ep.name)
      expect(op?.responses['200'], ep.name).toBeDefined()
      if (ep.method === 'POST' || ep.method === 'PUT')
        expect(op?.requestBody?.content['application/json'].schema.type, ep.name).toBe('object')
      else expect(op?.parameters, ep.name).toBeDefined()
      expect(op?.security.length, ep.name).toBe(ep.auth === 'member' ? 2 : 0)
    }
    expect(doc.paths['/api/Member/CheckID']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'val', in: 'query' }),
    ])
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'jwt_token',
    })
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
  })

  it('/api/docs is a self-contained HTML page naming every endpoint', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    for (const ep of Object.values(endpoints)) expect(response.body).toContain(ep.path)
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!localhost)[a-z]/i)
  })
})
