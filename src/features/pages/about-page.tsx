import { Page } from '../../components/layout/page'

export function AboutPage() {
  return <Page title="About Ring Mobile" />
}
