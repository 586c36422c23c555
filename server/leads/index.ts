/** The leads area as other areas and the tests see it. */
export { crmLeads, newsletterMembers, trialInquiries } from './tables.ts'
export { subscriberHash } from './newsletter.ts'
export { TRIAL_TAG } from './routes.ts'
