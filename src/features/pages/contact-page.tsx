import { Page } from '../../components/layout/page'

export function ContactPage() {
  return <Page title="Contact us" />
}
