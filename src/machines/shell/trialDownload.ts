import { AccountKind, accountKind } from '../../contract/core/codes.ts'
import { signInWithReturn } from '../account/accessRules.ts'

/**
 * The trial page's download rules for visitors (spec 1 §6, spec 2 §4): anyone may open the page; a
 * non-member first chooses personal or company; sign-in is forced only before the archive download,
 * and brings the visitor back to the trial page with the choice kept.
 */
export const TRIAL_AUDIENCES = ['personal', 'company'] as const
export type TrialAudience = (typeof TRIAL_AUDIENCES)[number]

export const TRIAL_PATH = '/product/trial'

/**
 * "Download selection defaults: company member types default to enterprise, others to personal;
 * a type in the query wins." (spec 2 §4)
 */
export function defaultTrialAudience(
  member: { memberType: number; comId: string } | null,
  queryType: string | undefined,
): TrialAudience {
  const asked = TRIAL_AUDIENCES.find((a) => a === queryType)
  if (asked) return asked
  if (member && accountKind(member.memberType, member.comId) !== AccountKind.PERSONAL)
    return 'company'
  return 'personal'
}

/** What the archive download does now: a visitor signs in first and comes back with the choice. */
export function archiveDownloadStep(
  signedIn: boolean,
  audience: TrialAudience,
): { kind: 'signIn'; to: string } | { kind: 'download' } {
  if (signedIn) return { kind: 'download' }
  return { kind: 'signIn', to: signInWithReturn(`${TRIAL_PATH}?type=${audience}`) }
}
