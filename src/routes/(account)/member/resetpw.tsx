import { createFileRoute } from '@tanstack/react-router'
import { ResetRequestPage } from '../../../views/account/reset/ResetRequestPage.tsx'

/** Spec 1 §4, §5: the password-reset request. */
export const Route = createFileRoute('/(account)/member/resetpw')({
  component: ResetRequestPage,
})
