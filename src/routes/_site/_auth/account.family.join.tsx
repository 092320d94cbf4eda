import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { FamilyJoinPage } from '@/features/family/join-page'
import { tokenSearch } from '@/lib/route-search'
import { DashboardSectionError } from '@/routes/-route-error'

/**
 * /account/family/join?token=…: the invitation email's link. Signed out, the `_auth` guard sends the visitor to
 * /login and back here with the token.
 */
export const Route = createFileRoute('/_site/_auth/account/family/join')({
  validateSearch: tokenSearch,
  component: JoinRoute,
  errorComponent: DashboardSectionError,
})

function JoinRoute() {
  const { token } = getRouteApi('/_site/_auth/account/family/join').useSearch()
  return <FamilyJoinPage token={token ?? ''} />
}
