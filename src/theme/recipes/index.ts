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
import { actionRow, column } from './action-row'
import { text } from './text'
import { chartPanel, disclosureTable, meter } from './usage'
import { chargeBreakdown, itemList, offerTile, renewalList } from './offer-tile'
import { detailPage, factGrid } from './detail-page'
import { optionCard } from './option-card'
import { esimProfile } from './esim-profile'
import { checkboxField } from './checkbox-field'
import { statusScreen } from './status-screen'
import { flowViewer } from './flow-viewer'
import { pageBand, section, tileGrid } from './page-band'
import { helpCard, pointList } from './blocks'
import { languageSwitch, siteHeader } from './site-header'
import { siteFooter } from './site-footer'
import { entrance, formLayout, iconPicture, sectionError, stepUp } from './shell-parts'

import { familyPage } from './family'
import { authSlotRecipes } from './auth'
import { accountSlotRecipes } from './account'
import { contentSlotRecipes } from './content'

export const recipes = {
  button,
  spinner,
  badge,
  container,
  textLink,
  flag,
  simStatus,
  scrollFade,
  text,
  actionRow,
  column,
  chargeBreakdown,
  tileGrid,
  iconPicture,
  entrance,
}
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
  // Line page (/dashboard/lines/<id>) and the overview's upcoming charges
  meter,
  chartPanel,
  disclosureTable,
  offerTile,
  itemList,
  renewalList,
  detailPage,
  factGrid,
  optionCard,
  esimProfile,
  // Checkout, the payment return page, the development flow viewer
  checkboxField,
  statusScreen,
  flowViewer,
  // The page frame (src/components/layout)
  pageBand,
  section,
  pointList,
  helpCard,
  siteHeader,
  languageSwitch,
  siteFooter,
  formLayout,
  stepUp,
  sectionError,
  // My Account → Family and the join page
  familyPage,
  ...authSlotRecipes,
  ...accountSlotRecipes,
  ...contentSlotRecipes,
}
