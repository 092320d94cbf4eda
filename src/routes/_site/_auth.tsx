import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

/**
 * The guard of checkout and the dashboard (SPEC §2, §6): a stored token that is well formed and has not expired
 * (the token store, from the router context), otherwise /login, remembering where to come back to.
 */
export const Route = createFileRoute('/_site/_auth')({
  beforeLoad: ({ context, location }) => {
    if (!context.actors.tokens.usable()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  component: Outlet,
})
