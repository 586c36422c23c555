import * as commerceApi from '../../contract/commerce/endpoints.ts'
import type { CheckLicenseRequest, GetDownloadFileInfoStoreRequest } from '../../contract/index.ts'
import { call } from '../core/http.ts'

/** A coupon used from the dashboard (spec 2 §4 coupon pop-up steps 3 and 5, §7). */

/** POST CheckLicense: may the member take the licence of this coupon, and on which product. */
export const checkLicense = (body: CheckLicenseRequest) => call(commerceApi.CheckLicense, body)

/** POST GetDownloadFileInfoStore: the installer link of a paid order. */
export const getDownloadFileInfoStore = (body: GetDownloadFileInfoStoreRequest) =>
  call(commerceApi.GetDownloadFileInfoStore, body)
