import { createFileRoute } from '@tanstack/react-router'
import { ResetStatusPage } from '../../../views/account/reset/ResetStatusPage.tsx'

/** Spec 1 §2, §4, §8: a status page of the password reset. */
export const Route = createFileRoute('/(account)/member/unablepw')({
  component: () => <ResetStatusPage page="unablepw" />,
})
