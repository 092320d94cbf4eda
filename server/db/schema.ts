import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { AddOnKind } from '@contract/add-ons'
import type { PortInState, SimStatus, SimType } from '@contract/lines'
import type { KindChannels, Thresholds } from '@contract/notifications'
import type { PaymentSessionKind, PaymentSessionStatus } from '@contract/payments'

/**
 * The one pg-core schema, used on PGlite and on PostgreSQL alike. Migrations under ./migrations are generated
 * from it by `npm run db:generate` (drizzle-kit) and applied on start.
 * Times are timestamptz with millisecond precision so that JavaScript Dates round-trip exactly.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' })
const money = (name: string) => numeric(name, { precision: 10, scale: 2 })
/** Text ids: seeded rows have readable ones (`plan-plus`, `line-demo-esim`), new rows get a UUID. */
const textId = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`)
/** When the row was written, and last changed. */
const createdAt = () => ts('created_at').notNull().defaultNow()
const updatedAt = () => ts('updated_at').notNull().defaultNow()
/** The customer a row belongs to: it goes when the customer's account goes. */
const ownerId = () =>
  uuid('customer_id')
    .notNull()
    .references((): AnyPgColumn => customers.id, { onDelete: 'cascade' })
/** The line a row is about: it goes with the line. */
const lineOf = () =>
  text('line_id')
    .notNull()
    .references((): AnyPgColumn => lines.id, { onDelete: 'cascade' })
/**
 * The columns of a charge taken by claims (orders, plan changes, add-on purchases), spread into its table (Drizzle's
 * way of sharing columns): its status, from `initial`; the attempts that ended declined (the provider key of an
 * attempt is `<key>:<attempt>`); and when the current claim was taken, real time (a claim older than the stale
 * limit, a crashed process's, may be taken over).
 */
const claimedCharge = <Status extends string>(initial: Status) => ({
  status: text('status').$type<Status>().notNull().default(initial),
  attempt: integer('attempt').notNull().default(0),
  claimedAt: ts('claimed_at'),
})
/** A plan of the catalogue (plans are never deleted). */
const planOf = (name: string) =>
  text(name)
    .notNull()
    .references((): AnyPgColumn => plans.id)

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always lower case (the zod email schema lowercases). */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  countryCode: text('country_code').notNull().default(''),
  contactNumber: text('contact_number').notNull().default(''),
  streetNumber: text('street_number').notNull().default(''),
  streetDirection: text('street_direction').notNull().default(''),
  streetName: text('street_name').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  /**
   * The password's strength, judged when it was set (server/security/password-strength.ts): 'strong' or 'weak';
   * null for a password set before strength was judged (the Security page asks its owner to change it).
   */
  passwordStrength: text('password_strength', { enum: ['strong', 'weak'] }),
  /**
   * Tokens carry this stamp (claim `tva`); moving it (password change or reset) ends every older session.
   */
  tokensValidAfter: ts('tokens_valid_after').notNull().defaultNow(),
  /** The new address of an email change awaiting its 5-digit code. */
  pendingEmail: text('pending_email'),
  /** Two-step sign-in (server/security/totp.ts): the authenticator app's secret, encrypted; null while off. */
  totpSecret: text('totp_secret'),
  /** A secret shown to the customer and not yet confirmed by a first code. */
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: ts('totp_enabled_at'),
  /** The time step of the last code accepted: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /**
   * The session (token id) that turned two-step sign-in on, until a later sign-in with an older factor confirms it:
   * until then its codes prove nothing (server/security/sign-ins.ts confirmNewFactors).
   */
  totpAddedBySession: text('totp_added_by_session'),
  /**
   * Wrong second-step codes in a row (server/security/two-step.ts): at SECOND_STEP_LOCK_AFTER, codes from the app stop
   * working until a recovery code or an emailed sign-in code is used; a right code starts the count again.
   */
  secondStepFailures: integer('second_step_failures').notNull().default(0),
  /** The language emails, text messages and error messages go out in (`en`, `es`): the customer's own choice. */
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const plans = pgTable('plans', {
  /** Stable id referenced by lines and carts: `plan-…`. */
  id: text('id').primaryKey(),
  retailName: text('retail_name').notNull(),
  /** Multi-line: one feature per line. */
  retailDescription: text('retail_description').notNull(),
  retailPrice: money('retail_price').notNull(),
  popular: boolean('popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
})

// The enums (SIM type and status, port-in state, payment session kind and status) are declared once, in contract/;
// the columns stay text typed by them, so no migration.

export interface OldService {
  billingAccountNumber: string
  billingAccountPassword: string
  firstName?: string
  lastName?: string
}

/** A customer's line (subscription). */
export const lines = pgTable(
  'lines',
  {
    id: textId(),
    customerId: ownerId(),
    planId: planOf('plan_id'),
    nickname: text('nickname'),
    /** The line's number; for a port-in, the number being brought over. */
    mdn: text('mdn'),
    simType: text('sim_type').$type<SimType>().notNull(),
    simStatus: text('sim_status').$type<SimStatus>().notNull(),
    iccid: text('iccid'),
    imei: text('imei'),
    zipCode: text('zip_code').notNull().default(''),
    /** The carrier's temporary subscription id used by the port-in calls. */
    tempSubscriptionId: text('temp_subscription_id'),
    /** Null: no number transfer on this line. */
    portInState: text('port_in_state').$type<PortInState>(),
    /** The number being moved in and the ZIP code on the old carrier's account. */
    portInMsisdn: text('port_in_msisdn'),
    portInZipCode: text('port_in_zip_code'),
    oldService: jsonb('old_service').$type<OldService | null>(),
    /** When the transfer was last sent to the old carrier, on the simulator's clock; its answer is due after a review. */
    portInSubmittedAt: ts('port_in_submitted_at'),
    /** The old carrier's reason when it refused the transfer, and the form field it is about (resubmit highlights it). */
    portInFailureReason: text('port_in_failure_reason'),
    portInFailureField: text('port_in_failure_field'),
    accountDetails: jsonb('account_details').$type<Record<string, unknown> | null>(),
    activationDetails: jsonb('activation_details').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    activatedAt: ts('activated_at'),
    /**
     * When a phone first downloaded the line's current eSIM profile (POST /dev/carrier/esim/install); null before.
     * The first download is the line's first SIM, not a SIM change: after it the SIM change lock guards the code.
     */
    esimInstalledAt: ts('esim_installed_at'),
    /**
     * When simStatus last changed, on the carrier simulator's clock (server/carrier). Null: the simulator leaves
     * the line alone (seeded demo lines keep the status the seed gave them).
     */
    statusChangedAt: ts('status_changed_at'),
    /** eSIM lines once active: the LPA string behind the activation QR code. */
    esimActivationCode: text('esim_activation_code'),
    /** The checkout order that created the line: one line per order, whatever the retries. */
    orderId: text('order_id').unique(),
    /** Number lock (server/security/number-lock.ts): no port-out while on. On for every new line. */
    portOutLocked: boolean('port_out_locked').notNull().default(true),
    /** Number lock: no eSIM reinstall or new SIM while on. On for every new line. */
    simChangeLocked: boolean('sim_change_locked').notNull().default(true),
    /** When the number left for another carrier (a port-out with the transfer PIN); the line's service ended then. */
    portedOutAt: ts('ported_out_at'),
  },
  (table) => [index('lines_customer_idx').on(table.customerId)],
)

/** A saved card: what the payment provider tells us, never a raw number. */
export type ChargeOutcome = 'succeeded' | 'declined' | 'insufficient_funds'

export const cards = pgTable(
  'cards',
  {
    id: textId(),
    customerId: ownerId(),
    /** visa, mastercard, amex, jcb, discover, diners, unionpay. */
    network: text('network').notNull(),
    last4: text('last4').notNull(),
    /** MM/YY. */
    expiry: text('expiry').notNull(),
    holderName: text('holder_name').notNull(),
    primary: boolean('is_primary').notNull().default(false),
    /** The provider's reference (e.g. a Stripe payment method id). */
    providerRef: text('provider_ref'),
    /**
     * Sandbox provider only: how a charge to this test card will end (succeeded | declined | insufficient_funds),
     * decided from the test number when the card was saved. Never the number itself.
     */
    sandboxOutcome: text('sandbox_outcome').$type<ChargeOutcome>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('cards_customer_idx').on(table.customerId),
    uniqueIndex('cards_one_primary_idx')
      .on(table.customerId)
      .where(sql`${table.primary}`),
  ],
)

export const transactions = pgTable(
  'transactions',
  {
    id: textId(),
    customerId: ownerId(),
    lineId: text('line_id').references(() => lines.id, { onDelete: 'set null' }),
    cardId: text('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** Product name. */
    item: text('item').notNull(),
    amount: money('amount').notNull(),
    successful: boolean('successful').notNull(),
    cardLast4: text('card_last4'),
    /** Card network of the payment (paymentDetails.paymentMethod). */
    paymentMethod: text('payment_method'),
    orderTotal: money('order_total'),
    taxAmount: money('tax_amount'),
    regulatoryFee: money('regulatory_fee'),
    activationFee: money('activation_fee'),
    discountAmount: money('discount_amount'),
    finalCheckoutAmount: money('final_checkout_amount'),
    /** Physical SIM kit fee of a checkout (included in orderTotal); null when there was none. */
    simKitFee: money('sim_kit_fee'),
    /** Makes paying twice for one checkout impossible. */
    idempotencyKey: text('idempotency_key').unique(),
    providerRef: text('provider_ref'),
    transactionTime: ts('transaction_time').notNull().defaultNow(),
  },
  (table) => [index('transactions_customer_time_idx').on(table.customerId, table.transactionTime)],
)

export type CodePurpose = 'sign-in' | 'email-change'

/** One-time codes: stored as an HMAC, single use, limited tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    /** Where the code was sent: the account's email (sign-in) or the new address (email change). */
    email: text('email').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    maxTries: integer('max_tries').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_lookup_idx').on(table.purpose, table.email)],
)

/** 'session-ended': a signed-out session's token id (server/lib/sessions.ts), kept until the token's expiry. */
export type LinkPurpose = 'password-reset' | 'crm-sign-in' | 'session-ended' | 'second-step'

/** Single-use link tokens (password reset, assisted sign-in), stored as a SHA-256 hash. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<LinkPurpose>().notNull(),
    customerId: ownerId(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('link_tokens_customer_idx').on(table.customerId)],
)

/** Fixed-window counters shared by every server process (DESIGN §1). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: ts('window_started_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
})

/** Mail written instead of sent when no SMTP server is configured (the dev outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The mail template the message was rendered with (SPEC §9 "template 1"; server/lib/mailer.ts). */
    templateId: integer('template_id').notNull().default(1),
    /** When the mail was written (to the dev outbox, or to go out over SMTP). */
    sentAt: ts('sent_at').notNull().defaultNow(),
    /**
     * `outbox` (dev: written here, never sent), `pending` (over SMTP, a try is due at next_attempt_at), `delivered`,
     * `refused` (the mail server said no for good), `failed` (every try failed), `expired` (a code or link whose own
     * expiry came before a try that worked: never sent late). server/lib/mailer.ts.
     */
    status: text('status').$type<MailStatus>().notNull().default('outbox'),
    /** Tries made over SMTP. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    /** What the mail server (or the connection) last said. */
    lastError: text('last_error'),
    /** A sign-in code's or a reset link's own expiry: not sent after it. */
    expiresAt: ts('expires_at'),
    deliveredAt: ts('delivered_at'),
    /**
     * The documents the mail carries, by reference: each is rendered when the mail is delivered (SMTP) or opened
     * (/dev/outbox/{id}/attachments/{n}), not stored (server/receipts/mail-attachments.ts).
     */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  },
  (table) => [index('outbox_sent_idx').on(table.sentAt), index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
)

export type MailStatus = 'outbox' | 'pending' | 'delivered' | 'refused' | 'failed' | 'expired'

/**
 * A document a mail carries: a paid transaction's receipt, or a refund's credit note (the same PDF as My Account's
 * Download receipt, server/receipts/receipt-pdf.ts), under the file name the mail gives it.
 */
export interface MailAttachment {
  kind: 'receipt' | 'creditNote'
  transactionId: string
  fileName: string
}

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
})

/** Content service entries (Strapi-shaped documents), keyed by type and slug. */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    /** Strapi's locale of the entry (`en`, `es`): each language of an entry is an entry of its own, as in Strapi. */
    locale: text('locale').notNull().default('en'),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Null is a draft: the content service answers published entries only. */
    publishedAt: ts('published_at').defaultNow(),
  },
  (table) => [uniqueIndex('content_entries_type_slug_locale_idx').on(table.type, table.slug, table.locale)],
)

export type OrderStatus = 'pending' | 'processing' | 'paid' | 'failed'
export type NumberChoice = 'new' | 'port'

export interface ShippingAddress {
  /** Optional (SPEC §3 companyName); absent on orders placed before it existed. */
  companyName?: string
  addressOne: string
  addressTwo: string
  city: string
  state: string
  zipCode: string
  country: string
}

/**
 * A checkout (DESIGN §5 idempotency): one row per customer and orderKey. `status` moves pending → processing (one
 * request holds the claim while it charges or opens a payment page) → paid | failed; failed may be claimed again
 * (a retry with the same key), paid never. Amounts are the last quote the order was priced at.
 */
export const orders = pgTable(
  'orders',
  {
    id: textId(),
    customerId: ownerId(),
    orderKey: text('order_key').notNull(),
    planId: planOf('plan_id'),
    numberType: text('number_type').$type<NumberChoice>().notNull(),
    /** ZIP of the new number's area, or of the old carrier's account for a port-in. */
    zipCode: text('zip_code').notNull(),
    /** Port-in: the number to bring over, 10 digits. */
    portMsisdn: text('port_msisdn'),
    imei: text('imei').notNull(),
    simType: text('sim_type').$type<SimType>().notNull(),
    /** A SIM the customer already holds (no kit shipped). */
    iccid: text('iccid'),
    shipping: jsonb('shipping').$type<ShippingAddress | null>(),
    promoCode: text('promo_code'),
    planPrice: money('plan_price').notNull(),
    simKitFee: money('sim_kit_fee').notNull(),
    activationFee: money('activation_fee').notNull(),
    regulatoryFee: money('regulatory_fee').notNull(),
    taxAmount: money('tax_amount').notNull(),
    discountAmount: money('discount_amount').notNull(),
    total: money('total').notNull(),
    /** The provider idempotency key of the next charge is `${id}:${attempt}`. */
    ...claimedCharge<OrderStatus>('pending'),
    /** The hosted payment session currently open for this order (payment_sessions.id). */
    sessionId: text('session_id'),
    /** The provider's id of that session (Stripe `cs_…`; the sandbox's is the session id). */
    providerSessionId: text('provider_session_id'),
    /** What the order was priced from, to tell a retry with the same details from a changed one. */
    detailsHash: text('details_hash').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    lineId: text('line_id'),
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: ts('paid_at'),
  },
  (table) => [uniqueIndex('orders_customer_key_idx').on(table.customerId, table.orderKey)],
)

/**
 * A hosted payment page opened for a customer: payment mode for an order, setup mode for saving a card.
 * The id is what the SPA keeps in localStorage and asks about; it is random and unguessable (it is also the
 * only key to the sandbox page, which the browser opens without a bearer token).
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    customerId: ownerId(),
    kind: text('kind').$type<PaymentSessionKind>().notNull(),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    providerSessionId: text('provider_session_id').unique(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    amount: money('amount'),
    url: text('url'),
    status: text('status').$type<PaymentSessionStatus>().notNull().default('pending'),
    message: text('message'),
    transactionId: text('transaction_id'),
    cardId: text('card_id'),
    /**
     * Payment mode: the customer left "Save this card for automatic renewals" ticked, so a successful payment keeps
     * its card (server/payments/sessions.ts storeCard). A declined payment or an unticked box keeps nothing.
     */
    saveCard: boolean('save_card').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (table) => [index('payment_sessions_customer_idx').on(table.customerId)],
)

/**
 * The sandbox provider's own ledger (what a real provider keeps on its side): one row per charge, keyed like a
 * provider idempotency key, so a repeated charge request answers the first result instead of charging again.
 * Only the last four digits and the brand of the card are kept.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: textId(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  outcome: text('outcome').$type<ChargeOutcome>().notNull(),
  network: text('network'),
  last4: text('last4'),
  createdAt: createdAt(),
})

/** Provider webhook events already applied (Stripe event ids): each is applied once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
})

/** The provider's customer record of one of ours (a Stripe `cus_…`, needed to save and reuse cards). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    customerId: ownerId(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payment_customers_customer_provider_idx').on(table.customerId, table.provider)],
)

/**
 * The carrier simulator's clock: its offset from real time, moved forward by `POST /dev/carrier/advance` (outside
 * production). One row; in the database so that every server process agrees.
 */
export const carrierClock = pgTable('carrier_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
})

/**
 * Billing of a line after the sale (server/billing): one row per line once it is active. `renewsAt` is the end of
 * the period paid for, on the carrier simulator's clock. `state`: current (paid up), pastDue (the renewal of the
 * period starting at renewsAt is unpaid, retries running), suspended (the last retry failed: no service until paid).
 */
export type BillingState = 'current' | 'pastDue' | 'suspended'

export const lineBilling = pgTable('line_billing', {
  lineId: text('line_id')
    .primaryKey()
    .references(() => lines.id, { onDelete: 'cascade' }),
  customerId: ownerId(),
  autopay: boolean('autopay').notNull().default(true),
  renewsAt: ts('renews_at').notNull(),
  state: text('state').$type<BillingState>().notNull().default('current'),
  /** Suspended for a lost or stolen phone since (simulator clock); null when not. Renewals pause meanwhile. */
  lostSince: ts('lost_since'),
  /** A downgrade scheduled for the next renewal (server/billing/plan-change.ts); null when none. */
  nextPlanId: text('next_plan_id').references(() => plans.id),
  updatedAt: updatedAt(),
})

/**
 * One renewal of one line for one period (unique: at most one charge per line and period, whatever the retries).
 * `status` moves due → processing (one job or request holds the claim while it charges) → due again after a
 * decline (attempt + 1, nextAttemptAt on the retry schedule) | paid | failed (the last retry failed: suspended).
 * The provider idempotency key of an attempt is `renewal:${id}:${attempt}`: a crash between charging and recording
 * charges the same key again and gets the first answer back.
 */
export type RenewalStatus = 'due' | 'processing' | 'paid' | 'failed'

export const renewals = pgTable(
  'renewals',
  {
    id: textId(),
    lineId: lineOf(),
    customerId: ownerId(),
    periodStart: ts('period_start').notNull(),
    planId: planOf('plan_id'),
    planPrice: money('plan_price').notNull(),
    regulatoryFee: money('regulatory_fee').notNull(),
    taxAmount: money('tax_amount').notNull(),
    total: money('total').notNull(),
    status: text('status').$type<RenewalStatus>().notNull().default('due'),
    /** Attempts that ended declined. */
    attempt: integer('attempt').notNull().default(0),
    /** When the job may charge it next, on the simulator clock. */
    nextAttemptAt: ts('next_attempt_at').notNull(),
    /** Real time the current claim was taken; a stale claim (a crashed process) may be taken over. */
    claimedAt: ts('claimed_at'),
    failureMessage: text('failure_message'),
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
  },
  (table) => [
    uniqueIndex('renewals_line_period_idx').on(table.lineId, table.periodStart),
    index('renewals_due_idx').on(table.status, table.nextAttemptAt),
  ],
)

/**
 * A first-order promo code (WELCOME10) held by one order of a customer (server/checkout/promo-redemptions.ts): the
 * primary key makes two checkouts at once take turns; the holder may change only while its order is unpaid and
 * has no payment page open.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    customerId: ownerId(),
    code: text('code').notNull(),
    orderId: text('order_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.code] })],
)

/**
 * A physical SIM kit shipped for a line (server/carrier/shipment.ts): which SIM was sent, its tracking number and
 * when it was ordered on the simulator clock (packed, shipped and delivered follow from it), and the customer's
 * activation tries by the ICCID printed on the card (limited). One row per line, written when the kit is first
 * looked at; `activatedAt` once the right ICCID was typed.
 */
export const simKits = pgTable('sim_kits', {
  lineId: text('line_id')
    .primaryKey()
    .references(() => lines.id, { onDelete: 'cascade' }),
  customerId: ownerId(),
  iccid: text('iccid').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  orderedAt: ts('ordered_at').notNull(),
  /** Wrong ICCIDs typed so far; activation is locked at SIM_ACTIVATION_TRIES. */
  wrongTries: integer('wrong_tries').notNull().default(0),
  activatedAt: ts('activated_at'),
  /** A kit shipped to move an active line to a new phone (line_switches.id); null for a new line's kit. */
  switchId: text('switch_id'),
})

/**
 * An upgrade of a line's plan, charged now for the rest of the period (server/billing/plan-change.ts). One row per
 * line, period and change (`key` unique: a double click or a retried request charges once); `status` moves
 * processing → paid | declined (a later try takes the declined row again, attempt + 1). The provider idempotency
 * key of an attempt is `${key}:${attempt}`.
 */
export type PlanChangeStatus = 'processing' | 'paid' | 'declined'

export const planChanges = pgTable('plan_changes', {
  id: textId(),
  key: text('key').notNull().unique(),
  lineId: lineOf(),
  customerId: ownerId(),
  fromPlanId: planOf('from_plan_id'),
  toPlanId: planOf('to_plan_id'),
  /** The end of the period the difference pays for (the line's renewsAt). */
  periodEnd: ts('period_end').notNull(),
  difference: money('difference').notNull(),
  taxAmount: money('tax_amount').notNull(),
  total: money('total').notNull(),
  ...claimedCharge<PlanChangeStatus>('processing'),
  transactionId: text('transaction_id'),
  createdAt: createdAt(),
})

/**
 * A number transfer PIN (server/security/transfer-pin.ts): 6 digits, stored as an HMAC, valid 7 days, one active per
 * line (a new one retires the old); wrong tries from other carriers are counted and retire it at the limit.
 */
export const transferPins = pgTable(
  'transfer_pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: lineOf(),
    customerId: ownerId(),
    pinHash: text('pin_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    retiredAt: ts('retired_at'),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('transfer_pins_active_idx')
      .on(table.lineId)
      .where(sql`retired_at is null and used_at is null`),
  ],
)

/** How a session began (server/security/sign-ins.ts). */
export type SignInMethod = 'password' | 'code' | 'passkey' | 'assisted' | 'register'

/**
 * One row per session (its token id): the Security page's recent sign-ins, and when the session last proved who
 * it is (sign-in or step-up), which sensitive changes need within 10 minutes.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    jti: text('jti').primaryKey(),
    customerId: ownerId(),
    method: text('method').$type<SignInMethod>().notNull(),
    /** The second step taken at sign-in: 'totp' or 'recovery'; null without one. */
    secondStep: text('second_step'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    provenAt: ts('proven_at').notNull(),
  },
  (table) => [index('sign_ins_customer_idx').on(table.customerId, table.createdAt)],
)

/** Refused attempts and security changes of an account, shown on its Security page (server/security/events.ts). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: ownerId(),
    kind: text('kind').notNull(),
    lineId: text('line_id'),
    ip: text('ip'),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('security_events_customer_idx').on(table.customerId, table.createdAt)],
)

/** Two-step sign-in's one-time recovery codes, stored as an HMAC; a new set replaces the old. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: ownerId(),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_customer_idx').on(table.customerId)],
)

/** A WebAuthn credential (passkey) of a customer (server/security/passkeys.ts). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: ownerId(),
    /** base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    /**
     * The session (token id) that added the passkey, until a later sign-in with an older factor confirms it: until
     * then it proves nothing, neither at a step-up nor as a sign-in (server/security/sign-ins.ts confirmNewFactors).
     */
    addedBySession: text('added_by_session'),
  },
  (table) => [index('passkeys_customer_idx').on(table.customerId)],
)

/** A WebAuthn challenge: single use, 5 minutes; a sign-in's has no customer until the passkey names one. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose').notNull(),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
})

/**
 * The add-ons on sale (server/billing/add-ons.ts), beside the plans: data top-ups for the rest of the period and
 * travel passes of some days in a list of countries. Rows are seeded from server/seed-data/catalogue.ts.
 */
export const addOnCatalogue = pgTable('add_on_catalogue', {
  /** Stable id: `data-3gb`, `travel-europe-7`. */
  id: text('id').primaryKey(),
  kind: text('kind').$type<AddOnKind>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  dataMb: integer('data_mb'),
  days: integer('days'),
  countries: jsonb('countries').$type<string[]>().notNull().default([]),
  price: money('price').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
})

/**
 * An add-on bought for a line: one row per purchase key (`key` unique: the customer's request key on this line, so
 * a double click or a retry charges once). `status` moves processing → active | declined (a later try with the same
 * key takes it again, attempt + 1); an active travel pass that has not started may move to cancelled (refunded).
 * The provider idempotency key of an attempt is `${key}:${attempt}`. Name and amounts are the ones sold.
 */
export type LineAddOnStatus = 'processing' | 'declined' | 'active' | 'cancelling' | 'cancelled'

export const lineAddOns = pgTable(
  'line_add_ons',
  {
    id: textId(),
    key: text('key').notNull().unique(),
    lineId: lineOf(),
    customerId: ownerId(),
    addOnId: text('add_on_id')
      .notNull()
      .references(() => addOnCatalogue.id),
    kind: text('kind').$type<AddOnKind>().notNull(),
    name: text('name').notNull(),
    dataMb: integer('data_mb'),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    /** On the simulator clock: data from the purchase to the period's end; a pass from its first day for its days. */
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    price: money('price').notNull(),
    taxAmount: money('tax_amount').notNull(),
    total: money('total').notNull(),
    /** The card of the last attempt: a declined purchase may be tried again with the same key and another card. */
    cardId: text('card_id').references(() => cards.id, { onDelete: 'set null' }),
    /** What the purchase was for (add-on, start date): the same key with other details is refused. */
    detailsHash: text('details_hash').notNull(),
    ...claimedCharge<LineAddOnStatus>('processing'),
    providerRef: text('provider_ref'),
    transactionId: text('transaction_id'),
    refundTransactionId: text('refund_transaction_id'),
    createdAt: createdAt(),
    cancelledAt: ts('cancelled_at'),
  },
  (table) => [index('line_add_ons_line_idx').on(table.lineId, table.status)],
)

/** A customer's notification channels per kind (server/notifications); no row: DEFAULT_CHANNELS. */
export const notificationPreferences = pgTable('notification_preferences', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<KindChannels>().notNull(),
  updatedAt: updatedAt(),
})

/** A line's data alert thresholds (75, 90, 100 % of the allowance, each on or off); no row: all on. */
export const lineAlertSettings = pgTable('line_alert_settings', {
  lineId: text('line_id')
    .primaryKey()
    .references(() => lines.id, { onDelete: 'cascade' }),
  customerId: ownerId(),
  thresholds: jsonb('thresholds').$type<Thresholds>().notNull(),
  updatedAt: updatedAt(),
})

/**
 * Each notice sent once: the key names what it is about (`data:<line>:<period start>:<threshold>`,
 * `renewal-reminder:<line>:<renewal date>`, …). The first process to insert the key sends it; every other finds it.
 */
export const notificationsSent = pgTable(
  'notifications_sent',
  {
    key: text('key').primaryKey(),
    customerId: ownerId(),
    kind: text('kind').notNull(),
    /** The channels it went to (email, text). */
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (table) => [index('notifications_sent_customer_idx').on(table.customerId)],
)

/** Text messages written instead of sent when no SMS provider is configured (the dev outbox, beside the mail). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_sent_idx').on(table.sentAt)],
)

/**
 * A line moved to a new phone (server/carrier/line-switch.ts): one row per request key (a double click or a retry
 * switches once). `status`: done at once for an eSIM (a new profile; the old one stops working), shipping for a SIM
 * card kit until the customer activates it by its ICCID.
 */
export type LineSwitchStatus = 'shipping' | 'done'

export const lineSwitches = pgTable(
  'line_switches',
  {
    id: textId(),
    key: text('key').notNull().unique(),
    lineId: lineOf(),
    customerId: ownerId(),
    imei: text('imei').notNull(),
    fromSimType: text('from_sim_type').$type<SimType>().notNull(),
    toSimType: text('to_sim_type').$type<SimType>().notNull(),
    status: text('status').$type<LineSwitchStatus>().notNull(),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (table) => [index('line_switches_line_idx').on(table.lineId)],
)

/**
 * A family or group account (docs/decisions/0034-family-accounts.md): one owner who pays every line of its members,
 * on one renewal date. `renewsAt` is the group's next renewal on the simulator clock: every member's line renews on
 * it, in one charge to the owner's card. `pendingOwnerId`: a member offered the ownership, until they accept.
 */
export const familyGroups = pgTable('family_groups', {
  id: textId(),
  name: text('name').notNull(),
  ownerId: uuid('owner_id')
    .notNull()
    .unique()
    .references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
  renewsAt: ts('renews_at').notNull(),
  pendingOwnerId: uuid('pending_owner_id').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

/** The group a row belongs to (a member, an invitation, a request): it goes when the group is closed. */
const groupOf = () =>
  text('group_id')
    .notNull()
    .references((): AnyPgColumn => familyGroups.id, { onDelete: 'cascade' })

export type FamilyRoleColumn = 'owner' | 'manager' | 'member'

/** Who is in a group and in what role: a customer is in one group at most (primary key). */
export const familyMembers = pgTable(
  'family_members',
  {
    customerId: ownerId().primaryKey(),
    groupId: groupOf(),
    role: text('role').$type<FamilyRoleColumn>().notNull(),
    /** The name the group knows them by (the invitation's name). */
    name: text('name').notNull(),
    /** Usage, receipts and activity of their lines are shown to the owner only from this day on. */
    joinedAt: ts('joined_at').notNull(),
  },
  (table) => [index('family_members_group_idx').on(table.groupId)],
)

export type FamilyInviteStatus = 'pending' | 'accepted' | 'revoked' | 'expired'

/**
 * An invitation by email (server/family/invites.ts): a single-use token of which only the SHA-256 hash is kept,
 * valid INVITE_VALID_HOURS, accepted only by a session signed in with `email`. One pending invitation per address
 * (partial unique index). A new line is bought on the owner's card when invited (`lineId`), and moves to the invitee
 * when they accept; a moved line is chosen by the invitee on acceptance.
 */
export const familyInvites = pgTable(
  'family_invites',
  {
    id: textId(),
    groupId: groupOf(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'newLine' | 'moveLine'>().notNull(),
    role: text('role').$type<'manager' | 'member'>().notNull(),
    planId: text('plan_id').references(() => plans.id),
    lineId: text('line_id').references(() => lines.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').$type<FamilyInviteStatus>().notNull().default('pending'),
    expiresAt: ts('expires_at').notNull(),
    acceptedBy: uuid('accepted_by').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    acceptedAt: ts('accepted_at'),
    /** The proration charge taken on acceptance (transactions.id). */
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('family_invites_pending_email_idx')
      .on(table.email)
      .where(sql`status = 'pending'`),
    index('family_invites_group_idx').on(table.groupId),
  ],
)

export type FamilyRequestStatus = 'pending' | 'approved' | 'declined' | 'expired'

/**
 * A member's request for an add-on or a plan change on their line (server/family/requests.ts), answered by the
 * owner or a manager within REQUEST_VALID_HOURS; approved, it is charged to the owner's card once (`transactionId`).
 */
export const familyRequests = pgTable(
  'family_requests',
  {
    id: textId(),
    groupId: groupOf(),
    lineId: lineOf(),
    requesterId: ownerId(),
    kind: text('kind').$type<'addOn' | 'planChange'>().notNull(),
    addOnId: text('add_on_id'),
    planId: text('plan_id').references(() => plans.id),
    /** What it costs, as shown to the one who answers. */
    total: money('total').notNull(),
    status: text('status').$type<FamilyRequestStatus>().notNull().default('pending'),
    expiresAt: ts('expires_at').notNull(),
    decidedBy: uuid('decided_by').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
  },
  (table) => [index('family_requests_group_idx').on(table.groupId, table.createdAt)],
)
