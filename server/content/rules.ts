import { withoutLocale } from '../shell/index.ts'

/** The site path of a page address (absolute or not), without its locale prefix. */
export function pagePath(url: string): string {
  let path: string
  try {
    path = new URL(url, 'http://site.invalid').pathname
  } catch {
    path = '/'
  }
  return `/${withoutLocale(path.split('/').filter(Boolean)).join('/')}`
}

/** A banner's page list: '*' is every page, '/' the home page alone, any other path itself and below. */
export function bannerApplies(applyPaths: readonly string[], path: string): boolean {
  return applyPaths.some((p) => p === '*' || p === path || (p !== '/' && path.startsWith(`${p}/`)))
}
