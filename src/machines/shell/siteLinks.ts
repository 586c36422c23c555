import type { Language } from '../../contract/core/codes.ts'
import { HELP_CENTER_LOCALE } from '../../i18n/locale.ts'

/**
 * The shell's link table (spec 1 §2): menu items, footer links and the family of sites. Links that
 * differ for China carry `china`, used when the visitor's IP country is CN; legal pages use the
 * China domain for the Chinese site language.
 */
export interface MenuLink {
  /** Translation key under `shell:menu.links`. */
  key: string
  to: string
  china?: string
  external?: boolean
}

export interface RootItem {
  id: 'product' | 'pricing' | 'learn' | 'support' | 'connect'
  /** Only Pricing goes straight to a page (spec 1 §2). */
  to?: string
  links: MenuLink[]
}

export const HELP_CENTER = 'https://help.drape3d.com/hc'
export const helpCenterUrl = (language: Language): string =>
  `${HELP_CENTER}/${HELP_CENTER_LOCALE[language]}`

export const CONNECT = {
  global: 'https://connect.drape3d.com',
  china: 'https://connect.drape3d.cn',
} as const

export const ROOT_ITEMS: readonly RootItem[] = [
  {
    id: 'product',
    links: [
      { key: 'overview', to: '/product/overview' },
      { key: 'keyfeature', to: '/product/keyfeature' },
      { key: 'trial', to: '/product/trial' },
      { key: 'download', to: '/product/download' },
    ],
  },
  { id: 'pricing', to: '/pricing', links: [] },
  {
    id: 'learn',
    links: [
      { key: 'tutorials', to: '/learn/tutorials' },
      { key: 'userspotlight', to: '/learn/userspotlight' },
      { key: 'casestudy', to: '/learn/casestudy' },
      { key: 'submitWork', to: '/event/submit' },
      { key: 'helpCenter', to: HELP_CENTER, external: true },
    ],
  },
  {
    id: 'support',
    links: [
      { key: 'support', to: '/support' },
      { key: 'contact', to: '/support/contact' },
      { key: 'news', to: '/support/news' },
      { key: 'reseller', to: '/reseller' },
    ],
  },
  {
    id: 'connect',
    links: [
      { key: 'connect', to: CONNECT.global, china: CONNECT.china, external: true },
      {
        key: 'assets',
        to: 'https://connect.drape3d.com/assets',
        china: 'https://connect.drape3d.cn/assets',
        external: true,
      },
      {
        key: 'community',
        to: 'https://connect.drape3d.com/community',
        china: 'https://connect.drape3d.cn/community',
        external: true,
      },
    ],
  },
]

/** The href of a menu link: China URL for visitors from CN; help-centre links carry the locale. */
export function resolveLink(
  link: MenuLink,
  options: { countryCode: string; language: Language },
): string {
  if (link.to === HELP_CENTER) return helpCenterUrl(options.language)
  return isChina(options.countryCode) && link.china ? link.china : link.to
}

export const isChina = (countryCode: string): boolean => countryCode.toUpperCase() === 'CN'

/** Legal pages (spec 1 §2): a China-specific domain for the cn content locale. */
export function legalUrl(
  page: 'terms' | 'privacy' | 'cookie' | 'eula',
  language: Language,
): string {
  const host = language === 'zh' ? 'https://legal.drape3d.cn' : 'https://legal.drape3d.com'
  return `${host}/${language}/${page}`
}

export interface FooterLink {
  key:
    | 'mypage'
    | 'signin'
    | 'terms'
    | 'oss'
    | 'privacy'
    | 'cookie'
    | 'eula'
    | 'reseller'
    | 'trialLicence'
  href: (language: Language) => string
  external: boolean
}

export const FOOTER_LINKS: readonly FooterLink[] = [
  { key: 'mypage', href: () => '/mypage', external: false },
  { key: 'signin', href: () => '/member/signin', external: false },
  { key: 'terms', href: (l) => legalUrl('terms', l), external: true },
  { key: 'oss', href: () => '/terms/oss', external: false },
  { key: 'privacy', href: (l) => legalUrl('privacy', l), external: true },
  { key: 'cookie', href: (l) => legalUrl('cookie', l), external: true },
  { key: 'eula', href: (l) => legalUrl('eula', l), external: true },
  { key: 'reseller', href: () => '/reseller', external: false },
  { key: 'trialLicence', href: () => '/product/trial', external: false },
]

/**
 * The sister cloud-wardrobe platform (spec 1 §1, §4), by the `port` number of /logout: personal and
 * integrated users change their e-mail on its account page.
 */
export const PARTNER_MAIL_PAGES: Readonly<Record<number, string>> = {
  1: 'https://www.stylecloset.com/account/email',
}

/** The family of related sites (spec 1 §1); names are brands and stay untranslated. */
export const FAMILY_SITES = [
  { key: 'drape3d', name: 'Drape3D', url: 'https://www.drape3d.com' },
  { key: 'loom', name: 'Loom Studio', url: 'https://www.loomstudio3d.com' },
  { key: 'swatch', name: 'Swatchbook', url: 'https://www.swatchbook.market' },
  { key: 'connect', name: 'Drape Connect', url: CONNECT.global },
  { key: 'muse', name: 'Muse AI', url: 'https://muse.drape3d.com' },
  { key: 'atelier', name: 'Atelier Enterprise', url: 'https://atelier.drape3d.com' },
] as const
