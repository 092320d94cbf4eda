import { Page } from '../../components/layout/page'

export function FaqPage() {
  return <Page title="Frequently asked questions" />
}
