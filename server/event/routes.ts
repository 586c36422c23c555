import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { MemberType, SteamCode, endpoints, ok } from '../../src/contract/index.ts'
import { members } from '../account/index.ts'
import { HttpError, handle, memberSession, type Db } from '../core/index.ts'
import { enterEvent, recordSteamClaim } from './claims.ts'
import { SteamUnavailable, type SteamOwnership } from './steam.ts'

/** The member type of an active member, read from the database (never from the client). */
async function memberTypeOf(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ memberType: members.memberType })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.status, 'active')))
    .limit(1)
  if (!row)
    throw new HttpError(401, 'Sign-in required: the account of this session is no longer active')
  return row.memberType
}

const personalOnly = () =>
  new HttpError(403, 'Only personal members (memberType 1) take part in the Steam event')

export function registerEvent(fastify: FastifyInstance, db: Db, steam: SteamOwnership): void {
  /** Spec 3 §7: sent before the ownership check; its answer is not used. Personal members only. */
  handle(fastify, endpoints.Steam2010CheckLicense, async (_input, ctx) => {
    const memberType = await memberTypeOf(db, memberSession(ctx).memberId)
    if (memberType !== MemberType.PERSONAL) throw personalOnly()
    return { result: ok() }
  })

  /**
   * Spec 3 §4, §6, §7: ownership of the app by the Steam ID, then the reward recorded once per
   * account and per Steam ID. Only personal members run it: the server reads the member type itself.
   */
  handle(fastify, endpoints.Steam2010, async (input, ctx) => {
    const memberId = memberSession(ctx).memberId
    if ((await memberTypeOf(db, memberId)) !== MemberType.PERSONAL) throw personalOnly()
    let owns: boolean | null
    try {
      owns = await steam.ownsApp(input.steamid)
    } catch (e) {
      if (e instanceof SteamUnavailable) throw new HttpError(503, e.message)
      throw e
    }
    if (owns === null) return { result: ok('Not a Steam account'), rtnObj: null }
    if (!owns)
      return { result: ok('The app is not owned'), rtnObj: { appownership: { ownsapp: false } } }
    const outcome = await recordSteamClaim(db, memberId, input.steamid)
    const result =
      outcome === 'complete'
        ? ok('The reward is recorded')
        : outcome === 'hasItem'
          ? { errCode: SteamCode.hasItem, errMsg: 'This account already has the reward' }
          : { errCode: SteamCode.overlap, errMsg: 'This Steam ID already claimed the reward' }
    return { result, rtnObj: { appownership: { ownsapp: true } } }
  })

  /** Spec 3 §7 Event/Crytek2006: the signed-in member's entry in the second event, once. */
  handle(fastify, endpoints.Crytek2006, async (_input, ctx) => {
    const memberId = memberSession(ctx).memberId
    await memberTypeOf(db, memberId)
    const entered = await enterEvent(db, 'Crytek2006', memberId)
    return entered
      ? { result: ok('Entered'), entered: true }
      : { result: { errCode: SteamCode.hasItem, errMsg: 'Already entered' }, entered: false }
  })
}
