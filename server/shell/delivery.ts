import { createHash } from 'node:crypto'
import { constants } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import fastifyCompress from '@fastify/compress'
import { endpoints } from '../../src/contract/index.ts'

/** Below this an answer is sent as it is: compressing it would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024

/** Public answers that do not depend on the session or the visitor: the price list, content, settings. */
export const STABLE_ANSWERS = new Set<string>([
  endpoints.GetPricing.path,
  endpoints.GetList.path,
  endpoints.GetView.path,
  endpoints.GetTopBanner.path,
  endpoints.GetConfig.path,
])

/** A weak validator of a JSON answer: equal bodies, equal tags. */
export const etagOf = (body: string): string =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`

/**
 * How answers travel (issue 8): the stable public JSON carries an ETag and answers 304 to a
 * request that already has it; API JSON and rendered pages are compressed on the fly (brotli at a
 * speed a request can afford, or gzip) above COMPRESS_MIN_BYTES; files already compressed at build
 * time are sent as they are. Registered before every route so it applies to all of them.
 */
export async function installDelivery(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? ''
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !STABLE_ANSWERS.has(path))
      return payload
    const tag = etagOf(payload)
    void reply.header('etag', tag)
    void reply.header('cache-control', 'no-cache')
    if (request.method === 'GET' && request.headers['if-none-match'] === tag) {
      reply.code(304)
      return ''
    }
    return payload
  })
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  })
}
