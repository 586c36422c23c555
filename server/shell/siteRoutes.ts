import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/contract/index.ts'

type Matcher = (segments: readonly string[]) => boolean

/**
 * One TanStack full path as a matcher: `$param` is one segment, `{-$param}` an optional one, a
 * lone `$` the rest of the path; any other segment is literal.
 */
function compile(fullPath: string): Matcher {
  const pattern = fullPath.split('/').filter(Boolean)
  const match = (p: number, segments: readonly string[], s: number): boolean => {
    if (p === pattern.length) return s === segments.length
    const part = pattern[p] ?? ''
    if (part === '$') return true
    if (/^\{-\$[^}]+\}$/.test(part))
      return match(p + 1, segments, s) || (s < segments.length && match(p + 1, segments, s + 1))
    if (s >= segments.length) return false
    if (part.startsWith('$') || /^\{\$[^}]+\}$/.test(part)) return match(p + 1, segments, s + 1)
    return part === segments[s] && match(p + 1, segments, s + 1)
  }
  return (segments) => match(0, segments, 0)
}

const LOCALES = new Set<string>(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE))

/** Path segments without a leading locale (/ko, /ja, /zh); the same array when there is none. */
export function withoutLocale(segments: readonly string[]): readonly string[] {
  return segments.length > 0 && LOCALES.has(segments[0] ?? '') ? segments.slice(1) : segments
}

/** A splat at the root catches every unknown path: it is the site's not-found page, not a known route. */
const ROOT_SPLAT = '/$'

/** The site's known page paths (dist/routes.json), with or without a locale prefix (/ko, /ja, /zh). */
export class SiteRoutes {
  readonly #matchers: Matcher[]

  constructor(fullPaths: readonly string[]) {
    this.#matchers = fullPaths.filter((p) => p !== ROOT_SPLAT).map(compile)
  }

  isKnown(pathname: string): boolean {
    const segments = pathname.split('/').filter(Boolean)
    const bare = withoutLocale(segments)
    const candidates = bare === segments ? [segments] : [segments, bare]
    return candidates.some((c) => this.#matchers.some((m) => m(c)))
  }
}
