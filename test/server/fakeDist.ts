import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compressFile } from '../../scripts/vite/precompress.ts'

/** The page a fake render answers for a path: its path in <main>, the nonce on its inline script. */
export const pageHtml = (path: string, nonce: string): string =>
  `<!doctype html><html><head><title>Drape3D</title></head><body><main>${path}</main><script nonce="${nonce}">0</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`

/** A hashed asset big enough to be compressed at build time. */
export const APP_JS = `console.log(${JSON.stringify('app '.repeat(600))})\n`

/**
 * A minimal build in a temp folder, shaped like `vite build`'s: the browser's files (one hashed
 * asset with its brotli and gzip copies, the router manifest) and the server render in server/,
 * whose render asks the API for the config in-process (as the real one does) and answers 200 for
 * a known page, 404 for another, 503 during maintenance. Each render numbers itself in `x-render`.
 */
export function fakeDist(
  known: string[] = ['/', '/member/signin', '/support', '/ko/pricing'],
): string {
  const dir = mkdtempSync(join(tmpdir(), 'drape3d-dist-'))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, 'server'))
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), APP_JS)
  compressFile(join(dir, 'assets', 'app-abc123.js'))
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dir, 'router-manifest.json'), JSON.stringify({ routes: {} }))
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    `const KNOWN = ${JSON.stringify(known)}
const pageHtml = ${pageHtml.toString()}
let renders = 0
export async function render({ request, api, nonce }) {
  renders += 1
  const url = new URL(request.url)
  const config = await (await api(new Request(new URL('/api/config', url)))).json()
  const status = config.maintenance ? 503 : KNOWN.includes(url.pathname) ? 200 : 404
  return new Response(pageHtml(url.pathname, nonce), { status, headers: { 'content-type': 'text/html; charset=utf-8', 'x-render': String(renders) } })
}
`,
  )
  return dir
}
