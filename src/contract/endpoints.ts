import { z } from 'zod'
import { endpoint, type Endpoint } from './endpoint.ts'
import { ResultOnly, withResult } from './envelope.ts'
import { TIMEOUTS } from './limits.ts'
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
import {
  GetListRequest,
  GetListResponse,
  GetMaintenanceInfoQuery,
  GetMaintenanceInfoResponse,
  GetTopBannerRequest,
  GetTopBannerResponse,
  GetViewRequest,
  GetViewResponse,
} from './content.ts'
import { GetPricingRequest, GetPricingResponse } from './product.ts'
import { PageViewEvent, PageViewResponse } from './log.ts'
import { TicketUploadRequest, TicketUploadResponse } from './support.ts'
import { GetConfigResponse } from './config.ts'

const none = z.object({}).strict()

/** The endpoint table: one entry per call, shared by the client, the server and the test mocks. */
export const endpoints = {
  Health: endpoint({ name: 'Health', method: 'GET', path: '/api/health', request: none, response: withResult({ status: z.literal('ok'), database: z.string() }), auth: 'public', summary: 'Liveness and database reachability.' }),

  GetUserInfo: endpoint({ name: 'GetUserInfo', method: 'GET', path: '/api/Member/GetUserInfo', request: none, response: GetUserInfoResponse, auth: 'member', summary: 'The signed-in user.' }),
  Login: endpoint({ name: 'Login', method: 'POST', path: '/api/Member/Login', request: LoginRequest, response: LoginResponse, auth: 'public', timeout: TIMEOUTS.short, summary: 'Sign in with id and password; sets the jwt_token cookie.' }),
  IntegrationCheck: endpoint({ name: 'IntegrationCheck', method: 'POST', path: '/api/Member/IntegrationCheck', request: LoginRequest, response: LoginResponse, auth: 'public', timeout: TIMEOUTS.short, summary: 'Sign in through the integrated-account check.' }),
  IntegrationToken: endpoint({ name: 'IntegrationToken', method: 'POST', path: '/api/Member/IntegrationToken', request: IntegrationTokenRequest, response: IntegrationTokenResponse, auth: 'public', summary: 'Sign in with a social-platform token.' }),
  Logout: endpoint({ name: 'Logout', method: 'POST', path: '/api/Member/Logout', request: none, response: LogoutResponse, auth: 'public', summary: 'End the session and clear its cookie.' }),
  GetCountryByIP: endpoint({ name: 'GetCountryByIP', method: 'POST', path: '/api/Member/GetCountryByIP', request: none, response: GetCountryByIPResponse, auth: 'public', summary: "The visitor's country from the trusted header." }),
  CheckID: endpoint({ name: 'CheckID', method: 'GET', path: '/api/Member/CheckID', request: CheckValueQuery, response: ResultOnly, auth: 'public', summary: 'Whether an id can be used.' }),
  CheckEmail: endpoint({ name: 'CheckEmail', method: 'GET', path: '/api/Member/CheckEmail', request: CheckValueQuery, response: ResultOnly, auth: 'public', summary: 'Whether an e-mail can be used.' }),

  GetPricing: endpoint({ name: 'GetPricing', method: 'POST', path: '/api/Product/GetPricing', request: GetPricingRequest, response: GetPricingResponse, auth: 'public', summary: "Price list in the visitor's currency." }),

  GetTopBanner: endpoint({ name: 'GetTopBanner', method: 'POST', path: '/api/Content/GetTopBanner', request: GetTopBannerRequest, response: GetTopBannerResponse, auth: 'public', summary: 'The top banner for a page, if any.' }),
  GetList: endpoint({ name: 'GetList', method: 'POST', path: '/api/Content/GetList', request: GetListRequest, response: GetListResponse, auth: 'public', summary: 'News and case-study lists.' }),
  GetView: endpoint({ name: 'GetView', method: 'POST', path: '/api/Content/GetView', request: GetViewRequest, response: GetViewResponse, auth: 'public', summary: 'One content post.' }),
  GetMaintenanceInfo: endpoint({ name: 'GetMaintenanceInfo', method: 'GET', path: '/api/Common/GetMaintenanceInfo', request: GetMaintenanceInfoQuery, response: GetMaintenanceInfoResponse, auth: 'public', summary: 'Whether the site is down for maintenance.' }),

  zendeskTicketUpload: endpoint({ name: 'zendeskTicketUpload', method: 'POST', path: '/api/zendeskTicketUpload', request: TicketUploadRequest, response: TicketUploadResponse, auth: 'public', summary: 'Create a help-desk ticket (local help-desk adapter by default).' }),

  PageView: endpoint({ name: 'PageView', method: 'POST', path: '/api/logs', request: PageViewEvent, response: PageViewResponse, auth: 'public', summary: 'Store a page-view event.' }),

  GetConfig: endpoint({ name: 'GetConfig', method: 'GET', path: '/api/config', request: none, response: GetConfigResponse, auth: 'public', summary: 'Public site configuration: machine atlas shown, maintenance.' }),
} satisfies Record<string, Endpoint>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
