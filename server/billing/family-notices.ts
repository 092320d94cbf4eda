import { eq } from 'drizzle-orm'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { customers, lines, plans, renewals, transactions } from '../db/schema'
import { writeCustomerMail } from '../lib/customer-mail'
import { keyedEmail, letter } from '../lib/emails'
import { translate, translateMessage } from '../lib/i18n'
import { savedLanguage } from '../lib/language'
import { lineLabelOf } from '../lib/line-label'
import { e164Of } from '../lib/sms'
import { sendNotice } from '../notifications/notify'
import { familyItemsOf, numberLabel } from '../receipts/family-items'
import { transactionDocument } from '../receipts/mail-attachments'
import { day } from './emails'

/**
 * What a family group's billing tells its people (docs/decisions/0034-family-accounts.md, "Money"), each in their
 * own saved language: the line's user hears about their line, and the group's owner, who pays, about the money too.
 */

/**
 * A line left its group and its user has no saved card: an email and a text (whatever their notification
 * settings: their service depends on it) to add one before the line's renewal date.
 */
export async function lineLeftNotice(services: Services, input: { lineId: string; customerId: string; renewsAt: Date }) {
  try {
    const [row] = await services.db
      .select({ customer: customers, line: lines, planName: plans.retailName })
      .from(lines)
      .innerJoin(customers, eq(customers.id, input.customerId))
      .innerJoin(plans, eq(plans.id, lines.planId))
      .where(eq(lines.id, input.lineId))
    if (!row) return
    const language = savedLanguage(row.customer)
    const values = { line: `${lineLabelOf(row.line, language)} (${row.planName})`, day: day(input.renewsAt, language) }
    await services.mailer.send({
      to: row.customer.email,
      subject: translate(language, 'email.familyLeft.subject', values),
      text: letter(language, row.customer.firstName, translate(language, 'email.familyLeft.body', values)),
    })
    const phone = e164Of(row.customer.countryCode, row.customer.contactNumber)
    if (phone)
      await services.sms.send({
        to: phone,
        text: translate(language, 'text.wrapper', { text: translate(language, 'text.familyLeft', values) }),
      })
  } catch (error) {
    console.error(`[billing] notice to add a card for ${input.lineId} failed: ${(error as Error).message}`)
  }
}

const money = (amount: number) => `$${amount.toFixed(2)}`

/**
 * A group's renewal was paid: the owner's email, with a line per member and the receipt attached (written inside
 * the charge's transaction, so it is one per charge in any process), and to each member the renewal of their line.
 */
export async function groupRenewalPaidMails(
  tx: Pick<Db, 'insert' | 'select'>,
  input: { ownerId: string; transactionId: string; last4: string; declinedLast4: string | null; renewsAt: Date },
) {
  const [charge] = await tx.select().from(transactions).where(eq(transactions.id, input.transactionId))
  const items = (await familyItemsOf(tx, [input.transactionId])).get(input.transactionId) ?? []
  await writeCustomerMail(tx, input.ownerId, ({ firstName, language }) => {
    const values = {
      amount: money(Number(charge.amount)),
      count: items.length,
      last4: input.last4,
      day: day(input.renewsAt, language),
    }
    const paid = input.declinedLast4
      ? translate(language, 'email.familyRenewalPaid.bodyFallback', { ...values, declined: input.declinedLast4 })
      : translate(language, 'email.familyRenewalPaid.body', values)
    const list = items
      .map((item) =>
        translate(language, 'email.familyRenewalPaid.line', {
          name: item.name,
          number: numberLabel(item.number),
          plan: item.plan,
          amount: money(item.amount),
        }),
      )
      .join('\n')
    return {
      subject: translate(language, 'email.familyRenewalPaid.subject', values),
      text: letter(language, firstName, `${paid}\n\n${list}\n\n${translate(language, 'email.familyRenewalPaid.next', values)}`),
      attachments: [transactionDocument(charge)],
    }
  })
  const users = await tx
    .select({ userId: lines.customerId, line: lines, planName: plans.retailName, total: renewals.total })
    .from(renewals)
    .innerJoin(lines, eq(lines.id, renewals.lineId))
    .innerJoin(plans, eq(plans.id, renewals.planId))
    .where(eq(renewals.transactionId, input.transactionId))
  for (const user of users.filter((row) => row.userId !== input.ownerId))
    await writeCustomerMail(tx, user.userId, ({ firstName, language }) => {
      const values = {
        line: `${lineLabelOf(user.line, language)} (${user.planName})`,
        day: day(input.renewsAt, language),
        amount: money(Number(user.total)),
      }
      return keyedEmail({ firstName, language }, 'email.familyLineRenewed', { values })
    })
}

/** A group's renewal was declined: the owner's notice (their payment failures' channels) for the whole charge. */
export async function groupRenewalDeclinedNotice(
  services: Services,
  input: { ownerId: string; key: string; amount: number; lineCount: number; reason: string; nextAttemptAt: Date; suspendOn: Date },
) {
  await sendNotice(services, {
    customerId: input.ownerId,
    kind: 'paymentFailed',
    key: `payment-failed:${input.key}`,
    email: (firstName, language) => {
      const values = { amount: money(input.amount), count: input.lineCount, day: day(input.nextAttemptAt, language) }
      const body = translate(language, 'email.familyRenewalDeclined.body', { ...values, reason: translateMessage(input.reason, language) })
      const grace = translate(language, 'email.familyRenewalDeclined.grace', {
        day: day(input.suspendOn, language),
        count: input.lineCount,
      })
      return {
        subject: translate(language, 'email.familyRenewalDeclined.subject', values),
        text: letter(language, firstName, `${body}\n${grace}`),
      }
    },
    text: (language) =>
      translate(language, 'text.familyRenewalDeclined', {
        amount: money(input.amount),
        count: input.lineCount,
        reason: translateMessage(input.reason, language),
        day: day(input.nextAttemptAt, language),
      }),
  }).catch((error: Error) => console.error(`[billing] family payment failure notice failed: ${error.message}`))
}

/**
 * A charge for a line's first period in the group (a join, or a new line bought for an invitation): the owner's
 * email with the receipt attached, written inside the charge's transaction.
 */
export async function firstPeriodMail(
  tx: Pick<Db, 'insert' | 'select'>,
  input: {
    ownerId: string
    transactionId: string
    kind: 'join' | 'newLine'
    name: string
    /** The line's plan; of several lines joining at once, their plans, listed. */
    plan: string
    days: number
    renewsAt: Date
    /** How many lines joined in this charge (a member brings every line of theirs). */
    lines?: number
  },
) {
  const [charge] = await tx.select().from(transactions).where(eq(transactions.id, input.transactionId))
  await writeCustomerMail(tx, input.ownerId, ({ firstName, language }) => {
    const values = {
      amount: money(Number(charge.amount)),
      last4: charge.cardLast4 ?? '',
      name: input.name,
      plan: input.plan,
      days: String(input.days),
      day: day(input.renewsAt, language),
      count: String(input.lines ?? 1),
    }
    const key = input.kind === 'newLine' ? 'email.familyNewLine' : (input.lines ?? 1) > 1 ? 'email.familyJoinedLines' : 'email.familyJoined'
    // A charge the owner's own invitation made: what to do if they never sent it (a stolen session).
    const advice = translate(language, input.kind === 'newLine' ? 'email.family.ifNotYou' : 'email.family.ifNotInvited', values)
    return { ...keyedEmail({ firstName, language }, key, { values, after: [advice] }), attachments: [transactionDocument(charge)] }
  })
}
