import { createFileRoute } from '@tanstack/react-router'
import { loadPlans } from '@/features/shop/plans-loader'
import { ShopPage } from '@/features/shop/shop-page'
import { loaderRead } from '../-loader-read'

export const Route = createFileRoute('/_site/shop')({
  // The page and its loading state are the same component: one chunk.
  codeSplitGroupings: [['component', 'pendingComponent']],
  loader: (args) => loadPlans(loaderRead(args)),
  // The page itself, saying "Loading our plans…", from the moment a visitor goes to /shop.
  pendingComponent: ShopPage,
  pendingMs: 0,
  pendingMinMs: 0,
  component: ShopPage,
})
