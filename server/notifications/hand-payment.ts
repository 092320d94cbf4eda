import { and, eq, isNull } from 'drizzle-orm'
import { RENEWAL_RETRY_DAYS } from '@contract/line-care'
import { linePageLink, renewalUnpaidEmail, day } from '../billing/emails'
import { aboutOf, DAY_MS, suspensionDate, type RenewalRow } from '../billing/renewals'
import type { Services } from '../context'
import { lineBilling, lines, renewals } from '../db/schema'
import { translate } from '../lib/i18n'
import { sendNotice } from './notify'

/**
 * A line paid by hand (autopay off) is never charged by itself, so its payer hears what an autopay line hears from
 * its declines: the reminder three days before (alerts.ts, with the amount and the line's page), "is due" on the day
 * (server/billing/renewals.ts), and here a reminder on each day of grace before the last, while the renewal is
 * unpaid and the line still on (the last day suspends it, and says so). A notice of the renewal-reminder kind, keyed
 * by renewal and day: once per day in any process; a clock moved several days at once sends the latest day only.
 * Checked by tests/server/hand-payment-and-card-emails.test.ts and, for a family member's line (the owner pays and is
 * the only one reminded), tests/server/family-hand-payment.test.ts.
 */

/** The days of grace that remind (every retry day but the last, which suspends). */
const REMINDING_DAYS = RENEWAL_RETRY_DAYS.slice(0, -1)

/** Answers how many notices it sent. */
export async function remindUnpaidByHand(services: Services, now: Date): Promise<number> {
  const { db } = services
  const unpaid = await db
    .select({ renewal: renewals })
    .from(renewals)
    .innerJoin(lineBilling, eq(lineBilling.lineId, renewals.lineId))
    .innerJoin(lines, eq(lines.id, renewals.lineId))
    .where(
      and(
        eq(renewals.status, 'due'),
        eq(lineBilling.autopay, false),
        eq(lineBilling.state, 'pastDue'),
        isNull(lineBilling.lostSince),
        eq(lines.simStatus, 'active'),
      ),
    )
  let sent = 0
  for (const { renewal } of unpaid) {
    const suspendOn = suspensionDate(renewal.periodStart)
    if (now.getTime() >= suspendOn.getTime()) continue
    const graceDay = REMINDING_DAYS.filter((days) => now.getTime() >= renewal.periodStart.getTime() + days * DAY_MS).at(-1)
    if (graceDay === undefined) continue
    try {
      sent += await remindOf(services, renewal, graceDay, suspendOn)
    } catch (error) {
      console.error(`[alerts] unpaid renewal reminder for renewal ${renewal.id} failed: ${(error as Error).message}`)
    }
  }
  return sent
}

/**
 * One day's reminder of an unpaid renewal, to its payer only: it asks to pay, and only the payer can (a member of a
 * family group whose owner pays was told on the due day that the owner pays, and hears again at the suspension).
 * The payer of another person's line reads whose line it is (aboutOf). Answers 1 when it was sent.
 */
async function remindOf(services: Services, renewal: RenewalRow, graceDay: number, suspendOn: Date) {
  const { about } = await aboutOf(services.db, renewal)
  const link = linePageLink(services.config.publicUrl, renewal.lineId)
  const done = await sendNotice(services, {
    customerId: renewal.customerId,
    kind: 'renewalReminder',
    key: `renewal-unpaid:${renewal.id}:${graceDay}`,
    email: () => renewalUnpaidEmail({ ...about, link, suspendOn }),
    text: (language) =>
      translate(language, 'text.renewalUnpaid', {
        line: about.line,
        amount: `$${about.amount.toFixed(2)}`,
        day: day(suspendOn, language),
        link,
      }),
  })
  return done ? 1 : 0
}
