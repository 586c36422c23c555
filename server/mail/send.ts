import { eq } from 'drizzle-orm'
import { DEFAULT_LANGUAGE } from '../../src/contract/index.ts'
import type { Core } from '../core/index.ts'
import { members, type MemberRow } from '../account/index.ts'
import { mailerOf } from './mailer.ts'
import { languageOf, renderMail } from './templates.ts'

export type SendOutcome = 'sent' | 'noEmail' | 'alreadyVerified' | 'noMember'

/**
 * The address of a page of the site in a language, with its query: what a link in a mail opens.
 * English has no prefix, the others live under /ko, /ja and /zh (spec 1 §2 "locale-prefixed path").
 */
function linkTo(core: Core, path: string, language: string, token: string): string {
  const base = core.config.PUBLIC_URL.replace(/\/+$/, '')
  const lang = languageOf(language)
  const prefix = lang === DEFAULT_LANGUAGE ? '' : `/${lang}`
  return `${base}${prefix}${path}?token=${encodeURIComponent(token)}`
}

const displayName = (m: MemberRow) => m.name.trim() || m.email.split('@')[0] || m.id

/**
 * Sends the verification e-mail of a member (spec 1 §2, §4; issue 11): a new single-use link to
 * /member/emailverify, valid VERIFY_LINK_TTL_S, in the member's language, HTML and text. Older
 * verification links of the member stop working. Nothing is sent for a member without an e-mail
 * or whose e-mail is verified already. This is what sign-up calls once the account exists.
 */
export async function sendVerificationMail(core: Core, userId: string): Promise<SendOutcome> {
  const [member] = await core.database.db
    .select()
    .from(members)
    .where(eq(members.id, userId))
    .limit(1)
  if (!member || member.status !== 'active') return 'noMember'
  if (member.email.trim() === '') return 'noEmail'
  if (member.isVerifyEmail) return 'alreadyVerified'
  const mailer = mailerOf(core)
  const ttl = core.config.VERIFY_LINK_TTL_S
  const token = await mailer.tokens.issue('verify', member.id, member.email, ttl)
  const mail = renderMail('verify', member.preferredLang, {
    name: displayName(member),
    email: member.email,
    id: member.id,
    link: linkTo(core, '/member/emailverify', member.preferredLang, token),
    hours: String(Math.max(1, Math.round(ttl / 3600))),
    minutes: String(Math.round(ttl / 60)),
  })
  await mailer.send({ name: displayName(member), address: member.email }, mail)
  return 'sent'
}

/** Sends a password-reset link (/member/identify, RESET_LINK_TTL_S) to a member, in its language. */
export async function sendResetMail(core: Core, member: MemberRow): Promise<void> {
  const mailer = mailerOf(core)
  const ttl = core.config.RESET_LINK_TTL_S
  const token = await mailer.tokens.issue('reset', member.id, member.email, ttl)
  const mail = renderMail('reset', member.preferredLang, {
    name: displayName(member),
    email: member.email,
    id: member.id,
    link: linkTo(core, '/member/identify', member.preferredLang, token),
    hours: String(Math.max(1, Math.round(ttl / 3600))),
    minutes: String(Math.round(ttl / 60)),
  })
  await mailer.send({ name: displayName(member), address: member.email }, mail)
}
