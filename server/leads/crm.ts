import { desc } from 'drizzle-orm'
import type { CrmLead } from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { crmLeads } from './tables.ts'

/** The CRM that receives sales leads (spec 3 §3, §7 submitSalesforceLead). */
export interface Crm {
  readonly name: 'local' | 'salesforce'
  /** Passes the lead on; throws when the CRM refused it or could not be reached. */
  submitLead(lead: CrmLead): Promise<void>
}

/** The local CRM: leads are kept in the crm_leads table, for the staff page. */
export function localCrm(db: Db): Crm {
  return {
    name: 'local',
    async submitLead(lead) {
      await db.insert(crmLeads).values(lead)
    },
  }
}

/** The newest leads of the local CRM first. */
export const latestLeads = (db: Db, limit: number) =>
  db.select().from(crmLeads).orderBy(desc(crmLeads.id)).limit(limit)

export const WEB_TO_LEAD_URL =
  'https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8'

/** A full name as Salesforce's first and last name: the last word is the last name (required). */
export function splitName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/)
  if (words.length < 2) return { first: '', last: fullName.trim() }
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1] ?? '' }
}

/**
 * Salesforce Web-to-Lead: one form-encoded POST to the org's servlet, with the org id (`oid`),
 * the standard lead fields (first_name, last_name, email, company, title, country, URL, industry,
 * description) and the lead source. Salesforce answers 200 even for a lead it drops: only a non-2xx
 * answer or no answer is a failure here.
 */
export function salesforceWebToLead(options: {
  oid: string
  url: string
  leadSource: string
  fetch?: typeof fetch
}): Crm {
  const send: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)
  return {
    name: 'salesforce',
    async submitLead(lead) {
      const { first, last } = splitName(lead.fullName)
      const form = new URLSearchParams({
        oid: options.oid,
        first_name: first,
        last_name: last,
        email: lead.email,
        company: lead.company,
        title: lead.title,
        country: lead.country,
        URL: lead.website,
        industry: lead.domain,
        description: lead.inquiry,
        lead_source: options.leadSource,
      })
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: form.toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
      if (response.status >= 400)
        throw new Error(`Salesforce Web-to-Lead answered HTTP ${String(response.status)}`)
    },
  }
}
