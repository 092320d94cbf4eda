import { existsSync, readFileSync } from 'node:fs'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { cardholderNameSchema, cardNumberSchema, cvvSchema, expirySchema, MESSAGES } from '@contract/rules'
import { claimOrder, markFailed, markPaid, orderById, releaseOrder } from '../checkout/orders'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { plans } from '../db/schema'
import { DECLINE_CODES, DECLINE_MESSAGES, expiryInFuture, networkOf, sandboxOutcomeOf } from './cards'
import { PaymentProviderUnavailable } from './provider'
import type { SandboxProvider } from './sandbox'
import { pageLanguage } from '../lib/pages'
import { cardFormPage, messagePage, type CardFormView } from './sandbox-page'
import {
  completeSetupSession,
  failSession,
  keepPaidCard,
  returnUrlFor,
  sessionById,
  SESSION_MESSAGES,
  type PaymentSessionRow,
} from './sessions'

/** The page's script, built from scripts/card-form/ (`npm run build`; `npm start` and the tests build it too). */
const CARD_FORM_FILE = new URL('./assets/card-form.js', import.meta.url)
let cardFormJs: string | undefined
function cardFormScript() {
  if (cardFormJs === undefined) {
    if (!existsSync(CARD_FORM_FILE)) throw new Error('server/payments/assets/card-form.js is missing: run `npm run build`')
    cardFormJs = readFileSync(CARD_FORM_FILE, 'utf8')
  }
  return cardFormJs
}

const cardFormSchema = z.object({
  name: cardholderNameSchema,
  number: cardNumberSchema,
  expiry: expirySchema.check(z.refine((value) => expiryInFuture(value), MESSAGES.expiry)),
  cvv: cvvSchema,
})

const PROVIDER_DOWN = 'We could not reach the payment network. Nothing was charged. Please try again in a moment.'
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The sandbox's hosted pages under /pay (DESIGN §5), opened by the browser without a bearer token: the random
 * session id is the key. GET shows the card form; POST takes it: payment mode charges the test card and completes
 * the order (or records the failure), setup mode saves the card; both then 303 to
 * `${PUBLIC_URL}/stripe-response?session_id=…` (a same-origin `/stripe-response?…` when PUBLIC_URL is not set). The card number lives only in this request: the database gets its
 * brand and last four digits, and the request log never sees bodies.
 */
export function sandboxRoutes(deps: { db: Db; provider: SandboxProvider }) {
  const { db, provider } = deps
  const publicUrl = provider.linkBase
  const app = new Hono()
  app.use(
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) =>
        c.html(messagePage(pageLanguage(c.req.raw), { title: 'Something went wrong', message: 'The form was too large.' }), 413),
    }),
  )
  app.use(async (c, next) => {
    await next()
    // Session pages hold the only key to a payment: never cached, never sent on as a referrer.
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
  })

  app.get('/assets/card-form.js', (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.body(cardFormScript(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })

  async function formView(c: Context, session: PaymentSessionRow, extra: Partial<CardFormView> = {}): Promise<CardFormView> {
    let description: string | undefined
    if (session.orderId) {
      const order = await orderById(db, session.orderId)
      if (order) {
        const [plan] = await db.select({ retailName: plans.retailName }).from(plans).where(eq(plans.id, order.planId))
        description = plan ? `${plan.retailName} plan, first month with fees` : undefined
      }
    }
    return {
      language: pageLanguage(c.req.raw),
      action: `/pay/session/${encodeURIComponent(session.id)}`,
      cancelAction: `/pay/session/${encodeURIComponent(session.id)}/cancel`,
      kind: session.kind,
      description,
      amount: session.amount ? usd.format(Number(session.amount)) : undefined,
      saveCard: session.saveCard,
      ...extra,
    }
  }

  const backTo = (session: PaymentSessionRow) => returnUrlFor(publicUrl, session.id)
  const unknownPage = (c: Context) =>
    c.html(
      messagePage(pageLanguage(c.req.raw), {
        title: 'Payment page not found',
        message: 'This payment link is not valid. Please go back to Ring Mobile and start again.',
        link: { href: `${publicUrl}/`, label: 'Back to Ring Mobile' },
      }),
      404,
    )

  /** An open session, or the answer for one that is not (finished → back to the app; expired → failed). */
  async function openSession(c: Context, id: string): Promise<PaymentSessionRow | Response> {
    const session = await sessionById(db, id)
    if (!session || session.provider !== 'sandbox') return unknownPage(c)
    if (session.status === 'pending' && session.expiresAt.getTime() < Date.now()) {
      await failSession(db, session.id, SESSION_MESSAGES.expired)
      return c.html(
        messagePage(pageLanguage(c.req.raw), {
          title: 'This payment page has expired',
          message: SESSION_MESSAGES.expired,
          link: { href: backTo(session), label: 'Back to Ring Mobile' },
        }),
        410,
      )
    }
    if (session.status !== 'pending') return c.redirect(backTo(session), 303)
    return session
  }

  app.get('/session/:id', async (c) => {
    const session = await openSession(c, c.req.param('id'))
    if (session instanceof Response) return session
    return c.html(cardFormPage(await formView(c, session)))
  })

  app.post('/session/:id/cancel', async (c) => {
    const session = await openSession(c, c.req.param('id'))
    if (session instanceof Response) return session
    await failSession(db, session.id, session.kind === 'payment' ? SESSION_MESSAGES.cancelled : SESSION_MESSAGES.setupCancelled)
    return c.redirect(backTo(session), 303)
  })

  app.post('/session/:id', async (c) => {
    const session = await openSession(c, c.req.param('id'))
    if (session instanceof Response) return session
    // A body that is not a readable form (broken multipart, wrong encoding) is the client's mistake: 400, not 500.
    const form = await c.req.parseBody().catch(() => null)
    if (!form)
      return c.html(
        messagePage(pageLanguage(c.req.raw), {
          title: 'This form could not be read',
          message: 'Please go back and submit the card form again.',
        }),
        400,
      )
    const raw = {
      name: typeof form.name === 'string' ? form.name : '',
      number: typeof form.number === 'string' ? form.number : '',
      expiry: typeof form.expiry === 'string' ? form.expiry : '',
      cvv: typeof form.cvv === 'string' ? form.cvv : '',
    }
    const parsed = cardFormSchema.safeParse(raw)
    if (!parsed.success) {
      const errors: CardFormView['errors'] = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof NonNullable<CardFormView['errors']>
        errors[key] ??= issue.message
      }
      // The number and CVV are never written back into a page.
      return c.html(cardFormPage(await formView(c, session, { errors, values: { name: raw.name, expiry: raw.expiry } })), 422)
    }
    const card = parsed.data
    const network = networkOf(card.number)
    const last4 = card.number.slice(-4)
    const outcome = sandboxOutcomeOf(card.number)
    // The form again with what was typed (never the number or CVV), and why it was not taken.
    const formAgain = async (problem: string, status: 402 | 503) =>
      c.html(cardFormPage(await formView(c, session, { problem, values: { name: card.name, expiry: card.expiry } })), status)
    const downPage = () => formAgain(PROVIDER_DOWN, 503)
    // The card as it is kept: saved on the page, or kept after paying when the customer asked.
    const stored = { network, last4, expiry: card.expiry, holderName: card.name, providerRef: null, sandboxOutcome: outcome }

    if (session.kind === 'setup') {
      if (provider.isDown()) return downPage()
      // Like Stripe, the generic decline card is refused when saved, on the page, so another card can be tried;
      // nothing is saved. (The insufficient-funds card saves, and declines when charged, as on Stripe.)
      if (outcome === 'declined') return formAgain(DECLINE_MESSAGES.declined, 402)
      await completeSetupSession(db, session, stored)
      return c.redirect(backTo(session), 303)
    }

    // Payment mode: take the order (only while this page is its current one), charge, record.
    const order = session.orderId ? await claimOrder(db, session.orderId, { sessionId: session.id }) : null
    if (!order) {
      // Another request holds it (a double submit) or it is settled: wait briefly for it, then go back.
      for (let tries = 0; tries < 50; tries += 1) {
        const current = session.orderId ? await orderById(db, session.orderId) : undefined
        if (!current || current.status !== 'processing') break
        await wait(100)
      }
      const fresh = await sessionById(db, session.id)
      if (fresh?.status === 'pending') await failSession(db, session.id, SESSION_MESSAGES.replaced)
      return c.redirect(backTo(session), 303)
    }
    // The page charges what it showed, and only while that is still the order's total (its details froze when it opened).
    if (session.amount === null || Number(session.amount) !== Number(order.total)) {
      await releaseOrder(db, order.id)
      await failSession(db, session.id, SESSION_MESSAGES.orderChanged)
      return c.redirect(backTo(session), 303)
    }
    try {
      const result = await provider.charge({
        idempotencyKey: `order:${order.id}:${order.attempt}`,
        customerId: order.customerId,
        amountCents: Math.round(Number(session.amount) * 100),
        outcome,
        network,
        last4,
      })
      if (result.outcome === 'succeeded') {
        const paid = await markPaid(db, order.id, {
          providerRef: result.providerRef,
          amount: session.amount,
          currency: 'usd',
          network,
          last4,
          cardId: null,
          sessionId: session.id,
        })
        if (!paid) {
          await releaseOrder(db, order.id)
          await provider.refund(result.providerRef)
          await failSession(db, session.id, SESSION_MESSAGES.notThisOrder)
        } else if (paid.won) {
          // The box "Save this card for automatic renewals" stayed ticked: the paid card is kept (never a declined one).
          await keepPaidCard(db, session, paid.transactionId, stored)
        }
      } else {
        await markFailed(db, order, {
          code: DECLINE_CODES[result.outcome],
          message: DECLINE_MESSAGES[result.outcome],
          providerRef: result.providerRef,
          network,
          last4,
          cardId: null,
          sessionId: session.id,
        })
      }
    } catch (error) {
      // Nothing decided: give the claim back (a retry reuses the same idempotency key, so it cannot charge twice).
      await releaseOrder(db, order.id).catch(() => undefined)
      if (error instanceof PaymentProviderUnavailable) return downPage()
      throw error
    }
    return c.redirect(backTo(session), 303)
  })

  app.all('*', (c) => unknownPage(c))
  return app
}
