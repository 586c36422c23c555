import { describe, expect, it } from 'vitest'
import { manualLink } from '../../../src/machines/content/featureRelease.ts'

/**
 * Spec 3 §3: "Manual links use the help-centre base with a language segment", the per-locale help
 * site holding en-us, ko, ja and zh-cn. Written from the spec, so a wrong segment fails here (and
 * the mutation run's table project runs it against featureRelease.ts).
 */
describe('manual links in the page language (spec 3 §3, FEAT-5)', () => {
  const catalogue = 'https://help.drape3d.com/hc/{lang}/articles/360001'
  it.each([
    ['en', 'https://help.drape3d.com/hc/en-us/articles/360001'],
    ['ko', 'https://help.drape3d.com/hc/ko/articles/360001'],
    ['ja', 'https://help.drape3d.com/hc/ja/articles/360001'],
    ['zh', 'https://help.drape3d.com/hc/zh-cn/articles/360001'],
  ] as const)('%s reads %s', (language, link) => {
    expect(manualLink(catalogue, language)).toBe(link)
  })

  it('replaces every language segment, and leaves a link without one as it is', () => {
    expect(manualLink('https://h/{lang}/x/{lang}', 'zh')).toBe('https://h/zh-cn/x/zh-cn')
    expect(manualLink('https://help.drape3d.com/hc/articles/1', 'ko')).toBe(
      'https://help.drape3d.com/hc/articles/1',
    )
  })
})
