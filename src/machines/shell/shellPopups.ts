import type { UserInfo } from '../../contract/index.ts'

/**
 * The shell's pop-ups (spec 1 §2 "Pop-ups in the shell") and which one is on screen: at most one
 * at a time (POPUP-7), in this order of importance: the legal notice a member must see, the
 * answers a company still owes, the survey, then the promotions. A later pop-up waits while an
 * earlier one is still deciding (reading its cookie, the session still loading) or is open; the
 * survey's minute of waiting holds nobody back.
 */
export const SHELL_POPUP_ORDER = ['legal', 'marketing', 'survey', 'promotion'] as const
export type ShellPopup = (typeof SHELL_POPUP_ORDER)[number]

/** Where a pop-up stands: still deciding whether to show, on screen, or not (now) to be shown. */
export type ShellPopupStatus = 'deciding' | 'open' | 'hidden'

/** The one pop-up on screen (POPUP-7): the first open one, unless an earlier one is still deciding. */
export function shownPopup(
  status: Readonly<Record<ShellPopup, ShellPopupStatus>>,
): ShellPopup | null {
  for (const popup of SHELL_POPUP_ORDER) {
    if (status[popup] === 'open') return popup
    if (status[popup] === 'deciding') return null
  }
  return null
}

/**
 * POPUP-8: the legal pop-up is for a signed-in member whose account is integrated (single sign-on
 * with the partner platform, `isIntegrated`); an account whose integration is only pending
 * (`closetIntegration` without `isIntegrated`) has not accepted those terms yet.
 */
export const isLegalAudience = (user: Pick<UserInfo, 'isIntegrated'> | null): boolean =>
  user?.isIntegrated === true

/** Spec 1 §2: "Integrated-account terms take effect 28 February 2024, with dispute clauses on 1 May 2024." */
export const INTEGRATED_TERMS = {
  effective: '2024-02-28',
  disputeClauses: '2024-05-01',
} as const

/** The pop-ups' cookie names (`popup_<id>`, POPUP-1..5). */
export const SHELL_POPUP_IDS = {
  legal: 'legal_integrated',
  survey: 'survey',
} as const

/**
 * The promotional pop-ups of spec 1 §2 (POPUP-9), each where its reader is: the Linux release on
 * the download page, the cloud-wardrobe sync on my page for a member linked to the cloud wardrobe.
 * Each is dismissible ("don't show for a day" / "don't show again", spec 1 §4); `to` is where its
 * button leads. The renewal and enterprise pricing notices the same list names are the pricing
 * page's own (spec 2 §1 gives their rules: the renewal prices on request, the enterprise notice
 * for `type=enterprise`), so the pricingPage machine shows them and the shell does not repeat them.
 */
export const PROMOTIONS = [
  {
    id: 'linux_release',
    text: 'linux',
    path: '/product/download',
    to: '/pricing',
    closetOnly: false,
  },
  { id: 'closet_sync', text: 'sync', path: '/mypage', to: '/mypage/account', closetOnly: true },
] as const
export type Promotion = (typeof PROMOTIONS)[number]

/**
 * The promotions of a page (its path without the language prefix), in order; the shell shows the
 * first one an earlier close does not hide, and at most one per page view (POPUP-9).
 */
export function promotionsAt(
  path: string,
  user: Pick<UserInfo, 'closetIntegration'> | null,
): Promotion[] {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path
  return PROMOTIONS.filter(
    (p) => p.path === page && (!p.closetOnly || (user !== null && user.closetIntegration === 1)),
  )
}
