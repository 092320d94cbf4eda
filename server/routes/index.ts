import type { RouteModule } from '../lib/endpoints'
import { passwordResetRoutes } from './auth/password-reset'
import { registerRoutes } from './auth/register'
import { signInRoutes } from './auth/sign-in'
import { signInCodeRoutes } from './auth/sign-in-code'
import { cardRoutes } from './cards'
import { carrierDevRoutes } from './carrier-dev'
import { carrierPortOutRoutes, securityDevRoutes } from './carrier-port-out'
import { placeOrderRoutes } from './checkout/place-order'
import { checkoutQuoteRoutes } from './checkout/quote'
import { devRoutes } from './dev'
import { familyGroupRoutes } from './family/groups'
import { familyInviteRoutes } from './family/invites'
import { familyRequestRoutes } from './family/requests'
import { addOnRoutes } from './line-care/add-ons'
import { lineBillRoutes } from './line-care/bills'
import { linePlanRoutes } from './line-care/plan-change'
import { renewalPaymentRoutes } from './line-care/renewal-payment'
import { lineUsageRoutes } from './line-care/usage'
import { lineSwitchRoutes } from './line-switch'
import { lineRoutes } from './lines'
import { nicknameRoutes } from './nickname'
import { notificationRoutes } from './notifications'
import { apiBaselineRoutes } from './operations'
import { paymentRoutes } from './payments'
import { planRoutes } from './plans'
import { portInRoutes } from './port-in'
import { receiptRoutes } from './receipts'
import { lineLockRoutes } from './security/line-locks'
import { securityOverviewRoutes } from './security/overview'
import { passkeyRoutes } from './security/passkeys'
import { securitySignInRoutes } from './security/sign-in'
import { stepUpRoutes } from './security/step-up'
import { twoStepRoutes } from './security/two-step'
import { simRoutes } from './sim'
import { emailChangeRoutes } from './users/email-change'
import { passwordAndContactRoutes } from './users/password-and-contact'
import { profileRoutes } from './users/profile'

/**
 * The provider API's areas (DESIGN §2), each registering its endpoints at their full paths from the contract's table
 * (server/lib/endpoints.ts); createApp mounts each at the root, behind the client-header check.
 */
export const PROVIDER_API: RouteModule[] = [
  apiBaselineRoutes,
  signInRoutes,
  signInCodeRoutes,
  registerRoutes,
  passwordResetRoutes,
  securitySignInRoutes,
  profileRoutes,
  emailChangeRoutes,
  passwordAndContactRoutes,
  planRoutes,
  lineRoutes,
  portInRoutes,
  nicknameRoutes,
  lineBillRoutes,
  renewalPaymentRoutes,
  linePlanRoutes,
  lineUsageRoutes,
  addOnRoutes,
  notificationRoutes,
  paymentRoutes,
  cardRoutes,
  receiptRoutes,
  simRoutes,
  lineSwitchRoutes,
  lineLockRoutes,
  stepUpRoutes,
  twoStepRoutes,
  securityOverviewRoutes,
  passkeyRoutes,
  checkoutQuoteRoutes,
  placeOrderRoutes,
  familyGroupRoutes,
  familyInviteRoutes,
  familyRequestRoutes,
]

/** Outside production only, behind the local-only guard: the outboxes, the carrier clock and the testers' switches. */
export const DEV_TOOLS: RouteModule[] = [devRoutes, carrierDevRoutes, carrierPortOutRoutes, securityDevRoutes]
