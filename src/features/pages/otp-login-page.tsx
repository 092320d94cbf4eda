import { Page } from '../../components/layout/page'

export function OtpLoginPage() {
  return <Page title="Enter your sign-in code" />
}
