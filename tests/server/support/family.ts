import { desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { familyAnswerSchema, type FamilyRole } from '@contract/family'
import { carrierNow } from '@server/carrier/clock'
import type { Services } from '@server/context'
import { cards, familyGroups, familyMembers, lineBilling, outbox, type BillingState } from '@server/db/schema'
import { createServices } from '@server/services'
import { emailOf, type TestServer } from './harness'
import type { TestCustomerKey } from './fixtures'
import { lineMaker } from './line-care'
import { addCard } from './payments'

/** The invitation link of the newest invitation mail to `email`, and its token. */
export async function invitationLink(server: TestServer, email: string) {
  const mails = await server.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id))
  const invitation = mails.find((row) => row.text.includes('/account/family/join?token='))
  if (!invitation) throw new Error(`no invitation mail to ${email}`)
  const link = /(\S+\/account\/family\/join\?token=([A-Za-z0-9_-]+))/.exec(invitation.text)!
  return { link: link[1], token: link[2], mail: invitation }
}

/**
 * A family's worth of test customers on one test server: their tokens, a line each (made active by the simulator),
 * and the steps every family test takes (make a group, invite, join). `prefix` keeps line ids of two files apart.
 */
export function familyKit(server: TestServer, prefix: string) {
  const activeLine = lineMaker(server, prefix)
  const tokens = new Map<string, string>()

  async function token(who: TestCustomerKey) {
    if (!tokens.has(who)) tokens.set(who, await server.signIn(who))
    return tokens.get(who)!
  }

  async function family(who: TestCustomerKey) {
    const answer = await server.call('/app/family', { token: await token(who) })
    expect(answer.status, answer.text).toBe(200)
    return familyAnswerSchema.parse(answer.body).group
  }

  /** `owner` makes a group, with a primary card that pays (unless `card: false`). */
  async function makeGroup(owner: TestCustomerKey, name = `${owner} family`, { card = true } = {}) {
    if (card) await addCard(server, owner, { primary: true })
    const made = await server.call('/app/family', { token: await token(owner), body: { name } })
    expect(made.status, made.text).toBe(200)
    return familyAnswerSchema.parse(made.body.family).group!
  }

  async function invite(owner: TestCustomerKey, who: TestCustomerKey, role: Exclude<FamilyRole, 'owner'> = 'member') {
    const sent = await server.call('/app/family/invites', {
      token: await token(owner),
      body: { kind: 'moveLine', email: emailOf(who), name: `${who[0].toUpperCase()}${who.slice(1)}`, role },
    })
    expect(sent.status, sent.text).toBe(200)
    return invitationLink(server, emailOf(who))
  }

  /** `who` joins `owner`'s group in `role`, bringing `lineId`. */
  async function join(owner: TestCustomerKey, who: TestCustomerKey, lineId: string, role: Exclude<FamilyRole, 'owner'> = 'member') {
    const { token: inviteToken } = await invite(owner, who, role)
    const accepted = await server.call('/app/family/invites/accept', { token: await token(who), body: { token: inviteToken, lineId } })
    expect(accepted.status, accepted.text).toBe(200)
    return familyAnswerSchema.parse(accepted.body.family).group!
  }

  /** Every group goes (members, invitations and requests with it): each test starts with nobody in a group. */
  async function reset() {
    await server.db.delete(familyGroups)
    await server.db.delete(cards)
  }

  return { activeLine, token, family, makeGroup, invite, join, reset }
}

export const DAY_MS = 24 * 60 * 60_000

/** The server's services over the test server's database (the family billing functions take them, as routes do). */
export function servicesOf(server: TestServer): () => Services {
  let services: Services | undefined
  return () => (services ??= createServices({ config: server.config, database: server.database }))
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

export async function addMember(server: TestServer, groupId: string, who: TestCustomerKey) {
  const row = await server.customer(who)
  await server.db
    .insert(familyMembers)
    .values({ customerId: row.id, groupId, role: 'member', name: `${row.firstName} (family)`, joinedAt: await carrierNow(server.db) })
}

export const removeMember = async (server: TestServer, customerId: string) =>
  server.db.delete(familyMembers).where(eq(familyMembers.customerId, customerId))

/** The line's billing row as the renewal job keeps it (written before the job opens one of its own). */
export async function billLine(
  server: TestServer,
  line: { id: string; customer: { id: string } },
  renewsAt: Date,
  state: BillingState = 'current',
) {
  await server.db.insert(lineBilling).values({ lineId: line.id, customerId: line.customer.id, renewsAt, state })
}
