import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn, mayRedirect } from '@/app/hydration'
import { PasswordSignInPending, PasswordSignInPage } from '@/features/auth/password-sign-in/password-sign-in-page'
import { signInPageBeforeLoad, loginSearch } from '@/lib/route-search'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/login-with-password')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(PasswordSignInPending),
  validateSearch: loginSearch,
  beforeLoad: (args) => signInPageBeforeLoad({ ...args, mayRedirect: () => mayRedirect('/_site/login-with-password') }),
  component: browserDrawn(PasswordSignInPage),
})
