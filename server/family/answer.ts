import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm'
import type { FamilyAnswer, FamilyRequest } from '@contract/family'
import { carrierNow } from '../carrier/clock'
import type { Db } from '../db/client'
import { addOnCatalogue, customers, familyInvites, familyMembers, familyRequests, lines, plans } from '../db/schema'
import { notFound } from '../lib/errors'
import { groupOf } from '../lib/line-access'
import { nextGroupDate } from './billing'

/** A day as the group's renewal shows it: YYYY-MM-DD (UTC). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Invitations and requests past their time are marked expired when read (INVITE_VALID_HOURS, REQUEST_VALID_HOURS on
 * the simulator's clock), each by a conditional update, so an answer never shows a pending one that can no longer be
 * accepted or approved.
 */
export async function expireStale(db: Db, groupId: string) {
  const now = await carrierNow(db)
  await db
    .update(familyInvites)
    .set({ status: 'expired' })
    .where(and(eq(familyInvites.groupId, groupId), eq(familyInvites.status, 'pending'), lt(familyInvites.expiresAt, now)))
  await db
    .update(familyRequests)
    .set({ status: 'expired' })
    .where(and(eq(familyRequests.groupId, groupId), eq(familyRequests.status, 'pending'), lt(familyRequests.expiresAt, now)))
}

/**
 * An invitation or a request of the group as it is now (stale ones expired first, expireStale); one of another
 * group, or none, is 404 `missing` (the same answer: an id tells nothing).
 */
export async function freshOfGroup<T extends typeof familyInvites | typeof familyRequests>(
  db: Db,
  table: T,
  id: string,
  groupId: string,
  missing: string,
): Promise<T['$inferSelect']> {
  await expireStale(db, groupId)
  // Drizzle does not type a select from either of two tables: the row is one of `table`'s.
  const [row] = await db
    .select()
    .from(table as typeof familyInvites)
    .where(and(eq(table.id, id), eq(table.groupId, groupId)))
  if (!row) throw notFound(missing)
  return row as T['$inferSelect']
}

/**
 * The caller's group as their role may see it (contract/family.ts familyAnswerSchema): every member's name and role;
 * the lines of all (owner, managers) or only their own (members); the email addresses to the owner and managers; the
 * invitations to the owner alone; every request to the owner and managers, a member's own to them. Sign-ins,
 * passkeys, two-step, transfer PINs and account numbers are never part of it (tests/server/family-privacy.test.ts).
 */
export async function familyAnswer(db: Db, customerId: string): Promise<FamilyAnswer> {
  const mine = await groupOf(db, customerId)
  if (!mine) return { group: null }
  const { group, member: me } = mine
  await expireStale(db, group.id)
  const seesAll = me.role !== 'member'
  const people = await db
    .select({ member: familyMembers, email: customers.email })
    .from(familyMembers)
    .innerJoin(customers, eq(customers.id, familyMembers.customerId))
    .where(eq(familyMembers.groupId, group.id))
    .orderBy(familyMembers.joinedAt)
  const ids = people.map((person) => person.member.customerId)
  const groupLines = await db
    .select({ line: lines, planName: plans.retailName })
    .from(lines)
    .innerJoin(plans, eq(plans.id, lines.planId))
    .where(and(inArray(lines.customerId, ids), ne(lines.simStatus, 'cancelled')))
    .orderBy(lines.createdAt)
  const live = groupLines.filter(({ line }) => !line.portedOutAt)
  const invites =
    me.role === 'owner'
      ? await db.select().from(familyInvites).where(eq(familyInvites.groupId, group.id)).orderBy(desc(familyInvites.createdAt)).limit(30)
      : []
  const requests = await requestsOf(db, group.id, seesAll ? null : customerId)
  const pendingOwner = group.pendingOwnerId ? people.find((person) => person.member.customerId === group.pendingOwnerId) : undefined
  return {
    group: {
      groupId: group.id,
      name: group.name,
      role: me.role,
      youMemberId: me.customerId,
      renewsOn: isoDay(nextGroupDate(group.renewsAt, await carrierNow(db))),
      lineCount: await linesCounted(db, group.id),
      members: people.map(({ member, email }) => ({
        memberId: member.customerId,
        name: member.name,
        email: seesAll || member.customerId === customerId ? email : '',
        role: member.role,
        joinedAt: member.joinedAt.toISOString(),
        lines:
          seesAll || member.customerId === customerId
            ? live
                .filter(({ line }) => line.customerId === member.customerId)
                .map(({ line, planName }) => ({ lineId: line.id, mdn: line.mdn, planName, nickname: line.nickname }))
            : [],
      })),
      invites: invites.map((invite) => ({
        inviteId: invite.id,
        email: invite.email,
        name: invite.name,
        kind: invite.kind,
        role: invite.role,
        status: invite.status,
        expiresAt: invite.expiresAt.toISOString(),
        createdAt: invite.createdAt.toISOString(),
      })),
      requests,
      pendingTransfer: pendingOwner ? { toMemberId: pendingOwner.member.customerId, toName: pendingOwner.member.name } : null,
    },
  }
}

/** The lines a group counts against GROUP_MAX_LINES: its members' live lines and its pending invitations. */
export async function linesCounted(db: Pick<Db, 'select'>, groupId: string) {
  const members = await db.select({ id: familyMembers.customerId }).from(familyMembers).where(eq(familyMembers.groupId, groupId))
  const owned = members.length
    ? await db
        .select({ id: lines.id, portedOutAt: lines.portedOutAt })
        .from(lines)
        .where(
          and(
            inArray(
              lines.customerId,
              members.map((member) => member.id),
            ),
            ne(lines.simStatus, 'cancelled'),
          ),
        )
    : []
  const pending = await db
    .select({ id: familyInvites.id, lineId: familyInvites.lineId })
    .from(familyInvites)
    .where(and(eq(familyInvites.groupId, groupId), eq(familyInvites.status, 'pending')))
  const live = owned.filter((line) => !line.portedOutAt).map((line) => line.id)
  // A new line bought for a pending invitation is the owner's until accepted: counted once, as the invitation.
  return live.filter((id) => !pending.some((invite) => invite.lineId === id)).length + pending.length
}

/** A group's requests, newest first (one requester's alone when `requesterId`), with who answered them. */
async function requestsOf(db: Db, groupId: string, requesterId: string | null): Promise<FamilyRequest[]> {
  const rows = await db
    .select({ request: familyRequests, planName: plans.retailName, addOnName: addOnCatalogue.name })
    .from(familyRequests)
    .leftJoin(plans, eq(plans.id, familyRequests.planId))
    .leftJoin(addOnCatalogue, eq(addOnCatalogue.id, familyRequests.addOnId))
    .where(and(eq(familyRequests.groupId, groupId), requesterId ? eq(familyRequests.requesterId, requesterId) : undefined))
    .orderBy(desc(familyRequests.createdAt))
    .limit(50)
  const names = new Map(
    (
      await db
        .select({ id: familyMembers.customerId, name: familyMembers.name })
        .from(familyMembers)
        .where(eq(familyMembers.groupId, groupId))
    ).map((row) => [row.id, row.name]),
  )
  return rows.map(({ request, planName, addOnName }) => ({
    requestId: request.id,
    kind: request.kind,
    lineId: request.lineId,
    requesterName: names.get(request.requesterId) ?? '',
    item: (request.kind === 'addOn' ? addOnName : planName) ?? '',
    total: Number(request.total),
    status: request.status,
    expiresAt: request.expiresAt.toISOString(),
    createdAt: request.createdAt.toISOString(),
    decidedByName: request.decidedBy ? (names.get(request.decidedBy) ?? null) : null,
    decidedAt: request.decidedAt?.toISOString() ?? null,
  }))
}
