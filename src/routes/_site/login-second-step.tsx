import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn } from '@/app/hydration'
import { SecondStepPending, SecondStepPage } from '@/features/auth/second-step/second-step-page'
import { loginSearch } from '@/lib/route-search'
import { signInRoute } from './-sign-in-route'

/** The second step of a sign-in with two-step on; the tab keeps its ticket (sessionStorage), so the browser draws it. */
export const Route = createFileRoute('/_site/login-second-step')({
  ...signInRoute('/_site/login-second-step', loginSearch),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(SecondStepPending),
  component: browserDrawn(SecondStepPage),
})
