import { addOnEndpoints } from './add-ons'
import { authEndpoints } from './auth'
import { checkoutEndpoints } from './checkout'
import { contentEndpoints } from './content'
import { familyEndpoints } from './family'
import { lineCareEndpoints } from './line-care'
import { lineEndpoints } from './lines'
import { lineSwitchEndpoints } from './line-switch'
import { notificationEndpoints } from './notifications'
import { paymentEndpoints } from './payments'
import { planEndpoints } from './plans'
import { portInEndpoints } from './port-in'
import { securityEndpoints } from './security'
import { userEndpoints } from './users'

/**
 * Every call the SPA makes, each declared once: method, path, token use, request and answer schemas. The server
 * registers its routes from these tables (server/lib/endpoints.ts) and the SPA calls through them
 * (src/api/client.ts). The SPA imports each domain's table on its own (`@contract/endpoints/auth`), so a page
 * loads only the schemas of the calls it makes; this index gathers them for whoever needs them all.
 */
export const endpoints = {
  auth: authEndpoints,
  users: userEndpoints,
  plans: planEndpoints,
  lines: lineEndpoints,
  portIn: portInEndpoints,
  lineCare: lineCareEndpoints,
  addOns: addOnEndpoints,
  notifications: notificationEndpoints,
  lineSwitch: lineSwitchEndpoints,
  payments: paymentEndpoints,
  checkout: checkoutEndpoints,
  content: contentEndpoints,
  security: securityEndpoints,
  family: familyEndpoints,
}
