import { splitLocalePath } from '../../i18n/locale.ts'

/**
 * The path rules of the site shell (spec 1 §2), as one pure function of the path so they can be
 * read and tested in one place. The locale prefix (/ko, /ja, /zh) is ignored.
 */
export interface LayoutRules {
  showHeader: boolean
  showFooter: boolean
  showA11yButton: boolean
  /** The header is transparent over the hero until the page scrolls (home only). */
  transparentHeader: boolean
  topArtwork: boolean
  darkTheme: boolean
  fixedTopMenu: boolean
}

/** Pages without header, footer and accessibility button: invoice, swauth, store view, 404. */
const BARE_PAGES = [/\/invoice(\/|$)/i, /\/swauth(\/|$)/i, /\/store\/view(\/|$)/i, /^\/404\/?$/]
const ARTWORK_WORDS = [
  'contact',
  'reseller',
  'usertype',
  'complete',
  'mypage',
  'academic',
  'studentemailverify',
  'subprocessors',
  'steam',
  'oss',
  'form',
]
const DARK_WORDS = ['teamconsole', 'signin', 'signup', 'complete']
const FIXED_MENU_WORDS = ['trial', 'swupdate', 'tutorials', 'teamconsole']

const lastSegment = (path: string): string => path.split('/').filter(Boolean).at(-1) ?? ''
/** A path ending in an id (digits) or a `view` segment shows no top artwork (spec 1 §2). */
const endsInIdOrView = (path: string): boolean => {
  const last = lastSegment(path).toLowerCase()
  return /^\d+$/.test(last) || last === 'view'
}
const isTrialForm = (path: string): boolean => /trial.*form/i.test(path)

export function layoutRules(pathname: string, options: { notFound?: boolean } = {}): LayoutRules {
  const path = splitLocalePath(pathname).path
  const lower = path.toLowerCase()
  const bare = options.notFound === true || BARE_PAGES.some((re) => re.test(path))
  const isHome = path === '/' || path === ''
  return {
    showHeader: !bare,
    showFooter: !bare && !isHome,
    showA11yButton: !bare,
    transparentHeader: isHome,
    topArtwork: ARTWORK_WORDS.some((w) => lower.includes(w)) && !endsInIdOrView(path),
    darkTheme: DARK_WORDS.some((w) => lower.includes(w)),
    fixedTopMenu: FIXED_MENU_WORDS.some((w) => lower.includes(w)) && !isTrialForm(path),
  }
}

/** Header 66 px; banner 50 px, 30 without a banner (spec 1 §2, §9). */
export const SHELL_HEIGHTS = { header: 66, banner: 50, noBanner: 30 } as const

/** The height of the banner band above the page (spec 1 §2): 50 px with a banner, 30 without. */
export const bannerHeight = (hasBanner: boolean): number =>
  hasBanner ? SHELL_HEIGHTS.banner : SHELL_HEIGHTS.noBanner

/**
 * Where the page's content starts below the top of the window: under the header and the banner
 * band (spec 1 §2, §9: "Banner height 50 px (30 without a banner); header height 66 px"). A page
 * without header starts at the top; on home the transparent header lies over the hero, which
 * starts below a real banner only.
 */
export function contentOffset(rules: LayoutRules, hasBanner: boolean): number {
  if (!rules.showHeader) return 0
  if (rules.transparentHeader) return hasBanner ? SHELL_HEIGHTS.banner : 0
  return SHELL_HEIGHTS.header + bannerHeight(hasBanner)
}
