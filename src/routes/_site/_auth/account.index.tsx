import { createFileRoute, redirect } from '@tanstack/react-router'

/** /account alone is My Account's overview. */
export const Route = createFileRoute('/_site/_auth/account/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true })
  },
})
