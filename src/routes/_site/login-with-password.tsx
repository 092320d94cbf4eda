import { createFileRoute } from '@tanstack/react-router'
import { LoginWithPasswordPage } from '../../features/pages/login-with-password-page'
import { loginSearch } from '../../lib/route-search'

export const Route = createFileRoute('/_site/login-with-password')({
  validateSearch: loginSearch,
  component: LoginWithPasswordPage,
})
