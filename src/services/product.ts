import { endpoints } from '../contract/index.ts'
import { call } from './http.ts'

export const getPricing = () => call(endpoints.GetPricing, {})
