import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth/forgot-password/forgot-password-page'
import { loginSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_site/forgot-password')({
  validateSearch: loginSearch,
  component: ForgotPasswordPage,
})
