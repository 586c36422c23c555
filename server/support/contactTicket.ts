import {
  MAC_OS,
  OTHERS_LANG,
  asksVersion,
  isBlank,
  type ContactForm,
} from '../../src/contract/index.ts'
import type { Ticket } from './helpDesk.ts'

/**
 * The help desk's custom fields (spec 3 §3: "a list of id and value pairs for inquiry, user type,
 * language and, if language is other, an extra other-language field"). The spec does not give the
 * ids; these are the local help desk's, and a Zendesk account sets its own by configuration.
 */
export const CUSTOM_FIELD = {
  inquiry: 360001,
  userType: 360002,
  language: 360003,
  othersLang: 360004,
} as const

/** Text made safe to place in HTML: the five characters that mean markup are escaped. */
export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** The description as paragraphs: its text escaped, its line breaks kept. */
const paragraphs = (text: string): string =>
  text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${p.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`)
    .join('')

/**
 * Spec 3 §3: for technical_issues or bug_report_, a "User Requirements" block listing version and
 * patch, OS type, Mac model (Mac OS only), CPU, memory size, graphic card and resolution; blank
 * values are omitted (spec 3 §5: "Requirement lines in the ticket are shown only if not blank").
 */
export function requirementLines(form: ContactForm): Array<[string, string]> {
  if (!asksVersion(form.inquiry)) return []
  const version = [form.version, form.patchVersion].filter((v) => !isBlank(v)).join(' / ')
  const lines: Array<[string, string]> = [
    ['Version', version],
    ['OS', form.os === MAC_OS ? 'Mac OS' : form.os === 'windows' ? 'Windows' : ''],
    ['Mac model', form.os === MAC_OS ? form.macos : ''],
    ['CPU', form.cpu],
    ['Memory', form.memory],
    ['Graphic card', form.gpu],
    ['Resolution', form.resolution],
  ]
  return lines
    .map(([label, value]): [string, string] => [label, value.trim()])
    .filter(([, value]) => !isBlank(value))
}

export function contactHtml(form: ContactForm): string {
  const lines = requirementLines(form)
  const block =
    lines.length === 0
      ? ''
      : `<h3>User Requirements</h3><ul>${lines
          .map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`)
          .join('')}</ul>`
  return `${paragraphs(form.description)}${block}`
}

/**
 * The ticket payload of spec 3 §3, built by the server from the validated form: requester, subject,
 * comment (HTML body, type "Comment", upload tokens), one tag (the country), type "question" and
 * the custom fields whose values are the inquiry, user type and language tags.
 */
export function contactTicket(form: ContactForm, uploads: readonly string[]): Ticket {
  const customFields = [
    { id: CUSTOM_FIELD.inquiry, value: form.inquiry },
    { id: CUSTOM_FIELD.userType, value: form.userType },
    { id: CUSTOM_FIELD.language, value: form.language },
    ...(form.language === OTHERS_LANG
      ? [{ id: CUSTOM_FIELD.othersLang, value: form.othersLang.trim() }]
      : []),
  ]
  return {
    requester: { name: form.name.trim(), email: form.email.trim() },
    subject: form.title.trim(),
    comment: { html_body: contactHtml(form), type: 'Comment', uploads: [...uploads] },
    tags: [form.country.toLowerCase()],
    type: 'question',
    custom_fields: customFields,
  }
}
