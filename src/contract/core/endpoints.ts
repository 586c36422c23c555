import { z } from 'zod/mini'
import { endpoint } from './endpoint.ts'
import { none, withResult } from './envelope.ts'

export const Health = endpoint({
  name: 'Health',
  method: 'GET',
  path: '/api/health',
  request: none,
  response: withResult({ status: z.literal('ok'), database: z.string() }),
  auth: 'public',
  summary: 'Liveness and database reachability.',
})

/** The platform: this area's part of the endpoint table. */
export const coreEndpoints = { Health }
