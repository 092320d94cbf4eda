import { Page } from '../../components/layout/page'

export function LoginWithoutPasswordPage() {
  return <Page title="Sign in with a code" />
}
