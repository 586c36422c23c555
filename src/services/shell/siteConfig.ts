import * as shellApi from '../../contract/shell/endpoints.ts'
import { call } from '../core/http.ts'

/** Public site configuration (/api/config): whether the machine atlas is shown, maintenance. */
export const getSiteConfig = () => call(shellApi.GetConfig, {})
