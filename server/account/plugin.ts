import type { FastifyInstance } from 'fastify'
import { defineArea } from '../core/index.ts'
import type { AccountServices } from './services.ts'
import { SignInCaptcha } from './captcha.ts'
import { MemberStore } from './queries.ts'
import { SessionStore } from './sessionStore.ts'
import { SessionTokens } from './sessionTokens.ts'
import { SignInLimiter } from './signInLimiter.ts'
import { storedSecret, storedSessionSecret } from './secret.ts'
import { localSocialPlatform } from './social.ts'
import { registerLogin } from './routesLogin.ts'
import { registerMember } from './routesMember.ts'
import { registerMemberField } from './routesMemberField.ts'
import { registerSessions } from './routesSessions.ts'
import { registerVerify } from './routesVerify.ts'
import { registerReset } from './routesReset.ts'
import { registerSignUp } from './routesSignUp.ts'
import { registerEndUser } from './routesEndUser.ts'
import { registerBilling } from './routesBilling.ts'
import { registerProfile } from './routesProfile.ts'
import {
  accountDeletions,
  captchaUses,
  members,
  profileImages,
  sessions,
  signInHolds,
  socialTokens,
} from './tables.ts'
import { seedAccounts } from './seed.ts'

/** Accounts (spec 1): sign-in and its limits, sessions and their tokens, member fields and checks, social sign-in. */
export default defineArea({
  name: 'account',
  tables: [
    members,
    socialTokens,
    sessions,
    captchaUses,
    signInHolds,
    profileImages,
    accountDeletions,
  ],
  seed: seedAccounts,
  async plugin(fastify: FastifyInstance) {
    const { config, database } = fastify.core
    const db = database.db
    const sessionStore = new SessionStore(db, config.SESSION_RECHECK_MS)
    const tokens = new SessionTokens(
      config.JWT_SECRET ?? (await storedSessionSecret(db)),
      sessionStore,
    )
    const services: AccountServices = {
      config,
      members: new MemberStore(db),
      sessions: sessionStore,
      tokens,
      limiter: new SignInLimiter(fastify.core.limits, db, {
        perAccount: config.LOGIN_RATE_LIMIT,
        perAddress: config.LOGIN_ADDRESS_LIMIT,
      }),
      captcha: new SignInCaptcha(db, {
        challenge: await storedSecret(db, 'captcha_secret'),
        key: await storedSecret(db, 'captcha_key_secret'),
      }),
      cookies: { domain: config.COOKIE_DOMAIN, secure: config.secureCookies },
      social: localSocialPlatform(db, { demo: config.demo }),
    }
    fastify.core.sessions.provide(tokens)
    fastify.core.onReset(() => {
      services.members.invalidate()
      sessionStore.clearCache()
      tokens.clearCache()
    })
    fastify.addHook('onClose', async () => {
      sessionStore.close()
      await services.captcha.sweep().catch(() => undefined)
    })
    registerLogin(fastify, services)
    registerMember(fastify, services)
    registerMemberField(fastify, services)
    registerSessions(fastify, services)
    registerVerify(fastify, services)
    registerReset(fastify, services)
    registerSignUp(fastify, services)
    registerEndUser(fastify, services)
    registerBilling(fastify, services)
    registerProfile(fastify, services)
  },
})
