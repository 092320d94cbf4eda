import nodemailer from 'nodemailer'
import { and, asc, eq, lte } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { outbox, type MailAttachment, type MailStatus } from '../db/schema'
import { renderAttachment } from '../receipts/mail-attachments'
import type { Logger } from './log'
import type { Metrics } from './metrics'
import { armedFault, requestIdField, watchOutsideCall, type NeighbourFaults } from './outside'

/**
 * SPEC §9 "Operator id 23; template 1": the operator id is the API header, and template 1 the id of the mail template
 * every email is rendered with (the one plain-text layout in server/lib/emails.ts). It travels with each message:
 * the SMTP header below, and the outbox row's template_id (shown at /dev/outbox).
 */
const MAIL_TEMPLATE_ID = 1
const MAIL_TEMPLATE_HEADER = 'X-Template-Id'

/**
 * How long to wait after each failed try before the next: tries at once, then about 1, 5 and 15 minutes later (the
 * `mail` job ticks every minute); the mail has failed when the last of them fails too.
 */
export const MAIL_RETRY_DELAYS_MS = [60_000, 4 * 60_000, 10 * 60_000] as const
/** Mails tried per tick of the job. */
const RETRY_BATCH = 50
/**
 * How long a try holds its mail: no other try starts on it meanwhile (a tick in another process, or a tick while the
 * first try of a request is still talking to the mail server). Longer than a try can last with the timeouts below.
 */
const TRY_HOLD_MS = 2 * 60_000

/**
 * A try's deadlines: a request waits for the first try, so a mail server that accepts and never greets (or stops
 * answering mid-mail) is a failed try within them, left to the `mail` job, never a hung request.
 * tests/server/outside-calls.test.ts holds it with an SMTP server that never says a word.
 */
const SMTP_TIMEOUTS_MS = { connection: 5000, greeting: 5000, socket: 10_000 } as const

interface MailMessage {
  to: string
  subject: string
  text: string
  /** Printed to the console in development (e.g. the code), so nobody has to open the outbox. */
  devNote?: string
  /** When what the mail carries (a sign-in code, a reset link) stops working: it is never sent after that. */
  expiresAt?: Date
}

/**
 * Writes a mail inside the caller's database transaction, beside what it reports (an order paid, a card saved, a
 * refund, a SIM change): it exists exactly when that change commits, and the change commits once, so the mail is
 * one per event whichever process or retry made it. It is due at once: in the outbox it is there already (the
 * `mail` job marks it written), over SMTP the next tick of the `mail` job (every minute) sends it with the usual
 * tries. tests/server/account-emails.test.ts sends each event twice and counts one mail.
 */
export async function writeMail(
  exec: Pick<Db, 'insert'>,
  message: Pick<MailMessage, 'to' | 'subject' | 'text'> & {
    /** Documents the mail carries, by reference: rendered at each try (server/receipts/mail-attachments.ts). */
    attachments?: MailAttachment[]
  },
) {
  await exec.insert(outbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    attachments: message.attachments ?? [],
    templateId: MAIL_TEMPLATE_ID,
    status: 'pending',
    nextAttemptAt: new Date(),
  })
}

/** What a tick of the `mail` job did, by the state each mail it looked at ended in. */
type RetryCounts = Record<Exclude<MailStatus, 'outbox'>, number>

export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  /**
   * Records the mail, then (SMTP) tries it at once; answers the state it is left in. A temporary failure (the
   * connection, a 4xx answer) leaves it to the `mail` job to try again; a refusal for good is recorded and logged.
   * Neither throws: what the mail reports has happened, and a request answers the same whether or not an address
   * takes mail (a reset link for an account must not answer otherwise than one for no account).
   */
  send(message: MailMessage): Promise<MailStatus>
  /** One tick of the `mail` job: tries again every mail whose next try is due by `now`. */
  retryDue(now?: Date): Promise<RetryCounts>
  close(): void
}

/** The mail server's answer code in a nodemailer error, when there was one. */
const responseCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'responseCode' in error && typeof error.responseCode === 'number'
    ? error.responseCode
    : null

/**
 * A refusal for good: a 5xx answer to the mail itself (RFC 5321 §4.2.1). A refused login is the operator's settings,
 * not the mail: it is tried again, as a lost connection or a 4xx answer is.
 */
function isPermanent(error: unknown) {
  const code = responseCodeOf(error)
  const kind = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return code !== null && code >= 500 && code < 600 && kind !== 'EAUTH'
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the database outbox (readable at /dev/outbox
 * outside production). Every mail is a row of `outbox` first, so none is lost to a hiccup of the mail server: over
 * SMTP the row holds the mail's state (pending, delivered, refused, failed, expired), and its text only until it is
 * delivered or given up, so no code or link stays in the database after.
 */
export function createMailer(
  config: Config,
  db: Db,
  options: {
    logger?: Logger
    metrics?: Metrics
    retryDelaysMs?: readonly number[]
    /** Outside production, the tester's switch: the next try of a mail fails or hangs (server/routes/fail-next.ts). */
    faults?: NeighbourFaults
  } = {},
): Mailer {
  const printCodes = config.env === 'development'
  const note = (message: MailMessage) => {
    if (printCodes && message.devNote) console.log(`[mail] ${message.to}: ${message.devNote}`)
  }
  const delays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS

  if (!config.smtpUrl) {
    /**
     * A try of the outbox, the mail server's stand-in: it fails only when the tester armed it (at once, or hung
     * until the mail server's greeting deadline), and answers the error it leaves on the mail; null when written.
     * The mail then waits for its next try as over SMTP: kept, never lost, written by the `mail` job's tick.
     */
    const outboxTry = async () => {
      try {
        await armedFault(options.faults, 'mail', SMTP_TIMEOUTS_MS.greeting)
        return null
      } catch (error) {
        return messageOf(error)
      }
    }
    const triedAgainAt = (now: Date, attempts: number) => {
      const wait = delays[attempts - 1]
      return wait === undefined ? null : new Date(now.getTime() + wait)
    }
    return {
      kind: 'outbox',
      async send(message) {
        const now = new Date()
        const lastError = await outboxTry()
        const next = lastError ? triedAgainAt(now, 1) : null
        await db.insert(outbox).values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          templateId: MAIL_TEMPLATE_ID,
          expiresAt: message.expiresAt,
          ...(lastError && { status: next ? 'pending' : 'failed', attempts: 1, lastError, nextAttemptAt: next }),
        })
        if (lastError) options.logger?.warn({ ...requestIdField(), attempts: 1, err: lastError }, 'mail not sent yet: trying again')
        note(message)
        return lastError ? (next ? 'pending' : 'failed') : 'outbox'
      },
      // A mail written in a transaction (writeMail), or one whose try failed, is written by the tick; a try the
      // tester armed fails the first of them, which waits for its next try.
      async retryDue(now = new Date()) {
        const counts: RetryCounts = { pending: 0, delivered: 0, refused: 0, failed: 0, expired: 0 }
        const due = and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now))
        const [first] = await db.select().from(outbox).where(due).orderBy(asc(outbox.nextAttemptAt)).limit(1)
        if (!first) return counts
        const lastError = await outboxTry()
        if (lastError) {
          const attempts = first.attempts + 1
          const next = triedAgainAt(now, attempts)
          await db
            .update(outbox)
            .set({ attempts, lastError, nextAttemptAt: next, ...(next ? {} : { status: 'failed' as const }) })
            .where(eq(outbox.id, first.id))
          counts[next ? 'pending' : 'failed'] += 1
        }
        await db.update(outbox).set({ status: 'outbox', nextAttemptAt: null }).where(due)
        return counts
      },
      close: () => undefined,
    }
  }

  const logger = options.logger
  // A request waits for the first try: a mail server that does not answer is a failed try, not a hung request.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  })
  type Row = typeof outbox.$inferSelect

  /**
   * The mail's documents, rendered for this try. One that cannot be rendered (its order is gone) is left out and
   * logged: the mail still says what happened and where else the document is (tests/server/mail-attachments.test.ts).
   */
  async function renderAttachments(row: Row) {
    const rendered = []
    for (const attachment of row.attachments) {
      try {
        const made = await renderAttachment(db, attachment)
        if (made) rendered.push(made)
        else logger?.warn({ mail: row.id, attachment }, 'mail goes without its attachment: the document no longer exists')
      } catch (error) {
        logger?.error({ mail: row.id, attachment, err: messageOf(error) }, 'mail goes without its attachment: it could not be rendered')
      }
    }
    return rendered
  }

  /** One try of a pending mail; answers the state it is left in. */
  async function attempt(row: Row, now: Date): Promise<Exclude<MailStatus, 'outbox'>> {
    const settle = async (status: MailStatus, set: Partial<Row> = {}) => {
      const final = status !== 'pending'
      await db
        .update(outbox)
        .set({ status, ...(final && { text: '', nextAttemptAt: null }), ...set })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')))
    }
    if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
      await settle('expired')
      logger?.warn({ ...requestIdField(), mail: row.id, attempts: row.attempts }, 'mail not sent: what it carries has expired')
      return 'expired'
    }
    const attempts = row.attempts + 1
    try {
      const attachments = await renderAttachments(row)
      // Counted only: each failed try is logged below, with the mail's state.
      await watchOutsideCall({ metrics: options.metrics }, 'smtp', 'send mail', async () => {
        // The tester's switch: a failed try, or one silent until the greeting's deadline (a temporary failure both).
        await armedFault(options.faults, 'mail', SMTP_TIMEOUTS_MS.greeting)
        return transport.sendMail({
          from: config.smtpFrom,
          to: row.to,
          subject: row.subject,
          text: row.text,
          headers: { [MAIL_TEMPLATE_HEADER]: String(MAIL_TEMPLATE_ID) },
          attachments,
        })
      })
      await settle('delivered', { attempts, deliveredAt: new Date() })
      return 'delivered'
    } catch (error) {
      const lastError = messageOf(error)
      if (isPermanent(error)) {
        await settle('refused', { attempts, lastError })
        logger?.error({ ...requestIdField(), mail: row.id, attempts, err: lastError }, 'mail refused by the mail server')
        return 'refused'
      }
      const wait = delays[attempts - 1]
      if (wait === undefined) {
        await settle('failed', { attempts, lastError })
        logger?.error({ ...requestIdField(), mail: row.id, attempts, err: lastError }, 'mail not sent: every try failed')
        return 'failed'
      }
      await settle('pending', { attempts, lastError, nextAttemptAt: new Date(now.getTime() + wait) })
      logger?.warn({ ...requestIdField(), mail: row.id, attempts, err: lastError }, 'mail not sent yet: trying again')
      return 'pending'
    }
  }

  return {
    kind: 'smtp',
    async send(message) {
      const now = new Date()
      // Written before the first try, held for it: if this process stops mid-try, the job sends it after the hold.
      const [row] = await db
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          templateId: MAIL_TEMPLATE_ID,
          status: 'pending',
          nextAttemptAt: new Date(now.getTime() + TRY_HOLD_MS),
          expiresAt: message.expiresAt,
        })
        .returning()
      const status = await attempt(row!, now)
      note(message)
      return status
    },
    async retryDue(now = new Date()) {
      const counts: RetryCounts = { pending: 0, delivered: 0, refused: 0, failed: 0, expired: 0 }
      const due = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(RETRY_BATCH)
      for (const row of due) {
        // Taken by one try only: the row is held unless another try took it since the select.
        const [held] = await db
          .update(outbox)
          .set({ nextAttemptAt: new Date(now.getTime() + TRY_HOLD_MS) })
          .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
          .returning()
        if (held) counts[await attempt(held, now)] += 1
      }
      return counts
    },
    close: () => transport.close(),
  }
}
