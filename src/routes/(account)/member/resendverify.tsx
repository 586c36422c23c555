import { createFileRoute } from '@tanstack/react-router'
import { VerifyWarningPage } from '../../../views/account/verify/VerifyWarningPage.tsx'
import { guardAccess } from '../../-access.ts'

/** Spec 1 §2, §4: resend the verification e-mail; signed-out visitors go home. */
export const Route = createFileRoute('/(account)/member/resendverify')({
  beforeLoad: guardAccess('resend'),
  component: () => <VerifyWarningPage variant="resend" />,
})
