import { createFileRoute } from '@tanstack/react-router'
import { CrmLoginPage } from '../../features/pages/crm-login-page'
import { tokenSearch } from '../../lib/route-search'

export const Route = createFileRoute('/_site/crm-login')({
  validateSearch: tokenSearch,
  component: CrmLoginPage,
})
