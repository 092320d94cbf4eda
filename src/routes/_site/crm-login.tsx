import { createFileRoute } from '@tanstack/react-router'
import { CrmSignInPage } from '@/features/auth/crm-sign-in/crm-sign-in-page'
import { tokenSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_site/crm-login')({
  validateSearch: tokenSearch,
  component: CrmSignInPage,
})
