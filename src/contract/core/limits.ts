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
