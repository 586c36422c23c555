import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const INDEX_HTML =
  '<!doctype html><html><head><title>Drape3D</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>'

/** A minimal Vite build in a temp folder: index.html, one hashed asset and the route manifest. */
export function fakeDist(
  routes: string[] = [
    '/',
    '/$',
    '/member/signin',
    '/support/',
    '/support/news/view/$postId',
    '/{-$locale}/pricing',
    '/docs/$',
  ],
): string {
  const dir = mkdtempSync(join(tmpdir(), 'drape3d-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), INDEX_HTML)
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app")\n')
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(routes))
  return dir
}
