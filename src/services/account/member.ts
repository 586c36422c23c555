import { endpoints, type IntegrationTokenRequest, type LoginRequest } from '../../contract/index.ts'
import { call } from '../core/http.ts'

export const getUserInfo = () => call(endpoints.GetUserInfo, {})
/** Who is signed in, if anyone: a 401 means nobody, so it does not send the visitor to sign-in. */
export const probeUserInfo = () => call(endpoints.GetUserInfo, {}, { unauthorizedIsAnswer: true })
export const login = (body: LoginRequest) => call(endpoints.Login, body)
export const integrationCheck = (body: LoginRequest) => call(endpoints.IntegrationCheck, body)
export const integrationToken = (body: IntegrationTokenRequest) =>
  call(endpoints.IntegrationToken, body)
export const logout = () => call(endpoints.Logout, {})
export const getCountryByIP = () => call(endpoints.GetCountryByIP, {})
