import { createFileRoute } from '@tanstack/react-router'
import { SessionAddEmailPage } from '../../../views/account/verify/AddEmailPage.tsx'
import { guardAccess } from '../../-access.ts'

/** Spec 1 §2, §4: a signed-in member without an e-mail adds one; signed-out visitors go home. */
export const Route = createFileRoute('/(account)/member/addemail')({
  beforeLoad: guardAccess('addemail'),
  component: SessionAddEmailPage,
})
