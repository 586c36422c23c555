import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  COUNTRY_CODES,
  endpoints,
  isBlank,
  LeadCode,
  NEWSLETTER_CODE_OF,
  newsletterLanguage,
  ok,
  TRIAL_DOMAIN_NAMES,
  TRIAL_JOB_NAMES,
  TRIAL_USER_TYPE,
  type CrmLead,
  type ListMember,
  type NewsletterOutcome,
  type TrialInquiry,
} from '../../src/contract/index.ts'
import { members } from '../account/index.ts'
import { HttpError, handle, memberSession, type RouteContext } from '../core/index.ts'
import { latestLeads, type Crm } from './crm.ts'
import type { Newsletter } from './newsletter.ts'
import { inquiryProblem } from './rules.ts'
import { trialInquiries } from './tables.ts'

export interface LeadServices {
  crm: Crm
  newsletter: Newsletter
}

/** The tag the trial inquiry gives its newsletter members. */
export const TRIAL_TAG = 'enterprise-trial'

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' })
/** The country's label for the CRM (spec 3 §3): its English name, '' when none was chosen. */
export const countryLabel = (code: string) => (code === '' ? '' : (countryNames.of(code) ?? code))

/** What makes two inquiries the same one: the e-mail, the company and the text. */
const fingerprintOf = (i: TrialInquiry) =>
  createHash('sha256')
    .update(
      [
        i.businessEmail.trim().toLowerCase(),
        i.companyName.trim().toLowerCase(),
        i.inquiry.trim(),
      ].join('\n'),
    )
    .digest('hex')

export const leadOf = (i: TrialInquiry): CrmLead => ({
  fullName: i.fullName.trim(),
  email: i.businessEmail.trim(),
  title: TRIAL_JOB_NAMES[i.jobTitle],
  country: countryLabel(i.country),
  company: i.companyName.trim(),
  website: i.companyWebpage.trim(),
  domain: TRIAL_DOMAIN_NAMES[i.domain],
  inquiry: i.inquiry.trim(),
})

export function registerLeads(
  fastify: FastifyInstance,
  services: LeadServices,
  options: { staffPage: boolean },
): void {
  const db = fastify.core.database.db
  const { crm, newsletter } = services

  /**
   * Spec 3 §4, §7, §8: the inquiry is checked again and kept once (an identical inquiry sent
   * again, or twice at once, is answered as received without a second lead); then the CRM lead;
   * then, when ticked, the newsletter, whose failure is only logged: the inquiry still succeeds.
   * A CRM that cannot be reached gives the inquiry back (nothing kept) so the visitor can retry.
   */
  handle(fastify, endpoints.TrialInquiry, async (input) => {
    if (input.country !== '' && !(COUNTRY_CODES as readonly string[]).includes(input.country))
      throw new HttpError(400, 'Invalid request body: country: must be a two-letter country code')
    const problem = inquiryProblem(input)
    if (problem)
      return { result: { errCode: problem.code, errMsg: problem.message }, field: problem.field }
    const [row] = await db
      .insert(trialInquiries)
      .values({
        fingerprint: fingerprintOf(input),
        fullName: input.fullName.trim(),
        businessEmail: input.businessEmail.trim(),
        jobTitle: input.jobTitle,
        companyName: input.companyName.trim(),
        country: input.country,
        companyWebpage: input.companyWebpage.trim(),
        domain: input.domain,
        inquiry: input.inquiry.trim(),
        language: input.language,
        newsletter: input.newsletter,
      })
      .onConflictDoNothing({ target: trialInquiries.fingerprint })
      .returning({ id: trialInquiries.id })
    if (!row)
      return {
        result: ok('This inquiry was already received'),
        newsletter: 'skipped' as const,
      }
    try {
      await crm.submitLead(leadOf(input))
    } catch (error) {
      await db.delete(trialInquiries).where(eq(trialInquiries.id, row.id))
      fastify.log.error({ err: error, crm: crm.name }, 'the CRM lead could not be sent')
      throw new HttpError(503, 'The inquiry could not be passed on to the sales team: try again')
    }
    let outcome: NewsletterOutcome = 'skipped'
    if (input.newsletter) {
      try {
        await newsletter.set({
          email: input.businessEmail.trim(),
          status: 'subscribed',
          language: newsletterLanguage(NEWSLETTER_CODE_OF[input.language]),
          userType: TRIAL_USER_TYPE,
          tagData: [TRIAL_TAG],
        })
        outcome = 'subscribed'
      } catch (error) {
        // Spec 3 §8: "Newsletter failures are silently ignored" (by the visitor; logged here).
        fastify.log.warn(
          { err: error, newsletter: newsletter.name },
          'newsletter subscription failed',
        )
        outcome = 'failed'
      }
      await db
        .update(trialInquiries)
        .set({ newsletterOutcome: outcome })
        .where(eq(trialInquiries.id, row.id))
    }
    return { result: ok(), newsletter: outcome }
  })

  /** Spec 3 §8: "CRM submission with a missing name or email is an error about missing required fields." */
  handle(fastify, endpoints.submitSalesforceLead, async (input) => {
    const missing = [
      isBlank(input.fullName) ? 'fullName' : null,
      isBlank(input.email) ? 'email' : null,
    ].filter((f): f is string => f !== null)
    if (missing.length > 0)
      return {
        result: {
          errCode: LeadCode.crmMissingFields,
          errMsg: `missing required fields: ${missing.join(', ')}`,
        },
      }
    await crm.submitLead({
      ...input,
      fullName: input.fullName.trim(),
      email: input.email.trim(),
    })
    return { result: ok() }
  })

  /** The signed-in member's own e-mail, or null when the request names another one. */
  const ownEmail = async (ctx: RouteContext, ...named: Array<string | undefined>) => {
    const session = memberSession(ctx)
    const [member] = await db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, session.memberId))
    if (!member) throw new HttpError(401, 'Sign-in required: no valid session')
    const own = member.email.trim().toLowerCase()
    return named.every((e) => e === undefined || e.trim().toLowerCase() === own)
      ? member.email
      : null
  }
  const notYours = {
    result: {
      errCode: LeadCode.notYourMembership,
      errMsg: "only the signed-in member's own newsletter membership can be used",
    },
  }
  const write = (
    email: string,
    input: { status: ListMember['status']; LANGUAGE: string; USERTYPE: string; tagData: string[] },
  ): ListMember => ({
    email,
    status: input.status,
    language: newsletterLanguage(input.LANGUAGE),
    userType: input.USERTYPE,
    tagData: input.tagData,
  })

  handle(fastify, endpoints.getListMember, async (input, ctx) => {
    const email = await ownEmail(ctx, input.email)
    if (email === null) return { ...notYours, member: null }
    return { result: ok(), member: await newsletter.get(email) }
  })

  handle(fastify, endpoints.addListMember, async (input, ctx) => {
    const email = await ownEmail(ctx, input.email, input.email_address)
    if (email === null) return { ...notYours, member: null }
    const added = await newsletter.add(write(email, input))
    if (added) return { result: ok(), member: added }
    return {
      result: { errCode: -1, errMsg: 'already on the list' },
      member: await newsletter.get(email),
    }
  })

  handle(fastify, endpoints.updateListMember, async (input, ctx) => {
    const email = await ownEmail(ctx, input.email, input.email_address)
    if (email === null) return { ...notYours, member: null }
    const updated = await newsletter.update(write(email, input))
    return updated
      ? { result: ok(), member: updated }
      : { result: { errCode: -1, errMsg: 'not on the list' }, member: null }
  })

  /** type add: adds or, when already there, updates; type update: only an existing member. */
  handle(fastify, endpoints.setListMember, async (input, ctx) => {
    const email = await ownEmail(ctx, input.email, input.email_address)
    if (email === null) return { ...notYours, member: null }
    if (input.type === 'update') {
      const updated = await newsletter.update(write(email, input))
      return updated
        ? { result: ok(), member: updated }
        : { result: { errCode: -1, errMsg: 'not on the list' }, member: null }
    }
    return { result: ok(), member: await newsletter.set(write(email, input)) }
  })

  handle(fastify, endpoints.deleteMember, async (input, ctx) => {
    const email = await ownEmail(ctx, input.email)
    if (email === null) return notYours
    return (await newsletter.remove(email))
      ? { result: ok() }
      : { result: { errCode: -1, errMsg: 'not on the list' } }
  })

  if (options.staffPage && crm.name === 'local')
    handle(fastify, endpoints.GetLeads, async () => ({
      result: ok(),
      leads: (await latestLeads(db, 100)).map((l) => ({
        ...l,
        createdAt: l.createdAt.toISOString(),
      })),
    }))
}
