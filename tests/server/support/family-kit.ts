import { desc, eq, like } from 'drizzle-orm'
import { expect } from 'vitest'
import { familyAnswerSchema, type FamilyRole } from '@contract/family'
import { cards, familyGroups, lines, outbox } from '@server/db/schema'
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

  /**
   * Every group goes (members, invitations and requests with it), and so do the saved cards and the lines this kit
   * made: each test starts with nobody in a group and no lines (every live line of a member counts in a group).
   */
  async function reset() {
    await server.db.delete(familyGroups)
    await server.db.delete(cards)
    await server.db.delete(lines).where(like(lines.id, `${prefix}-%`))
  }

  return { activeLine, token, family, makeGroup, invite, join, reset }
}
