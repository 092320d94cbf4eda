import { mayDo, type FamilyAction, type FamilyRole } from '@contract/family'
import type { Language } from '@contract/languages'
import { LINE_CARE_MESSAGES, type LineBill } from '@contract/line-care'
import { ownBill, refreshBills } from '../../billing/bills'
import { payerOfLine } from '../../billing/payer'
import { carrierNow } from '../../carrier/clock'
import type { Services } from '../../context'
import type { Db } from '../../db/client'
import { lineFor } from '../../lib/line-access'
import { enforce, type LimitRule } from '../../lib/rate-limit'

/** A per-customer limit of a call, counted under `<scope>:<customer id>` (lib/rate-limit.ts). */
export interface CustomerLimit {
  scope: string
  rule: LimitRule
}

/**
 * The bill of the line a line-care route names, brought up to date: the caller must be allowed `action` on the line
 * (lib/line-access.ts: another customer's line is 404, a group's line the role may not touch 403), then `limit`
 * counts the call (once the line is known to be theirs), then the line's user's renewals are opened and run
 * (refreshBills) and the bill is read. Answers the line's user (whose bill it is) and the bill, in English.
 */
export async function freshLineBill(services: Services, customerId: string, lineId: string, action: FamilyAction, limit?: CustomerLimit) {
  const { db } = services
  const line = await lineFor(db, customerId, lineId, action, LINE_CARE_MESSAGES.lineNotFound)
  const userId = line.customerId
  if (limit) await enforce(db, `${limit.scope}:${customerId}`, limit.rule)
  await refreshBills(services, userId)
  return { userId, viewer: { role: line.role, own: userId === customerId }, bill: await ownBill(db, userId, lineId) }
}

/** Who asks about a line: their role in its group (`owner` outside any group) and whether they use the line. */
export interface LineViewer {
  role: FamilyRole
  own: boolean
}

/**
 * A line's bill as `viewer` may see it. The payer (FAMILY_RULES `line.billing`) gets it whole; a group's manager or
 * member gets the line, its state and plan, with the money withheld (contract/line-care.ts `callerRole`) and
 * suspending offered only where their role may. Every answer that carries a bill goes through here;
 * tests/server/family-line-page.test.ts reads each as a member and a manager.
 */
export function billShownTo(bill: LineBill, viewer: LineViewer): LineBill {
  if (viewer.role === 'owner' || mayDo(viewer.role, 'line.billing', viewer.own) === 'yes') return bill
  return {
    ...bill,
    callerRole: viewer.role,
    autopay: false,
    nextAmount: 0,
    openRenewal: null,
    canPay: false,
    canSuspend: bill.canSuspend && mayDo(viewer.role, 'line.suspend', viewer.own) === 'yes',
  }
}

/**
 * What a line offers the caller who may view it (its add-ons, its plan changes), read by `read` from its fresh bill
 * at the carrier's now, in `language`.
 */
export async function lineOffers<T>(
  services: Services,
  customerId: string,
  lineId: string,
  language: Language,
  read: (db: Db, bill: LineBill, now: Date, language: Language) => Promise<T>,
): Promise<T> {
  const { bill } = await freshLineBill(services, customerId, lineId, 'line.view')
  return read(services.db, bill, await carrierNow(services.db), language)
}

/**
 * A charge on a line (an add-on, an upgrade): its fresh bill (freshLineBill) and whose card pays, the line's payer
 * (the group's owner, else the line's user). `ownerPays` when that is not the caller: a manager's charge goes to the
 * owner's primary card, whatever card the manager named.
 */
export async function lineToCharge(services: Services, customerId: string, lineId: string, action: FamilyAction, limit: CustomerLimit) {
  const { userId, viewer, bill } = await freshLineBill(services, customerId, lineId, action, limit)
  const payerId = (await payerOfLine(services.db, lineId)) ?? userId
  return { userId, viewer, bill, payerId, ownerPays: payerId !== customerId }
}
