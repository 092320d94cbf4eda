import { eq } from 'drizzle-orm'
import type { Language } from '@contract/languages'
import type { NotificationKind } from '@contract/notifications'
import type { Services } from '../context'
import { customers, notificationsSent } from '../db/schema'
import { translate } from '../lib/i18n'
import { savedLanguage } from '../lib/language'
import { e164Of } from '../lib/sms'
import { channelsOf } from './preferences'
import { unsubscribeToken } from './unsubscribe-token'

/** A notice to a customer: what it is about (`key`, sent once), its email and its text message, in a language. */
export interface Notice {
  customerId: string
  kind: NotificationKind
  /**
   * What makes it one notice (`data:<line>:<period start>:<threshold>`): the first caller to record the key sends it,
   * in whichever process; every later call with the key sends nothing.
   */
  key: string
  email: (firstName: string, language: Language) => { subject: string; text: string }
  text: (language: Language) => string
}

/** The link that turns this kind of email off without signing in. */
function unsubscribeLink(services: Services, customerId: string, kind: NotificationKind) {
  return `${services.config.publicUrl}/unsubscribe?token=${unsubscribeToken(services.config.jwtSecret, { customerId, kind })}`
}

/**
 * Sends a notice by the channels the customer chose for its kind, once per key, in the customer's saved language:
 * answers the channels it went to, or null when it was sent before (or every channel of its kind is off). A channel
 * that fails is logged; what the notice reports stands. An email the mail server puts off is tried again by the
 * mailer (server/lib/mailer.ts); only a refusal for good reaches the log here.
 */
export async function sendNotice(services: Services, notice: Notice): Promise<string[] | null> {
  const { db } = services
  const [customer] = await db.select().from(customers).where(eq(customers.id, notice.customerId))
  if (!customer) return null
  const channels = (await channelsOf(db, notice.customerId))[notice.kind]
  const phone = e164Of(customer.countryCode, customer.contactNumber)
  const chosen = [...(channels.email ? ['email'] : []), ...(channels.text && phone ? ['text'] : [])]
  if (chosen.length === 0) return null
  const [recorded] = await db
    .insert(notificationsSent)
    .values({ key: notice.key, customerId: notice.customerId, kind: notice.kind, channels: chosen })
    .onConflictDoNothing()
    .returning({ key: notificationsSent.key })
  if (!recorded) return null
  const language = savedLanguage(customer)
  if (channels.email) {
    const email = notice.email(customer.firstName, language)
    const footer = `\n\n${translate(language, `email.notice.footer.${notice.kind}`, { link: unsubscribeLink(services, customer.id, notice.kind) })}`
    await services.mailer
      .send({ to: customer.email, subject: email.subject, text: `${email.text}${footer}` })
      .catch((error: Error) => console.error(`[notify] email ${notice.key} failed: ${error.message}`))
  }
  if (channels.text && phone) {
    await services.sms
      .send({ to: phone, text: translate(language, 'text.wrapper', { text: notice.text(language) }) })
      .catch((error: Error) => console.error(`[notify] text ${notice.key} failed: ${error.message}`))
  }
  return chosen
}
