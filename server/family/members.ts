import { and, eq, ne } from 'drizzle-orm'
import { FAMILY_MESSAGES, type FamilyRole } from '@contract/family'
import { carrierNow } from '../carrier/clock'
import type { Services } from '../context'
import { unlessTaken } from '../db/client'
import { familyGroups, familyMembers, familyRequests, lines } from '../db/schema'
import type { Customer } from '../db/types'
import { conflict, forbidden } from '../lib/errors'
import { groupOf } from '../lib/line-access'
import { auditFamily, touch, type FamilyEventKind, type Touched } from './audit'
import { firstGroupDate, lineLeaves } from './billing'
import { fullName, memberOf, myGroup, ownedGroup } from './shared'

/**
 * Makes the customer's account a group, with them as its owner (a member row of role owner) and payer. The group
 * renews on the owner's next renewal (firstGroupDate: their earliest line's, else a period from now).
 */
export async function createGroup(services: Services, customer: Customer, name: string) {
  const { db } = services
  if (await groupOf(db, customer.id)) throw conflict(FAMILY_MESSAGES.alreadyInGroup)
  const now = await carrierNow(db)
  const renewsAt = await firstGroupDate(services, customer.id)
  // Two creations at once, or an invitation accepted meanwhile: one group per customer.
  await unlessTaken(
    () =>
      db.transaction(async (tx) => {
        const [group] = await tx.insert(familyGroups).values({ name, ownerId: customer.id, renewsAt }).returning()
        await tx
          .insert(familyMembers)
          .values({ customerId: customer.id, groupId: group.id, role: 'owner', name: fullName(customer), joinedAt: now })
      }),
    () => conflict(FAMILY_MESSAGES.alreadyInGroup),
  )
}

/** Closes a group with no members left; its pending invitations go with it. */
export async function closeGroup(services: Services, owner: Customer) {
  const { db } = services
  const { group } = await ownedGroup(db, owner.id)
  await closeAlone(db, group.id, owner.id, FAMILY_MESSAGES.membersRemain)
}

/** Deletes the group when its owner is its only member; while others remain it is 409 with `refusal`. */
async function closeAlone(db: Services['db'], groupId: string, ownerId: string, refusal: string) {
  const others = await db
    .select({ id: familyMembers.customerId })
    .from(familyMembers)
    .where(and(eq(familyMembers.groupId, groupId), ne(familyMembers.customerId, ownerId)))
  if (others.length) throw conflict(refusal)
  await db.delete(familyGroups).where(eq(familyGroups.id, groupId))
}

/** The owner makes a member a manager or a manager a member; never the owner, never themselves. */
export async function setRole(
  services: Services,
  caller: Customer,
  memberId: string,
  role: Exclude<FamilyRole, 'owner'>,
  ip: string | null,
) {
  const { db } = services
  const mine = await myGroup(db, caller.id)
  if (mine.member.role !== 'owner') throw forbidden(FAMILY_MESSAGES.notManagerTarget)
  const target = await memberOf(db, mine.group.id, memberId)
  if (target.customerId === caller.id) throw conflict(FAMILY_MESSAGES.ownerRole)
  if (target.role === role) return
  await db.transaction(async (tx) => {
    await tx.update(familyMembers).set({ role }).where(eq(familyMembers.customerId, target.customerId))
    const detail =
      role === 'manager'
        ? `${target.name} is now a manager of the group ${mine.group.name}`
        : `${target.name} is now a member of the group ${mine.group.name}`
    await auditFamily(
      tx,
      'family-role',
      ownerDid(mine.group, mine.member, target, [detail, `role.${role}.member`], [detail, `role.${role}.owner`]),
      ip,
    )
  })
}

type Member = typeof familyMembers.$inferSelect

/**
 * What the owner did to a member, told to both: the member's email names the group and its owner, the owner's the
 * member and the group and ends with the advice (they did it). Each side is its activity's detail and its email's key.
 */
function ownerDid(
  group: { name: string },
  owner: Member,
  target: Member,
  toTarget: [string, string],
  toOwner: [string, string],
): Touched[] {
  return [
    touch(target.customerId, toTarget[0], toTarget[1], { group: group.name, owner: owner.name }),
    touch(owner.customerId, toOwner[0], toOwner[1], { name: target.name, group: group.name }, 'self'),
  ]
}

/**
 * A member leaves the group, and their lines with them: their billing returns to them (lineLeaves), in grace; the
 * event is then recorded and mailed to those it touches. Nothing happens when they had left already (a second answer).
 */
async function leaveWithLines(
  services: Services,
  groupId: string,
  memberId: string,
  kind: FamilyEventKind,
  touched: Touched[],
  ip: string | null,
) {
  const { db } = services
  const [gone] = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.customerId, memberId), eq(familyMembers.groupId, groupId)))
    .returning()
  if (!gone) return
  await db
    .update(familyRequests)
    .set({ status: 'expired' })
    .where(and(eq(familyRequests.groupId, groupId), eq(familyRequests.requesterId, memberId), eq(familyRequests.status, 'pending')))
  await db
    .update(familyGroups)
    .set({ pendingOwnerId: null })
    .where(and(eq(familyGroups.id, groupId), eq(familyGroups.pendingOwnerId, memberId)))
  const theirs = await db.select({ id: lines.id }).from(lines).where(eq(lines.customerId, memberId))
  for (const line of theirs) await lineLeaves(services, { lineId: line.id, customerId: memberId })
  await db.transaction(async (tx) => auditFamily(tx, kind, touched, ip))
}

/** The owner removes a member (not themselves): the member's line leaves with them. */
export async function removeMember(services: Services, owner: Customer, memberId: string, ip: string | null) {
  const { db } = services
  const { group, member: ownerMember } = await ownedGroup(db, owner.id)
  const target = await memberOf(db, group.id, memberId)
  if (target.customerId === owner.id) throw conflict(FAMILY_MESSAGES.ownerCannotLeave)
  await leaveWithLines(
    services,
    group.id,
    target.customerId,
    'family-removed',
    ownerDid(
      group,
      ownerMember,
      target,
      [`Removed from the group ${group.name}`, 'removedMember'],
      [`Removed ${target.name} from the group ${group.name}`, 'removedOwner'],
    ),
    ip,
  )
}

/** A manager or member leaves with their line; the owner cannot while members remain, and alone closes the group. */
export async function leave(services: Services, caller: Customer, ip: string | null) {
  const { db } = services
  const { group, member } = await myGroup(db, caller.id)
  if (member.role === 'owner') return closeAlone(db, group.id, caller.id, FAMILY_MESSAGES.ownerCannotLeave)
  await leaveWithLines(
    services,
    group.id,
    caller.id,
    'family-left',
    [
      touch(caller.id, `Left the group ${group.name}`, 'leftMember', { group: group.name }, 'self'),
      touch(group.ownerId, `${member.name} left the group ${group.name}`, 'leftOwner', { name: member.name, group: group.name }),
    ],
    ip,
  )
}

/** The owner offers the ownership to a member; it moves when they accept. */
export async function offerOwnership(services: Services, owner: Customer, memberId: string, ip: string | null) {
  const { db } = services
  const { group, member: ownerMember } = await ownedGroup(db, owner.id)
  const target = await memberOf(db, group.id, memberId)
  if (target.customerId === owner.id) throw conflict(FAMILY_MESSAGES.transferToSelf)
  await db.transaction(async (tx) => {
    await tx.update(familyGroups).set({ pendingOwnerId: target.customerId }).where(eq(familyGroups.id, group.id))
    await auditFamily(
      tx,
      'family-transfer-offered',
      ownerDid(
        group,
        ownerMember,
        target,
        [`Offered the ownership of the group ${group.name}`, 'transferOfferedMember'],
        [`Offered the ownership of the group ${group.name} to ${target.name}`, 'transferOfferedOwner'],
      ),
      ip,
    )
  })
}

/**
 * The member offered the ownership accepts: they become the owner and payer, the old owner a manager. One
 * conditional update on the group (its owner and offer as read), so a cancelled or repeated acceptance changes nothing.
 */
export async function acceptOwnership(services: Services, caller: Customer, ip: string | null) {
  const { db } = services
  const { group, member } = await myGroup(db, caller.id)
  if (group.pendingOwnerId !== caller.id) throw conflict(FAMILY_MESSAGES.noTransfer)
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(familyGroups)
      .set({ ownerId: caller.id, pendingOwnerId: null })
      .where(and(eq(familyGroups.id, group.id), eq(familyGroups.ownerId, group.ownerId), eq(familyGroups.pendingOwnerId, caller.id)))
      .returning()
    if (!moved) throw conflict(FAMILY_MESSAGES.noTransfer)
    await tx.update(familyMembers).set({ role: 'manager' }).where(eq(familyMembers.customerId, group.ownerId))
    await tx.update(familyMembers).set({ role: 'owner' }).where(eq(familyMembers.customerId, caller.id))
    await auditFamily(
      tx,
      'family-transfer',
      [
        touch(caller.id, `Became the owner of the group ${group.name}`, 'transferNewOwner', { group: group.name }, 'self'),
        touch(group.ownerId, `${member.name} became the owner of the group ${group.name}`, 'transferOldOwner', {
          name: member.name,
          group: group.name,
        }),
      ],
      ip,
    )
  })
}

/** The owner withdraws an offer of ownership not accepted yet. */
export async function cancelOwnership(services: Services, owner: Customer) {
  const { db } = services
  const { group } = await ownedGroup(db, owner.id)
  if (!group.pendingOwnerId) throw conflict(FAMILY_MESSAGES.noTransfer)
  await db.update(familyGroups).set({ pendingOwnerId: null }).where(eq(familyGroups.id, group.id))
}
