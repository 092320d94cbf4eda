import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The one pg-core schema, used on PGlite and on PostgreSQL alike. Migrations under ./migrations are generated
 * from it by `npm run db:generate` (drizzle-kit) and applied on start.
 * Times are timestamptz with millisecond precision so that JavaScript Dates round-trip exactly.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' })
const money = (name: string) => numeric(name, { precision: 10, scale: 2 })
/** Text ids: seeded rows have readable ones (`plan-plus`, `line-demo-esim`), new rows get a UUID. */
const textId = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`)

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
   * Tokens carry this stamp (claim `tva`); moving it (password change or reset) ends every older session.
   */
  tokensValidAfter: ts('tokens_valid_after').notNull().defaultNow(),
  /** The new address of an email change awaiting its 5-digit code. */
  pendingEmail: text('pending_email'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
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

export type SimType = 'esim' | 'physical'
export type SimStatus = 'active' | 'inactive' | 'cancelled' | 'suspended' | 'inprogress' | 'pending' | 'failed' | 'not active'
/** Where a number transfer stands: details still to give, sent to the old carrier, rejected (resubmit), done. */
export type PortInState = 'awaitingDetails' | 'submitted' | 'failed' | 'completed'

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
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
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
    accountDetails: jsonb('account_details').$type<Record<string, unknown> | null>(),
    activationDetails: jsonb('activation_details').$type<Record<string, unknown> | null>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    activatedAt: ts('activated_at'),
  },
  (table) => [index('lines_customer_idx').on(table.customerId)],
)

/** A saved card: what the payment provider tells us, never a raw number. */
export const cards = pgTable(
  'cards',
  {
    id: textId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** visa, mastercard, amex, jcb, discover, diners, unionpay. */
    network: text('network').notNull(),
    last4: text('last4').notNull(),
    /** MM/YY. */
    expiry: text('expiry').notNull(),
    holderName: text('holder_name').notNull(),
    primary: boolean('is_primary').notNull().default(false),
    /** The provider's reference (e.g. a Stripe payment method id). */
    providerRef: text('provider_ref'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('cards_customer_idx').on(table.customerId),
    uniqueIndex('cards_one_primary_idx').on(table.customerId).where(sql`${table.primary}`),
  ],
)

export const transactions = pgTable(
  'transactions',
  {
    id: textId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('one_time_codes_lookup_idx').on(table.purpose, table.email)],
)

export type LinkPurpose = 'password-reset' | 'crm-sign-in'

/** Single-use link tokens (password reset, assisted sign-in), stored as a SHA-256 hash. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<LinkPurpose>().notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
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
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (table) => [index('outbox_sent_idx').on(table.sentAt)],
)

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
})

/** Content service entries (Strapi-shaped documents), keyed by type and slug. */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Null is a draft: the content service answers published entries only. */
    publishedAt: ts('published_at').defaultNow(),
  },
  (table) => [uniqueIndex('content_entries_type_slug_idx').on(table.type, table.slug)],
)
