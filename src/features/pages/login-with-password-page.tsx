import { Page } from '../../components/layout/page'

export function LoginWithPasswordPage() {
  return <Page title="Sign in with your password" />
}
