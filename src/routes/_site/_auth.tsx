import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { readUsableToken } from '../../app/actors'

/**
 * The guard of checkout and the dashboard (SPEC §2, §6): a stored token that has not expired, otherwise
 * /login, remembering where to come back to.
 */
export const Route = createFileRoute('/_site/_auth')({
  beforeLoad: ({ location }) => {
    if (!readUsableToken()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  component: Outlet,
})
