import { z } from 'zod/mini'
import { withResult } from '../core/envelope.ts'

/**
 * The end users a company buys for (spec 2 §2 checkout steps 1-2, §3 end-user list row, §4 end-user
 * ID pop-up, §6 enterprise users choose a target end user, §7 GetMyMemberList).
 */

/** The order kinds of checkout step 1 (spec 2 §2: New, Trade, option/upgrade). */
export const PURCHASE_KINDS = ['new', 'trade', 'upgrade'] as const
export type PurchaseKind = (typeof PURCHASE_KINDS)[number]

/** POST GetMyMemberList: the signed-in company's end users, with their licence of this product's group. */
export const GetMyMemberListRequest = z.strictObject({
  prdOptSeq: z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000)),
})
export type GetMyMemberListRequest = z.input<typeof GetMyMemberListRequest>

/** One row of the end-user list (spec 2 §3); dates are ISO days, '' when none. */
export const EndUserRow = z.object({
  id: z.string(),
  comId: z.string(),
  name: z.string(),
  /** The product of the end user's licence of this group, as a pricing route key ('' when none). */
  prdName: z.string(),
  productGroup: z.number(),
  version: z.string(),
  /** The licence a trade or an upgrade replaces (0: none). */
  licenseSeq: z.number(),
  /** The kind of an order for this end user still waiting for its payment ('' when none). */
  orderType: z.union([z.enum(PURCHASE_KINDS), z.literal('')]),
  /** A licence scheduled to start later: its start and end days. */
  pendingStartDt: z.string(),
  pendingEndDt: z.string(),
  /** Created in the last day: shown as NEW. */
  newId: z.boolean(),
})
export type EndUserRow = z.infer<typeof EndUserRow>

export const GetMyMemberListResponse = withResult({
  totalCnt: z.number(),
  list: z.array(EndUserRow),
})
export type GetMyMemberListResponse = z.infer<typeof GetMyMemberListResponse>

/**
 * Spec 2 §4: a row cannot be chosen when the order kind is not New and the ID already has an
 * order type, or when it has a scheduled end date and is not new.
 */
export const isEndUserRowDisabled = (
  row: Pick<EndUserRow, 'orderType' | 'pendingEndDt' | 'newId'>,
  kind: PurchaseKind,
): boolean => (kind !== 'new' && row.orderType !== '') || (row.pendingEndDt !== '' && !row.newId)

/** Calls per client address of the end-user list: a pop-up opened now and then, never a flood. */
export const END_USER_LIST_LIMIT = { max: 60, windowS: 60 } as const
