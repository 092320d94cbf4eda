import nodemailer from 'nodemailer'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { outbox } from '../db/schema'

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
        await transport.sendMail({ from: config.smtpFrom, to: message.to, subject: message.subject, text: message.text })
        note(message)
      },
      close: () => transport.close(),
    }
  }

  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text })
      note(message)
    },
    close: () => undefined,
  }
}
