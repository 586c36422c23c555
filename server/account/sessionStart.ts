import { COOKIES } from '../../src/contract/index.ts'
import type { RouteContext } from '../core/index.ts'
import { setSessionCookie } from './cookie.ts'
import type { AccountServices } from './services.ts'
import type { SessionScope } from './tables.ts'

/**
 * Opens a session for a member who has just proved who they are: a row (device, times, scope),
 * its token (jti = the row), and the jwt_token cookie (2 days when remembered, else for the
 * browser session). Answers the token.
 */
export async function startSession(
  app: AccountServices,
  ctx: RouteContext,
  memberId: string,
  options: { remember: boolean; scope: SessionScope },
): Promise<string> {
  const expiresAt = new Date(Date.now() + COOKIES.sessionMaxAgeS * 1000)
  const device = ctx.request.headers['user-agent'] ?? ''
  const sessionId = await app.sessions.create({
    memberId,
    device,
    scope: options.scope,
    remember: options.remember,
    expiresAt,
  })
  const token = await app.tokens.issue(memberId, sessionId, expiresAt)
  setSessionCookie(ctx.reply, token, app.cookies, options.remember)
  return token
}
