import { endpoints } from '../../contract/index.ts'
import { call } from '../core/http.ts'

/** Public site configuration (/api/config): whether the machine atlas is shown, maintenance. */
export const getSiteConfig = () => call(endpoints.GetConfig, {})
