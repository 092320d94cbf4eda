import { createFileRoute } from '@tanstack/react-router'
import { OtpSignInPage } from '@/features/auth/otp-sign-in/otp-sign-in-page'
import { signInPageBeforeLoad, otpSearch } from '@/lib/route-search'

export const Route = createFileRoute('/_site/otp-login')({
  validateSearch: otpSearch,
  beforeLoad: signInPageBeforeLoad,
  component: OtpSignInPage,
})
