import { Page } from '../../components/layout/page'

export function ForgotPasswordPage() {
  return <Page title="Forgot your password?" />
}
