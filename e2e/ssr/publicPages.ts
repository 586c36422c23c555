import common_en from '../../src/i18n/common/en.ts'
import common_ko from '../../src/i18n/common/ko.ts'
import common_ja from '../../src/i18n/common/ja.ts'
import common_zh from '../../src/i18n/common/zh.ts'
import meta_en from '../../src/i18n/meta/en.ts'
import meta_ko from '../../src/i18n/meta/ko.ts'
import meta_ja from '../../src/i18n/meta/ja.ts'
import meta_zh from '../../src/i18n/meta/zh.ts'
import shell_en from '../../src/i18n/shell/en.ts'
import shell_ko from '../../src/i18n/shell/ko.ts'
import shell_ja from '../../src/i18n/shell/ja.ts'
import shell_zh from '../../src/i18n/shell/zh.ts'
import errors_en from '../../src/i18n/errors/en.ts'
import errors_ko from '../../src/i18n/errors/ko.ts'
import errors_ja from '../../src/i18n/errors/ja.ts'
import errors_zh from '../../src/i18n/errors/zh.ts'
import home_en from '../../src/i18n/home/en.ts'
import home_ko from '../../src/i18n/home/ko.ts'
import home_ja from '../../src/i18n/home/ja.ts'
import home_zh from '../../src/i18n/home/zh.ts'
import account_en from '../../src/i18n/account/en.ts'
import account_ko from '../../src/i18n/account/ko.ts'
import account_ja from '../../src/i18n/account/ja.ts'
import account_zh from '../../src/i18n/account/zh.ts'
import commerce_en from '../../src/i18n/commerce/en.ts'
import commerce_ko from '../../src/i18n/commerce/ko.ts'
import commerce_ja from '../../src/i18n/commerce/ja.ts'
import commerce_zh from '../../src/i18n/commerce/zh.ts'
import signup_en from '../../src/i18n/signup/en.ts'
import signup_ko from '../../src/i18n/signup/ko.ts'
import signup_ja from '../../src/i18n/signup/ja.ts'
import signup_zh from '../../src/i18n/signup/zh.ts'
import reset_en from '../../src/i18n/reset/en.ts'
import reset_ko from '../../src/i18n/reset/ko.ts'
import reset_ja from '../../src/i18n/reset/ja.ts'
import reset_zh from '../../src/i18n/reset/zh.ts'
import { at, LANGS, type Lang } from '../shell/support.ts'

export { at, LANGS, type Lang }

const resources: Record<Lang, Record<string, unknown>> = {
  en: {
    common: common_en,
    meta: meta_en,
    shell: shell_en,
    errors: errors_en,
    home: home_en,
    account: account_en,
    commerce: commerce_en,
    signup: signup_en,
    reset: reset_en,
  },
  ko: {
    common: common_ko,
    meta: meta_ko,
    shell: shell_ko,
    errors: errors_ko,
    home: home_ko,
    account: account_ko,
    commerce: commerce_ko,
    signup: signup_ko,
    reset: reset_ko,
  },
  ja: {
    common: common_ja,
    meta: meta_ja,
    shell: shell_ja,
    errors: errors_ja,
    home: home_ja,
    account: account_ja,
    commerce: commerce_ja,
    signup: signup_ja,
    reset: reset_ja,
  },
  zh: {
    common: common_zh,
    meta: meta_zh,
    shell: shell_zh,
    errors: errors_zh,
    home: home_zh,
    account: account_zh,
    commerce: commerce_zh,
    signup: signup_zh,
    reset: reset_zh,
  },
}

/** A translated text of the site, as the server must render it (`shell:pages.overview.title`). */
export function translated(lang: Lang, key: string): string {
  const [ns = '', path = ''] = key.split(':')
  let node: unknown = resources[lang][ns]
  for (const part of path.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`)
  return node
}

export interface PublicPage {
  path: string
  status: number
  /** The page's main text (its heading). */
  main: string
  /** The `meta` key of its own title and description, when spec 1 §2 gives it one. */
  meta?: string
}

/**
 * The pages visitors and search engines reach first, without a session (spec 1 §2): each must
 * arrive as finished HTML in the visitor's language.
 */
export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', status: 200, main: 'home:hero.title', meta: 'home' },
  { path: '/pricing', status: 200, main: 'commerce:pricing.title', meta: 'pricing' },
  {
    path: '/pricing?type=enterprise',
    status: 200,
    main: 'commerce:pricing.title',
    meta: 'pricing',
  },
  { path: '/product/overview', status: 200, main: 'shell:pages.overview.title', meta: 'overview' },
  {
    path: '/product/keyfeature',
    status: 200,
    main: 'shell:pages.keyfeature.title',
    meta: 'keyfeature',
  },
  { path: '/product/download', status: 200, main: 'shell:pages.download.title' },
  { path: '/support', status: 200, main: 'shell:pages.support.title' },
  { path: '/support/contact', status: 200, main: 'shell:pages.contact.title', meta: 'contact' },
  { path: '/support/contact/1', status: 200, main: 'shell:pages.contactForm.title' },
  { path: '/support/news', status: 200, main: 'shell:pages.news.title' },
  { path: '/learn/tutorials', status: 200, main: 'shell:pages.tutorials.title' },
  { path: '/learn/userspotlight', status: 200, main: 'shell:pages.userspotlight.title' },
  { path: '/reseller', status: 200, main: 'shell:pages.reseller.title' },
  { path: '/terms/oss', status: 200, main: 'shell:pages.oss.title' },
  { path: '/member/signin', status: 200, main: 'account:signIn.title', meta: 'signin' },
  { path: '/member/signup', status: 200, main: 'signup:title.personal', meta: 'signup' },
  { path: '/member/resetpw', status: 200, main: 'reset:request.title' },
  { path: '/member/complete?t=s', status: 200, main: 'account:pages.completeSignup.title' },
  { path: '/pricing?type=student', status: 200, main: 'commerce:pricing.title', meta: 'pricing' },
  { path: '/pricing?type=academic', status: 200, main: 'commerce:pricing.title', meta: 'pricing' },
  { path: '/pricing/complete?type=per', status: 200, main: 'commerce:complete.per.title' },
  { path: '/pricing/complete?type=fail', status: 200, main: 'commerce:complete.fail.title' },
  { path: '/pricing/ent/linux/month', status: 404, main: 'errors:page.notFound.title' },
  { path: '/no-such-page', status: 404, main: 'errors:page.notFound.title' },
]
