import { MemberType, MemberTypeName, type UserInfo } from '../../src/contract/index.ts'
import type { MemberRow } from './tables.ts'

/** memberTypeName reading (spec 1 §3): 5 for end users, 1 for every other member. */
export function memberTypeName(memberType: number): number {
  return memberType === MemberType.END_USER || memberType === MemberType.CVF_END_USER
    ? MemberTypeName.END_USER
    : MemberTypeName.PERSONAL
}

/** The user info of spec 1 §3 from a member row. */
export function toUserInfo(m: MemberRow): UserInfo {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    comId: m.comId,
    brId: m.brId,
    memberType: m.memberType,
    memberTypeName: memberTypeName(m.memberType),
    isVerifyEmail: m.isVerifyEmail,
    agreement: m.agreement,
    country: m.country,
    job: m.job,
    preferredLang: m.preferredLang,
    closetIntegration: m.closetIntegration,
    isClosetIntegration: m.closetIntegration === 1,
    isIntegrated: m.isIntegrated,
    filePath: m.filePath,
    fileName: m.fileName,
    pic: m.pic,
    picUrl: m.picUrl,
    bCountry: m.bCountry,
    bAddress1: m.bAddress1,
    bAddress2: m.bAddress2,
    bCity: m.bCity,
    bState: m.bState,
    bZipcode: m.bZipcode,
  }
}
