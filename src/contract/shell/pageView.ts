import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/** Page-view log event (spec 1 §3, §7). */
export const PageViewEvent = z.object({
  userId: z.string().check(z.maxLength(64)),
  event_timestamp: z.number().check(z.int(), z.gte(0)),
  event_name: z.literal('page_view'),
  product: z.literal('md'),
  json_data: z.object({
    uid: z.string().check(z.minLength(1), z.maxLength(64)),
    url: z.string().check(z.maxLength(2048)),
    referer: z.string().check(z.maxLength(2048)),
    device: z.enum(['mobile', 'desktop']),
  }),
})
export type PageViewEvent = z.infer<typeof PageViewEvent>
export const PageViewResponse = withResult({})
