import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { z } from 'zod'
import { isApiPath, sendError } from '../core/index.ts'
import { SiteRoutes } from './siteRoutes.ts'

const NOT_BUILT =
  'The site is not built yet: run `npm run build`, then start the server again. The API answers under /api/.'
const RouteManifest = z.array(z.string())

interface Site {
  indexHtml: Buffer
  /** null when dist/routes.json is missing: every page path is then left to the site to judge. */
  routes: SiteRoutes | null
}

function loadSite(dir: string): Site | null {
  const indexPath = join(dir, 'index.html')
  if (!existsSync(indexPath)) return null
  const manifestPath = join(dir, 'routes.json')
  const routes = existsSync(manifestPath)
    ? new SiteRoutes(RouteManifest.parse(JSON.parse(readFileSync(manifestPath, 'utf8'))))
    : null
  return { indexHtml: readFileSync(indexPath), routes }
}

/**
 * Serves the Vite build: files as they are (hashed /assets/* cached for a year), and index.html for
 * page paths: 200 for a known route, 404 for an unknown one, 503 during maintenance, so the site
 * renders the right page with the right status. Unknown /api/* paths get the 404 envelope.
 */
export async function installSite(
  app: FastifyInstance,
  options: { staticDir: string; maintenance: boolean },
): Promise<void> {
  const dir = resolve(options.staticDir)
  const site = loadSite(dir)
  if (!site)
    app.log.warn(
      `${dir}/index.html is missing: pages answer "run npm run build" until the site is built`,
    )
  else if (!site.routes) app.log.warn(`${dir}/routes.json is missing: every page path answers 200`)

  if (site) {
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      // Files are listed once at start (a build does not change under a running server); every other
      // path falls through to the page handler below.
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(dir, 'assets'))
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (isApiPath(pathname))
      return sendError(reply, 404, `No API endpoint ${request.method} ${pathname}`)
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      pathname.startsWith('/assets/')
    ) {
      return sendError(reply, 404, `Not found: ${request.method} ${pathname}`)
    }
    if (!site) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT)
    const status = options.maintenance
      ? 503
      : !site.routes || site.routes.isKnown(pathname)
        ? 200
        : 404
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(site.indexHtml)
  })
}
