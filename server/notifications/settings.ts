import { desc, eq } from 'drizzle-orm'
import type { Language } from '@contract/languages'
import type { NotificationSettings } from '@contract/notifications'
import type { Db } from '../db/client'
import { lines, plans } from '../db/schema'
import type { Customer } from '../db/types'
import { lineLabelOf } from '../lib/line-label'
import { e164Of } from '../lib/sms'
import { channelsOf, thresholdsOf } from './preferences'

/** '+1 ••• ••• 0123': enough to recognise the number. */
export const maskedPhone = (customer: Customer) => {
  const phone = e164Of(customer.countryCode, customer.contactNumber)
  return phone ? `${phone.slice(0, phone.length - 10)} ••• ••• ${phone.slice(-4)}` : null
}
/** 'd•••@example.com' */
export const maskedEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1•••')

/** The customer's notification settings: each kind's channels, the number texts go to, each line's data alerts. */
export async function settingsOf(db: Db, customer: Customer, language: Language): Promise<NotificationSettings> {
  const rows = await db
    .select({ id: lines.id, nickname: lines.nickname, mdn: lines.mdn, planName: plans.retailName })
    .from(lines)
    .innerJoin(plans, eq(plans.id, lines.planId))
    .where(eq(lines.customerId, customer.id))
    .orderBy(desc(lines.createdAt))
  const thresholds = await thresholdsOf(
    db,
    customer.id,
    rows.map((row) => row.id),
  )
  return {
    kinds: await channelsOf(db, customer.id),
    textNumber: maskedPhone(customer),
    lines: rows.map((row) => ({
      lineId: row.id,
      lineLabel: lineLabelOf(row, language),
      planName: row.planName,
      thresholds: thresholds.get(row.id)!,
    })),
  }
}
