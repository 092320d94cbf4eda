import { createFileRoute } from '@tanstack/react-router'
import { CodeRequestPage } from '@/features/auth/code-request/code-request-page'
import { signInPageBeforeLoad, loginSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_site/login-without-password')({
  validateSearch: loginSearch,
  beforeLoad: signInPageBeforeLoad,
  component: CodeRequestPage,
})
