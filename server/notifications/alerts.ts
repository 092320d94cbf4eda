import { and, eq, gt } from 'drizzle-orm'
import type { Language } from '@contract/languages'
import { DATA_ALERT_THRESHOLDS, RENEWAL_REMINDER_DAYS, type DataAlertThreshold } from '@contract/notifications'
import { addedDataOf } from '../billing/add-ons'
import { payerOfLine, usagePeriodStart } from '../billing/payer'
import { carrierNow } from '../carrier/clock'
import { usageOf } from '../carrier/usage'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { familyMembers, lineBilling, lines, plans } from '../db/schema'
import { formatDate } from '../lib/locale'
import { formatGb } from './format'
import { letter } from '../lib/emails'
import { translate } from '../lib/i18n'
import { startJobTicker } from '../lib/jobs'
import { billsOf } from '../billing/bills'
import { linePageLink } from '../billing/emails'
import { remindUnpaidByHand } from './hand-payment'
import { sendNotice } from './notify'
import { thresholdsOf } from './preferences'

/**
 * The usage and reminder job (docs/decisions/0032-add-ons-alerts-new-phone.md; tests/server/notifications.test.ts): every minute in each process, as the billing job. It reads each active,
 * paid-up line's usage from the carrier simulator and sends the data alerts whose threshold the usage has reached
 * (75, 90, 100 % of the allowance, those the customer left on), the renewal reminder three days before the date, and
 * for a line paid by hand (autopay off) a reminder on each day of grace while its renewal is unpaid (./hand-payment.ts).
 * Each notice has a key (line, period, threshold), so it is sent once however many processes run the job at once
 * and however often (server/notifications/notify.ts). Usage that passed several thresholds since the last run
 * (a clock moved days at once) sends the highest one only.
 */

const DAY_MS = 24 * 60 * 60_000

/** The line as a notice names it: its nickname, else its number, else "your line" in the notice's language. */
const labelOf = (line: { nickname: string | null; mdn: string | null }) => (language: Language) =>
  line.nickname ||
  (line.mdn ? `(${line.mdn.slice(0, 3)}) ${line.mdn.slice(3, 6)}-${line.mdn.slice(6)}` : translate(language, 'email.line.yourLine'))

/** Answers how many notices it sent. */
export async function runAlertJobs(services: Services): Promise<number> {
  const { db } = services
  const now = await carrierNow(db)
  const rows = await db
    .select({ line: lines, billing: lineBilling, planName: plans.retailName, description: plans.retailDescription })
    .from(lineBilling)
    .innerJoin(lines, eq(lines.id, lineBilling.lineId))
    .innerJoin(plans, eq(plans.id, lines.planId))
    .where(and(eq(lineBilling.state, 'current'), eq(lines.simStatus, 'active'), gt(lineBilling.renewsAt, now)))
  let sent = 0
  for (const { line, billing, planName, description } of rows) {
    if (billing.lostSince) continue
    const label = labelOf(line)
    const renewsAt = billing.renewsAt
    const usage = usageOf(
      {
        lineId: line.id,
        lineLabel: label('en'),
        planName,
        status: 'current',
        renewsAt: renewsAt.toISOString(),
        lost: null,
      } as Parameters<typeof usageOf>[0],
      description,
      now,
      await addedDataOf(db, line.id, renewsAt),
      await usagePeriodStart(db, line.id, renewsAt, now),
    )
    const allowance = usage.allowance.dataMb
    if (allowance) {
      const percent = (usage.used.dataMb / allowance) * 100
      const enabled = (await thresholdsOf(db, line.customerId, [line.id])).get(line.id)!
      const reached = DATA_ALERT_THRESHOLDS.filter((threshold) => percent >= threshold && enabled[threshold])
      const highest = reached.at(-1)
      if (highest !== undefined) {
        const about = { line: label, plan: planName, used: formatGb(usage.used.dataMb), allowance: formatGb(allowance), renewsAt }
        const period = usage.periodStart!
        const done = await sendNotice(services, {
          customerId: line.customerId,
          kind: 'dataAlerts',
          key: `data:${line.id}:${period}:${highest}`,
          email: (firstName, language) => dataAlertEmail(firstName, language, highest, about),
          text: (language) => dataAlertText(language, highest, about),
        })
        if (done) sent += 1
      }
    }
    if (renewsAt.getTime() - now.getTime() <= RENEWAL_REMINDER_DAYS * DAY_MS) {
      // The line's user, and the payer when someone else pays (a family group's owner: money goes to them too).
      const payerId = (await payerOfLine(db, line.id)) ?? line.customerId
      for (const customerId of new Set([line.customerId, payerId])) {
        const paidByGroup = customerId !== payerId
        const how = paidByGroup ? 'paidByGroup' : billing.autopay ? 'autopayOn' : 'autopayOff'
        // Paid by hand: the amount the line's page asks for ("Pay {amount} now"), and that page (in the text too).
        const byHand = how === 'autopayOff' ? await handPayment(services, line) : {}
        // The payer of someone else's line reads whose it is (their name in the family group).
        const usedBy = customerId === line.customerId ? null : await groupNameOf(db, line.customerId)
        const values = (language: Language) => ({
          line: label(language),
          plan: usedBy ? translate(language, 'email.line.planUsedBy', { plan: planName, name: usedBy }) : planName,
          day: formatDate(renewsAt, language, 'email'),
        })
        const done = await sendNotice(services, {
          customerId,
          kind: 'renewalReminder',
          key: `renewal-reminder:${line.id}:${renewsAt.toISOString()}${customerId === line.customerId ? '' : `:${customerId}`}`,
          email: (firstName, language) => ({
            subject: translate(language, 'email.renewalReminder.subject', values(language)),
            text: letter(
              language,
              firstName,
              translate(language, 'email.renewalReminder.body', values(language)) +
                translate(language, `email.renewalReminder.${how}`, byHand),
            ),
          }),
          text: (language) =>
            translate(language, 'email.renewalReminder.body', values(language)) +
            translate(language, `text.renewalReminder.${how}`, byHand),
        })
        if (done) sent += 1
      }
    }
  }
  return sent + (await remindUnpaidByHand(services, now))
}

/** A family group member's name in the group (how the group's owner knows them), or null outside a group. */
async function groupNameOf(db: Db, customerId: string) {
  const [member] = await db.select({ name: familyMembers.name }).from(familyMembers).where(eq(familyMembers.customerId, customerId))
  return member?.name ?? null
}

/** What a reminder to pay a line's renewal by hand says: the amount its page asks for, and the page. */
async function handPayment(services: Services, line: { id: string; customerId: string }) {
  const [bill] = await billsOf(services.db, line.customerId, line.id)
  return { amount: `$${(bill?.nextAmount ?? 0).toFixed(2)}`, link: linePageLink(services.config.publicUrl, line.id) }
}

interface DataAbout {
  line: (language: Language) => string
  plan: string
  used: string
  allowance: string
  renewsAt: Date
}

/** A data alert's values in `language`. */
const valuesOf = (about: DataAbout, threshold: DataAlertThreshold, language: Language) => ({
  line: about.line(language),
  plan: about.plan,
  used: about.used,
  allowance: about.allowance,
  threshold,
  day: formatDate(about.renewsAt, language, 'email'),
})

function dataAlertEmail(firstName: string, language: Language, threshold: DataAlertThreshold, about: DataAbout) {
  const values = valuesOf(about, threshold, language)
  const all = threshold === 100
  const body = translate(language, all ? 'email.dataAlert.bodyAll' : 'email.dataAlert.body', values)
  return {
    subject: translate(language, all ? 'email.dataAlert.subjectAll' : 'email.dataAlert.subject', values),
    text: letter(language, firstName, `${body}\n${translate(language, 'email.dataAlert.more')}`),
  }
}

function dataAlertText(language: Language, threshold: DataAlertThreshold, about: DataAbout) {
  return translate(language, threshold === 100 ? 'text.dataAlert.all' : 'text.dataAlert', valuesOf(about, threshold, language))
}

/** Ticks the alert job every minute in this process (timer unref'd), as the billing job's ticker does. */
export function startAlertTicker(services: Services) {
  return startJobTicker(services.database, 'alerts', () => runAlertJobs(services), services)
}
