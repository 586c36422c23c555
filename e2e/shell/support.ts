import type { Page } from '@playwright/test'
import en from '../../src/i18n/shell/en.ts'
import ko from '../../src/i18n/shell/ko.ts'
import ja from '../../src/i18n/shell/ja.ts'
import zh from '../../src/i18n/shell/zh.ts'
import enErrors from '../../src/i18n/errors/en.ts'
import koErrors from '../../src/i18n/errors/ko.ts'
import jaErrors from '../../src/i18n/errors/ja.ts'
import zhErrors from '../../src/i18n/errors/zh.ts'
import enCommon from '../../src/i18n/common/en.ts'
import koCommon from '../../src/i18n/common/ko.ts'
import jaCommon from '../../src/i18n/common/ja.ts'
import zhCommon from '../../src/i18n/common/zh.ts'
import enMeta from '../../src/i18n/meta/en.ts'
import koMeta from '../../src/i18n/meta/ko.ts'
import jaMeta from '../../src/i18n/meta/ja.ts'
import zhMeta from '../../src/i18n/meta/zh.ts'
import enUnsupported from '../../src/i18n/unsupported/en.ts'
import koUnsupported from '../../src/i18n/unsupported/ko.ts'
import jaUnsupported from '../../src/i18n/unsupported/ja.ts'
import zhUnsupported from '../../src/i18n/unsupported/zh.ts'
import { hydrated } from '../tools/hydrated.ts'

export const LANGS = ['en', 'ko', 'ja', 'zh'] as const
export type Lang = (typeof LANGS)[number]
export const WIDTHS = [375, 1279, 1280, 1440] as const

export const text = {
  shell: { en, ko, ja, zh },
  errors: { en: enErrors, ko: koErrors, ja: jaErrors, zh: zhErrors },
  common: { en: enCommon, ko: koCommon, ja: jaCommon, zh: zhCommon },
  meta: { en: enMeta, ko: koMeta, ja: jaMeta, zh: zhMeta },
  unsupported: { en: enUnsupported, ko: koUnsupported, ja: jaUnsupported, zh: zhUnsupported },
}

/** `/pricing` in a language: English has no prefix. */
export const at = (lang: Lang, path: string): string => {
  if (lang === 'en') return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

/** The visitor country the server reads from its trusted header, per language. */
export const COUNTRY: Record<Lang, string> = { en: 'US', ko: 'KR', ja: 'JA', zh: 'CN' }

export const isWide = (width: number): boolean => width >= 1280

/**
 * Waits until the shell has its banner and news and the browser has taken over the server's HTML:
 * the server renders the banner settled, and a click before hydration (a hamburger on a busy CI)
 * would fall on a button with no handler yet and the next step would wait for a drawer forever.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page
    .locator('[data-banner-settled="true"], [data-testid="maintenance-page"]')
    .first()
    .waitFor()
  await hydrated(page)
}
