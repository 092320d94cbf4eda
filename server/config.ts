import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import type { SpaSettings } from '@contract/settings'
import { LOG_LEVELS, type LogLevel } from './lib/log'

/** The development API key; `.env.example` gives the SPA the same one. Refused in production. */
const DEV_API_KEY = 'ring-dev-public-key'

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional())
/** An absolute http(s) base URL, written without its trailing slash. */
const baseUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).transform((value) => value.replace(/\/+$/, ''))

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'test', 'production']).default('development')),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8787)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    API_KEY: optionalText,
    PAYMENTS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'stripe']).default('sandbox')),
    /** Stripe secret API key (sk_… or a restricted rk_…); required when PAYMENTS_PROVIDER=stripe. */
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
        .optional(),
    ),
    /** Signing secret of the webhook endpoint (whsec_…); required when PAYMENTS_PROVIDER=stripe. */
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    SMTP_FROM: z.preprocess(emptyAsUndefined, z.string().default('Ring Mobile <no-reply@ringmobile.example>')),
    /** Twilio's Messages API for text messages: the account (AC…); empty writes texts to the dev outbox. */
    TWILIO_ACCOUNT_SID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID (AC followed by 32 hex digits)')
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: optionalText,
    /** The sender of text messages: a number in E.164 (+13125550100) or a Messaging Service SID (MG…). */
    SMS_FROM: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be a number in E.164 (+13125550100) or a Messaging Service SID (MG…)')
        .optional(),
    ),
    /** Twilio's API origin; another one only for a stand-in that answers as Twilio does. */
    TWILIO_API_URL: z.preprocess(emptyAsUndefined, baseUrl.default('https://api.twilio.com')),
    CHAT_APP_ID: optionalText,
    /** The SPA's provider API base URL, given to it at run time; empty for the page's own origin (this server). */
    API_BASE_URL: z.preprocess(emptyAsUndefined, baseUrl.optional()),
    /** The SPA's content service base URL (this server's /api, or a Strapi elsewhere); empty for this server. */
    CONTENT_URL: z.preprocess(emptyAsUndefined, baseUrl.optional()),
    /** Where the header's Blog link goes; empty hides the link. */
    BLOG_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional()),
    CHAT_IDENTITY_SECRET: optionalText,
    JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be an absolute http(s) URL' }).optional()),
    /**
     * Which proxies in front of the server to believe about the client's address (X-Forwarded-For): '0' or 'false'
     * (none: the socket's address), a number of hops counted from the right ('true' is 1), or a comma-separated
     * list of proxy addresses or CIDR ranges.
     */
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('0')
        .refine(
          (value) => /^(\d{1,2}|true|false)$/.test(value.trim()) || value.split(',').every((part) => isProxyAddress(part.trim())),
          'must be 0, a number of proxy hops (1, 2, …), true (1 hop), or a comma-separated list of proxy addresses or CIDR ranges',
        ),
    ),
    /**
     * Password sign-ins allowed from one client address per 15 minutes (default 30). Raise it where many customers
     * share one address (an office or campus NAT); the end-to-end suite, which signs in about a hundred times from
     * 127.0.0.1, sets 1000. The per-account back-off applies whatever this is.
     */
    LOGIN_LIMIT_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(30)),
    /**
     * New accounts allowed from one client address per hour (default 10). The end-to-end suite, whose journeys each
     * register customers of their own from 127.0.0.1, sets 1000.
     */
    REGISTER_LIMIT_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
    /**
     * Seconds between two code emails to one address (sign-in code, email change; default 30, as the page's
     * visible countdown). Outside production only it may be shorter: the end-to-end suite sets 0 and moves the
     * page's countdown with Playwright's clock instead of waiting 30 real seconds (the server's refusal is
     * checked by tests/server/users.test.ts).
     */
    CODE_RESEND_COOLDOWN_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(3600).default(30)),
    /** The log's least level (pino's: 'info' writes one line per request; 'silent' none). Defaults to silent under test. */
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).optional()),
    /**
     * Opens the mail and text outboxes (/dev/outbox…) to other machines: a tester's browser or script gives it as
     * `Authorization: Bearer …` or `?token=…`. Never in production, where the outboxes do not exist.
     */
    DEV_OUTBOX_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    /** GET /metrics from other machines needs `Authorization: Bearer <METRICS_TOKEN>`; without it, this machine only. */
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_PROVIDER === 'stripe') {
      if (!env.STRIPE_SECRET_KEY)
        ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYMENTS_PROVIDER=stripe' })
      if (!env.STRIPE_WEBHOOK_SECRET)
        ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when PAYMENTS_PROVIDER=stripe' })
    }
    if (env.TWILIO_ACCOUNT_SID) {
      if (!env.TWILIO_AUTH_TOKEN)
        ctx.addIssue({ code: 'custom', path: ['TWILIO_AUTH_TOKEN'], message: 'is required when TWILIO_ACCOUNT_SID is set' })
      if (!env.SMS_FROM) ctx.addIssue({ code: 'custom', path: ['SMS_FROM'], message: 'is required when TWILIO_ACCOUNT_SID is set' })
    }
    if (env.NODE_ENV !== 'production') return
    if (!env.API_KEY || env.API_KEY === DEV_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['API_KEY'], message: 'is required in production (and must not be the development key)' })
    }
    if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' })
    if (env.CODE_RESEND_COOLDOWN_SECONDS < 30) {
      ctx.addIssue({
        code: 'custom',
        path: ['CODE_RESEND_COOLDOWN_SECONDS'],
        message: 'must be at least 30 in production (the countdown customers see)',
      })
    }
    if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production (links in emails)' })
    if (env.DEV_OUTBOX_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['DEV_OUTBOX_TOKEN'], message: 'must not be set in production (there is no outbox there)' })
    }
  })

/** An IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function isProxyAddress(value: string) {
  const [address, bits, ...rest] = value.split('/')
  if (rest.length || !isIP(address)) return false
  if (bits === undefined) return true
  const max = isIP(address) === 4 ? 32 : 128
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max
}

/** Whom X-Forwarded-For is believed from: a number of proxy hops (0: nobody), or the proxies' own addresses. */
export type TrustProxy = { hops: number } | { proxies: string[] }

function trustProxyOf(value: string): TrustProxy {
  const text = value.trim()
  if (text === 'false') return { hops: 0 }
  if (text === 'true') return { hops: 1 }
  if (/^\d+$/.test(text)) return { hops: Number(text) }
  return { proxies: text.split(',').map((part) => part.trim()) }
}

export interface Config {
  env: 'development' | 'test' | 'production'
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  apiKey: string
  paymentsProvider: 'sandbox' | 'stripe'
  stripeSecretKey?: string
  stripeWebhookSecret?: string
  smtpUrl?: string
  smtpFrom: string
  /** Twilio's Messages API (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM, TWILIO_API_URL); absent: the dev outbox. */
  twilio?: { accountSid: string; authToken: string; from: string; apiUrl: string }
  chatAppId?: string
  /** The SPA's provider API base URL (API_BASE_URL); empty for the page's own origin. */
  apiBaseUrl: string
  /** The SPA's content service base URL (CONTENT_URL); empty for this server. */
  contentUrl: string
  /** Where the header's Blog link goes (BLOG_URL); absent, to the site's own /blog. */
  blogUrl?: string
  chatIdentitySecret?: string
  jwtSecret: string
  publicUrl: string
  /** PUBLIC_URL was given (else publicUrl is the localhost default and same-origin links are safer). */
  publicUrlConfigured: boolean
  trustProxy: TrustProxy
  /** Password sign-ins allowed from one address per 15 minutes. */
  loginLimitPerIp: number
  /** New accounts allowed from one address per hour (REGISTER_LIMIT_PER_IP). */
  registerLimitPerIp: number
  /** Seconds between two code emails to one address (CODE_RESEND_COOLDOWN_SECONDS). */
  codeResendCooldownSeconds: number
  /** The log's least level (LOG_LEVEL). */
  logLevel: LogLevel
  /** Opens /dev/outbox… to other machines (DEV_OUTBOX_TOKEN). */
  devOutboxToken?: string
  /** Opens GET /metrics to other machines (METRICS_TOKEN). */
  metricsToken?: string
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

/** Reads the secret kept in DATA_DIR, creating it on first start (development and test only). */
function dataDirJwtSecret(dataDir: string) {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim()
    if (kept.length >= 32) return kept
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/**
 * The server's configuration from the environment (names fixed by DESIGN §1), validated with zod.
 * Throws ConfigError listing every bad variable; `server/start.ts` prints it and exits.
 */
export function loadConfig(source?: NodeJS.ProcessEnv): Config {
  // Without a source: the process's environment, with what it leaves unset filled from `.env` in the working folder.
  if (!source && existsSync('.env')) process.loadEnvFile('.env')
  const parsed = envSchema.safeParse(source ?? process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`)
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`)
  }
  const env = parsed.data
  const dataDir = resolve(env.DATA_DIR)
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    apiKey: env.API_KEY ?? DEV_API_KEY,
    paymentsProvider: env.PAYMENTS_PROVIDER,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    twilio: env.TWILIO_ACCOUNT_SID
      ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN!, from: env.SMS_FROM!, apiUrl: env.TWILIO_API_URL }
      : undefined,
    chatAppId: env.CHAT_APP_ID,
    apiBaseUrl: env.API_BASE_URL ?? '',
    contentUrl: env.CONTENT_URL ?? '',
    blogUrl: env.BLOG_URL,
    chatIdentitySecret: env.CHAT_IDENTITY_SECRET,
    jwtSecret: env.JWT_SECRET ?? dataDirJwtSecret(dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    loginLimitPerIp: env.LOGIN_LIMIT_PER_IP,
    registerLimitPerIp: env.REGISTER_LIMIT_PER_IP,
    codeResendCooldownSeconds: env.CODE_RESEND_COOLDOWN_SECONDS,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    devOutboxToken: env.DEV_OUTBOX_TOKEN,
    metricsToken: env.METRICS_TOKEN,
  }
}

/** What the SPA is told at run time (contract/settings.ts): in every page, and to the server renderer. */
export function spaSettings(config: Config): SpaSettings {
  return {
    apiBaseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    contentUrl: config.contentUrl,
    chatAppId: config.chatAppId ?? '',
    blogUrl: config.blogUrl ?? null,
  }
}
