import type { Language } from '@contract/languages'
import { keyedEmail, letter } from '../lib/emails'
import { translate, translateMessage } from '../lib/i18n'
import { formatDate } from '../lib/locale'

/**
 * The billing emails (plain text, like server/lib/emails.ts), in the customer's saved language: every charge,
 * failure, suspension and restoration.
 */

const money = (amount: number) => `$${amount.toFixed(2)}`

/** A day as the emails write it (server/lib/locale.ts): `5 March 2026`, `5 de marzo de 2026`. */
export const day = (date: Date, language: Language) => formatDate(date, language, 'email')

interface About {
  language: Language
  firstName: string
  line: string
  amount: number
  /**
   * The reader uses the line and their family group's owner pays it (docs/decisions/0034, "Who is told"): they are
   * told what happens to their line, never asked to pay what only the owner can.
   */
  paidByGroup?: boolean
  /**
   * The reader pays for a line someone else uses (a family group's owner, about a member's line): the line is "the
   * line", never "your line" (tests/server/family-hand-payment.test.ts).
   */
  othersLine?: boolean
}

/** The day a line in grace would be suspended, said to the one who can pay: its user, or the owner of another's line. */
const graceOf = (input: About & { suspendOn: Date }) =>
  translate(input.language, input.othersLine ? 'email.renewalDeclined.graceOthers' : 'email.renewalDeclined.grace', {
    day: day(input.suspendOn, input.language),
  })

/** `declinedLast4`: the primary card declined and another saved card (`last4`) paid. */
export function renewalPaidEmail(
  input: About & { last4: string | null; declinedLast4?: string | null; renewsAt: Date; restored: boolean },
) {
  const { language } = input
  const values = { amount: money(input.amount), line: input.line, day: day(input.renewsAt, language) }
  const paid = input.paidByGroup
    ? translate(language, 'email.familyLineRenewed.body', values)
    : input.last4 && input.declinedLast4
      ? translate(language, 'email.renewalPaid.bodyFallback', { ...values, last4: input.last4, declined: input.declinedLast4 })
      : input.last4
        ? translate(language, 'email.renewalPaid.bodyCard', { ...values, last4: input.last4 })
        : translate(language, 'email.renewalPaid.body', values)
  return {
    subject: input.restored
      ? translate(language, 'email.renewalPaid.restoredSubject', { line: input.line })
      : translate(language, input.paidByGroup ? 'email.familyLineRenewed.subject' : 'email.renewalPaid.subject', values),
    text: letter(language, input.firstName, paid + (input.restored ? `\n${translate(language, 'email.renewalPaid.restored')}` : '')),
  }
}

/** A declined renewal during the grace period: the day's reminder, with the day the line would be suspended. */
export function renewalDeclinedEmail(input: About & { reason: string; nextAttemptAt: Date; suspendOn: Date }) {
  const { language } = input
  const values = { amount: money(input.amount), line: input.line, day: day(input.nextAttemptAt, language) }
  const group = input.paidByGroup
  const reason = translateMessage(input.reason, language)
  const body = translate(language, group ? 'email.renewalDeclined.paidByGroup' : 'email.renewalDeclined.body', { ...values, reason })
  const grace = group ? translate(language, 'email.renewalDeclined.graceGroup', { day: day(input.suspendOn, language) }) : graceOf(input)
  return {
    subject: translate(language, 'email.renewalDeclined.subject', values),
    text: letter(language, input.firstName, `${body}\n${grace}`),
  }
}

/** The page where a line's renewal is paid by hand ("Pay {amount} now"): the line's page in My Account. */
export const linePageLink = (publicUrl: string, lineId: string) => `${publicUrl}/dashboard/lines/${encodeURIComponent(lineId)}`

/**
 * The day a line paid by hand (autopay off) renews: nothing is charged by itself, so it says where to pay; to the
 * user of a line their group's owner pays, that it renews, who pays, and the day it would be suspended.
 */
export function renewalDueEmail(input: About & { suspendOn: Date; link: string }) {
  const { language } = input
  const values = { amount: money(input.amount), line: input.line, day: day(input.suspendOn, language), link: input.link }
  return keyedEmail(input, input.paidByGroup ? 'email.renewalDueGroup' : 'email.renewalDue', { values })
}

/**
 * A renewal of a line paid by hand (autopay off) still unpaid in its grace period: nothing is charged by itself, so
 * it says the amount, where to pay it (the line's page) and the day the line would be suspended.
 */
export function renewalUnpaidEmail(input: About & { link: string; suspendOn: Date }) {
  const values = { amount: money(input.amount), line: input.line, link: input.link }
  return keyedEmail(input, 'email.renewalUnpaid', { values, after: [graceOf(input)] })
}

/** An unpaid renewal suspended the line: the payer gets the line's page to pay on, its user that the owner pays. */
export function lineSuspendedEmail(input: About & { link: string }) {
  const values = { amount: money(input.amount), line: input.line, link: input.link }
  const body = input.paidByGroup ? translate(input.language, 'email.lineSuspended.paidByGroup', values) : undefined
  return keyedEmail(input, 'email.lineSuspended', { values, body })
}

export function lineLostEmail(input: {
  language: Language
  firstName: string
  line: string
  what: 'suspended' | 'restored'
  until: Date | null
}) {
  const { language, line } = input
  if (input.what === 'suspended') {
    const until = input.until ? day(input.until, language) : translate(language, 'email.lineLost.day90')
    return {
      subject: translate(language, 'email.lineSuspended.subject', { line }),
      text: letter(language, input.firstName, translate(language, 'email.lineLost.body', { line, until })),
    }
  }
  return keyedEmail(input, 'email.lineRestored', { values: { line } })
}

export function planUpgradedEmail(input: {
  language: Language
  firstName: string
  line: string
  from: string
  to: string
  amount: number
  daysLeft: number
  last4: string | null
  renewsAt: Date
  renewalPrice: number
}) {
  const { language } = input
  const values = {
    line: input.line,
    plan: input.to,
    from: input.from,
    amount: money(input.amount),
    daysLeft: input.daysLeft,
    day: day(input.renewsAt, language),
    renewalPrice: money(input.renewalPrice),
  }
  return {
    subject: translate(language, 'email.planUpgraded.subject', values),
    text: letter(
      language,
      input.firstName,
      input.last4
        ? translate(language, 'email.planUpgraded.bodyCard', { ...values, last4: input.last4 })
        : translate(language, 'email.planUpgraded.body', values),
    ),
  }
}
