import { describe, expect, test } from 'vitest'
import type { Language } from '../../src/contract/core/codes.ts'
import en from '../../src/i18n/shell/en.ts'
import ja from '../../src/i18n/shell/ja.ts'
import ko from '../../src/i18n/shell/ko.ts'
import zh from '../../src/i18n/shell/zh.ts'
import {
  CONNECT,
  FAMILY_SITES,
  FOOTER_LINKS,
  HELP_CENTER,
  PARTNER_MAIL_PAGES,
  ROOT_ITEMS,
  helpCenterUrl,
  isChina,
  legalUrl,
  resolveLink,
  type MenuLink,
  type RootItem,
} from '../../src/machines/shell/siteLinks.ts'

/**
 * The shell's link table, told from spec 1 §1 (the six family sites; the partner style site),
 * §2 (the root items, Pricing straight to /pricing, the other roots opening submenus; the shell's
 * routes; the external pages: legal pages with a China-specific domain for the cn locale, a
 * connect site, a help centre with per-locale articles en-us, ko, ja, zh-cn; a separate China URL
 * for visitors whose IP country is CN; the footer links; /logout with gotomail and port=1) and
 * spec 3 §2 (/support/news; "Manual links use the help-centre base with a language segment").
 * homeAndMeta.test.ts already states the root ids, the footer keys and the family count; this
 * table states the addresses behind them. The spec gives no host names: hosts are told only by
 * what the spec says of them (external, absolute, China-specific, the same connect site).
 */
const LANGUAGES: readonly Language[] = ['en', 'ko', 'ja', 'zh']
const HELP_LOCALE = { en: 'en-us', ko: 'ko', ja: 'ja', zh: 'zh-cn' } as const
const LEGAL_PAGES = ['terms', 'privacy', 'cookie', 'eula'] as const
const BUNDLES = { en, ko, ja, zh } as const

/** An external page: an absolute https address (throws on a path or an empty string). */
const absolute = (href: string | undefined): URL => {
  const url = new URL(href ?? '')
  expect(url.protocol, href).toBe('https:')
  return url
}
const rootOf = (id: RootItem['id']): RootItem => {
  const item = ROOT_ITEMS.find((i) => i.id === id)
  if (!item) throw new Error(`root item ${id} missing`)
  return item
}
const allLinks: MenuLink[] = ROOT_ITEMS.flatMap((i) => i.links)
const pairs = (id: RootItem['id']) => rootOf(id).links.map((l) => ({ key: l.key, to: l.to }))
const connectHost = new URL(CONNECT.global).host
const helpLink = (): MenuLink => {
  const link = allLinks.find((l) => l.key === 'helpCenter')
  if (!link) throw new Error('help centre link missing')
  return link
}

describe('spec 1 §2: the header menu', () => {
  test('Pricing goes straight to /pricing and opens no submenu', () => {
    expect(rootOf('pricing')).toEqual({ id: 'pricing', to: '/pricing', links: [] })
  })

  test('the other root items open a submenu and go to no page themselves', () => {
    for (const id of ['product', 'learn', 'support', 'connect'] as const) {
      expect(rootOf(id).to, id).toBeUndefined()
      expect(rootOf(id).links.length, id).toBeGreaterThan(0)
    }
  })

  test('the Product submenu leads to the four product routes of the shell', () => {
    expect(pairs('product')).toEqual(
      expect.arrayContaining([
        { key: 'overview', to: '/product/overview' },
        { key: 'keyfeature', to: '/product/keyfeature' },
        { key: 'trial', to: '/product/trial' },
        { key: 'download', to: '/product/download' },
      ]),
    )
  })

  test('the Learn submenu leads to the tutorials and the user spotlight', () => {
    expect(pairs('learn')).toEqual(
      expect.arrayContaining([
        { key: 'tutorials', to: '/learn/tutorials' },
        { key: 'userspotlight', to: '/learn/userspotlight' },
      ]),
    )
  })

  test('the Support submenu leads to support, the contact page and the news (spec 3 §2)', () => {
    expect(pairs('support')).toEqual(
      expect.arrayContaining([
        { key: 'support', to: '/support' },
        { key: 'contact', to: '/support/contact' },
        { key: 'news', to: '/support/news' },
      ]),
    )
  })

  test('the reseller page is in the menu at /reseller', () => {
    expect(allLinks.map((l) => ({ key: l.key, to: l.to }))).toContainEqual({
      key: 'reseller',
      to: '/reseller',
    })
  })

  test('external are the help centre and the connect site; every other link is a site path', () => {
    for (const link of allLinks) {
      const external = link.key === 'helpCenter' || rootOf('connect').links.includes(link)
      expect(link.external === true, link.key).toBe(external)
      if (external) absolute(link.to)
      else expect(link.to, link.key).toMatch(/^\/[a-z]/)
    }
  })

  test('the Connect submenu opens the connect site itself and pages of it', () => {
    const links = rootOf('connect').links
    expect(links.map((l) => l.to)).toContain(CONNECT.global)
    for (const link of links) expect(absolute(link.to).host, link.key).toBe(connectHost)
  })

  test('each menu link is labelled in the four languages, under its own key', () => {
    expect(new Set(allLinks.map((l) => l.key)).size).toBe(allLinks.length)
    for (const language of LANGUAGES) {
      const labels = Object.keys(BUNDLES[language].menu.links)
      for (const link of allLinks) expect(labels, `${language}: ${link.key}`).toContain(link.key)
    }
  })
})

describe('spec 1 §2: a separate China URL when the IP country is CN', () => {
  const connectLinks = () => rootOf('connect').links

  test('the connect site is one site with a separate China address', () => {
    absolute(CONNECT.global)
    expect(absolute(CONNECT.china).host).not.toBe(connectHost)
  })

  test('each connect link has the same page on the China address', () => {
    for (const link of connectLinks()) {
      const china = absolute(link.china)
      expect(china.host, link.key).toBe(new URL(CONNECT.china).host)
      expect(china.pathname, link.key).toBe(new URL(link.to).pathname)
    }
  })

  test('links that do not differ for China carry no China URL', () => {
    const others = ROOT_ITEMS.filter((i) => i.id !== 'connect').flatMap((i) => i.links)
    for (const link of others) expect(link.china, link.key).toBeUndefined()
  })

  test('a visitor from CN gets the China URL; any other country, or none, the global one', () => {
    for (const link of connectLinks()) {
      for (const language of LANGUAGES) {
        expect(resolveLink(link, { countryCode: 'CN', language })).toBe(link.china)
        // The country header's code in any case (isChina's reading): 'cn' is China too.
        expect(resolveLink(link, { countryCode: 'cn', language })).toBe(link.china)
        expect(resolveLink(link, { countryCode: 'KR', language })).toBe(link.to)
        expect(resolveLink(link, { countryCode: 'US', language })).toBe(link.to)
      }
    }
  })

  test('a site path stays the same for a visitor from CN', () => {
    for (const link of allLinks.filter((l) => !l.external)) {
      expect(resolveLink(link, { countryCode: 'CN', language: 'zh' }), link.key).toBe(link.to)
      expect(resolveLink(link, { countryCode: 'JP', language: 'ja' }), link.key).toBe(link.to)
    }
  })

  test('isChina is true for the country code CN only', () => {
    expect(isChina('CN')).toBe(true)
    for (const country of ['KR', 'JP', 'US', 'ES', 'PT', 'TW', 'HK', '']) {
      expect(isChina(country), country).toBe(false)
    }
  })
})

describe('spec 1 §2, spec 3 §2: the help centre, per-locale articles en-us, ko, ja, zh-cn', () => {
  test('the help centre is an external site', () => {
    absolute(HELP_CENTER)
  })

  test('the help-centre base with the language segment of each site language', () => {
    for (const language of LANGUAGES) {
      const url = helpCenterUrl(language)
      expect(url).toBe(`${HELP_CENTER}/${HELP_LOCALE[language]}`)
      absolute(url)
    }
  })

  test('the menu link opens the help centre in the visitor language, from any country', () => {
    expect(helpLink().china).toBeUndefined()
    for (const language of LANGUAGES) {
      for (const countryCode of ['CN', 'KR', '']) {
        expect(resolveLink(helpLink(), { countryCode, language }), language).toBe(
          `${HELP_CENTER}/${HELP_LOCALE[language]}`,
        )
      }
    }
  })
})

describe('spec 1 §2: the legal pages (terms, privacy, cookie policy, licence agreement)', () => {
  test('each is an external page of its own', () => {
    for (const language of LANGUAGES) {
      const urls = LEGAL_PAGES.map((page) => legalUrl(page, language))
      for (const url of urls) absolute(url)
      expect(new Set(urls).size, language).toBe(LEGAL_PAGES.length)
    }
  })

  test('the cn locale (zh site language) uses a China-specific domain', () => {
    for (const page of LEGAL_PAGES) {
      expect(absolute(legalUrl(page, 'zh')).hostname, page).toMatch(/\.cn$/)
    }
  })

  test('the other locales share one domain, not the China one', () => {
    for (const page of LEGAL_PAGES) {
      const hosts = (['en', 'ko', 'ja'] as const).map((l) => absolute(legalUrl(page, l)).hostname)
      expect(new Set(hosts).size, page).toBe(1)
      expect(hosts[0], page).not.toMatch(/\.cn$/)
    }
  })
})

describe('spec 1 §2: the footer links', () => {
  /** The in-site footer links and their routes; the legal ones are the legal pages. */
  const SITE: Record<string, string> = {
    mypage: '/mypage',
    signin: '/member/signin',
    oss: '/terms/oss',
    reseller: '/reseller',
    trialLicence: '/product/trial',
  }
  const LEGAL: Record<string, (typeof LEGAL_PAGES)[number]> = {
    terms: 'terms',
    privacy: 'privacy',
    cookie: 'cookie',
    eula: 'eula',
  }

  test('my account, sign in, OSS, reseller and trial licence are site routes, in any language', () => {
    for (const link of FOOTER_LINKS.filter((l) => l.key in SITE)) {
      expect(link.external, link.key).toBe(false)
      for (const language of LANGUAGES) expect(link.href(language), link.key).toBe(SITE[link.key])
    }
    expect(FOOTER_LINKS.filter((l) => l.key in SITE)).toHaveLength(5)
  })

  test('terms, privacy, cookie policy and licence agreement are the external legal pages', () => {
    for (const link of FOOTER_LINKS.filter((l) => l.key in LEGAL)) {
      expect(link.external, link.key).toBe(true)
      const page = LEGAL[link.key]
      if (!page) throw new Error(link.key)
      for (const language of LANGUAGES) {
        expect(link.href(language), `${link.key} ${language}`).toBe(legalUrl(page, language))
      }
      expect(absolute(link.href('zh')).hostname, link.key).toMatch(/\.cn$/)
      expect(absolute(link.href('en')).hostname, link.key).not.toMatch(/\.cn$/)
    }
    expect(FOOTER_LINKS.filter((l) => l.key in LEGAL)).toHaveLength(4)
  })

  test('each footer link is labelled in the four languages', () => {
    for (const language of LANGUAGES) {
      const labels = Object.keys(BUNDLES[language].footer.links)
      for (const link of FOOTER_LINKS)
        expect(labels, `${language}: ${link.key}`).toContain(link.key)
    }
  })
})

describe('spec 1 §1: the family of related sites', () => {
  test('the product, a 3D clothing tool, an asset marketplace, a connect hub, an AI tool, an enterprise tool', () => {
    expect(FAMILY_SITES.map((s) => s.key)).toEqual([
      'drape3d', // the product itself
      'loom', // a 3D clothing tool
      'swatch', // a fashion asset marketplace
      'connect', // a connect hub
      'muse', // an AI assistant tool
      'atelier', // an enterprise tool
    ])
  })

  test('the connect hub is the connect site', () => {
    expect(FAMILY_SITES.find((s) => s.key === 'connect')?.url).toBe(CONNECT.global)
  })

  test('each is a named external site of its own, described in the four languages', () => {
    const urls = FAMILY_SITES.map((s) => absolute(s.url).href)
    expect(new Set(urls).size).toBe(FAMILY_SITES.length)
    for (const site of FAMILY_SITES) expect(site.name.trim(), site.key).not.toBe('')
    for (const language of LANGUAGES) {
      const texts = Object.keys(BUNDLES[language].footer.family)
      for (const site of FAMILY_SITES) expect(texts, `${language}: ${site.key}`).toContain(site.key)
    }
  })
})

describe('spec 1 §2 /logout, §4: the e-mail page of the partner style site', () => {
  test('gotomail with port=1 leads to an external page; no other port is known', () => {
    expect(Object.keys(PARTNER_MAIL_PAGES)).toEqual(['1'])
    absolute(PARTNER_MAIL_PAGES[1])
  })
})
