import type { UserInfo } from '../../../contract/index.ts'

/** Spec 1 §3: a missing name is shown as the local part of the e-mail, or '-'. */
export const displayName = (u: Pick<UserInfo, 'name' | 'email'>): string =>
  u.name.trim() !== '' ? u.name : u.email.includes('@') ? (u.email.split('@')[0] ?? '-') : '-'
