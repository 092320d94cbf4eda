import { Page } from '../../components/layout/page'

export function LoginPage() {
  return <Page title="Sign in to My Account" />
}
