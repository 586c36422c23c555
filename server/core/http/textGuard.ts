/** Half of a UTF-16 surrogate pair: with NUL, the text PostgreSQL cannot store (text and jsonb alike). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const unstorable = (s: string) => s.includes('\0') || LONE_SURROGATE.test(s)

/**
 * The path of the first string that PostgreSQL cannot store, or null when there is none. Such
 * input is refused up front with a 400 instead of failing in the database.
 */
export function pathOfUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return unstorable(value) ? path.join('.') || '(value)' : null
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = pathOfUnstorableText(v, [...path, String(i)])
      if (found !== null) return found
    }
    return null
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = pathOfUnstorableText(v, [...path, k])
      if (found !== null) return found
    }
  }
  return null
}
