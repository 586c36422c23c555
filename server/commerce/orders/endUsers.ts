import { and, desc, eq, ne } from 'drizzle-orm'
import {
  MemberType,
  type EndUserRow,
  type PurchaseKind,
  isCompanyAdmin,
} from '../../../src/contract/index.ts'
import type { Db } from '../../core/index.ts'
import { members } from '../../account/index.ts'
import { licenses, orders, products } from '../tables.ts'

const DAY_MS = 86_400_000
const day = (d: Date | null): string => (d ? d.toISOString().slice(0, 10) : '')

const kindOf = (o: { cntTrade: number; cntUpgrade: number }): PurchaseKind =>
  o.cntTrade > 0 ? 'trade' : o.cntUpgrade > 0 ? 'upgrade' : 'new'

/**
 * The end users a company admin buys for (spec 2 §3 end-user list row, §4, §6): the active end
 * users whose comId is the admin's id, each with its newest licence of the product's group (what a
 * trade or an upgrade replaces), the kind of an order for it still waiting for its payment, a
 * licence scheduled to start later, and whether it was created in the last day (NEW). A member
 * who is not a company admin has no end users: the list is empty.
 */
export async function endUsersOf(
  db: Db,
  adminId: string,
  prdOptSeq: number,
  now: Date,
): Promise<EndUserRow[]> {
  const [admin] = await db
    .select({ memberType: members.memberType, comId: members.comId })
    .from(members)
    .where(eq(members.id, adminId))
  if (!admin || !isCompanyAdmin(admin.memberType, admin.comId)) return []
  const [product] = await db
    .select({ productGroup: products.productGroup })
    .from(products)
    .where(eq(products.prdOptSeq, prdOptSeq))
  const group = product?.productGroup ?? null
  const users = await db
    .select({ id: members.id, comId: members.comId, name: members.name, at: members.createdAt })
    .from(members)
    .where(
      and(
        eq(members.comId, adminId),
        eq(members.memberType, MemberType.END_USER),
        eq(members.status, 'active'),
      ),
    )
    .orderBy(members.id)
  if (users.length === 0) return []
  const owned = await db
    .select({
      seq: licenses.seq,
      memberId: licenses.memberId,
      productGroup: licenses.productGroup,
      version: licenses.version,
      startDate: licenses.startDate,
      endDate: licenses.endDate,
      route: products.userType,
      licenseType: products.licenseType,
      period: products.period,
    })
    .from(licenses)
    .innerJoin(products, eq(products.prdOptSeq, licenses.prdOptSeq))
    .where(eq(licenses.buyerId, adminId))
    .orderBy(desc(licenses.seq))
  const waiting = await db
    .select({
      targetUserId: orders.targetUserId,
      cntTrade: orders.cntTrade,
      cntUpgrade: orders.cntUpgrade,
    })
    .from(orders)
    .where(
      and(eq(orders.memberId, adminId), eq(orders.status, 'pending'), ne(orders.providerRef, '')),
    )
    .orderBy(desc(orders.id))
  return users.map((u) => {
    const mine = owned.filter(
      (l) => l.memberId === u.id && (group === null || l.productGroup === group),
    )
    const current = mine.find((l) => l.startDate <= now)
    const scheduled = mine.find((l) => l.startDate > now)
    const order = waiting.find((o) => o.targetUserId === u.id)
    return {
      id: u.id,
      comId: u.comId,
      name: u.name,
      prdName: current ? `${current.route}/${current.licenseType}/${current.period}` : '',
      productGroup: current?.productGroup ?? 0,
      version: current?.version ?? '',
      licenseSeq: current?.seq ?? 0,
      orderType: order ? kindOf(order) : '',
      pendingStartDt: day(scheduled?.startDate ?? null),
      pendingEndDt: day(scheduled?.endDate ?? null),
      newId: now.getTime() - u.at.getTime() < DAY_MS,
    }
  })
}
