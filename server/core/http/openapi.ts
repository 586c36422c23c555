import { z } from 'zod'
import { ResultOnly, endpoints, type Endpoint } from '../../../src/contract/index.ts'
import { bodyLimitOf } from './bodyLimits.ts'

type JsonSchema = Record<string, unknown>

function schemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return json
}

const tagOf = (path: string): string =>
  /^\/api\/(Member|Product|Content|Common)\//.exec(path)?.[1] ?? 'Site'

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
})

function queryParameters(ep: Endpoint) {
  const schema = schemaOf(ep.request, 'input')
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }))
}

function operation(ep: Endpoint) {
  const hasBody = ep.method === 'POST' || ep.method === 'PUT'
  return {
    operationId: ep.name,
    summary: ep.summary,
    tags: [tagOf(ep.path)],
    ...(ep.auth === 'member'
      ? { security: [{ cookieAuth: [] }, { bearerAuth: [] }] }
      : { security: [] }),
    ...(hasBody
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(ep.request, 'input') } },
          },
        }
      : { parameters: queryParameters(ep) }),
    responses: {
      '200': ep.produces
        ? {
            description: `The document (${ep.produces}); a refusal is the JSON envelope, whose result.errCode is the business outcome of the spec.`,
            content: {
              [ep.produces]: {
                schema: ep.produces.startsWith('text/')
                  ? { type: 'string' }
                  : { type: 'string', format: 'binary' },
              },
              'application/json': { schema: schemaOf(ep.response, 'output') },
            },
          }
        : {
            description:
              'Answered; result.errCode 0 is success, other codes are the business outcomes of the spec.',
            content: { 'application/json': { schema: schemaOf(ep.response, 'output') } },
          },
      '400': errorResponse('Invalid request: errMsg names the field and the problem.'),
      ...(ep.auth === 'member' ? { '401': errorResponse('No valid session.') } : {}),
      ...(hasBody
        ? {
            '408': errorResponse('The body arrived too slowly (docs/operations.md).'),
            '413': errorResponse(`Body over ${bodyLimitOf(ep)} bytes.`),
            '415': errorResponse('Body is not JSON.'),
          }
        : {}),
      ...(ep.name === 'Login' || ep.name === 'IntegrationCheck'
        ? { '429': errorResponse('Too many failed sign-ins for the account or the address.') }
        : ep.limit
          ? {
              '429': errorResponse(
                `Over ${ep.limit.max} calls from this address in ${ep.limit.windowS} s: Retry-After says when to try again.`,
              ),
            }
          : {}),
      ...Object.fromEntries(
        Object.entries(ep.statuses ?? {}).map(([status, text]) => [status, errorResponse(text)]),
      ),
      '500': errorResponse('Unexpected server error.'),
      '503': errorResponse('Down for maintenance.'),
    },
  }
}

/** The OpenAPI 3.1 document of the endpoint table, built from the same zod schemas the server checks. */
export function buildOpenApi(serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const ep of Object.values(endpoints) as Endpoint[]) {
    paths[ep.path] = { ...paths[ep.path], [ep.method.toLowerCase()]: operation(ep) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Drape3D site API',
      version: '1.0.0',
      description:
        'Every answer carries result.errCode (0 is success) and result.errMsg. Errors of the server itself use the negated HTTP status as errCode.',
    },
    servers: [{ url: serverUrl }],
    tags: ['Member', 'Product', 'Content', 'Common', 'Site'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: 'jwt_token',
          description: 'Set by Login, IntegrationCheck and IntegrationToken; httpOnly, 2 days.',
        },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token answered by a sign-in.',
        },
      },
      schemas: { ErrorEnvelope: schemaOf(ResultOnly, 'output') },
    },
  }
}
