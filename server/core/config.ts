import { z } from 'zod'

/** A switch written as 0 or 1 in the environment. */
const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1'], { error: 'must be 0 or 1' })
    .default(fallback)
    .transform((v) => v === '1')

const blankAsUnset = (v: unknown) => (v === '' ? undefined : v)

/** A duration or size in whole units, within bounds (docs/operations.md). */
const whole = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int().min(min).max(max)
/** Unset means "the default for this deployment", decided in loadConfig once TRUST_PROXY is known. */
const wholeOrUnset = (min: number, max: number) =>
  z.preprocess(blankAsUnset, whole(min, max).optional())

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  PGLITE_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.preprocess(
    blankAsUnset,
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  PUBLIC_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  TRUSTED_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, { error: 'must be an HTTP header name' })
    .default('x-country-code')
    .transform((v) => v.toLowerCase()),
  TRUST_PROXY: flag('0'),
  COOKIE_DOMAIN: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^\.?[a-z0-9.-]+$/i, { error: 'must be a domain name' })
      .optional(),
  ),
  MAINTENANCE: flag('0'),
  ATLAS: flag('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: flag('1'),
  // Demo mode (issue 10): the demo accounts, their published passwords and the demo social codes.
  NODE_ENV: z.string().optional(),
  DEMO: z.preprocess(blankAsUnset, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  DEMO_IN_PRODUCTION: flag('0'),
  // Sign-in limits and sessions (issue 10): see docs/operations.md.
  LOGIN_ADDRESS_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(100_000)
    .default(100),
  SESSION_RECHECK_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(60_000)
    .default(1000),
  STATIC_DIR: z.string().min(1).default('dist'),
  LOGIN_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(10_000)
    .default(10),
  // Slow and large requests (issue 10): see docs/operations.md.
  HEADERS_TIMEOUT_MS: whole(100, 300_000).default(10_000),
  BODY_TIMEOUT_MS: whole(100, 300_000).default(10_000),
  BODY_MIN_BYTES_PER_S: whole(1, 10_485_760).default(4096),
  IDLE_TIMEOUT_MS: whole(100, 3_600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: wholeOrUnset(100, 600_000),
  MAX_CONNECTIONS_PER_ADDRESS: wholeOrUnset(0, 100_000),
  // E-mail (issue 11): see docs/operations.md.
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  SMTP_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535)
    .default(2525),
  MAIL_FROM: z.string().min(3).max(200).default('Drape3D <no-reply@drape3d.localhost>'),
  MAILBOX: z.preprocess(blankAsUnset, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  VERIFY_LINK_TTL_S: whole(60, 2_592_000).default(86_400),
  RESET_LINK_TTL_S: whole(60, 604_800).default(3600),
  // CRM and newsletter (issue 12): unset means the local adapters (server/leads/).
  SALESFORCE_OID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9]{15}([A-Za-z0-9]{3})?$/, { error: 'must be a Salesforce org id' })
      .optional(),
  ),
  SALESFORCE_WEB_TO_LEAD_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8'),
  SALESFORCE_LEAD_SOURCE: z.string().min(1).max(80).default('Web - Enterprise trial'),
  MAILCHIMP_API_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[0-9a-f]{32}-[a-z]{2,4}[0-9]{1,3}$/, {
        error: 'must be a Mailchimp API key (32 hex digits, a dash, the data centre)',
      })
      .optional(),
  ),
  MAILCHIMP_LIST_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[0-9a-z]{1,32}$/, { error: 'must be a Mailchimp list (audience) id' })
      .optional(),
  ),
  // Help centre (issue 12): unset serves the seeded FAQ; a Zendesk help centre's URL reads its Help Center API.
  HELP_CENTER_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  // Help desk (issue 12): the local help desk unless Zendesk's URL, e-mail and API token are all set.
  ZENDESK_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  ),
  ZENDESK_EMAIL: z.preprocess(
    blankAsUnset,
    z.email({ error: 'must be an e-mail address' }).optional(),
  ),
  ZENDESK_API_TOKEN: z.preprocess(blankAsUnset, z.string().min(8).max(200).optional()),
  ZENDESK_BRAND_ID: z.coerce.number().int().min(0).default(0),
  ZENDESK_TICKET_FORM_ID: z.coerce.number().int().min(0).default(0),
  STAFF_INBOX: z.preprocess(
    blankAsUnset,
    z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  ),
  SUPPORT_FILES_DIR: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  // Events (spec 3 §7): the Steam Web API when a publisher key is set, else the local demo adapter.
  STEAM_API_KEY: z.preprocess(blankAsUnset, z.string().min(8).optional()),
  STEAM_APP_ID: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).optional()),
  STEAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://partner.steam-api.com'),
  // Where community submissions' zip files are written (default: <PGLITE_DIR>/uploads/event, or a
  // temporary folder when the database is in memory).
  EVENT_UPLOAD_DIR: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  // Installer downloads (spec 2 §7 GetDownloadFileInfoStore): the links point at this download host
  // (`<base>/<version>/<file>`); unset, the server's own local stand-in file is downloaded.
  INSTALLER_BASE_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  // Payments (issue 13): the local sandbox unless Stripe's secret key and webhook secret are both set.
  STRIPE_SECRET_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, { error: 'must be a Stripe secret key' })
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, { error: 'must be a Stripe webhook signing secret' })
      .optional(),
  ),
  /** The local sandbox's webhook signing secret (default: derived from JWT_SECRET). */
  PAYMENT_SANDBOX_SECRET: z.preprocess(
    blankAsUnset,
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
})

export type Config = Omit<
  z.output<typeof EnvSchema>,
  'PUBLIC_URL' | 'KEEP_ALIVE_TIMEOUT_MS' | 'MAX_CONNECTIONS_PER_ADDRESS' | 'MAILBOX' | 'STAFF_INBOX'
> & {
  /** The /staff/tickets inbox of the local help desk: on by default, off by default in production (STAFF_INBOX=1 turns it on). */
  STAFF_INBOX: boolean
  /** The /dev/mailbox page and its API: on by default, off by default in production (MAILBOX=1 turns it on). */
  MAILBOX: boolean
  PUBLIC_URL: string
  /** 5 s facing clients directly; 72 s behind a proxy, longer than a load balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: number
  /** 64 facing clients directly; off (0) behind a proxy, where every client shares its address. */
  MAX_CONNECTIONS_PER_ADDRESS: number
  /** PGlite keeps everything in memory (PGLITE_DIR=memory://). */
  inMemory: boolean
  /** The session cookie carries Secure (PUBLIC_URL is https). */
  secureCookies: boolean
  /**
   * Demo mode: demo data seeded, demo social codes accepted. On by default, off by default when
   * NODE_ENV is production or PUBLIC_URL is https, where DEMO=1 also needs DEMO_IN_PRODUCTION=1.
   */
  demo: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and checks the environment; a wrong value throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`
  const production = c.NODE_ENV === 'production' || publicUrl.startsWith('https:')
  if (c.DEMO === '1' && production && !c.DEMO_IN_PRODUCTION)
    throw new ConfigError(
      'Invalid configuration:\n  DEMO: demo mode publishes passwords and sign-in codes; it is refused when NODE_ENV is production or PUBLIC_URL is https unless DEMO_IN_PRODUCTION=1',
    )
  if ((c.MAILCHIMP_API_KEY === undefined) !== (c.MAILCHIMP_LIST_ID === undefined))
    throw new ConfigError(
      'Invalid configuration:\n  MAILCHIMP_API_KEY, MAILCHIMP_LIST_ID: set both (Mailchimp) or neither (local newsletter list)',
    )
  if (c.STEAM_API_KEY !== undefined && c.STEAM_APP_ID === undefined)
    throw new ConfigError(
      'Invalid configuration:\n  STEAM_APP_ID: the Steam app whose ownership is checked must be set with STEAM_API_KEY',
    )
  if ((c.STRIPE_SECRET_KEY === undefined) !== (c.STRIPE_WEBHOOK_SECRET === undefined))
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both (Stripe) or neither (local payment sandbox)',
    )
  return {
    ...c,
    PUBLIC_URL: publicUrl,
    KEEP_ALIVE_TIMEOUT_MS: c.KEEP_ALIVE_TIMEOUT_MS ?? (c.TRUST_PROXY ? 72_000 : 5000),
    MAX_CONNECTIONS_PER_ADDRESS: c.MAX_CONNECTIONS_PER_ADDRESS ?? (c.TRUST_PROXY ? 0 : 64),
    inMemory: c.PGLITE_DIR.startsWith('memory://'),
    secureCookies: publicUrl.startsWith('https:'),
    demo: c.DEMO === undefined ? !production : c.DEMO === '1',
    MAILBOX: c.MAILBOX === undefined ? c.NODE_ENV !== 'production' : c.MAILBOX === '1',
    STAFF_INBOX: c.STAFF_INBOX === undefined ? !production : c.STAFF_INBOX === '1',
  }
}
