import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth/register/register-page'
import { signInPageBeforeLoad, loginSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_site/register')({
  validateSearch: loginSearch,
  beforeLoad: signInPageBeforeLoad,
  component: RegisterPage,
})
