import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/login/login-page'
import { signInPageBeforeLoad, loginSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_site/login')({
  validateSearch: loginSearch,
  beforeLoad: signInPageBeforeLoad,
  component: LoginPage,
})
