/** The account area as other areas and the tests see it. */
export { DEMO_MEMBERS, DEMO_PASSWORD, DEMO_SOCIAL_CODES } from './seed.ts'
export { hashPassword, verifyPassword } from './password.ts'
export type { MemberRow } from './tables.ts'
export { members } from './tables.ts'
export { checkName } from './newMember.ts'
