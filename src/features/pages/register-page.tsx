import { Page } from '../../components/layout/page'

export function RegisterPage() {
  return <Page title="Create your account" />
}
