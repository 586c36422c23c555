import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { Plugin, ViteDevServer } from 'vite'

/** The request headers a page render passes on to its API calls (as the production server does). */
const FORWARDED = ['cookie', 'x-country-code', 'x-forwarded-for', 'user-agent', 'accept-language']

/** React Fast Refresh's preamble, which @vitejs/plugin-react expects before any component loads. */
const REFRESH_PREAMBLE = `import RefreshRuntime from "/@react-refresh"
RefreshRuntime.injectIntoGlobalHook(window)
window.$RefreshReg$ = () => {}
window.$RefreshSig$ = () => (type) => type
window.__vite_plugin_react_preamble_installed__ = true`

const isPage = (req: IncomingMessage): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !!req.headers.accept?.includes('text/html') &&
  !/^\/(?:api|@|src\/|node_modules\/|assets\/)/.test(req.url ?? '/')

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value)
  return new Request(new URL(req.url ?? '/', origin), { method: req.method ?? 'GET', headers })
}

function send(res: ServerResponse, response: Response): void {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  if (!response.body) return void res.end()
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res)
}

/**
 * `npm run dev`: Vite's dev server renders every page on the server exactly like production
 * (src/entry-server.tsx, loaded through Vite so edits apply at once), with hot reload in the
 * browser; the render's API calls go to the API server Vite proxies /api to.
 */
export function ssrDev(apiOrigin: string): Plugin {
  return {
    name: 'drape3d-ssr-dev',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      return () => {
        server.middlewares.use((req, res, next) => {
          if (!isPage(req)) return next()
          void (async () => {
            const entry = (await server.ssrLoadModule(
              '/src/entry-server.tsx',
            )) as typeof import('../../src/entry-server.tsx')
            const response = await entry.render({
              request: toRequest(req, `http://${req.headers.host ?? 'localhost'}`),
              api: (request) => {
                const url = new URL(request.url)
                return fetch(new URL(url.pathname + url.search, apiOrigin), request)
              },
              manifest: {
                routes: {
                  __root__: {
                    scripts: [
                      { attrs: { type: 'module' }, children: REFRESH_PREAMBLE },
                      { attrs: { type: 'module', src: '/@vite/client' } },
                      { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
                    ],
                  },
                },
              },
              nonce: randomBytes(16).toString('base64'),
              forwardHeaders: FORWARDED,
            })
            send(res, response)
          })().catch((error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error)
            next(error)
          })
        })
      }
    },
  }
}
