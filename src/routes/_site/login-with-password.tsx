import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn } from '@/app/hydration'
import { PasswordSignInPending, PasswordSignInPage } from '@/features/auth/password-sign-in/password-sign-in-page'
import { loginSearch } from '@/lib/route-search'
import { signInRoute } from './-sign-in-route'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/login-with-password')({
  ...signInRoute('/_site/login-with-password', loginSearch),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(PasswordSignInPending),
  component: browserDrawn(PasswordSignInPage),
})
