import type { FastifyInstance } from 'fastify'
import { defineArea } from '../core/index.ts'
import type { AccountServices } from './services.ts'
import { MemberStore } from './queries.ts'
import { SessionTokens } from './sessionTokens.ts'
import { LoginLimiter } from './signInLimiter.ts'
import { storedSessionSecret } from './secret.ts'
import { localSocialPlatform } from './social.ts'
import { registerLogin } from './routesLogin.ts'
import { registerMember } from './routesMember.ts'
import { registerMemberField } from './routesMemberField.ts'
import { members, socialTokens } from './tables.ts'
import { seedAccounts } from './seed.ts'

/** Accounts (spec 1): sign-in, the session and its tokens, member checks, social sign-in. */
export default defineArea({
  name: 'account',
  tables: [members, socialTokens],
  seed: seedAccounts,
  async plugin(fastify: FastifyInstance) {
    const { config, database } = fastify.core
    const tokens = new SessionTokens(config.JWT_SECRET ?? (await storedSessionSecret(database.db)))
    const services: AccountServices = {
      config,
      members: new MemberStore(database.db),
      tokens,
      loginLimiter: new LoginLimiter(config.LOGIN_RATE_LIMIT),
      cookies: { domain: config.COOKIE_DOMAIN, secure: config.secureCookies },
      social: localSocialPlatform(database.db),
    }
    fastify.core.sessions.provide(tokens)
    fastify.core.onReset(() => {
      services.members.invalidate()
      services.loginLimiter.clear()
    })
    registerLogin(fastify, services)
    registerMember(fastify, services)
    registerMemberField(fastify, services)
  },
})
