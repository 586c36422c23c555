/**
 * Unsupported browsers (spec 1 §2): Internet Explorer below 11. IE 11 sends no "MSIE" token but
 * "Trident/7.0"; in compatibility view it claims an older MSIE but still carries Trident/7.
 */
export const MINIMUM_VERSIONS = [
  { browser: 'Chrome', version: '75' },
  { browser: 'Safari', version: '12.1' },
  { browser: 'Internet Explorer', version: '11' },
  { browser: 'Firefox', version: '67' },
] as const

/** The Internet Explorer version of a user agent, or null for every other browser. */
export function internetExplorerVersion(userAgent: string): number | null {
  const trident = /Trident\/(\d+)/.exec(userAgent)
  if (trident?.[1]) return Number(trident[1]) + 4
  const msie = /MSIE (\d+)/.exec(userAgent)
  return msie?.[1] ? Number(msie[1]) : null
}

export function isUnsupportedBrowser(userAgent: string): boolean {
  const ie = internetExplorerVersion(userAgent)
  return ie !== null && ie < 11
}
