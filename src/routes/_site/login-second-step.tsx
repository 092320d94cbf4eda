import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn, mayRedirect } from '@/app/hydration'
import { SecondStepPending, SecondStepPage } from '@/features/auth/second-step/second-step-page'
import { signInPageBeforeLoad, loginSearch } from '@/lib/route-search'

/** The second step of a sign-in with two-step on; the tab keeps its ticket (sessionStorage), so the browser draws it. */
export const Route = createFileRoute('/_site/login-second-step')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(SecondStepPending),
  validateSearch: loginSearch,
  beforeLoad: (args) => signInPageBeforeLoad({ ...args, mayRedirect: () => mayRedirect('/_site/login-second-step') }),
  component: browserDrawn(SecondStepPage),
})
