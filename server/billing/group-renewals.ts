import { createHash } from 'node:crypto'
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { customers, familyGroups, familyMembers, lineBilling, lines, renewals, transactions } from '../db/schema'
import type { CardRow } from '../db/types'
import { PaymentProviderUnavailable } from '../payments/provider'
import { cardsInChargeOrder, chargeFirstCardThatPays, FALLBACK_MESSAGES, triedAt } from './charges'
import { groupRenewalDeclinedNotice, groupRenewalPaidMails } from './family-notices'
import { groupPeriodEnd } from './payer'
import {
  attemptRenewal,
  cents,
  claimable,
  declinedNotice,
  dollars,
  nextAttemptAfter,
  ofGroupLine,
  PERIOD_MS,
  suspend,
  suspensionDate,
  type RenewalRow,
} from './renewals'

/**
 * One bill for a family group (docs/decisions/0034-family-accounts.md, "Money"; docs/decisions/0015): on the
 * group's renewal date every line of the group (the owner's and the members') renews in one charge to the owner's
 * card. Each line keeps its own renewal row (its price, its period, its state: pastDue, grace, suspended as any
 * line); the rows of one charge share its `transactionId`, and that one transaction (the owner's, `lineId` null) is
 * what the payments history and the receipt show, with a line per member derived from those rows
 * (server/receipts/family-items.ts).
 *
 * The group's due rows are claimed together under the group's lock (one process charges a group at a time, whatever
 * runs the job), and charged under a key of the group, the period, the attempt and the rows
 * (`family-renewal:<group>:<period>:<attempt>:<rows>`): a crash between charging and recording, or a second process,
 * gets the provider's first answer back. A decline keeps each row on today's retry schedule; after the last retry
 * every line of the charge is suspended. Lines suspended for a lost phone or with autopay off are left to the
 * single-line rules (server/billing/renewals.ts `attemptRenewal`), which charge nothing for them.
 * Checked by tests/server/family-billing-renewals.test.ts.
 */

/** What a member is told when the group's charge declined (the owner hears the card's own reason). */
const OWNER_CARD_DECLINED = "The card of your family group's owner could not be charged."

/** Moves every group's renewal date past `now`, by whole periods (the lines' renewals were opened at the old one). */
export async function advanceGroupDates(db: Db, now: Date) {
  const due = await db.select().from(familyGroups).where(lte(familyGroups.renewsAt, now))
  for (const group of due) {
    const periods = Math.floor((now.getTime() - group.renewsAt.getTime()) / PERIOD_MS) + 1
    await db
      .update(familyGroups)
      .set({ renewsAt: new Date(group.renewsAt.getTime() + periods * PERIOD_MS) })
      .where(and(eq(familyGroups.id, group.id), eq(familyGroups.renewsAt, group.renewsAt)))
  }
}

/** Charges the due renewals of every group, one group at a time per process; answers how many rows it decided. */
export async function chargeGroupRenewals(services: Services, now: Date): Promise<number> {
  const { db } = services
  const due = await db
    .selectDistinct({ groupId: familyMembers.groupId })
    .from(renewals)
    .innerJoin(lines, eq(lines.id, renewals.lineId))
    .innerJoin(familyMembers, eq(familyMembers.customerId, lines.customerId))
    .where(claimable(now))
  let decided = 0
  for (const { groupId } of due) {
    const ran = await services.database.withLock(`family-renewal:${groupId}`, () => chargeGroup(services, groupId, now))
    if (ran.ran) decided += ran.value
  }
  return decided
}

async function chargeGroup(services: Services, groupId: string, now: Date): Promise<number> {
  const { db } = services
  const groupLines = db
    .select({ id: lines.id })
    .from(lines)
    .innerJoin(familyMembers, eq(familyMembers.customerId, lines.customerId))
    .where(eq(familyMembers.groupId, groupId))
  const claimed = await db
    .update(renewals)
    .set({ status: 'processing', claimedAt: new Date() })
    .where(and(claimable(now), ofGroupLine, inArray(renewals.lineId, groupLines)))
    .returning()
  if (claimed.length === 0) return 0
  const billing = await db
    .select()
    .from(lineBilling)
    .where(
      inArray(
        lineBilling.lineId,
        claimed.map((row) => row.lineId),
      ),
    )
  const chargeable = (row: RenewalRow) => {
    const line = billing.find((candidate) => candidate.lineId === row.lineId)
    return !line || (line.autopay && !line.lostSince)
  }
  let decided = 0
  // Lost phones and autopay off: the single-line rules (nothing is charged for them).
  for (const row of claimed.filter((candidate) => !chargeable(candidate)))
    if ((await attemptRenewal(services, row, { now })).outcome !== 'unavailable') decided += 1
  const byPeriod = new Map<number, RenewalRow[]>()
  for (const row of claimed.filter(chargeable))
    byPeriod.set(row.periodStart.getTime(), [...(byPeriod.get(row.periodStart.getTime()) ?? []), row])
  for (const rows of byPeriod.values()) decided += await chargeBatch(services, groupId, rows, now)
  return decided
}

/** What the order history's row of a group charge says: the sums of its renewals. */
function sums(rows: RenewalRow[]) {
  const add = (pick: (row: RenewalRow) => string) => dollars(rows.reduce((total, row) => total + cents(pick(row)), 0))
  return {
    planPrice: add((row) => row.planPrice),
    regulatoryFee: add((row) => row.regulatoryFee),
    taxAmount: add((row) => row.taxAmount),
    total: add((row) => row.total),
  }
}

/** The order history's row of one try of a group charge (the owner's; no single line). */
function chargeRow(
  ownerId: string,
  rows: RenewalRow[],
  entry: {
    card: Pick<CardRow, 'id' | 'last4' | 'network'> | undefined
    providerRef: string | null
    at: Date
    successful: boolean
    key: string
  },
) {
  const sum = sums(rows)
  const lineCount = rows.length
  return {
    customerId: ownerId,
    lineId: null,
    cardId: entry.card?.id ?? null,
    item: entry.successful ? `Family plan — renewal (${lineCount} lines)` : `Family plan — renewal (${lineCount} lines, declined)`,
    amount: sum.total,
    successful: entry.successful,
    cardLast4: entry.card?.last4 ?? null,
    paymentMethod: entry.card?.network ?? null,
    orderTotal: sum.planPrice,
    taxAmount: sum.taxAmount,
    regulatoryFee: sum.regulatoryFee,
    activationFee: '0.00',
    discountAmount: '0.00',
    finalCheckoutAmount: sum.total,
    idempotencyKey: entry.key,
    providerRef: entry.providerRef,
    transactionTime: entry.at,
  }
}

/** Charges one period's renewals of a group (claimed by this process) in one charge to the owner's cards. */
async function chargeBatch(services: Services, groupId: string, rows: RenewalRow[], now: Date): Promise<number> {
  const { db } = services
  const [group] = await db.select().from(familyGroups).where(eq(familyGroups.id, groupId))
  const [owner] = await db.select().from(customers).where(eq(customers.id, group.ownerId))
  // The payer of every row is the owner (opened so; a row opened before the line joined is the owner's now).
  const ownerRows = rows.map((row) => ({ ...row, customerId: owner.id }))
  const periodStart = rows[0].periodStart
  const attempt = Math.max(...rows.map((row) => row.attempt))
  const rowIds = rows.map((row) => row.id)
  const digest = createHash('sha256')
    .update([...rowIds].sort().join(','))
    .digest('hex')
    .slice(0, 16)
  const base = `family-renewal:${groupId}:${periodStart.toISOString()}:${digest}`
  const key = `${base}:${attempt}`
  const release = () =>
    db
      .update(renewals)
      .set({ status: 'due', claimedAt: null })
      .where(and(inArray(renewals.id, rowIds), eq(renewals.status, 'processing')))
  let result
  try {
    result = await chargeFirstCardThatPays(services.payments, {
      customer: owner,
      cards: await cardsInChargeOrder(db, owner.id),
      amountCents: cents(sums(rows).total),
      description: `Ring Mobile family plan renewal ${periodStart.toISOString().slice(0, 10)} (${rows.length} lines)`,
      key,
      metadata: { groupId, lines: String(rows.length) },
      now,
      noCard: FALLBACK_MESSAGES.noCard,
    })
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error
    await release()
    return 0
  }
  const declinedRows = result.declined.length
    ? result.declined.map((tried) => ({ card: tried.card, providerRef: tried.providerRef, key: tried.idempotencyKey }))
    : [{ card: undefined, providerRef: null, key }]
  const recordDeclines = async (exec: Pick<Db, 'insert'>) => {
    for (const [index, tried] of declinedRows.entries())
      await exec
        .insert(transactions)
        .values(chargeRow(owner.id, rows, { ...tried, at: triedAt(now, index, declinedRows.length), successful: false }))
        .onConflictDoNothing({ target: transactions.idempotencyKey })
  }

  if (result.outcome === 'succeeded') {
    const paid = result
    // The group's next date (a line that was off the group's dates is on them from now on).
    const renewsAt = groupPeriodEnd(group.renewsAt, periodStart)
    const transactionId = await db.transaction(async (tx) => {
      if (paid.declined.length) await recordDeclines(tx)
      const [inserted] = await tx
        .insert(transactions)
        .values(chargeRow(owner.id, rows, { card: paid.card, providerRef: paid.providerRef, at: now, successful: true, key: base }))
        .onConflictDoNothing({ target: transactions.idempotencyKey })
        .returning({ id: transactions.id })
      const id =
        inserted?.id ?? (await tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.idempotencyKey, base)))[0].id
      for (const row of rows) {
        await tx
          .update(renewals)
          .set({ status: 'paid', claimedAt: null, paidAt: now, transactionId: id, failureMessage: null, customerId: owner.id })
          .where(eq(renewals.id, row.id))
        const [billing] = await tx
          .update(lineBilling)
          .set({ state: 'current', renewsAt, updatedAt: sql`now()` })
          .where(and(eq(lineBilling.lineId, row.lineId), eq(lineBilling.renewsAt, row.periodStart)))
          .returning()
        if (billing)
          await tx
            .update(lines)
            .set({ simStatus: 'active' })
            .where(and(eq(lines.id, row.lineId), eq(lines.simStatus, 'suspended')))
      }
      if (inserted)
        await groupRenewalPaidMails(tx, {
          ownerId: owner.id,
          transactionId: id,
          last4: paid.card.last4,
          declinedLast4: paid.declined[0]?.card.last4 ?? null,
          renewsAt,
        })
      return id
    })
    return transactionId ? rows.length : 0
  }

  const message = result.message
  await recordDeclines(db)
  const next = nextAttemptAfter(periodStart, attempt + 1)
  for (const row of ownerRows) {
    if (!next) {
      await db
        .update(renewals)
        .set({ attempt: attempt + 1, customerId: owner.id })
        .where(eq(renewals.id, row.id))
      await suspend(services, { ...row, attempt: attempt + 1 }, message, now)
      continue
    }
    await db
      .update(renewals)
      .set({ status: 'due', claimedAt: null, attempt: attempt + 1, nextAttemptAt: next, failureMessage: message, customerId: owner.id })
      .where(and(eq(renewals.id, row.id), eq(renewals.status, 'processing')))
    // Each line's user hears about their line; the owner gets one notice for the whole charge (below).
    await declinedNotice(services, { ...row, attempt }, OWNER_CARD_DECLINED, next, { payer: false })
  }
  if (next)
    await groupRenewalDeclinedNotice(services, {
      ownerId: owner.id,
      key: `${key}:declined`,
      amount: Number(sums(rows).total),
      lineCount: rows.length,
      reason: message,
      nextAttemptAt: next,
      suspendOn: suspensionDate(periodStart),
    })
  return rows.length
}
