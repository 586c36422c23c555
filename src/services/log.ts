import { endpoints, type PageViewEvent } from '../contract/index.ts'
import { call } from './http.ts'

export const logPageView = (event: PageViewEvent) => call(endpoints.PageView, event)
