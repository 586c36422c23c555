import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/** Public site configuration the shell reads at start: whether the machine atlas is shown, maintenance. */
export const GetConfigResponse = withResult({ atlas: z.boolean(), maintenance: z.boolean() })
export type GetConfigResponse = z.infer<typeof GetConfigResponse>
