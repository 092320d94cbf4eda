import { createFileRoute } from '@tanstack/react-router'
import { OtpLoginPage } from '../../features/pages/otp-login-page'
import { otpSearch } from '../../lib/route-search'

export const Route = createFileRoute('/_site/otp-login')({
  validateSearch: otpSearch,
  component: OtpLoginPage,
})
