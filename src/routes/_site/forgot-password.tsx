import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPending, ForgotPasswordPage } from '@/features/auth/forgot-password/forgot-password-page'
import { emailOutOfTheAddress, loginSearch } from '@/lib/route-search'
import { browserDrawn } from '@/app/hydration'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/forgot-password')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(ForgotPasswordPending),
  validateSearch: loginSearch,
  beforeLoad: emailOutOfTheAddress,
  component: browserDrawn(ForgotPasswordPage),
})
