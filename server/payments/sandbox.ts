import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sandboxCharges, type ChargeOutcome } from '../db/schema'
import { PaymentProviderUnavailable, type ChargeResult, type PaymentProvider } from './provider'

export interface SandboxOptions {
  db: Db
  /** Base of the hosted pages and their return links (PUBLIC_URL, or '' for same-origin relative links). */
  linkBase: string
  /** Starts "down": every call throws PaymentProviderUnavailable (tests; `POST /dev/payments/outage` flips it). */
  down?: boolean
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox'
  /** Simulates a provider outage (outside production: `POST /dev/payments/outage {down}`). */
  setDown(down: boolean): void
  isDown(): boolean
  /**
   * One charge in the sandbox's ledger. Same idempotency key, same answer: the first row's outcome comes back and
   * nothing is charged again (what a real provider does with an Idempotency-Key).
   */
  charge(input: {
    idempotencyKey: string
    customerId: string
    amountCents: number
    outcome: ChargeOutcome
    network: string
    last4: string
  }): Promise<ChargeResult>
}

/**
 * The sandbox provider (PAYMENTS_PROVIDER=sandbox, the default): hosted pages served by this server under
 * /pay/session/:id (server/payments/sandbox-routes.ts) that behave like a real provider's test mode, and a ledger of
 * charges in the database (table sandbox_charges).
 */
export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  let down = options.down ?? false
  const ensureUp = () => {
    if (down) throw new PaymentProviderUnavailable('the sandbox payment provider is switched off')
  }

  const charge: SandboxProvider['charge'] = async (input) => {
    ensureUp()
    const [inserted] = await options.db
      .insert(sandboxCharges)
      .values({
        idempotencyKey: input.idempotencyKey,
        customerId: input.customerId,
        amount: (input.amountCents / 100).toFixed(2),
        outcome: input.outcome,
        network: input.network,
        last4: input.last4,
      })
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
      .returning()
    const row =
      inserted ?? (await options.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey)))[0]
    if (row.outcome === 'succeeded') return { outcome: 'succeeded', providerRef: row.id }
    return { outcome: row.outcome, providerRef: row.id }
  }

  return {
    name: 'sandbox',
    linkBase: options.linkBase,
    setDown(value) {
      down = value
    },
    isDown: () => down,
    charge,
    async openSession(input) {
      ensureUp()
      return { url: `${options.linkBase}/pay/session/${input.sessionId}`, providerSessionId: input.sessionId }
    },
    async chargeSavedCard(input) {
      return charge({
        idempotencyKey: input.idempotencyKey,
        customerId: input.customer.id,
        amountCents: input.amountCents,
        // Seeded cards and cards saved before the sandbox kept outcomes simply succeed.
        outcome: input.card.sandboxOutcome ?? 'succeeded',
        network: input.card.network,
        last4: input.card.last4,
      })
    },
    // The sandbox page records outcomes itself: nothing to ask.
    retrieveSession: async () => null,
    expireSession: async () => undefined,
    /** A refund is a row of its own in the ledger (`refund:<charge id>`, the amount negative), once per charge. */
    async refund(providerRef) {
      ensureUp()
      const [original] = await options.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, providerRef))
      if (!original || original.outcome !== 'succeeded') return
      await options.db
        .insert(sandboxCharges)
        .values({
          idempotencyKey: `refund:${providerRef}`,
          customerId: original.customerId,
          amount: (-Number(original.amount)).toFixed(2),
          outcome: 'succeeded',
          network: original.network,
          last4: original.last4,
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
    },
  }
}
