import type { FastifyInstance } from 'fastify'
import { defineArea } from '../core/index.ts'
import { localCrm, salesforceWebToLead, type Crm } from './crm.ts'
import { localNewsletter, mailchimpNewsletter, type Newsletter } from './newsletter.ts'
import { registerLeads } from './routes.ts'
import { crmLeads, newsletterMembers, trialInquiries } from './tables.ts'

/**
 * Leads (spec 3 §7): the enterprise trial inquiry, the CRM lead and the newsletter. The adapters
 * are the local ones (database tables, read on /dev/leads) unless the configuration names
 * Salesforce (SALESFORCE_OID) or Mailchimp (MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID).
 */
export default defineArea({
  name: 'leads',
  tables: [trialInquiries, crmLeads, newsletterMembers],
  plugin(fastify: FastifyInstance) {
    const { config, database } = fastify.core
    const crm: Crm = config.SALESFORCE_OID
      ? salesforceWebToLead({
          oid: config.SALESFORCE_OID,
          url: config.SALESFORCE_WEB_TO_LEAD_URL,
          leadSource: config.SALESFORCE_LEAD_SOURCE,
        })
      : localCrm(database.db)
    const newsletter: Newsletter =
      config.MAILCHIMP_API_KEY && config.MAILCHIMP_LIST_ID
        ? mailchimpNewsletter({
            apiKey: config.MAILCHIMP_API_KEY,
            listId: config.MAILCHIMP_LIST_ID,
          })
        : localNewsletter(database.db)
    registerLeads(fastify, { crm, newsletter }, { staffPage: config.MAILBOX })
  },
})
