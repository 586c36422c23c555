import { endpoints, type GetListRequest, type GetTopBannerRequest } from '../../contract/index.ts'
import { call } from '../core/http.ts'

export const getTopBanner = (body: GetTopBannerRequest) => call(endpoints.GetTopBanner, body)
export const getList = (body: GetListRequest) => call(endpoints.GetList, body)
export const getMaintenanceInfo = (url: string) => call(endpoints.GetMaintenanceInfo, { url })
