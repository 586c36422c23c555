import {
  IntegrationTokenResponse,
  LoginResponse,
  LogoutResponse,
  MemberType,
  UserInfo,
  type LoginInfo,
} from '../../contract/index.ts'
import { ApiError } from '../../services/core/apiError.ts'

/**
 * Answers of the API as the contract shapes them, for the test models' service outcome cases.
 * Every builder parses its result with the contract schema, so a case can never drift from the API.
 */

export function loginAnswer(
  info: Partial<LoginInfo> = {},
  extra: { Integrated?: boolean; errMsg?: string } = {},
): LoginResponse {
  const loginInfo: LoginInfo = {
    loginResult: 0,
    id: 'alice',
    email: 'alice@example.com',
    memberType: MemberType.PERSONAL,
    comId: '',
    isVerifyEmail: true,
    closetIntegration: 0,
    isPwSameAsId: false,
    agreement: 1,
    ...info,
  }
  const ok = loginInfo.loginResult === 0
  return LoginResponse.parse({
    result: {
      errCode: ok ? 0 : loginInfo.loginResult,
      errMsg: extra.errMsg ?? (ok ? 'OK' : 'login failed'),
    },
    loginInfo,
    token: ok ? 'test-token' : '',
    Integrated: extra.Integrated ?? false,
    verifyCode: '',
  })
}

export function tokenAnswer(
  errCode: number,
  token: string,
  isFirstLogin = false,
): IntegrationTokenResponse {
  return IntegrationTokenResponse.parse({
    result: { errCode, errMsg: errCode === 0 ? 'OK' : 'refused' },
    token,
    isFirstLogin,
  })
}

export const logoutAnswer = () => LogoutResponse.parse({ result: { errCode: 0, errMsg: 'OK' } })

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return UserInfo.parse({
    id: 'alice',
    name: 'Alice',
    email: 'alice@example.com',
    comId: '',
    brId: 'alice',
    memberType: MemberType.PERSONAL,
    memberTypeName: 1,
    isVerifyEmail: true,
    agreement: 1,
    country: 'US',
    preferredLang: 'en',
    closetIntegration: 0,
    isClosetIntegration: false,
    isIntegrated: false,
    filePath: '',
    fileName: '',
    pic: '',
    picUrl: '',
    bCountry: '',
    bAddress1: '',
    bAddress2: '',
    bCity: '',
    bState: '',
    bZipcode: '',
    ...overrides,
  })
}

/** Failures as the typed client reports them. */
export const failures = {
  http500: (apiName: string) =>
    new ApiError({
      apiName,
      kind: 'http',
      status: 500,
      code: -500,
      message: 'Internal server error',
      detail: 'HTTP 500',
    }),
  http400: (apiName: string) =>
    new ApiError({
      apiName,
      kind: 'http',
      status: 400,
      code: -400,
      message: 'Bad request',
      detail: 'HTTP 400',
    }),
  http403: (apiName: string) =>
    new ApiError({
      apiName,
      kind: 'http',
      status: 403,
      code: -403,
      message: 'Forbidden',
      detail: 'HTTP 403',
    }),
  http429: (apiName: string) =>
    new ApiError({
      apiName,
      kind: 'http',
      status: 429,
      code: -429,
      message: 'Too many requests',
      detail: 'HTTP 429',
    }),
  network: (apiName: string) =>
    new ApiError({
      apiName,
      kind: 'network',
      status: 0,
      code: -1,
      message: 'network error',
      detail: 'Failed to fetch',
    }),
  timeout: (apiName: string) =>
    new ApiError({
      apiName,
      kind: 'timeout',
      status: 0,
      code: -1,
      message: 'timeout',
      detail: 'The operation was aborted due to timeout',
    }),
  invalid: (apiName: string) =>
    new ApiError({
      apiName,
      kind: 'invalid-response',
      status: 200,
      code: -1,
      message: 'invalid response',
      detail: 'schema mismatch',
    }),
  /** Not the client's failure at all: code that threw (spec 1 §8 "unexpected error"). */
  unexpected: () => new TypeError("Cannot read properties of undefined (reading 'errCode')"),
}
