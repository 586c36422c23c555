/**
 * Every cookie the site reads or writes in the browser goes through here, in one style
 * (spec 1 §4, §9): the session token, the unique-id cookie, the pop-up marks and the language
 * cookies. Machines never touch `document.cookie`; their default effects call these functions.
 */
export interface CookieOptions {
  /** Seconds until it expires; 0 removes it; omitted, it has no expiry of its own. */
  maxAgeS?: number
  /** Set on the parent domain (`.drape3d.com`) so the sister sites read it too (spec 1 §4, §9). */
  parentDomain?: boolean
}

/** `www.drape3d.com` → `.drape3d.com`; hosts without a parent (localhost, IPs) get host-only cookies. */
export function parentDomain(hostname: string): string | null {
  if (/^[\d.]+$/.test(hostname) || !hostname.includes('.')) return null
  return `.${hostname.split('.').slice(-2).join('.')}`
}

/** The `Set-Cookie`-style string written to `document.cookie`: path /, SameSite=Lax always. */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions,
  hostname: string,
): string {
  const domain = options.parentDomain ? parentDomain(hostname) : null
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'SameSite=Lax',
    ...(domain ? [`Domain=${domain}`] : []),
    ...(options.maxAgeS === undefined ? [] : [`Max-Age=${options.maxAgeS}`]),
  ].join('; ')
}

/** The value of a cookie in a `document.cookie` string, decoded; null when absent or emptied by a removal. */
export function cookieValue(jar: string, name: string): string | null {
  const hit = jar.split('; ').find((c) => c.startsWith(`${name}=`))
  if (hit === undefined || hit === `${name}=`) return null
  const raw = hit.slice(name.length + 1)
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const hasDocument = () => typeof document !== 'undefined'

export function readCookie(name: string): string | null {
  return hasDocument() ? cookieValue(document.cookie, name) : null
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (hasDocument()) document.cookie = serializeCookie(name, value, options, location.hostname)
}

export function removeCookie(name: string, options: Omit<CookieOptions, 'maxAgeS'> = {}): void {
  writeCookie(name, '', { ...options, maxAgeS: 0 })
}
