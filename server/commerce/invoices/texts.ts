import { LANGUAGES, payMethodKey, type Language } from '../../../src/contract/index.ts'
import en from '../../../src/i18n/invoice/en.ts'
import ja from '../../../src/i18n/invoice/ja.ts'
import ko from '../../../src/i18n/invoice/ko.ts'
import zh from '../../../src/i18n/invoice/zh.ts'

/**
 * The words of the invoice documents: the site's `invoice` namespace, so the invoice page and its
 * HTML and PDF documents say the same thing. A unit test keeps the four alike.
 */
export const INVOICE_TEXTS: Readonly<Record<Language, typeof en>> = { en, ko, ja, zh }
export type InvoiceTexts = typeof en

export const languageOf = (value: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en'

export const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => vars[key] ?? '')

export const payMethodName = (t: InvoiceTexts, payMethod: number): string =>
  t.payMethods[payMethodKey(payMethod)]

export const productName = (t: InvoiceTexts, key: string): string =>
  (t.products as Record<string, string>)[key] ?? t.unknownProduct
