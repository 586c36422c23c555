import { createFileRoute } from '@tanstack/react-router'
import { ShellSignUpPage } from '../../../views/account/signUp/SignUpPage.tsx'
import { guardAccess } from '../../-access.ts'

/** Spec 1 §2: personal sign-up; the company's is /member/signup/company. */
export const Route = createFileRoute('/(account)/member/signup')({
  beforeLoad: guardAccess('signup'),
  component: () => <ShellSignUpPage kind="personal" />,
})
