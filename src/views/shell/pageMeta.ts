import { splitLocalePath } from '../../i18n/locale.ts'

/** Pages with their own title and description (spec 1 §2); keys of the `meta` namespace. */
export const META_PAGES = {
  '/': 'home',
  '/pricing': 'pricing',
  '/product/overview': 'overview',
  '/product/keyfeature': 'keyfeature',
  '/member/signin': 'signin',
  '/member/signup': 'signup',
  '/support/contact': 'contact',
} as const
export type MetaPage = (typeof META_PAGES)[keyof typeof META_PAGES]

/** The meta key of a path, or null for pages that use the site's default title. */
export function metaPageOf(pathname: string): MetaPage | null {
  const path = splitLocalePath(pathname).path.replace(/\/+$/, '') || '/'
  return (META_PAGES as Record<string, MetaPage | undefined>)[path] ?? null
}

/** "Drape3D | <page>" or "Drape3D | Official Site" for home and pages without their own title. */
export function documentTitle(
  productName: string,
  pageTitle: string | null,
  officialSite: string,
): string {
  return `${productName} | ${pageTitle ?? officialSite}`
}
