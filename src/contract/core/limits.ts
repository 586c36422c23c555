/** Business constants and limits that both sides check (spec 1 §9, spec 2 §9, spec 3 §9). */
export const LIMITS = {
  idMax: 20,
  nameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 20,
  /** Login accepts any stored password (legacy ones too), but no field may be huge. */
  loginFieldMax: 128,
  textMax: 2000,
  bodyBytesMax: 1_048_576,
  uploadBytesMax: 15_728_640,
} as const

/**
 * Calls per client address of the public writes and checks (issue 10, docs/operations.md): enough
 * for a person, far too few for a flood or an enumeration. Every hit counts, refused or not.
 */
export const CALL_LIMITS = {
  /** help-desk tickets: 10 in 10 minutes */
  ticket: { max: 10, windowS: 600 },
  /** page views: 120 a minute (two a second of browsing) */
  pageView: { max: 120, windowS: 60 },
  /** id and e-mail availability checks: 30 a minute */
  check: { max: 30, windowS: 60 },
  /** sign-ups (Join): 10 in 10 minutes, each also needing a solved captcha */
  join: { max: 10, windowS: 600 },
  /** social-platform token sign-ins: 20 a minute */
  socialSignIn: { max: 20, windowS: 60 },
  /** e-mails sent on request (verification, reset): 5 in 10 minutes */
  mail: { max: 5, windowS: 600 },
  /** e-mail links opened and used (verification, reset): 30 a minute */
  link: { max: 30, windowS: 60 },
  /** end users a company admin creates (InsertMember): 30 in 10 minutes */
  endUserCreate: { max: 30, windowS: 600 },
  /** coupon codes registered or checked (RegCoupon, CheckLicense): 60 a minute, against guessing */
  coupon: { max: 60, windowS: 60 },
  /** installer links and downloads: 30 in 10 minutes */
  download: { max: 30, windowS: 600 },
} as const

export const TIMEOUTS = {
  /** join, login and integration check (spec 1 §7). */
  short: 5000,
  default: 60000,
} as const

export const COOKIES = {
  session: 'jwt_token',
  sessionMaxAgeS: 2 * 24 * 60 * 60,
  uniqueId: 'md_uid',
  uniqueIdMaxAgeS: 31_536_000,
  popupDayMaxAgeS: 86_400,
  locale: ['NEXT_LOCALE', 'lang', 'zendeskLang'],
} as const
