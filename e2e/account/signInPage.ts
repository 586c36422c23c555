import { expect, type Page } from '@playwright/test'
import en from '../../src/i18n/account/en.ts'
import ja from '../../src/i18n/account/ja.ts'
import ko from '../../src/i18n/account/ko.ts'
import zh from '../../src/i18n/account/zh.ts'
import { hydrated } from '../tools/hydrated.ts'

/** The four display languages and the account texts each shows (spec 1 §2). */
export const LANGUAGES = { en, ko, ja, zh } as const
export type Lang = keyof typeof LANGUAGES
export const DEMO_PASSWORD = 'Drape3d!2026'

/** An address in a language: English has no prefix (spec 1 §2). */
export const at = (lang: Lang, path: string) =>
  lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The sign-in page as a user meets it: `see…` checks what is on screen, the verbs act. */
export class SignInPage {
  readonly page: Page
  readonly lang: Lang
  readonly text: (typeof LANGUAGES)[Lang]
  constructor(page: Page, lang: Lang) {
    this.page = page
    this.lang = lang
    this.text = LANGUAGES[lang]
  }

  async open(query = '') {
    await this.page.goto(at(this.lang, '/member/signin') + query)
    await expect(this.page.getByTestId('signin-form')).toBeVisible()
    // The server renders the form; typing before the browser takes it over would be typing into
    // fields no handler reads yet.
    await hydrated(this.page)
  }

  get idField() {
    return this.page.getByLabel(this.text.signIn.idLabel, { exact: true })
  }
  get pwField() {
    return this.page.getByLabel(this.text.signIn.pwLabel, { exact: true })
  }

  async signIn(id: string, pw: string) {
    await this.idField.fill(id)
    await this.pwField.fill(pw)
    await this.clickSubmit()
  }

  async clickSubmit() {
    await this.page
      .getByTestId('signin-form')
      .getByRole('button', { name: this.text.signIn.submit, exact: true })
      .click()
  }

  async seeFieldFlagged(field: 'id' | 'pw', message: string) {
    const box = field === 'id' ? this.idField : this.pwField
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(this.page.getByText(message, { exact: true })).toBeVisible()
  }

  async seeAddress(path: string) {
    await expect(this.page).toHaveURL(new RegExp(`^https?://[^/]+${escape(at(this.lang, path))}$`))
  }
}
