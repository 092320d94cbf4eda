import { badge } from './badge'
import { button } from './button'
import { card } from './card'
import { checkoutLayout } from './checkout-layout'
import { choice } from './choice'
import { container } from './container'
import { dialog } from './dialog'
import { featureList } from './feature-list'
import { field } from './field'
import { flag } from './flag'
import { esimCode, lineCard, portInTracker, simStatus } from './line-card'
import { notice } from './notice'
import { pinInput } from './pin-input'
import { scrollFade } from './scroll-fade'
import { planTile } from './plan-tile'
import { priceSummary } from './price-summary'
import { select } from './select'
import { spinner } from './spinner'
import { stepper } from './stepper'
import { stickyBar } from './sticky-bar'
import { textLink } from './text-link'
import { tile } from './tile'
import { toast } from './toast'
// Payment page
import { emptyState } from './empty-state'
import { monthYearPicker } from './month-year-picker'
import { panelHeading } from './panel-heading'
import { savedCard } from './saved-card'
import { transactionList } from './transaction-list'
// Account security
import { recordList } from './record-list'
// Blog
import { article, postCard } from './blog'
import { authSlotRecipes } from './auth'
import { accountSlotRecipes } from './account'
import { mutedText } from './muted-text'
import { contentSlotRecipes } from './content'

export const recipes = { button, spinner, badge, container, textLink, flag, simStatus, scrollFade, mutedText }
export const slotRecipes = {
  card,
  tile,
  field,
  select,
  dialog,
  toast,
  pinInput,
  // Shop, cart and checkout
  planTile,
  featureList,
  stepper,
  choice,
  priceSummary,
  notice,
  checkoutLayout,
  stickyBar,
  // Payment page
  savedCard,
  emptyState,
  transactionList,
  monthYearPicker,
  panelHeading,
  // Lines and port-in (/dashboard/plans)
  lineCard,
  portInTracker,
  esimCode,
  // Account security (/dashboard/security)
  recordList,
  // Blog (/blog, /blog/<slug>)
  postCard,
  article,
  ...authSlotRecipes,
  ...accountSlotRecipes,
  ...contentSlotRecipes,
}
