import { and, eq, ne } from 'drizzle-orm'
import { FAMILY_MESSAGES, type FamilyRole } from '@contract/family'
import { carrierNow } from '../carrier/clock'
import type { Services } from '../context'
import { isUniqueViolation } from '../db/client'
import { familyGroups, familyMembers, familyRequests, lines } from '../db/schema'
import type { Customer } from '../db/types'
import { conflict, forbidden } from '../lib/errors'
import { groupOf } from '../lib/line-access'
import { auditFamily } from './audit'
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
  try {
    await db.transaction(async (tx) => {
      const [group] = await tx.insert(familyGroups).values({ name, ownerId: customer.id, renewsAt }).returning()
      await tx
        .insert(familyMembers)
        .values({ customerId: customer.id, groupId: group.id, role: 'owner', name: fullName(customer), joinedAt: now })
    })
  } catch (error) {
    // Two creations at once, or an invitation accepted meanwhile: one group per customer.
    if (isUniqueViolation(error)) throw conflict(FAMILY_MESSAGES.alreadyInGroup)
    throw error
  }
}

/** Closes a group with no members left; its pending invitations go with it. */
export async function closeGroup(services: Services, owner: Customer) {
  const { db } = services
  const { group } = await ownedGroup(db, owner.id)
  const others = await db
    .select({ id: familyMembers.customerId })
    .from(familyMembers)
    .where(and(eq(familyMembers.groupId, group.id), ne(familyMembers.customerId, owner.id)))
  if (others.length) throw conflict(FAMILY_MESSAGES.membersRemain)
  await db.delete(familyGroups).where(eq(familyGroups.id, group.id))
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
      [
        { customerId: target.customerId, detail, mail: `role.${role}.member`, values: { group: mine.group.name, owner: mine.member.name } },
        {
          customerId: caller.id,
          detail,
          mail: `role.${role}.owner`,
          values: { name: target.name, group: mine.group.name },
          ifNotYou: 'self',
        },
      ],
      ip,
    )
  })
}

/** A member's lines leave the group with them: their billing returns to them (lineLeaves), in grace. */
async function leaveWithLines(services: Services, groupId: string, memberId: string) {
  const { db } = services
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
}

/** The owner removes a member (not themselves): the member's line leaves with them. */
export async function removeMember(services: Services, owner: Customer, memberId: string, ip: string | null) {
  const { db } = services
  const { group, member: ownerMember } = await ownedGroup(db, owner.id)
  const target = await memberOf(db, group.id, memberId)
  if (target.customerId === owner.id) throw conflict(FAMILY_MESSAGES.ownerCannotLeave)
  const [gone] = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.customerId, target.customerId), eq(familyMembers.groupId, group.id)))
    .returning()
  if (!gone) return
  await leaveWithLines(services, group.id, target.customerId)
  await db.transaction(async (tx) =>
    auditFamily(
      tx,
      'family-removed',
      [
        {
          customerId: target.customerId,
          detail: `Removed from the group ${group.name}`,
          mail: 'removedMember',
          values: { group: group.name, owner: ownerMember.name },
        },
        {
          customerId: owner.id,
          detail: `Removed ${target.name} from the group ${group.name}`,
          mail: 'removedOwner',
          values: { name: target.name, group: group.name },
          ifNotYou: 'self',
        },
      ],
      ip,
    ),
  )
}

/** A manager or member leaves with their line; the owner cannot while members remain, and alone closes the group. */
export async function leave(services: Services, caller: Customer, ip: string | null) {
  const { db } = services
  const { group, member } = await myGroup(db, caller.id)
  if (member.role === 'owner') {
    const others = await db
      .select({ id: familyMembers.customerId })
      .from(familyMembers)
      .where(and(eq(familyMembers.groupId, group.id), ne(familyMembers.customerId, caller.id)))
    if (others.length) throw conflict(FAMILY_MESSAGES.ownerCannotLeave)
    await db.delete(familyGroups).where(eq(familyGroups.id, group.id))
    return
  }
  const [gone] = await db.delete(familyMembers).where(eq(familyMembers.customerId, caller.id)).returning()
  if (!gone) return
  await leaveWithLines(services, group.id, caller.id)
  await db.transaction(async (tx) =>
    auditFamily(
      tx,
      'family-left',
      [
        {
          customerId: caller.id,
          detail: `Left the group ${group.name}`,
          mail: 'leftMember',
          values: { group: group.name },
          ifNotYou: 'self',
        },
        {
          customerId: group.ownerId,
          detail: `${member.name} left the group ${group.name}`,
          mail: 'leftOwner',
          values: { name: member.name, group: group.name },
        },
      ],
      ip,
    ),
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
      [
        {
          customerId: target.customerId,
          detail: `Offered the ownership of the group ${group.name}`,
          mail: 'transferOfferedMember',
          values: { group: group.name, owner: ownerMember.name },
        },
        {
          customerId: owner.id,
          detail: `Offered the ownership of the group ${group.name} to ${target.name}`,
          mail: 'transferOfferedOwner',
          values: { name: target.name, group: group.name },
          ifNotYou: 'self',
        },
      ],
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
        {
          customerId: caller.id,
          detail: `Became the owner of the group ${group.name}`,
          mail: 'transferNewOwner',
          values: { group: group.name },
          ifNotYou: 'self',
        },
        {
          customerId: group.ownerId,
          detail: `${member.name} became the owner of the group ${group.name}`,
          mail: 'transferOldOwner',
          values: { name: member.name, group: group.name },
        },
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
