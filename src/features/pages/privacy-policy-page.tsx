import { Page } from '../../components/layout/page'

export function PrivacyPolicyPage() {
  return <Page title="Privacy policy" />
}
