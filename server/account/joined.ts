import type { FastifyInstance } from 'fastify'

/**
 * What happens once a member has signed up (Join answered errCode 0): the hook the verification
 * e-mail hangs on (issue 11: e-mail sending and verification are built in server/mail). Called after
 * the member's row is committed, with the app (its database and config) and the new member's id; a
 * failure here is logged and never undoes the sign-up. A no-op until the mail area fills it in.
 */
export function afterJoin(app: FastifyInstance, userId: string): Promise<void> {
  app.log.debug({ userId }, 'member joined')
  return Promise.resolve()
}
