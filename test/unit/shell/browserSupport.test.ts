import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { UnsupportedBrowser } from '../../../src/views/shell/UnsupportedBrowser.tsx'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { buildResources } from '../../../src/i18n/index.ts'
import {
  MINIMUM_VERSIONS,
  internetExplorerVersion,
  isUnsupportedBrowser,
} from '../../../src/machines/shell/browserSupport.ts'

const UA = {
  ie6: 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)',
  ie8: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  ie11compat: 'Mozilla/4.0 (compatible; MSIE 7.0; Windows NT 10.0; Trident/7.0)',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; rv:120.0) Gecko/20100101 Firefox/120.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
} as const

describe('unsupported browsers (spec 1 §2): Internet Explorer below 11', () => {
  it.each([
    ['ie6', 6, true],
    ['ie8', 8, true],
    ['ie9', 9, true],
    ['ie10', 10, true],
    ['ie11', 11, false],
    ['ie11compat', 11, false],
  ] as const)('%s is IE %i, unsupported: %s', (name, version, unsupported) => {
    expect(internetExplorerVersion(UA[name])).toBe(version)
    expect(isUnsupportedBrowser(UA[name])).toBe(unsupported)
  })
  it.each(['chrome', 'safari', 'firefox', 'edge'] as const)('%s is supported', (name) => {
    expect(internetExplorerVersion(UA[name])).toBeNull()
    expect(isUnsupportedBrowser(UA[name])).toBe(false)
  })
  it('lists the minimum versions of the spec', () => {
    expect(MINIMUM_VERSIONS.map((m) => `${m.browser} ${m.version}`)).toEqual([
      'Chrome 75',
      'Safari 12.1',
      'Internet Explorer 11',
      'Firefox 67',
    ])
  })
})

describe('the static page in every document renders without modern JS', () => {
  const html = renderToStaticMarkup(createElement(UnsupportedBrowser))
  const script = readFileSync('public/unsupported-browser.js', 'utf8')

  /** Runs the classic script against a fake page and tells which language block it showed, if any. */
  function run(userAgent: string, pathname: string): string | null {
    const style = () => ({ display: 'none' })
    const blocks = ['en', 'ko', 'ja', 'zh'].map((lang) => ({
      lang,
      style: style(),
      getAttribute: () => lang,
    }))
    const box = { style: style(), getElementsByTagName: () => blocks }
    const root = { style: { display: '' } }
    const document = { getElementById: (id: string) => (id === 'root' ? root : box) }
    runInNewContext(script, { navigator: { userAgent }, location: { pathname }, document })
    if (box.style.display !== 'block') return null
    expect(root.style.display).toBe('none')
    return blocks.find((b) => b.style.display === 'block')?.lang ?? 'none'
  }

  it('loads the classic script right after the static page', () => {
    expect(html).toMatch(
      /id="unsupported-browser"[\s\S]*<\/div><script src="\/unsupported-browser.js"><\/script>$/,
    )
    expect(script).toContain('MSIE')
  })
  it('agrees with isUnsupportedBrowser on every user agent', () => {
    for (const ua of Object.values(UA)) expect(run(ua, '/') !== null).toBe(isUnsupportedBrowser(ua))
  })
  it('shows the language of the path prefix', () => {
    expect(run(UA.ie9, '/')).toBe('en')
    expect(run(UA.ie9, '/ko/pricing')).toBe('ko')
    expect(run(UA.ie10, '/ja')).toBe('ja')
    expect(run(UA.ie8, '/zh/support')).toBe('zh')
  })
  it('carries the translated texts and the minimum versions in every language', () => {
    const resources = buildResources()
    for (const lang of ['en', 'ko', 'ja', 'zh']) {
      const block = new RegExp(`<div lang="${lang}"[^>]*>([\\s\\S]*?)</ul>`).exec(html)?.[1] ?? ''
      const texts = resources[lang]?.unsupported as Record<string, string>
      for (const text of Object.values(texts)) expect(block).toContain(text)
      for (const m of MINIMUM_VERSIONS) expect(block).toContain(`${m.browser} ${m.version}`)
    }
  })
})
