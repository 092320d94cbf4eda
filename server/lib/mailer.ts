import nodemailer from 'nodemailer'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { outbox } from '../db/schema'

/**
 * SPEC §9 "Operator id 23; template 1": the operator id is the API header, and template 1 the id of the mail template
 * every email is rendered with (the one plain-text layout in server/lib/emails.ts). It travels with each message:
 * the SMTP header below, and the outbox row's template_id (shown at /dev/outbox).
 */
const MAIL_TEMPLATE_ID = 1
const MAIL_TEMPLATE_HEADER = 'X-Template-Id'

interface MailMessage {
  to: string
  subject: string
  text: string
  /** Printed to the console in development (e.g. the code), so nobody has to open the outbox. */
  devNote?: string
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): void
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the database outbox (readable at /dev/outbox
 * outside production). Never both silent and lost (DESIGN §7): an SMTP failure is an error the caller answers.
 */
export function createMailer(config: Config, db: Db): Mailer {
  const printCodes = config.env === 'development'
  const note = (message: MailMessage) => {
    if (printCodes && message.devNote) console.log(`[mail] ${message.to}: ${message.devNote}`)
  }

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl)
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: config.smtpFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          headers: { [MAIL_TEMPLATE_HEADER]: String(MAIL_TEMPLATE_ID) },
        })
        note(message)
      },
      close: () => transport.close(),
    }
  }

  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text, templateId: MAIL_TEMPLATE_ID })
      note(message)
    },
    close: () => undefined,
  }
}
