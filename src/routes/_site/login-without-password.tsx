import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn, mayRedirect } from '@/app/hydration'
import { CodeRequestPending, CodeRequestPage } from '@/features/auth/code-request/code-request-page'
import { signInPageBeforeLoad, loginSearch } from '@/lib/route-search'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/login-without-password')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(CodeRequestPending),
  validateSearch: loginSearch,
  beforeLoad: (args) => signInPageBeforeLoad({ ...args, mayRedirect: () => mayRedirect('/_site/login-without-password') }),
  component: browserDrawn(CodeRequestPage),
})
