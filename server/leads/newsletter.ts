import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { ListMember } from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { newsletterMembers } from './tables.ts'

/** A membership as written: the e-mail, its status, the language name, the user type, the tags. */
export type MemberWrite = ListMember

/** The newsletter list (spec 3 §7 getListMember ... setListMember). E-mails are compared lower-case. */
export interface Newsletter {
  readonly name: 'local' | 'mailchimp'
  get(email: string): Promise<ListMember | null>
  /** Adds a new member; null when the e-mail is already on the list. */
  add(member: MemberWrite): Promise<ListMember | null>
  /** Changes an existing member; null when the e-mail is not on the list. */
  update(member: MemberWrite): Promise<ListMember | null>
  /** Adds or updates (what the trial inquiry does). */
  set(member: MemberWrite): Promise<ListMember>
  /** Removes the member; false when there was none. */
  remove(email: string): Promise<boolean>
}

const key = (email: string) => email.trim().toLowerCase()

/** The local list: the newsletter_members table. */
export function localNewsletter(db: Db): Newsletter {
  const row = (m: MemberWrite) => ({
    email: key(m.email),
    status: m.status,
    language: m.language,
    userType: m.userType,
    tagData: m.tagData,
    updatedAt: new Date(),
  })
  const read = (r: typeof newsletterMembers.$inferSelect): ListMember => ({
    email: r.email,
    status: r.status as ListMember['status'],
    language: r.language,
    userType: r.userType,
    tagData: r.tagData,
  })
  const get = async (email: string) => {
    const [r] = await db
      .select()
      .from(newsletterMembers)
      .where(eq(newsletterMembers.email, key(email)))
    return r ? read(r) : null
  }
  return {
    name: 'local',
    get,
    async add(member) {
      const [r] = await db
        .insert(newsletterMembers)
        .values(row(member))
        .onConflictDoNothing()
        .returning()
      return r ? read(r) : null
    },
    async update(member) {
      const { email, ...rest } = row(member)
      const [r] = await db
        .update(newsletterMembers)
        .set(rest)
        .where(eq(newsletterMembers.email, email))
        .returning()
      return r ? read(r) : null
    },
    async set(member) {
      const { email, ...rest } = row(member)
      const [r] = await db
        .insert(newsletterMembers)
        .values({ email, ...rest })
        .onConflictDoUpdate({ target: newsletterMembers.email, set: rest })
        .returning()
      if (!r) throw new Error('The newsletter member was not stored')
      return read(r)
    },
    async remove(email) {
      const gone = await db
        .delete(newsletterMembers)
        .where(eq(newsletterMembers.email, key(email)))
        .returning({ email: newsletterMembers.email })
      return gone.length > 0
    },
  }
}

/** Mailchimp's subscriber hash: the MD5 of the lower-case e-mail. */
export const subscriberHash = (email: string) => createHash('md5').update(key(email)).digest('hex')

interface MailchimpMember {
  email_address: string
  status: ListMember['status']
  merge_fields?: Record<string, unknown>
  tags?: Array<{ name: string }>
}

/**
 * The Mailchimp Marketing API (v3): `https://<dc>.api.mailchimp.com/3.0/lists/{list_id}/members`,
 * HTTP Basic with the API key (its data centre is the key's suffix). The language and user type go
 * in the LANGUAGE and USERTYPE merge fields, the tag data as tags.
 */
export function mailchimpNewsletter(options: {
  apiKey: string
  listId: string
  fetch?: typeof fetch
}): Newsletter {
  const send: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)
  const dc = options.apiKey.split('-').pop() ?? ''
  const base = `https://${dc}.api.mailchimp.com/3.0/lists/${encodeURIComponent(options.listId)}/members`
  const auth = `Basic ${Buffer.from(`drape3d:${options.apiKey}`).toString('base64')}`
  const call = async (method: string, path: string, body?: unknown): Promise<Response> =>
    send(`${base}${path}`, {
      method,
      headers: {
        authorization: auth,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    })
  const failed = (what: string, response: Response) =>
    new Error(`Mailchimp ${what} answered HTTP ${String(response.status)}`)
  const read = (m: MailchimpMember): ListMember => ({
    email: m.email_address,
    status: m.status,
    language: typeof m.merge_fields?.LANGUAGE === 'string' ? m.merge_fields.LANGUAGE : '',
    userType: typeof m.merge_fields?.USERTYPE === 'string' ? m.merge_fields.USERTYPE : '',
    tagData: (m.tags ?? []).map((t) => t.name),
  })
  const fields = (m: MemberWrite) => ({ LANGUAGE: m.language, USERTYPE: m.userType })
  /** Tags are written by their own call (PUT and PATCH ignore them). */
  const tag = async (m: MemberWrite) => {
    if (m.tagData.length === 0) return
    const response = await call('POST', `/${subscriberHash(m.email)}/tags`, {
      tags: m.tagData.map((name) => ({ name, status: 'active' })),
    })
    if (!response.ok) throw failed('tags', response)
  }
  return {
    name: 'mailchimp',
    async get(email) {
      const response = await call('GET', `/${subscriberHash(email)}`)
      if (response.status === 404) return null
      if (!response.ok) throw failed('get member', response)
      return read((await response.json()) as MailchimpMember)
    },
    async add(member) {
      const response = await call('POST', '', {
        email_address: member.email.trim(),
        status: member.status,
        merge_fields: fields(member),
        tags: member.tagData,
      })
      if (response.status === 400) return null // "Member Exists"
      if (!response.ok) throw failed('add member', response)
      return read((await response.json()) as MailchimpMember)
    },
    async update(member) {
      const response = await call('PATCH', `/${subscriberHash(member.email)}`, {
        status: member.status,
        merge_fields: fields(member),
      })
      if (response.status === 404) return null
      if (!response.ok) throw failed('update member', response)
      await tag(member)
      return { ...read((await response.json()) as MailchimpMember), tagData: member.tagData }
    },
    async set(member) {
      const response = await call('PUT', `/${subscriberHash(member.email)}`, {
        email_address: member.email.trim(),
        status_if_new: member.status,
        status: member.status,
        merge_fields: fields(member),
      })
      if (!response.ok) throw failed('set member', response)
      await tag(member)
      return { ...read((await response.json()) as MailchimpMember), tagData: member.tagData }
    },
    async remove(email) {
      const response = await call('DELETE', `/${subscriberHash(email)}`)
      if (response.status === 404) return false
      if (!response.ok) throw failed('delete member', response)
      return true
    },
  }
}
