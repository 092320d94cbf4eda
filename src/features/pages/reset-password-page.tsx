import { Page } from '../../components/layout/page'

export function ResetPasswordPage() {
  return <Page title="Choose a new password" />
}
