import { Page } from '../../components/layout/page'

export function CrmLoginPage() {
  return <Page title="Assisted sign-in" />
}
