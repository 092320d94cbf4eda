import { and, eq, gt } from 'drizzle-orm'
import { DATA_ALERT_THRESHOLDS, RENEWAL_REMINDER_DAYS, type DataAlertThreshold } from '@contract/notifications'
import { addedDataOf } from '../billing/add-ons'
import { carrierNow } from '../carrier/clock'
import { usageOf } from '../carrier/usage'
import type { Services } from '../context'
import { lineBilling, lines, plans } from '../db/schema'
import { formatGb } from './format'
import { startJobTicker } from '../lib/jobs'
import { sendNotice } from './notify'
import { thresholdsOf } from './preferences'

/**
 * The usage and reminder job (issue 36): every minute in each process, as the billing job. It reads each active,
 * paid-up line's usage from the carrier simulator and sends the data alerts whose threshold the usage has reached
 * (75, 90, 100 % of the allowance, those the customer left on), and the renewal reminder three days before the date.
 * Each notice has a key (line, period, threshold), so it is sent once however many processes run the job at once
 * and however often (server/notifications/notify.ts). Usage that passed several thresholds since the last run
 * (a clock moved days at once) sends the highest one only.
 */

const DAY_MS = 24 * 60 * 60_000

const labelOf = (line: { nickname: string | null; mdn: string | null }) =>
  line.nickname || (line.mdn ? `(${line.mdn.slice(0, 3)}) ${line.mdn.slice(3, 6)}-${line.mdn.slice(6)}` : 'your line')
const shortDay = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

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
        lineLabel: label,
        planName,
        status: 'current',
        renewsAt: renewsAt.toISOString(),
        lost: null,
      } as Parameters<typeof usageOf>[0],
      description,
      now,
      await addedDataOf(db, line.id, renewsAt),
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
          email: (firstName) => dataAlertEmail(firstName, highest, about),
          text: dataAlertText(highest, about),
        })
        if (done) sent += 1
      }
    }
    if (renewsAt.getTime() - now.getTime() <= RENEWAL_REMINDER_DAYS * DAY_MS) {
      const done = await sendNotice(services, {
        customerId: line.customerId,
        kind: 'renewalReminder',
        key: `renewal-reminder:${line.id}:${renewsAt.toISOString()}`,
        email: (firstName) => ({
          subject: `${label} renews on ${shortDay(renewsAt)}`,
          text: `Hi ${firstName},\n\n${label} (${planName}) renews on ${shortDay(renewsAt)}.${billing.autopay ? ' Autopay is on: we charge your primary card then.' : ' Autopay is off: pay in My Account before then to keep your service.'}\n\nRing Mobile`,
        }),
        text: `${label} (${planName}) renews on ${shortDay(renewsAt)}.${billing.autopay ? ' Autopay charges your primary card.' : ' Pay in My Account to keep your service.'}`,
      })
      if (done) sent += 1
    }
  }
  return sent
}

interface DataAbout {
  line: string
  plan: string
  used: string
  allowance: string
  renewsAt: Date
}

function dataAlertEmail(firstName: string, threshold: DataAlertThreshold, about: DataAbout) {
  const subject = threshold === 100 ? `${about.line} has used all its high-speed data` : `${about.line} has used ${threshold}% of its data`
  const body =
    threshold === 100
      ? `${about.line} (${about.plan}) has used all ${about.allowance} of its high-speed data this period; data is slower until ${shortDay(about.renewsAt)}.`
      : `${about.line} (${about.plan}) has used ${about.used} of its ${about.allowance} this period (${threshold}%). It renews on ${shortDay(about.renewsAt)}.`
  return { subject, text: `Hi ${firstName},\n\n${body}\nNeed more? Add data on the line's page in My Account.\n\nRing Mobile` }
}

function dataAlertText(threshold: DataAlertThreshold, about: DataAbout) {
  return threshold === 100
    ? `${about.line} has used all ${about.allowance} of its high-speed data. Add data in My Account.`
    : `${about.line} has used ${threshold}% of its data (${about.used} of ${about.allowance}). Add data in My Account.`
}

/** Ticks the alert job every minute in this process (timer unref'd), as the billing job's ticker does. */
export function startAlertTicker(services: Services) {
  return startJobTicker(services.database, 'alerts', () => runAlertJobs(services), services)
}
