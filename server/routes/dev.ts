import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv, Services } from '../context'
import { outbox, smsOutbox } from '../db/schema'
import { notFound } from '../lib/errors'
import { attachmentsOf, outboxPage } from '../lib/outbox-page'
import { renderAttachment } from '../receipts/mail-attachments'

const LIMIT = 200

/**
 * Outside production only: the mail that was written instead of sent (DESIGN §1 "Dev outbox"), or, over SMTP, each
 * mail's delivery state.
 */
export function devRoutes(services: Services) {
  const app = new Hono<AppEnv>()

  async function newest() {
    return services.db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        templateId: outbox.templateId,
        sentAt: outbox.sentAt,
        status: outbox.status,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        lastError: outbox.lastError,
        expiresAt: outbox.expiresAt,
        deliveredAt: outbox.deliveredAt,
        attachments: outbox.attachments,
      })
      .from(outbox)
      .orderBy(desc(outbox.sentAt), desc(outbox.id))
      .limit(LIMIT)
  }

  app.get('/dev/outbox.json', async (c) => c.json((await newest()).map((message) => ({ ...message, attachments: attachmentsOf(message) }))))

  /**
   * One attachment of one mail, `n` counted from 0 as in the JSON's `attachments`: its PDF, rendered now from the
   * order it names (server/receipts/mail-attachments.ts). Another mail's index, or a document whose order is gone,
   * is 404.
   */
  app.get('/dev/outbox/:id{[0-9]{1,15}}/attachments/:n{[0-9]{1,3}}', async (c) => {
    const [message] = await services.db
      .select({ attachments: outbox.attachments })
      .from(outbox)
      .where(eq(outbox.id, Number(c.req.param('id'))))
    const attachment = message?.attachments[Number(c.req.param('n'))]
    if (!attachment) throw notFound('No such attachment')
    const rendered = await renderAttachment(services.db, attachment)
    if (!rendered) throw notFound('The document of this attachment no longer exists')
    return c.body(new Uint8Array(rendered.content).buffer, 200, {
      'Content-Type': rendered.contentType,
      'Content-Disposition': `attachment; filename="${rendered.filename}"`,
      'Cache-Control': 'no-store',
    })
  })

  /** The text messages written instead of sent (server/lib/sms.ts), newest first: to, text, sentAt. */
  const newestTexts = () =>
    services.db
      .select({ to: smsOutbox.to, text: smsOutbox.text, sentAt: smsOutbox.sentAt })
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
      .limit(LIMIT)
  app.get('/dev/outbox/texts.json', async (c) => c.json(await newestTexts()))

  app.get('/dev/outbox', async (c) => {
    const page = outboxPage(await newest(), await newestTexts(), services.mailer.kind)
    c.header('Cache-Control', 'no-store')
    return c.html(page)
  })

  return app
}
