import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn, mayRedirect } from '@/app/hydration'
import { LoginPending, LoginPage } from '@/features/auth/login/login-page'
import { signInPageBeforeLoad, loginSearch } from '@/lib/route-search'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/login')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(LoginPending),
  validateSearch: loginSearch,
  beforeLoad: (args) => signInPageBeforeLoad({ ...args, mayRedirect: () => mayRedirect('/_site/login') }),
  component: browserDrawn(LoginPage),
})
