/**
 * The dialogs the home page opens from its address (spec 1 §3 login status values, §4 social
 * sign-in: "-301 goes to /?modal=is_integration_blocked"). Any other value opens nothing.
 */
export const HOME_MODALS = ['is_integration_blocked'] as const
export type HomeModal = (typeof HOME_MODALS)[number]

export function homeModalOf(value: string | undefined): HomeModal | null {
  return HOME_MODALS.find((m) => m === value) ?? null
}
