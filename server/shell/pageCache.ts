import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { COOKIES } from '../../src/contract/index.ts'

/** A rendered page as a later visitor receives it: status, headers, and the HTML with its nonce. */
export interface CachedPage {
  status: number
  headers: [string, string][]
  html: string
  /** The nonce the HTML was rendered with. */
  nonce: string
}

export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * A page as it is shared: its inline scripts allowed by their hashes (so the bytes are the same for
 * every visitor and are compressed once), the body in each encoding, made on first demand.
 */
export interface SharedPage extends CachedPage {
  scriptHashes: string[]
  body(encoding: Encoding): Promise<Buffer>
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** The SHA-256 (base64) of each inline script's text, as Content-Security-Policy hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'))
  }
  return [...hashes]
}

/** The site's policy allowing exactly these inline scripts, by hash (no nonce). */
export const hashedPolicy = (policy: string, hashes: readonly string[]): string =>
  hashes.length === 0
    ? policy
    : policy.replace(
        /script-src ([^;]*)/,
        `script-src $1 ${hashes.map((h) => `'sha256-${h}'`).join(' ')}`,
      )

/** Brotli when the browser takes it, else gzip, else the plain bytes (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = new Set(
    (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? ''))
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name ?? ''),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return 'identity'
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The shared form of a rendered page; compression runs off the event loop, once per encoding. */
export function sharePage(page: CachedPage): SharedPage {
  const plain = Buffer.from(page.html, 'utf8')
  const bodies = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(plain)]])
  const encode = (encoding: Encoding): Promise<Buffer> =>
    encoding === 'br'
      ? brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : encoding === 'gzip'
        ? gzipped(plain, { level: 9 })
        : Promise.resolve(plain)
  return {
    ...page,
    scriptHashes: inlineScriptHashes(page.html),
    body(encoding) {
      let body = bodies.get(encoding)
      if (!body) bodies.set(encoding, (body = encode(encoding)))
      return body
    },
  }
}

/** What a page request says that a render can read. */
export interface PageRequest {
  method: string
  url: string
  headers: Readonly<Record<string, string | string[] | undefined>>
}

/** Cookies only the browser reads (the unique id of the page-view log, the pop-up marks): a render never sees them. */
const BROWSER_ONLY_COOKIE = new RegExp(`^(?:${COOKIES.uniqueId}|popup_[^=]*)=`)

const headerOf = (request: PageRequest, name: string): string => {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/**
 * The key of a page every visitor without a session receives alike, or null when it depends on
 * the visitor: a session cookie or bearer header (the signed-in shell), or a method other than GET.
 * Every header a render passes to the API (`varyOn`) and the Referer (the first page view's
 * referer, in the shell's state) are part of the key; of the cookies, all but the browser-only ones.
 */
export function pageKey(request: PageRequest, varyOn: readonly string[]): string | null {
  if (request.method !== 'GET') return null
  if (headerOf(request, 'authorization') !== '') return null
  const cookies = headerOf(request, 'cookie')
    .split(/;\s*/)
    .filter((c) => c !== '' && !BROWSER_ONLY_COOKIE.test(c))
  if (cookies.some((c) => c.startsWith(`${COOKIES.session}=`))) return null
  const parts = [request.url, cookies.sort().join('; '), headerOf(request, 'referer')]
  for (const name of varyOn) if (name !== 'cookie') parts.push(headerOf(request, name))
  return parts.join('\n')
}

/**
 * Pages rendered for visitors without a session, shared for a moment (issue 8: the home page must
 * render at 500 requests a second on two cores, and one render costs milliseconds of CPU): the same
 * page asked again within `ttlMs` is answered from the first render, and concurrent asks of a page
 * wait for one render instead of making their own. The data a render shows is itself shared for the
 * same moment (the API answers that are the same for everyone), so a page is never staler than its data.
 */
export class PageCache {
  readonly #entries = new Map<string, { at: number; page: Promise<SharedPage | null> }>()
  readonly #ttlMs: number
  readonly #max: number
  readonly #now: () => number

  constructor(options: { ttlMs: number; max: number; now?: () => number }) {
    this.#ttlMs = options.ttlMs
    this.#max = options.max
    this.#now = options.now ?? Date.now
  }

  /** The page under `key` rendered less than `ttlMs` ago (or being rendered), else null. */
  get(key: string): Promise<SharedPage | null> | null {
    const entry = this.#entries.get(key)
    if (!entry) return null
    if (this.#now() - entry.at >= this.#ttlMs) {
      this.#entries.delete(key)
      return null
    }
    return entry.page
  }

  /** Registers a render in progress; it resolves to null when the page must not be shared (then it is dropped). */
  set(key: string, page: Promise<SharedPage | null>): void {
    if (this.#entries.size >= this.#max) this.#entries.clear()
    const entry = { at: this.#now(), page }
    this.#entries.set(key, entry)
    void page.then(
      (done) => {
        if (done === null && this.#entries.get(key) === entry) this.#entries.delete(key)
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key)
      },
    )
  }
}
