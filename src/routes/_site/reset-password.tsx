import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth/reset-password/reset-password-page'
import { tokenSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_site/reset-password')({
  validateSearch: tokenSearch,
  component: ResetPasswordPage,
})
