import type { FastifyInstance } from 'fastify'
import { sendVerificationMail } from '../mail/index.ts'

/**
 * What happens once a member has signed up (Join answered errCode 0): the verification e-mail
 * (spec 1 §4: a new member starts unverified and verifies through the mailed link). Called after
 * the member's row is committed; a failure here is logged and never undoes the sign-up (the member
 * can ask for the mail again from /member/emailverifywarning).
 */
export async function afterJoin(app: FastifyInstance, userId: string): Promise<void> {
  const outcome = await sendVerificationMail(app.core, userId)
  app.log.debug({ userId, outcome }, 'member joined')
}
