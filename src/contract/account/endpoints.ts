import { endpoint } from '../core/endpoint.ts'
import { none, ResultOnly } from '../core/envelope.ts'
import { CALL_LIMITS, TIMEOUTS } from '../core/limits.ts'
import {
  CheckValueQuery,
  GetCountryByIPResponse,
  GetUserInfoResponse,
  IntegrationTokenRequest,
  IntegrationTokenResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
} from './member.ts'

/** Accounts (spec 1 §7): this area's part of the endpoint table. */
export const accountEndpoints = {
  GetUserInfo: endpoint({ name: 'GetUserInfo', method: 'GET', path: '/api/Member/GetUserInfo', request: none, response: GetUserInfoResponse, auth: 'member', summary: 'The signed-in user.' }),
  Login: endpoint({ name: 'Login', method: 'POST', path: '/api/Member/Login', request: LoginRequest, response: LoginResponse, auth: 'public', timeout: TIMEOUTS.short, summary: 'Sign in with id and password; sets the jwt_token cookie.' }),
  IntegrationCheck: endpoint({ name: 'IntegrationCheck', method: 'POST', path: '/api/Member/IntegrationCheck', request: LoginRequest, response: LoginResponse, auth: 'public', timeout: TIMEOUTS.short, summary: 'Sign in through the integrated-account check.' }),
  IntegrationToken: endpoint({ name: 'IntegrationToken', method: 'POST', path: '/api/Member/IntegrationToken', request: IntegrationTokenRequest, response: IntegrationTokenResponse, auth: 'public', limit: CALL_LIMITS.socialSignIn, summary: 'Sign in with a social-platform token.' }),
  Logout: endpoint({ name: 'Logout', method: 'POST', path: '/api/Member/Logout', request: none, response: LogoutResponse, auth: 'public', summary: 'End the session and clear its cookie.' }),
  GetCountryByIP: endpoint({ name: 'GetCountryByIP', method: 'POST', path: '/api/Member/GetCountryByIP', request: none, response: GetCountryByIPResponse, auth: 'public', summary: "The visitor's country from the trusted header." }),
  CheckID: endpoint({ name: 'CheckID', method: 'GET', path: '/api/Member/CheckID', request: CheckValueQuery, response: ResultOnly, auth: 'public', limit: CALL_LIMITS.check, summary: 'Whether an id can be used.' }),
  CheckEmail: endpoint({ name: 'CheckEmail', method: 'GET', path: '/api/Member/CheckEmail', request: CheckValueQuery, response: ResultOnly, auth: 'public', limit: CALL_LIMITS.check, summary: 'Whether an e-mail can be used.' }),
}
