import { endpoint } from '../core/endpoint.ts'
import {
  GetListRequest,
  GetListResponse,
  GetTopBannerRequest,
  GetTopBannerResponse,
  GetViewRequest,
  GetViewResponse,
} from './content.ts'

/** Content (spec 3 §7): this area's part of the endpoint table. */
export const contentEndpoints = {
  GetTopBanner: endpoint({
    name: 'GetTopBanner',
    method: 'POST',
    path: '/api/Content/GetTopBanner',
    request: GetTopBannerRequest,
    response: GetTopBannerResponse,
    auth: 'public',
    summary: 'The top banner for a page, if any.',
  }),
  GetList: endpoint({
    name: 'GetList',
    method: 'POST',
    path: '/api/Content/GetList',
    request: GetListRequest,
    response: GetListResponse,
    auth: 'public',
    summary: 'News and case-study lists.',
  }),
  GetView: endpoint({
    name: 'GetView',
    method: 'POST',
    path: '/api/Content/GetView',
    request: GetViewRequest,
    response: GetViewResponse,
    auth: 'public',
    summary: 'One content post.',
  }),
}
