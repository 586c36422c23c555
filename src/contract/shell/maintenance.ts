import { z } from 'zod'
import { withResult } from '../core/envelope.ts'

/** Maintenance switch (spec 1 §2, §7). */
export const GetMaintenanceInfoQuery = z.object({ url: z.string().max(2048).default('') })
export const GetMaintenanceInfoResponse = withResult({
  isMaintenance: z.boolean(),
  countryCode: z.string(),
})
export type GetMaintenanceInfoResponse = z.infer<typeof GetMaintenanceInfoResponse>
