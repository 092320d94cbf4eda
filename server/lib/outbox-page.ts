import { html, raw } from 'hono/html'
import type { Services } from '../context'
import type { MailAttachment, MailStatus } from '../db/schema'

/** A mail as the outbox page shows it (server/routes/dev.ts reads them). */
interface OutboxMail {
  id: number
  to: string
  subject: string
  text: string
  templateId: number
  sentAt: Date
  status: MailStatus
  attempts: number
  nextAttemptAt: Date | null
  lastError: string | null
  attachments: MailAttachment[]
}

/** A text message as the outbox page shows it. */
interface OutboxText {
  to: string
  text: string
  sentAt: Date
}

/** What a mail's state reads as on the page (server/lib/mailer.ts); nothing for a mail kept here instead of sent. */
function stateOf(
  message: { status: MailStatus; attempts: number; lastError: string | null; nextAttemptAt: Date | null },
  kind: Services['mailer']['kind'],
) {
  // Without SMTP a mail written in a transaction (writeMail) is in the outbox from the start: no state to show.
  if (kind === 'outbox' && message.status === 'pending' && message.attempts === 0) return null
  const tries = `${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'}`
  const said = message.lastError ? `: ${message.lastError}` : ''
  switch (message.status) {
    case 'outbox':
      return null
    case 'pending':
      return message.attempts === 0
        ? 'Sending'
        : `Not sent yet, ${tries} failed; next try ${message.nextAttemptAt ? clock(message.nextAttemptAt) : 'soon'}${said}`
    case 'delivered':
      return `Delivered over SMTP after ${tries}`
    case 'refused':
      return `Refused by the mail server, not tried again${said}`
    case 'failed':
      return `Not sent: all ${tries} failed${said}`
    case 'expired':
      return 'Not sent: the code or link it carried expired before a try worked'
  }
}

const clock = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`

/** What an attachment's link says beside its file name. */
const ATTACHMENT_KINDS: Record<MailAttachment['kind'], string> = { receipt: 'Receipt', creditNote: 'Credit note' }

/** A mail's attachments with the address that downloads each (rendered then, as delivery renders them). */
export function attachmentsOf(message: { id: number; attachments: MailAttachment[] }) {
  return message.attachments.map((attachment, index) => ({ ...attachment, url: `/dev/outbox/${message.id}/attachments/${index}` }))
}

/**
 * The dev outbox page (DESIGN §1 "Dev outbox"): the newest mail, each with its delivery state over SMTP and its
 * attachments, then the text messages; it refreshes every 10 s.
 */
export function outboxPage(messages: OutboxMail[], texts: OutboxText[], mailerKind: Services['mailer']['kind']) {
  const smtpNote =
    mailerKind === 'smtp'
      ? html`<p class="note">
          SMTP_URL is set: mail is sent over SMTP, and tried again when the mail server fails for a while. Each mail shows its state; its
          text is kept only until it is delivered or given up.
        </p>`
      : ''
  const items = messages.map((message) => {
    const state = stateOf(message, mailerKind)
    return html`<article>
      <header>
        <strong>${message.subject}</strong><span>to ${message.to}</span><span>template ${message.templateId}</span
        ><time datetime="${message.sentAt.toISOString()}">${clock(message.sentAt)}</time>
      </header>
      ${state ? html`<p class="state" data-status="${message.status}">${state}</p>` : ''}
      ${message.text || state === null ? html`<pre>${message.text}</pre>` : ''}
      ${
        message.attachments.length
          ? html`<ul class="attachments" aria-label="Attachments">
              ${attachmentsOf(message).map(
                (attachment) =>
                  html`<li>
                    <span class="kind">PDF</span><a href="${attachment.url}" download="${attachment.fileName}">${attachment.fileName}</a
                    ><span>${ATTACHMENT_KINDS[attachment.kind]}</span>
                  </li>`,
              )}
            </ul>`
          : ''
      }
    </article>`
  })
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta http-equiv="refresh" content="10" />
        <title>Dev outbox · Ring Mobile</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            margin: 0 auto;
            max-width: 52rem;
            padding: 1.5rem;
            color: #1a1a2e;
          }
          h1 {
            font-size: 1.5rem;
            margin: 0 0 0.25rem;
          }
          h2 {
            font-size: 1.25rem;
            margin: 2rem 0 0.25rem;
          }
          article {
            border: 1px solid #d8d8e4;
            border-radius: 0.5rem;
            margin: 1rem 0;
            padding: 0.75rem 1rem;
          }
          article header {
            display: flex;
            flex-wrap: wrap;
            gap: 0.25rem 1rem;
            align-items: baseline;
          }
          article header span,
          time,
          .note {
            color: #55556a;
            font-size: 0.9rem;
          }
          .state {
            margin: 0.5rem 0 0;
            font-weight: 600;
          }
          .state[data-status='refused'],
          .state[data-status='failed'],
          .state[data-status='expired'] {
            color: #b3261e;
          }
          .state[data-status='pending'] {
            color: #8a5a00;
          }
          .attachments {
            list-style: none;
            margin: 0.75rem 0 0;
            padding: 0.75rem 0 0;
            border-top: 1px solid #d8d8e4;
          }
          .attachments li {
            display: flex;
            flex-wrap: wrap;
            gap: 0.25rem 0.75rem;
            align-items: baseline;
          }
          .attachments a {
            color: #0b5bd3;
            font-weight: 600;
            overflow-wrap: anywhere;
          }
          .attachments .kind {
            border: 1px solid #b3261e;
            border-radius: 0.25rem;
            color: #b3261e;
            font-size: 0.75rem;
            font-weight: 700;
            letter-spacing: 0.05em;
            padding: 0 0.35rem;
          }
          .attachments span {
            color: #55556a;
            font-size: 0.9rem;
          }
          pre {
            white-space: pre-wrap;
            word-break: break-word;
            font: inherit;
            margin: 0.5rem 0 0;
          }
        </style>
      </head>
      <body>
        <h1>Dev outbox</h1>
        <p class="note">
          Mail and text messages the server wrote instead of sending (newest first, refreshes every 10 s). Mail as JSON:
          <a href="/dev/outbox.json">/dev/outbox.json</a>
        </p>
        ${smtpNote} ${messages.length ? items : raw('<p>No mail yet.</p>')}
        <h2>Text messages</h2>
        <p class="note">JSON: <a href="/dev/outbox/texts.json">/dev/outbox/texts.json</a></p>
        ${
          texts.length
            ? texts.map(
                (message) =>
                  html`<article>
                    <header>
                      <strong>Text</strong><span>to ${message.to}</span
                      ><time datetime="${message.sentAt.toISOString()}"
                        >${message.sentAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time
                      >
                    </header>
                    <pre>${message.text}</pre>
                  </article>`,
              )
            : raw('<p>No text messages yet.</p>')
        }
      </body>
    </html>`
}
