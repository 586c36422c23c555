import { endpoint } from '../core/endpoint.ts'
import { none } from '../core/envelope.ts'
import { CALL_LIMITS } from '../core/limits.ts'
import { GetConfigResponse } from './config.ts'
import { GetMaintenanceInfoQuery, GetMaintenanceInfoResponse } from './maintenance.ts'
import { PageViewEvent, PageViewResponse } from './pageView.ts'

export const GetMaintenanceInfo = endpoint({
  name: 'GetMaintenanceInfo',
  method: 'GET',
  path: '/api/Common/GetMaintenanceInfo',
  request: GetMaintenanceInfoQuery,
  response: GetMaintenanceInfoResponse,
  auth: 'public',
  summary: 'Whether the site is down for maintenance.',
})

export const PageView = endpoint({
  name: 'PageView',
  method: 'POST',
  path: '/api/logs',
  request: PageViewEvent,
  response: PageViewResponse,
  auth: 'public',
  limit: CALL_LIMITS.pageView,
  summary: 'Store a page-view event.',
})

export const GetConfig = endpoint({
  name: 'GetConfig',
  method: 'GET',
  path: '/api/config',
  request: none,
  response: GetConfigResponse,
  auth: 'public',
  summary: 'Public site configuration: machine atlas shown, maintenance.',
})

/** Site shell (spec 1 §7): this area's part of the endpoint table. */
export const shellEndpoints = { GetMaintenanceInfo, PageView, GetConfig }
