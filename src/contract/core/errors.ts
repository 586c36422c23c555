/**
 * Error codes the server itself answers with, beside the business codes of each endpoint.
 * The site translates them by key (`errors.<key>`), so the user never reads a raw message.
 */
export const ErrorCode = {
  ok: 0,
  validation: -400,
  unauthorized: -401,
  forbidden: -403,
  notFound: -404,
  payloadTooLarge: -413,
  unsupportedMediaType: -415,
  /** Sign-in: this account has had too many failed sign-ins; solve the captcha (SignInChallenge) and send it. */
  captchaRequired: -428,
  tooManyRequests: -429,
  internal: -500,
  maintenance: -503,
} as const
export type ErrorCodeName = keyof typeof ErrorCode

/** Business codes of spec 1 §4, §5 and §8 that the account flows route on. */
export const MemberCode = {
  loginOk: 0,
  loginInvalid: -1,
  loginBlank: 2,
  loginContact: -2,
  idInvalid: -2,
  idUsed: -80,
  idCvfIntegrated: -82,
  idDeleted: -83,
  idBad: -1000,
  blank: -10,
  emailInvalid: -4,
  emailUsed: -5,
  nameForbidden: -1001,
  /** SetMemberField name: the new name holds a forbidden word. */
  nameForbiddenOnChange: -1005,
  /** SetMemberField: the new value is blank, or the new password is shorter than 8 characters. */
  pwBlankOrShort: -6,
  /** SetMemberField pw: keyVals.oldVal is not the current password. */
  pwCurrentMismatch: -1004,
  /** CheckMyPW: the value is not the signed-in user's current password. */
  myPwMismatch: -1000,
  resetNoUser: -82,
  socialWarning: -300,
  socialBlocked: -301,
} as const
