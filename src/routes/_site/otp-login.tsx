import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn, mayRedirect } from '@/app/hydration'
import { OtpSignInPending, OtpSignInPage } from '@/features/auth/otp-sign-in/otp-sign-in-page'
import { signInPageBeforeLoad, otpSearch } from '@/lib/route-search'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/otp-login')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(OtpSignInPending),
  validateSearch: otpSearch,
  beforeLoad: (args) => signInPageBeforeLoad({ ...args, mayRedirect: () => mayRedirect('/_site/otp-login') }),
  component: browserDrawn(OtpSignInPage),
})
