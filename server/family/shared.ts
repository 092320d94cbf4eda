import { and, eq } from 'drizzle-orm'
import { FAMILY_MESSAGES, mayDo } from '@contract/family'
import type { Context } from 'hono'
import type { AppEnv, Services } from '../context'
import type { Db } from '../db/client'
import { familyMembers } from '../db/schema'
import { conflict, forbidden, notFound } from '../lib/errors'
import { groupOf } from '../lib/line-access'
import { requireRecentProof } from '../security/sign-ins'

/** The caller's group and membership, or 409 for a customer outside any group. */
export async function myGroup(db: Pick<Db, 'select'>, customerId: string) {
  const mine = await groupOf(db, customerId)
  if (!mine) throw conflict(FAMILY_MESSAGES.notInGroup)
  return mine
}

/** The caller's group when they own it (FAMILY_RULES 'group.manage'); a manager or member is 403. */
export async function ownedGroup(db: Pick<Db, 'select'>, customerId: string) {
  const mine = await myGroup(db, customerId)
  if (mayDo(mine.member.role, 'group.manage', false) !== 'yes') throw forbidden(FAMILY_MESSAGES.notOwner)
  return mine
}

/** A member of `groupId`; someone of another group, or nobody, is 404. */
export async function memberOf(db: Pick<Db, 'select'>, groupId: string, memberId: string) {
  const [member] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.customerId, memberId), eq(familyMembers.groupId, groupId)))
  if (!member) throw notFound(FAMILY_MESSAGES.memberNotFound)
  return member
}

/** A customer's name as the group first knows them (the owner's, and a joining member's without an invitation name). */
export const fullName = (customer: { firstName: string; lastName: string }) => `${customer.firstName} ${customer.lastName}`.trim()

export const HOUR_MS = 60 * 60_000

/**
 * The step-up of the owner's sensitive changes (an invitation, a transfer of ownership, making a manager, removing a
 * member): 403 step_up_required unless the owner's session proved itself recently (server/security/sign-ins.ts). A
 * caller who is not the owner is not asked: the change itself refuses them with its own reason
 * (tests/server/family-security.test.ts).
 */
export async function ownersProof(services: Services, c: Context<AppEnv>, what: string) {
  const mine = await groupOf(services.db, c.get('customer').id)
  if (mine && mayDo(mine.member.role, 'group.manage', false) === 'yes') await requireRecentProof(services, c, what)
}
