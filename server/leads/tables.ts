import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Enterprise trial inquiries as received (spec 3 §3, §7). `fingerprint` makes an identical inquiry
 * (same e-mail, company and text) count once, however many times or how fast it is sent.
 */
export const trialInquiries = pgTable('trial_inquiries', {
  id: serial('id').primaryKey(),
  fingerprint: text('fingerprint').notNull().unique(),
  fullName: text('full_name').notNull(),
  businessEmail: text('business_email').notNull(),
  jobTitle: text('job_title').notNull(),
  companyName: text('company_name').notNull(),
  country: text('country').notNull(),
  companyWebpage: text('company_webpage').notNull(),
  domain: text('domain').notNull(),
  inquiry: text('inquiry').notNull(),
  language: text('language').notNull(),
  newsletter: boolean('newsletter').notNull(),
  /** What became of the newsletter subscription: subscribed, skipped or failed. */
  newsletterOutcome: text('newsletter_outcome').notNull().default('skipped'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Leads of the local CRM adapter (spec 3 §3 CRM lead), read on the staff page; seeded none. */
export const crmLeads = pgTable('crm_leads', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  title: text('title').notNull(),
  country: text('country').notNull(),
  company: text('company').notNull(),
  website: text('website').notNull(),
  domain: text('domain').notNull(),
  inquiry: text('inquiry').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Members of the local newsletter list (spec 3 §3 list member), by lower-case e-mail. */
export const newsletterMembers = pgTable('newsletter_members', {
  email: text('email').primaryKey(),
  status: text('status').notNull(),
  language: text('language').notNull(),
  userType: text('user_type').notNull(),
  tagData: jsonb('tag_data').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
