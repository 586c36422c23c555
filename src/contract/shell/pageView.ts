import { z } from 'zod'
import { withResult } from '../core/envelope.ts'

/** Page-view log event (spec 1 §3, §7). */
export const PageViewEvent = z.object({
  userId: z.string().max(64),
  event_timestamp: z.number().int().nonnegative(),
  event_name: z.literal('page_view'),
  product: z.literal('md'),
  json_data: z.object({
    uid: z.string().min(1).max(64),
    url: z.string().max(2048),
    referer: z.string().max(2048),
    device: z.enum(['mobile', 'desktop']),
  }),
})
export type PageViewEvent = z.infer<typeof PageViewEvent>
export const PageViewResponse = withResult({})
