import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn, mayRedirect } from '@/app/hydration'
import { RegisterPending, RegisterPage } from '@/features/auth/register/register-page'
import { signInPageBeforeLoad, loginSearch } from '@/lib/route-search'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/register')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(RegisterPending),
  validateSearch: loginSearch,
  beforeLoad: (args) => signInPageBeforeLoad({ ...args, mayRedirect: () => mayRedirect('/_site/register') }),
  component: browserDrawn(RegisterPage),
})
