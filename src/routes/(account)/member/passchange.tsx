import { createFileRoute } from '@tanstack/react-router'
import { SessionPasswordChangePage } from '../../../views/account/PasswordChangePage.tsx'
import { guardAccess } from '../../-access.ts'

/** Spec 1 §4 step 3: a member whose password equals the id changes it here; signed-out visitors go home. */
export const Route = createFileRoute('/(account)/member/passchange')({
  beforeLoad: guardAccess('passchange'),
  component: SessionPasswordChangePage,
})
