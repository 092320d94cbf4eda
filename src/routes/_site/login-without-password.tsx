import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn } from '@/app/hydration'
import { CodeRequestPending, CodeRequestPage } from '@/features/auth/code-request/code-request-page'
import { loginSearch } from '@/lib/route-search'
import { signInRoute } from './-sign-in-route'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/login-without-password')({
  ...signInRoute('/_site/login-without-password', loginSearch),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(CodeRequestPending),
  component: browserDrawn(CodeRequestPage),
})
