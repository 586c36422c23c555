import { LANGUAGES, type Language } from '../../src/contract/index.ts'
import en from './texts/en.ts'
import ja from './texts/ja.ts'
import ko from './texts/ko.ts'
import zh from './texts/zh.ts'

/**
 * The texts of the messages, one file per language in server/mail/texts/ (the server shares only
 * the contract with the site, so they live beside the templates; test/server/mail checks that the
 * four languages have the same keys and placeholders).
 */
const TEXTS: Record<Language, typeof en> = { en, ko, ja, zh }

export type MailKind = 'verify' | 'reset'

export interface RenderedMail {
  subject: string
  text: string
  html: string
  language: Language
}

export const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en'

const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => vars[key] ?? '')

const escapeHtml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/**
 * One message in the member's language, as text and as HTML built from the same sentences.
 * Every value is escaped in the HTML; the link is the only anchor.
 */
export function renderMail(
  kind: MailKind,
  lang: string,
  vars: { name: string; link: string; email: string; id: string; hours: string; minutes: string },
): RenderedMail {
  const language = languageOf(lang)
  const t = TEXTS[language]
  const part = t[kind]
  const values = { ...vars }
  const greeting = fill(t.greeting, values)
  const body = fill(part.body, values)
  const expiry = fill(part.expiry, values)
  const text = [
    greeting,
    '',
    body,
    '',
    `${part.action}: ${vars.link}`,
    '',
    expiry,
    '',
    t.signature,
    '',
    '--',
    t.footer,
    '',
  ].join('\n')
  const e = escapeHtml
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${e(part.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:18px;font-weight:bold;margin:0 0 24px">Drape3D</p>
<p>${e(greeting)}</p>
<p>${e(body)}</p>
<p style="margin:32px 0"><a href="${e(vars.link)}" style="background:#18181b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${e(part.action)}</a></p>
<p style="font-size:13px;color:#52525b">${e(expiry)}</p>
<p style="font-size:13px;color:#52525b">${e(t.linkFallback)}<br><span style="word-break:break-all">${e(vars.link)}</span></p>
<p>${e(t.signature)}</p>
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">
<p style="font-size:12px;color:#71717a">${e(t.footer)}</p>
</div>
</body>
</html>
`
  return { subject: part.subject, text, html, language }
}
