import { and, eq } from 'drizzle-orm'
import { lineCareEndpoints as endpoints } from '@contract/endpoints/line-care'
import { LINE_CARE_MESSAGES } from '@contract/line-care'
import { lineRefusal } from '@contract/line-state'
import { OPEN_RENEWAL_STATUSES, ownBill } from '../../billing/bills'
import { rateOfBill } from '../../billing/plan-change'
import { attemptRenewal, claimRenewal, priceRenewal, suspensionDate } from '../../billing/renewals'
import { carrierNow } from '../../carrier/clock'
import type { Services } from '../../context'
import { cards, renewals } from '../../db/schema'
import { endpointRoutes } from '../../lib/endpoints'
import { conflict, fieldError, HttpError } from '../../lib/errors'
import { answer } from '../../lib/http'
import { requestLanguage } from '../../lib/language'
import { freshLineBill } from './fresh-bill'
import { expiryInFuture } from '../../payments/cards'

const PAY_LIMIT = { scope: 'renewal-pay', rule: { max: 10, windowSeconds: 10 * 60 } }

/**
 * Pays the unpaid renewal (restoring a suspended line) or, autopay off, the next one ahead of its date, with any
 * saved card. A double click finds the renewal claimed (409) or paid; the provider key makes a retried attempt
 * answer the first result.
 */
export function renewalPaymentRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.payRenewal, async (c) => {
    const customer = c.get('customer')
    const lineId = c.req.param('lineId')
    const { cardId } = c.req.valid('json')
    // The line's bill is its user's; the card is the caller's, the payer (only the owner may pay a group's line).
    const { userId, bill } = await freshLineBill(services, customer.id, lineId, 'line.pay', PAY_LIMIT)
    if (!bill.canPay) throw conflict(lineRefusal(bill.state, 'pay') ?? LINE_CARE_MESSAGES.nothingToPay)
    const [card] = await db
      .select()
      .from(cards)
      .where(and(eq(cards.id, cardId), eq(cards.customerId, customer.id)))
    if (!card) throw fieldError('cardId', 'We could not find this card')
    if (!expiryInFuture(card.expiry, await carrierNow(db))) throw fieldError('cardId', `Your card ending ${card.last4} has expired.`)

    // The renewal is the one the bill showed: the open one, or (autopay off) the next period's. Read again by its
    // period, so a second click that arrives after the first has paid (and moved renewsAt on) finds it paid and
    // answers 409 instead of paying the following period too.
    const shown = bill.openRenewal?.periodStart ?? bill.renewsAt
    if (!shown) throw conflict(LINE_CARE_MESSAGES.nothingToPay)
    const periodStart = new Date(shown)
    const period = and(eq(renewals.lineId, lineId), eq(renewals.periodStart, periodStart))
    if (!bill.openRenewal) {
      // Autopay off, paying the next renewal ahead of its date; a concurrent click's insert is a no-op.
      await db
        .insert(renewals)
        .values({
          lineId,
          customerId: userId,
          planId: bill.planId,
          periodStart,
          nextAttemptAt: suspensionDate(periodStart),
          ...priceRenewal(bill.planPrice, rateOfBill(bill)),
        })
        .onConflictDoNothing()
    }
    const [renewal] = await db.select().from(renewals).where(period)
    if (!renewal || !OPEN_RENEWAL_STATUSES.includes(renewal.status)) throw conflict(LINE_CARE_MESSAGES.nothingToPay)
    const previousStatus = renewal.status
    const claimed = await claimRenewal(db, renewal)
    if (!claimed) throw new HttpError(409, LINE_CARE_MESSAGES.inProgress, undefined, { 'Retry-After': '2' }, 'renewal_in_progress')
    const result = await attemptRenewal(services, claimed, { now: await carrierNow(db), card, manual: { previousStatus } })
    if (result.outcome === 'unavailable') {
      throw new HttpError(503, 'The payment service is not answering. Nothing was charged; please try again in a moment.', undefined, {
        'Retry-After': '5',
      })
    }
    if (result.outcome === 'declined')
      throw new HttpError(402, result.message, [{ field: 'cardId', message: result.message }], undefined, 'card_declined')
    return answer(c, endpoints.payRenewal.answer, {
      message: LINE_CARE_MESSAGES.paid,
      bill: await ownBill(db, userId, lineId, requestLanguage(c)),
    })
  })

  return app
}
