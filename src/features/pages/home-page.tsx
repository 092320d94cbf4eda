import { Page } from '../../components/layout/page'

export function HomePage() {
  return <Page title="Ring Mobile" />
}
