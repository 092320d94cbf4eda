import { and, eq, ne, sql } from 'drizzle-orm'
import { GRACE_DAYS, type LineBill } from '@contract/line-care'
import type { Services } from '../context'
import { familyMembers, lineBilling, lines, plans, renewals } from '../db/schema'
import { writeCustomerMail, type Addressee } from '../lib/customer-mail'
import { keyedEmail } from '../lib/emails'
import { translate } from '../lib/i18n'
import { lineLabelOf } from '../lib/line-label'
import { formatDateTime } from '../lib/locale'
import { secureAccountLink } from '../security/notices'
import { carrierNow } from '../carrier/clock'
import { day, linePageLink } from './emails'
import { ownBill } from './bills'
import { payerOfLine } from './payer'
import { openBilling } from './renewals'

/**
 * Autopay on or off for a line, and the email that tells its payer (docs/decisions/0013-mail-outbox.md). Turning
 * autopay off is how a stolen session gets a line suspended without touching a card: nothing is charged any more,
 * and the line is suspended GRACE_DAYS after its date unless someone pays by hand. So the payer (the line's user, or
 * their family group's owner, who alone may change it: FAMILY_RULES `line.billing`) is told at once which line, when,
 * that the renewal must now be paid by hand on the line's page and by when, with the security notices' "If this
 * wasn't you" and its one-time link. Turning it on is told in two sentences and no link: it charges the payer's own
 * primary card for a line they pay anyway. A change made in an assisted (support) session says so. The mail is
 * written in the change's transaction (one per change; none when nothing changed: autopay already so).
 * Checked by tests/server/autopay-emails.test.ts.
 */

const money = (amount: number) => `$${amount.toFixed(2)}`

interface AutopayChange {
  line: { id: string; nickname: string | null; mdn: string | null }
  planName: string
  /** The line's user's name in their family group, when the payer is someone else. */
  usedBy: string | null
  autopay: boolean
  at: Date
  bill: LineBill
  link: string
  /** The one-time "If this wasn't you" link (autopay off only). */
  secureLink: string | null
  assisted: boolean
}

function autopayEmail(to: Addressee, change: AutopayChange) {
  const { language } = to
  const { bill } = change
  const plan = change.usedBy
    ? translate(language, 'email.line.planUsedBy', { plan: change.planName, name: change.usedBy })
    : change.planName
  const open = bill.openRenewal
  // An unpaid renewal is due now (its day: the suspension), or already past it (the line is suspended).
  const suspendsAt = open?.suspendsAt ? new Date(open.suspendsAt) : null
  const variant = !open ? 'body' : change.autopay || (suspendsAt && suspendsAt > change.at) ? 'bodyDue' : 'bodyUnpaid'
  const values = {
    line: `${lineLabelOf(change.line, language)} (${plan})`,
    when: formatDateTime(change.at, language, 'email'),
    amount: money(open?.amount ?? bill.nextAmount),
    day: day(suspendsAt ?? (bill.renewsAt ? new Date(bill.renewsAt) : change.at), language),
    graceDays: GRACE_DAYS,
    link: change.link,
  }
  const key = change.autopay ? 'email.autopayOn' : 'email.autopayOff'
  const after = [
    ...(change.assisted ? [translate(language, 'email.autopay.assisted')] : []),
    ...(change.secureLink ? [translate(language, 'email.securityChange.wasntYou', { link: change.secureLink })] : []),
  ]
  return keyedEmail(to, key, { values, body: translate(language, `${key}.${variant}`, values), after })
}

/**
 * Sets a line's autopay (the line's user `userId` keeps its billing row, opened here for a line just activated).
 * Answers false when the line has no billing row (not active yet); true otherwise, whether or not it changed.
 */
export async function setLineAutopay(
  services: Services,
  input: { userId: string; lineId: string; autopay: boolean; assisted: boolean },
): Promise<boolean> {
  const { db } = services
  const { userId, lineId, autopay } = input
  const now = await carrierNow(db)
  await openBilling(db, now, userId)
  const bill = await ownBill(db, userId, lineId)
  const payerId = (await payerOfLine(db, lineId)) ?? userId
  const [about] = await db
    .select({ line: lines, planName: plans.retailName, usedBy: familyMembers.name })
    .from(lines)
    .innerJoin(plans, eq(plans.id, lines.planId))
    .leftJoin(familyMembers, eq(familyMembers.customerId, lines.customerId))
    .where(eq(lines.id, lineId))
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(lineBilling)
      .set({ autopay, updatedAt: sql`now()` })
      .where(and(eq(lineBilling.lineId, lineId), eq(lineBilling.customerId, userId), ne(lineBilling.autopay, autopay)))
      .returning()
    if (!row) return null
    const secureLink = autopay ? null : await secureAccountLink(tx, services.config.publicUrl, payerId)
    await writeCustomerMail(tx, payerId, (to) =>
      autopayEmail(to, {
        line: about.line,
        planName: about.planName,
        usedBy: payerId === userId ? null : about.usedBy,
        autopay,
        at: now,
        bill,
        link: linePageLink(services.config.publicUrl, lineId),
        secureLink,
        assisted: input.assisted,
      }),
    )
    return row
  })
  if (!changed) {
    const [row] = await db
      .select({ lineId: lineBilling.lineId })
      .from(lineBilling)
      .where(and(eq(lineBilling.lineId, lineId), eq(lineBilling.customerId, userId)))
    if (!row) return false
  }
  // On while a renewal is unpaid: the next run of the billing job charges it at once.
  if (autopay)
    await db
      .update(renewals)
      .set({ nextAttemptAt: now })
      .where(and(eq(renewals.lineId, lineId), eq(renewals.status, 'due')))
  return true
}
