import { createFileRoute } from '@tanstack/react-router'
import { PasswordSignInPage } from '@/features/auth/password-sign-in/password-sign-in-page'
import { signInPageBeforeLoad, loginSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_site/login-with-password')({
  validateSearch: loginSearch,
  beforeLoad: signInPageBeforeLoad,
  component: PasswordSignInPage,
})
