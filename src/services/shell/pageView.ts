import { endpoints, type PageViewEvent } from '../../contract/index.ts'
import { call } from '../core/http.ts'

export const logPageView = (event: PageViewEvent) => call(endpoints.PageView, event)
