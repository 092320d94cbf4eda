import { createFileRoute } from '@tanstack/react-router'
import { LoginWithoutPasswordPage } from '../../features/pages/login-without-password-page'
import { loginSearch } from '../../lib/route-search'

export const Route = createFileRoute('/_site/login-without-password')({
  validateSearch: loginSearch,
  component: LoginWithoutPasswordPage,
})
