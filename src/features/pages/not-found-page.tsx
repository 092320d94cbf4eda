import { Page } from '../../components/layout/page'

export function NotFoundPage() {
  return <Page title="Page not found" />
}
