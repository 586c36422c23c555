/**
 * The site as a visitor receives it (issue 8), measured against the running server: the built
 * site served by `node server/index.ts` on the embedded database, exactly as `npm start` runs it.
 * - JS each page loads first: bytes on the wire (brotli as negotiated), not file sizes;
 * - Lighthouse 13 (Debian's Chromium, mobile preset), median of three runs per page;
 * - the same pages with JavaScript disabled: is their main text there?
 * - server render throughput of the home page (autocannon, req/s and p99).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { chromium } from '@playwright/test'

const CHROMIUM = '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** The pages issue 8 names, in English and Korean. */
export const BENCH_PAGES = ['/', '/pricing', '/member/signin', '/support/news'].flatMap((path) => [
  { lang: 'en', path },
  { lang: 'ko', path: path === '/' ? '/ko' : `/ko${path}` },
])

export interface WireResult {
  page: string
  status: number
  htmlKb: number
  jsKb: number
  /** The same scripts asked with gzip only: the unit of the 120 kB budget. */
  jsKbGzip: number
  jsFiles: number
}

export interface LighthouseResult {
  page: string
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

export interface NoJsResult {
  page: string
  heading: string
  textThere: boolean
}

export interface ThroughputResult {
  page: string
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  errors: number
}

const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Builds the site into its own folder and starts the server on it; resolves once it answers. */
export async function startSite(port: number): Promise<{ url: string; stop: () => void }> {
  const dist = mkdtempSync(join(tmpdir(), 'drape3d-bench-site-'))
  const build = spawnSync('vite', ['build', '--logLevel', 'error', '--outDir', dist], {
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('vite build failed')
  const server: ChildProcess = spawn(process.execPath, ['server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: dist,
      PGLITE_DIR: 'memory://',
      SMTP_PORT: '0',
      LOG_LEVEL: 'error',
    },
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    stop: () => {
      server.kill('SIGTERM')
      rmSync(dist, { recursive: true, force: true })
    },
  }
}

/** The page's HTML and every script it starts (module entry and its modulepreloads), as sent. */
export async function measureWire(url: string, page: string): Promise<WireResult> {
  const accept = { 'accept-encoding': 'br, gzip' }
  const response = await fetch(url + page, { headers: accept })
  const html = await response.text()
  const htmlBytes =
    Number(response.headers.get('content-length') ?? 0) || (await wireBytes(url + page))
  const scripts = new Set<string>()
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    if (m[1]) scripts.add(m[1])
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    if (m[1]) scripts.add(m[1])
  let js = 0
  let jsGzip = 0
  for (const src of scripts) {
    js += await wireBytes(url + src)
    jsGzip += await wireBytes(url + src, 'gzip')
  }
  return {
    page,
    status: response.status,
    htmlKb: kb(htmlBytes),
    jsKb: kb(js),
    jsKbGzip: kb(jsGzip),
    jsFiles: scripts.size,
  }
}

/** Bytes of a response body as it travels (compressed when the server compresses it). */
async function wireBytes(address: string, encoding = 'br, gzip'): Promise<number> {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    const req = request(address, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve(bytes))
    })
    req.on('error', reject)
    req.end()
  })
}

/** One Lighthouse run (mobile preset, performance only) with Debian's Chromium. */
function lighthouseOnce(address: string): Omit<LighthouseResult, 'page'> {
  const out = join(mkdtempSync(join(tmpdir(), 'drape3d-lh-')), 'report.json')
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      address,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'ignore', timeout: 180_000 },
  )
  // Lighthouse may exit non-zero after writing a complete report (e.g. a slow Chrome shutdown).
  if (!existsSync(out)) throw new Error(`lighthouse failed on ${address} (exit ${run.status})`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } }
    audits: Record<string, { numericValue?: number }>
  }
  return {
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  }
}

/** Lighthouse three times, each figure the median of the three. */
export function measureLighthouse(url: string, page: string, runs = 3): LighthouseResult {
  const results = Array.from({ length: runs }, () => lighthouseOnce(url + page))
  return {
    page,
    performance: median(results.map((r) => r.performance)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
  }
}

/** Each page in a browser with JavaScript off: its first heading, and whether there is one. */
export async function measureNoJs(url: string, pages: string[]): Promise<NoJsResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) })
  try {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const tab = await context.newPage()
    const results: NoJsResult[] = []
    for (const page of pages) {
      await tab.goto(url + page)
      const heading =
        (await tab
          .locator('h1')
          .first()
          .textContent({ timeout: 5_000 })
          .catch(() => null)) ?? ''
      results.push({ page, heading: heading.trim(), textThere: heading.trim().length > 0 })
    }
    return results
  } finally {
    await browser.close()
  }
}

/** One autocannon run against a page: 10 connections, compressed as a browser asks. */
function cannon(
  address: string,
  durationS: number,
  options: { uniquePerRequest: boolean },
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: options.uniquePerRequest ? `${address}?render=[<id>]` : address,
        idReplacement: options.uniquePerRequest,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        connections: 10,
        duration: durationS,
        workers: 1,
      },
      (err, result) => {
        if (err) reject(err instanceof Error ? err : new Error(String(err)))
        else resolve(result)
      },
    )
  })
}

/**
 * Server render throughput of one page, after a warm-up (the first renders compile the bundle's
 * code and fill the API answers shared between renders): as visitors without a session receive it
 * (a page rendered once is shared for two seconds), and with every request rendered anew (a
 * distinct query string each time, so no render is shared).
 */
export async function measureThroughput(
  url: string,
  page: string,
  durationS = 10,
): Promise<{ served: ThroughputResult; rendered: ThroughputResult }> {
  await cannon(url + page, 3, { uniquePerRequest: true })
  const figures = (result: autocannon.Result): ThroughputResult => ({
    page,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  })
  const served = figures(await cannon(url + page, durationS, { uniquePerRequest: false }))
  const rendered = figures(await cannon(url + page, durationS, { uniquePerRequest: true }))
  return { served, rendered }
}
