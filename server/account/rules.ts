import { z } from 'zod'
import { CVF_MEMBER_TYPES, LIMITS, MemberCode } from '../../src/contract/index.ts'
import type { MemberStore } from './queries.ts'

const ID_MIN = 4
/** Ids nobody may take (spec 1 §5, -1000 bad id). */
const RESERVED_IDS = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'drape3d',
  'master',
  'null',
  'undefined',
  'guest',
])

/** Spec 1 §5 id codes: -10 blank, -2 invalid, -1000 reserved, -83 deleted, -82 cloud-wardrobe, -80 used, 0 free. */
export async function checkId(
  members: MemberStore,
  raw: string,
): Promise<{ code: number; message: string }> {
  const id = raw.trim()
  if (id === '') return { code: MemberCode.blank, message: 'id is blank' }
  if (/[A-Z]/.test(id)) return { code: MemberCode.idInvalid, message: 'id has upper-case letters' }
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(id))
    return { code: MemberCode.idInvalid, message: 'id has Korean characters' }
  if (!/^[a-z0-9]+$/.test(id))
    return { code: MemberCode.idInvalid, message: 'id has special characters' }
  if (/^[0-9]+$/.test(id)) return { code: MemberCode.idInvalid, message: 'id has only digits' }
  if (id.length < ID_MIN || id.length > LIMITS.idMax)
    return {
      code: MemberCode.idInvalid,
      message: `id must be ${ID_MIN} to ${LIMITS.idMax} characters`,
    }
  if (RESERVED_IDS.has(id)) return { code: MemberCode.idBad, message: 'id cannot be used' }
  const member = await members.byId(id)
  if (!member) return { code: 0, message: 'id is available' }
  if (member.status === 'deleted')
    return { code: MemberCode.idDeleted, message: 'id belonged to a deleted user' }
  if (CVF_MEMBER_TYPES.includes(member.memberType) || member.isIntegrated)
    return { code: MemberCode.idCvfIntegrated, message: 'id is a cloud-wardrobe integrated user' }
  return { code: MemberCode.idUsed, message: 'id is already used' }
}

const Email = z.email()

/** Spec 1 §5 e-mail codes: -10 blank, -4 invalid, -5 already used, 0 free. */
export async function checkEmail(
  members: MemberStore,
  raw: string,
): Promise<{ code: number; message: string }> {
  const email = raw.trim()
  if (email === '') return { code: MemberCode.blank, message: 'e-mail is blank' }
  if (!Email.safeParse(email).success)
    return { code: MemberCode.emailInvalid, message: 'e-mail is not a valid address' }
  const member = await members.byEmail(email)
  if (member && member.status !== 'deleted')
    return { code: MemberCode.emailUsed, message: 'e-mail is already used' }
  return { code: 0, message: 'e-mail is available' }
}
