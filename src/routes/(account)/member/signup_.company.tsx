import { createFileRoute } from '@tanstack/react-router'
import { ShellSignUpPage } from '../../../views/account/signUp/SignUpPage.tsx'
import { guardAccess } from '../../-access.ts'

/** Spec 1 §2: the company sub-step of sign-up. */
export const Route = createFileRoute('/(account)/member/signup_/company')({
  beforeLoad: guardAccess('signup'),
  component: () => <ShellSignUpPage kind="company" />,
})
