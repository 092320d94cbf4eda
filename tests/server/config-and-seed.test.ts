import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '@server/config'
import { cards, contentEntries, customers, lines, plans, transactions } from '@server/db/schema'
import { seed } from '@server/db/seed'
import { US_STATES, emailSchema, passwordSchema, stateSchema, zipCodeSchema } from '@contract/rules'
import { openTestDatabase } from './support/harness'

describe('configuration', () => {
  it('has working development defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ring-config-'))
    try {
      const config = loadConfig({ DATA_DIR: dir })
      expect(config).toMatchObject({
        env: 'development',
        port: 8787,
        apiKey: 'ring-dev-public-key',
        paymentsProvider: 'sandbox',
        publicUrl: 'http://localhost:8787',
      })
      expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32)
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret)
      // The same secret on the next start: sessions survive a restart.
      expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('fails fast with every bad variable named', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PAYMENTS_PROVIDER: 'paypal', JWT_SECRET: 'short' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as Error).message
      for (const name of ['PORT', 'DATABASE_URL', 'PAYMENTS_PROVIDER', 'JWT_SECRET']) expect(message).toContain(name)
    }
  })

  it('requires API_KEY (not the development one), JWT_SECRET and PUBLIC_URL in production, and generates no secret there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ring-config-'))
    try {
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/API_KEY[\s\S]*JWT_SECRET[\s\S]*PUBLIC_URL/)
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          DATA_DIR: dir,
          API_KEY: 'ring-dev-public-key',
          JWT_SECRET: 'x'.repeat(40),
          PUBLIC_URL: 'https://ring.example',
        }),
      ).toThrow(/API_KEY/)
      expect(existsSync(join(dir, 'jwt-secret'))).toBe(false)
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dir,
        API_KEY: 'prod-key',
        JWT_SECRET: 'y'.repeat(40),
        PUBLIC_URL: 'https://ring.example/',
      })
      expect(config.publicUrl).toBe('https://ring.example')
      expect(config.codeResendCooldownSeconds).toBe(30)
      // The gap between two code emails is shorter outside production only (the e2e suite's 0).
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          DATA_DIR: dir,
          API_KEY: 'prod-key',
          JWT_SECRET: 'y'.repeat(40),
          PUBLIC_URL: 'https://ring.example/',
          CODE_RESEND_COOLDOWN_SECONDS: '0',
        }),
      ).toThrow(/CODE_RESEND_COOLDOWN_SECONDS/)
      expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, CODE_RESEND_COOLDOWN_SECONDS: '0' }).codeResendCooldownSeconds).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('seed', () => {
  let owned: Awaited<ReturnType<typeof openTestDatabase>>
  beforeAll(async () => {
    owned = await openTestDatabase()
  })
  afterAll(() => owned?.drop())

  it('is idempotent and gives the demo customer every dashboard state', async () => {
    const db = owned.database.db
    const tally = async () => ({
      plans: (await db.select({ n: count() }).from(plans))[0].n,
      customers: (await db.select({ n: count() }).from(customers))[0].n,
      lines: (await db.select({ n: count() }).from(lines))[0].n,
      cards: (await db.select({ n: count() }).from(cards))[0].n,
      transactions: (await db.select({ n: count() }).from(transactions))[0].n,
      content: (await db.select({ n: count() }).from(contentEntries))[0].n,
    })
    const before = await tally()
    expect(await seed(db)).toEqual({ createdDemo: false })
    expect(await tally()).toEqual(before)

    const [demo] = await db.select().from(customers).where(eq(customers.email, 'demo@ringmobile.example'))
    expect(demo.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const demoLines = await db.select().from(lines).where(eq(lines.customerId, demo.id))
    expect(demoLines.map((line) => [line.simType, line.simStatus, line.portInState])).toEqual(
      expect.arrayContaining([
        ['esim', 'active', null],
        ['physical', 'pending', 'awaitingDetails'],
      ]),
    )
    const demoCards = await db.select().from(cards).where(eq(cards.customerId, demo.id))
    expect(demoCards).toHaveLength(3)
    expect(demoCards.filter((card) => card.primary)).toHaveLength(1)
    const demoTransactions = await db.select().from(transactions).where(eq(transactions.customerId, demo.id))
    expect(demoTransactions.some((txn) => !txn.successful)).toBe(true)
    // Only what a real history shows: the SIM kit is on the physical line's order, never a $0.00 row of its own.
    expect(demoTransactions.filter((txn) => Number(txn.amount) === 0)).toEqual([])
    expect(demoTransactions.map((txn) => txn.item)).not.toContain('Physical SIM kit')
    expect(demoTransactions.find((txn) => txn.lineId === 'line-demo-physical')?.simKitFee).toBe('5.00')
    const months = new Set(demoTransactions.map((txn) => txn.transactionTime.toISOString().slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(4)
    const allPlans = await db.select().from(plans)
    expect(allPlans).toHaveLength(4)
    expect(allPlans.filter((plan) => plan.popular)).toHaveLength(1)
  })
})

describe('shared validation', () => {
  it('lists the 50 states and the District of Columbia', () => {
    expect(US_STATES).toHaveLength(51)
    expect(US_STATES.find((state) => state.value === 'DC')).toEqual({ label: 'District of Columbia', value: 'DC' })
    expect(stateSchema.safeParse('DC').success).toBe(true)
    expect(US_STATES.find((state) => state.value === 'NY')).toEqual({ label: 'New York', value: 'NY' })
  })

  it('applies SPEC §5 rules', () => {
    expect(emailSchema.parse('  Dana@Example.COM ')).toBe('dana@example.com')
    expect(passwordSchema().safeParse('Demo#2026').success).toBe(true)
    for (const bad of ['demo#2026', 'DEMO#2026', 'Demo2026', 'Demo#abc', 'De#1'])
      expect(passwordSchema().safeParse(bad).success, bad).toBe(false)
    expect(zipCodeSchema.safeParse('60601').success).toBe(true)
    expect(zipCodeSchema.safeParse('6060a').success).toBe(false)
  })
})
