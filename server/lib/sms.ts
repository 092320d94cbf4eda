import type { Db } from '../db/client'
import { smsOutbox } from '../db/schema'

/** One text message: the number in E.164 (`+13125550100`) and the text. */
interface TextMessage {
  to: string
  text: string
}

/**
 * Sends text messages. The one implementation here writes them to the `sms_outbox` table, readable beside the mail at
 * /dev/outbox outside production; a provider's adapter (an HTTP API such as Twilio's Messages) implements the same
 * interface, and an error it throws is the caller's to log, never undoing what the text reports.
 */
export interface SmsSender {
  readonly kind: 'outbox'
  send(message: TextMessage): Promise<void>
}

export function createSmsSender(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(smsOutbox).values({ to: message.to, text: message.text })
    },
  }
}

/** A profile's phone as E.164: the country code and the number's digits; null when the profile has no number. */
export function e164Of(countryCode: string, contactNumber: string): string | null {
  const digits = contactNumber.replace(/\D/g, '')
  if (digits.length < 7) return null
  const code = countryCode.replace(/\D/g, '') || '1'
  return `+${code}${digits}`
}
