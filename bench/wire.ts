/**
 * `npm run bench:wire`: only the JS each bench page loads first, bytes on the wire (the part of
 * `npm run bench` that is steady on a loaded machine, for iterating on bundle size). Against a
 * running server when BENCH_URL is set (e.g. http://127.0.0.1:4500), else a fresh build and server
 * as `npm run bench` starts them.
 */
import { BENCH_PAGES, measureWire, startSite } from './site.ts'

const site = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: () => undefined }
  : await startSite(Number(process.env.BENCH_PORT ?? 3990))
try {
  const wire = []
  for (const { path } of BENCH_PAGES) wire.push(await measureWire(site.url, path))
  console.table(
    wire.map((w) => ({
      page: w.page,
      status: w.status,
      'JS kB (brotli)': w.jsKb,
      'JS kB (gzip)': w.jsKbGzip,
      'JS files': w.jsFiles,
    })),
  )
} finally {
  site.stop()
}
