import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Readable, Transform, pipeline } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { isApiPath, sendError } from '../core/index.ts'
import { STABLE_ANSWERS } from './delivery.ts'
import {
  hashedPolicy,
  PageCache,
  pageKey,
  pickEncoding,
  sharePage,
  type SharedPage,
} from './pageCache.ts'

const NOT_BUILT =
  'The site is not built yet: run `npm run build`, then start the server again. The API answers under /api/.'

/** What src/entry-server.tsx exports (the build's outDir/server/entry-server.js). */
interface RenderOptions {
  request: Request
  api: (request: Request) => Promise<Response>
  manifest: unknown
  nonce: string
  forwardHeaders: readonly string[]
}
type Render = (options: RenderOptions) => Promise<Response>

interface Site {
  render: Render
  /** The browser build's scripts, preloads and CSS per route (outDir/router-manifest.json). */
  manifest: unknown
}

/** The build's two halves: the server render (outDir/server) and the browser's route manifest. */
async function loadSite(dir: string): Promise<Site | null> {
  const entry = join(dir, 'server', 'entry-server.js')
  const manifestPath = join(dir, 'router-manifest.json')
  if (!existsSync(entry) || !existsSync(manifestPath)) return null
  const module = (await import(pathToFileURL(entry).href)) as { render: Render }
  return { render: module.render, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) }
}

/**
 * Joins the many small pieces a streamed render writes in one go into one piece per turn of the
 * event loop: the page still streams, and the compressor works on a few large chunks instead of
 * thousands of tiny ones (each a round trip to the zlib thread pool).
 */
function coalesce(): Transform {
  let pending: Buffer[] = []
  let scheduled = false
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(() => {
          scheduled = false
          if (pending.length === 0) return
          this.push(Buffer.concat(pending))
          pending = []
        })
      }
      done()
    },
    flush(done) {
      if (pending.length > 0) this.push(Buffer.concat(pending))
      pending = []
      done()
    },
  })
}

/** Passes a page through and hands its whole body to `done` at the end (null when it did not end). */
function keep(done: (body: Buffer | null) => void): Transform {
  const chunks: Buffer[] = []
  let ended = false
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      chunks.push(chunk)
      next(null, chunk)
    },
    flush(next) {
      ended = true
      done(Buffer.concat(chunks))
      next()
    },
  })
  stream.on('close', () => {
    if (!ended) done(null)
  })
  return stream
}

/** Statuses of a page that any visitor without a session receives alike: the page, not found, maintenance. */
const SHAREABLE_STATUS = new Set([200, 404, 503])

/** The page's Content-Security-Policy: the site's, plus the nonce of this page's inline scripts. */
export const pagePolicy = (policy: string, nonce: string): string =>
  policy.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`)

/** A Fastify request as the web Request the render reads (address and headers). */
function toRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  return new Request(new URL(request.url, origin), { method: 'GET', headers })
}

const SESSION_COOKIE = /(?:^|;\s*)jwt_token=/

/** How long renders share an answer that is the same for every visitor, and how many they keep. */
const SHARED_ANSWER_MS = 2_000
const SHARED_ANSWERS_MAX = 500

interface Answer {
  status: number
  headers: Record<string, string>
  body: Uint8Array
}

/**
 * Serves the build. Files: hashed /assets/* immutable for a year, everything else revalidated, each
 * text file sent in its brotli or gzip copy made at build time when the request accepts it. Pages:
 * rendered on the server (src/entry-server.tsx) with the status the page decides (200, 404 for an
 * unknown path, 503 during maintenance, a redirect for the language cookie or an access rule),
 * streamed, never stored by a shared cache (every page carries the visitor's header).
 */
export async function installSite(
  app: FastifyInstance,
  options: { staticDir: string; maintenance: boolean; publicUrl: string; countryHeader: string },
): Promise<void> {
  const dir = resolve(options.staticDir)
  const site = await loadSite(dir)
  if (!site)
    app.log.warn(
      `${dir} holds no built site: pages answer "run npm run build" until the site is built`,
    )
  const origin = new URL(options.publicUrl).origin

  if (site) {
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      // Files are listed once at start (a build does not change under a running server); every other
      // path falls through to the page handler below.
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      // The server render's bundle lives in the build folder but is never a public file.
      allowedPath: (pathName) =>
        !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/'),
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(dir, 'assets'))
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  /**
   * The render's API calls, answered in-process by this server with the visitor's headers. The
   * answers that are the same for every visitor (content, price list, settings) are shared between
   * renders for a moment, so a busy page does not ask the database the same question each time.
   */
  const shared = new Map<string, { at: number; answer: Promise<Answer> }>()
  const ask = async (
    method: string,
    url: URL,
    headers: Headers,
    body?: Buffer,
  ): Promise<Answer> => {
    const answer = await app.inject({
      method: method === 'POST' ? 'POST' : method === 'PUT' ? 'PUT' : 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(headers),
      ...(body ? { payload: body } : {}),
    })
    const out: Record<string, string> = {}
    for (const [name, value] of Object.entries(answer.headers))
      if (typeof value === 'string') out[name] = value
    return { status: answer.statusCode, headers: out, body: new Uint8Array(answer.rawPayload) }
  }
  const api = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    let answer: Promise<Answer>
    if (STABLE_ANSWERS.has(url.pathname)) {
      // The visitor's country is part of the question: the price list's currency depends on it.
      const country = request.headers.get(options.countryHeader) ?? ''
      const key = `${request.method} ${url.pathname}${url.search} ${country} ${body?.toString('utf8') ?? ''}`
      const now = Date.now()
      const hit = shared.get(key)
      if (hit && now - hit.at < SHARED_ANSWER_MS) answer = hit.answer
      else {
        answer = ask(request.method, url, request.headers, body)
        if (shared.size > SHARED_ANSWERS_MAX) shared.clear()
        shared.set(key, { at: now, answer })
      }
    } else answer = ask(request.method, url, request.headers, body)
    const { status, headers, body: payload } = await answer
    return new Response(payload.slice(), { status, headers })
  }
  const forwardHeaders = ['cookie', options.countryHeader, 'user-agent', 'accept-language']
  const pages = new PageCache({ ttlMs: SHARED_ANSWER_MS, max: SHARED_ANSWERS_MAX })

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (isApiPath(pathname))
      return sendError(reply, 404, `No API endpoint ${request.method} ${pathname}`)
    return sendError(reply, 404, `Not found: ${request.method} ${pathname}`)
  })

  // Pages are a route (not the not-found handler) so that they are compressed like every answer.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (isApiPath(pathname))
      return sendError(reply, 404, `No API endpoint ${request.method} ${pathname}`)
    if (pathname.startsWith('/assets/') || pathname.startsWith('/server/'))
      return sendError(reply, 404, `Not found: ${request.method} ${pathname}`)
    if (!site) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT)

    const nonce = randomBytes(16).toString('base64')
    const policy = reply.getHeader('content-security-policy')
    if (typeof policy === 'string')
      void reply.header('content-security-policy', pagePolicy(policy, nonce))
    const hasSession = SESSION_COOKIE.test(request.headers.cookie ?? '')
    void reply.header('cache-control', hasSession ? 'private, no-store' : 'private, no-cache')

    const key = pageKey(request, forwardHeaders)
    // Not awaited when nothing is there: a request arriving meanwhile must find this render in progress.
    const pending = key === null ? null : pages.get(key)
    const earlier = pending === null ? null : await pending
    if (earlier) {
      for (const [name, value] of earlier.headers) void reply.header(name, value)
      // The same bytes for every visitor: its inline scripts allowed by hash, compressed once.
      if (typeof policy === 'string')
        void reply.header('content-security-policy', hashedPolicy(policy, earlier.scriptHashes))
      const encoding = pickEncoding(request.headers['accept-encoding'])
      const body = await earlier.body(encoding)
      if (encoding !== 'identity') void reply.header('content-encoding', encoding)
      void reply.header('vary', 'Cookie, Accept-Encoding')
      return reply.code(earlier.status).send(body)
    }
    let share: (page: SharedPage | null) => void = () => undefined
    if (key !== null) pages.set(key, new Promise((resolve) => (share = resolve)))

    let response: Response
    try {
      response = await site.render({
        request: toRequest(request, origin),
        api,
        manifest: site.manifest,
        nonce,
        forwardHeaders,
      })
    } catch (e) {
      share(null)
      throw e
    }
    const headers: [string, string][] = []
    response.headers.forEach((value, name) => {
      headers.push([name, value])
      void reply.header(name, value)
    })
    void reply.header('vary', 'Cookie')
    const status = options.maintenance && response.status === 200 ? 503 : response.status
    reply.code(status)
    const shareable =
      SHAREABLE_STATUS.has(status) &&
      !response.headers.has('set-cookie') &&
      request.method === 'GET'
    if (!response.body || !shareable) {
      share(null)
      if (!response.body || request.method === 'HEAD') return reply.send()
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream).pipe(coalesce()))
    }
    return reply.send(
      pipeline(
        Readable.fromWeb(response.body as NodeReadableStream),
        coalesce(),
        keep((body) =>
          share(
            body === null
              ? null
              : sharePage({ status, headers, html: body.toString('utf8'), nonce }),
          ),
        ),
        () => undefined,
      ),
    )
  })
}
