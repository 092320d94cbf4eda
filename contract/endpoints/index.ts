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
import type { FamilyAction } from '../family'

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

type Area = keyof typeof endpoints
/** `area.name` of every endpoint of the tables above. */
export type EndpointName = { [A in Area]: `${A}.${keyof (typeof endpoints)[A] & string}` }[Area]

/**
 * What each endpoint that takes a line (its path's `:lineId`, the nickname's `:id`, a receipt's transaction, the
 * port-in calls' `tempSubscriptionId`) does to it, by contract/family.ts FAMILY_RULES: the server fetches the line
 * with this action (server/lib/line-access.ts lineFor) and the views show the call only where `mayDo` allows it.
 * tests/server/family-roles.test.ts tries each with every role on every kind of line, and fails for an endpoint that
 * is neither here nor on its list of endpoints that take no line.
 */
export const LINE_ACTIONS = {
  'lines.simKit': 'line.view',
  'lines.setNickname': 'line.nickname',
  'lines.activateSim': 'line.security',
  'lines.reinstallEsim': 'line.security',
  'lineCare.bill': 'line.view',
  'lineCare.setAutopay': 'line.billing',
  'lineCare.payRenewal': 'line.pay',
  'lineCare.suspend': 'line.suspend',
  'lineCare.restore': 'line.suspend',
  'lineCare.planChangeOptions': 'line.view',
  'lineCare.changePlan': 'line.plan',
  'lineCare.cancelScheduledPlan': 'line.plan',
  'lineCare.usage': 'line.usage',
  'addOns.addOns': 'line.view',
  'addOns.buyAddOn': 'line.addOns',
  'addOns.cancelAddOn': 'line.addOns',
  'notifications.setThreshold': 'line.alerts',
  'lineSwitch.lineSwitch': 'line.security',
  'lineSwitch.checkPhone': 'line.security',
  'lineSwitch.switchPhone': 'line.security',
  'security.lineSecurity': 'line.security',
  'security.setLineLocks': 'line.security',
  'security.issueTransferPin': 'line.security',
  'portIn.oldService': 'line.security',
  'portIn.updateDetails': 'line.security',
  'portIn.bringNumber': 'line.security',
  'portIn.makeStart': 'line.security',
  'payments.receipt': 'line.billing',
} as const satisfies Partial<Record<EndpointName, FamilyAction>>
