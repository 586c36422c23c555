import { endpoints } from '../../contract/index.ts'
import { call } from '../core/http.ts'

export const getPricing = () => call(endpoints.GetPricing, {})
