import * as commerceApi from '../../contract/commerce/endpoints.ts'
import { call } from '../core/http.ts'

export const getPricing = () => call(commerceApi.GetPricing, {})
