import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { FAMILY_MESSAGES } from '@contract/family'
import { familyGroups, familyMembers, lines, securityEvents } from '@server/db/schema'
import type { TestCustomerKey } from './support/fixtures'
import { emailOf, serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'

const server = serverForFile()
const kit = familyKit(server, 'fam-members')

const idOf = async (who: TestCustomerKey) => (await server.customer(who)).id
const membersOf = async () => server.db.select().from(familyMembers)
const setRole = async (caller: TestCustomerKey, who: TestCustomerKey, role: string) =>
  server.call(`/app/family/members/${await idOf(who)}/role`, { method: 'PUT', token: await kit.token(caller), body: { role } })

/** alice owns a group with bob as manager and carol as member, each with a line. */
async function threeOfUs() {
  await kit.makeGroup('alice', 'Testers')
  await kit.join('alice', 'bob', (await kit.activeLine('bob')).id, 'manager')
  const carolLine = await kit.activeLine('carol')
  await kit.join('alice', 'carol', carolLine.id, 'member')
  return { carolLine }
}

beforeEach(() => kit.reset())

describe('roles, removal, leaving and the transfer of ownership', () => {
  it('names in every answer which member the caller is, for the owner, a manager and a member alike', async () => {
    await threeOfUs()
    for (const who of ['alice', 'bob', 'carol'] as const) {
      const { body } = await server.call('/app/family', { token: await kit.token(who) })
      expect(body.group.youMemberId).toBe(await idOf(who))
      expect(body.group.members.map((member: { memberId: string }) => member.memberId)).toContain(body.group.youMemberId)
    }
  })

  it('lets only the owner change roles: a manager can neither become owner nor change another manager', async () => {
    await threeOfUs()
    await kit.join('alice', 'dave', (await kit.activeLine('dave')).id, 'manager')
    const before = JSON.stringify(await membersOf())

    // No role is "owner": ownership moves only by a transfer the new owner accepts.
    const toOwner = await setRole('bob', 'bob', 'owner')
    expect(toOwner.status).toBe(422)
    expect(toOwner.body.errors).toEqual([{ field: 'role', message: FAMILY_MESSAGES.role }])
    expect(await setRole('bob', 'dave', 'member')).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.notManagerTarget } })
    expect(await setRole('bob', 'carol', 'manager')).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.notManagerTarget } })
    expect(await setRole('carol', 'carol', 'manager')).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.notManagerTarget } })
    expect(await setRole('alice', 'alice', 'member')).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.ownerRole } })
    // Someone of no group (or another's) is not a member here.
    expect(await setRole('alice', 'erin', 'manager')).toMatchObject({ status: 404, body: { message: FAMILY_MESSAGES.memberNotFound } })
    expect(JSON.stringify(await membersOf())).toBe(before)

    const made = await setRole('alice', 'carol', 'manager')
    expect(made.status, made.text).toBe(200)
    expect(made.body.family.group.members.find((member: { name: string }) => member.name === 'Carol').role).toBe('manager')
    expect(await server.mailsTo(emailOf('carol'), 'You are now a manager of Testers')).toHaveLength(1)
  })

  it('removes a member with their line, in the owner’s hands alone; another group’s member is 404', async () => {
    const { carolLine } = await threeOfUs()
    await kit.makeGroup('dave')
    const bobRemoves = await server.call(`/app/family/members/${await idOf('carol')}`, { method: 'DELETE', token: await kit.token('bob') })
    expect(bobRemoves).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.notOwner } })
    const elsewhere = await server.call(`/app/family/members/${await idOf('dave')}`, { method: 'DELETE', token: await kit.token('alice') })
    expect(elsewhere).toMatchObject({ status: 404, body: { message: FAMILY_MESSAGES.memberNotFound } })
    const self = await server.call(`/app/family/members/${await idOf('alice')}`, { method: 'DELETE', token: await kit.token('alice') })
    expect(self).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.ownerCannotLeave } })
    expect(await membersOf()).toHaveLength(4)

    const removed = await server.call(`/app/family/members/${await idOf('carol')}`, { method: 'DELETE', token: await kit.token('alice') })
    expect(removed.status, removed.text).toBe(200)
    expect(removed.body.family.group.members.map((member: { name: string }) => member.name)).toEqual(['Alice Tester', 'Bob'])
    // The line, with its number, stays carol's; her account is hers alone again.
    const [line] = await server.db.select().from(lines).where(eq(lines.id, carolLine.id))
    expect(line.customerId).toBe(await idOf('carol'))
    expect(await kit.family('carol')).toBeNull()
    const again = await server.call(`/app/family/members/${await idOf('carol')}`, { method: 'DELETE', token: await kit.token('alice') })
    expect(again.status).toBe(404)
  })

  it('lets a member leave with their line; the last owner cannot leave or close while members remain', async () => {
    await threeOfUs()
    const ownerLeaves = await server.call('/app/family/leave', { method: 'POST', token: await kit.token('alice') })
    expect(ownerLeaves).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.ownerCannotLeave } })
    const close = await server.call('/app/family', { method: 'DELETE', token: await kit.token('alice') })
    expect(close).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.membersRemain } })
    expect(await server.db.select().from(familyGroups)).toHaveLength(1)

    for (const who of ['carol', 'bob'] as const) {
      const left = await server.call('/app/family/leave', { method: 'POST', token: await kit.token(who) })
      expect(left.status, left.text).toBe(200)
      expect(left.body.family.group).toBeNull()
    }
    const outside = await server.call('/app/family/leave', { method: 'POST', token: await kit.token('carol') })
    expect(outside).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.notInGroup } })
    const closed = await server.call('/app/family', { method: 'DELETE', token: await kit.token('alice') })
    expect(closed.status, closed.text).toBe(200)
    expect(await server.db.select().from(familyGroups)).toEqual([])
  })

  it('moves the ownership when the new owner accepts: the old owner becomes a manager', async () => {
    await threeOfUs()
    const byManager = await server.call('/app/family/transfer', { token: await kit.token('bob'), body: { memberId: await idOf('carol') } })
    expect(byManager).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.notOwner } })
    const toStranger = await server.call('/app/family/transfer', {
      token: await kit.token('alice'),
      body: { memberId: await idOf('erin') },
    })
    expect(toStranger).toMatchObject({ status: 404, body: { message: FAMILY_MESSAGES.memberNotFound } })
    const offered = await server.call('/app/family/transfer', { token: await kit.token('alice'), body: { memberId: await idOf('carol') } })
    expect(offered.status, offered.text).toBe(200)
    expect(offered.body.family.group.pendingTransfer).toEqual({ toMemberId: await idOf('carol'), toName: 'Carol' })

    // Only the one offered can accept it.
    const wrong = await server.call('/app/family/transfer/accept', { method: 'POST', token: await kit.token('bob') })
    expect(wrong).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.noTransfer } })
    const accepted = await server.call('/app/family/transfer/accept', { method: 'POST', token: await kit.token('carol') })
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body.family.group).toMatchObject({ role: 'owner', pendingTransfer: null })
    const roles = Object.fromEntries((await membersOf()).map((member) => [member.name, member.role]))
    expect(roles).toEqual({ 'Alice Tester': 'manager', Bob: 'manager', Carol: 'owner' })
    const [group] = await server.db.select().from(familyGroups)
    expect(group.ownerId).toBe(await idOf('carol'))
    const twice = await server.call('/app/family/transfer/accept', { method: 'POST', token: await kit.token('carol') })
    expect(twice).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.noTransfer } })
    // Both see it in their activity.
    const events = await server.db.select().from(securityEvents).where(eq(securityEvents.kind, 'family-transfer'))
    expect(events.map((event) => event.detail).sort()).toEqual([
      'Became the owner of the group Testers',
      'Carol became the owner of the group Testers',
    ])
  })

  it('lets the owner cancel an offer of ownership before it is accepted', async () => {
    await threeOfUs()
    await server.call('/app/family/transfer', { token: await kit.token('alice'), body: { memberId: await idOf('bob') } })
    const cancelled = await server.call('/app/family/transfer', { method: 'DELETE', token: await kit.token('alice') })
    expect(cancelled.status, cancelled.text).toBe(200)
    const late = await server.call('/app/family/transfer/accept', { method: 'POST', token: await kit.token('bob') })
    expect(late).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.noTransfer } })
    expect((await server.db.select().from(familyGroups))[0].ownerId).toBe(await idOf('alice'))
  })
})
