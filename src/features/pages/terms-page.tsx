import { Page } from '../../components/layout/page'

export function TermsPage() {
  return <Page title="Terms and conditions" />
}
