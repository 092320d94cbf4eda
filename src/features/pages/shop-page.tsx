import { Page } from '../../components/layout/page'

export function ShopPage() {
  return <Page title="Choose your plan" />
}
