import { eq } from 'drizzle-orm'
import type { Services } from '../context'
import { customers, lines, plans } from '../db/schema'
import { letter } from '../lib/emails'
import { translate } from '../lib/i18n'
import { savedLanguage } from '../lib/language'
import { lineLabelOf } from '../lib/line-label'
import { e164Of } from '../lib/sms'
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
