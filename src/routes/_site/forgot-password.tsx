import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth/forgot-password/forgot-password-page'
import { emailOutOfTheAddress, loginSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_site/forgot-password')({
  validateSearch: loginSearch,
  beforeLoad: emailOutOfTheAddress,
  component: ForgotPasswordPage,
})
