import { and, eq, like } from 'drizzle-orm'
import { carrierNow } from '@server/carrier/clock'
import type { Services } from '@server/context'
import { familyGroups, familyMembers, lineBilling, lines, sandboxCharges, transactions, type BillingState } from '@server/db/schema'
import { createServices } from '@server/services'
import { serverForFile, type TestServer } from './harness'
import type { TestCustomerKey } from './fixtures'
import { advanceClock, lineMaker } from './line-care'
import { addCard } from './payments'

export const DAY_MS = 24 * 60 * 60_000

/** The server's services over the test server's database (the family billing functions take them, as routes do). */
function servicesOf(server: TestServer): () => Services {
  let services: Services | undefined
  return () => (services ??= createServices({ config: server.config, database: server.database }))
}

/**
 * What every family billing test file starts with: its own server, the services the billing functions take, active
 * lines numbered in `areaCode` (ids start with `linePrefix`), the simulator's clock, and the rows the tests read back.
 */
export function familyMoneyFile(linePrefix: string, areaCode: string) {
  const server = serverForFile()
  return {
    server,
    services: servicesOf(server),
    activeLine: lineMaker(server, linePrefix, areaCode),
    advance: (minutes: number) => advanceClock(server, minutes),
    chargesOf: (customerId: string) => server.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, customerId)),
    /** The customer's payments that went through (their successful transactions). */
    paymentsOf: (customerId: string) =>
      server.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.customerId, customerId), eq(transactions.successful, true))),
    /** The sandbox charges whose idempotency key starts with `key`. */
    chargesUnder: (key: string) =>
      server.db
        .select()
        .from(sandboxCharges)
        .where(like(sandboxCharges.idempotencyKey, `${key}%`)),
    billingOf: async (lineId: string) => (await server.db.select().from(lineBilling).where(eq(lineBilling.lineId, lineId)))[0],
    lineOf: async (lineId: string) => (await server.db.select().from(lines).where(eq(lines.id, lineId)))[0],
  }
}

/** The simulator's now, moved on by `days`. */
export const daysFromNow = async (server: TestServer, days: number) => new Date((await carrierNow(server.db)).getTime() + days * DAY_MS)

/**
 * A family group written straight into the database, as the family routes would leave it: `owner` owns it and is
 * its member with the role owner; each of `members` is a member (their name in the group: their key, capitalised).
 */
export async function makeGroup(server: TestServer, owner: TestCustomerKey, members: TestCustomerKey[], renewsAt: Date) {
  const ownerRow = await server.customer(owner)
  const [group] = await server.db
    .insert(familyGroups)
    .values({ name: `${ownerRow.firstName}'s family`, ownerId: ownerRow.id, renewsAt })
    .returning()
  const joinedAt = await carrierNow(server.db)
  await server.db
    .insert(familyMembers)
    .values({ customerId: ownerRow.id, groupId: group.id, role: 'owner', name: ownerRow.firstName, joinedAt })
  for (const member of members) await addMember(server, group.id, member)
  return group
}

async function addMember(server: TestServer, groupId: string, who: TestCustomerKey) {
  const row = await server.customer(who)
  await server.db
    .insert(familyMembers)
    .values({ customerId: row.id, groupId, role: 'member', name: `${row.firstName} (family)`, joinedAt: await carrierNow(server.db) })
}

export const removeMember = async (server: TestServer, customerId: string) =>
  server.db.delete(familyMembers).where(eq(familyMembers.customerId, customerId))

/**
 * A group of `owner` and `member` renewing in `days`, whose owner's one card declines while the member has a card of
 * their own (ending 1111): what a group in grace starts from.
 */
export async function groupWithDecliningOwner(server: TestServer, owner: TestCustomerKey, member: TestCustomerKey, days: number) {
  const renewsAt = await daysFromNow(server, days)
  await makeGroup(server, owner, [member], renewsAt)
  await addCard(server, owner, { last4: '0002', primary: true, outcome: 'declined' })
  await addCard(server, member, { last4: '1111', primary: true })
  return { renewsAt, owner: await server.customer(owner), member: await server.customer(member) }
}

/** The line's billing row as the renewal job keeps it (written before the job opens one of its own). */
export async function billLine(
  server: TestServer,
  line: { id: string; customer: { id: string } },
  renewsAt: Date,
  state: BillingState = 'current',
) {
  await server.db.insert(lineBilling).values({ lineId: line.id, customerId: line.customer.id, renewsAt, state })
}
