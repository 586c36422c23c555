import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/** Maintenance switch (spec 1 §2, §7). */
export const GetMaintenanceInfoQuery = z.object({
  url: z._default(z.string().check(z.maxLength(2048)), ''),
})
export const GetMaintenanceInfoResponse = withResult({
  isMaintenance: z.boolean(),
  countryCode: z.string(),
})
export type GetMaintenanceInfoResponse = z.infer<typeof GetMaintenanceInfoResponse>
