import { createFileRoute } from '@tanstack/react-router'
import { browserDrawn } from '@/app/hydration'
import { OtpSignInPending, OtpSignInPage } from '@/features/auth/otp-sign-in/otp-sign-in-page'
import { otpSearch } from '@/lib/route-search'
import { signInRoute } from './-sign-in-route'

/** The step starts from the email this browser remembers: the browser draws it (`ssr: false`), the server its frame. */
export const Route = createFileRoute('/_site/otp-login')({
  ...signInRoute('/_site/otp-login', otpSearch),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(OtpSignInPending),
  component: browserDrawn(OtpSignInPage),
})
