import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import {
  FAMILY_MESSAGES,
  GROUP_MAX_LINES,
  INVITE_VALID_HOURS,
  type AcceptInvitePayload,
  type InvitePayload,
  type InvitePreview,
} from '@contract/family'
import type { Language } from '@contract/languages'
import { carrierNow } from '../carrier/clock'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { isUniqueViolation, unlessTaken } from '../db/client'
import { customers, familyGroups, familyInvites, familyMembers, lines, plans } from '../db/schema'
import type { Customer } from '../db/types'
import { randomLinkToken, sha256Hex } from '../lib/crypto'
import { keyedEmail } from '../lib/emails'
import { conflict, fieldError, forbidden, HttpError, notFound } from '../lib/errors'
import { groupOf } from '../lib/line-access'
import { savedLanguage } from '../lib/language'
import { writeMail } from '../lib/mailer'
import { expireStale, freshOfGroup, isoDay, linesCounted } from './answer'
import { auditFamily, touch } from './audit'
import { buyInvitedLine, chargeJoin, handOverInvitedLine, joinQuote, type Tx } from './billing'
import { HOUR_MS, ownedGroup } from './shared'

type InviteRow = typeof familyInvites.$inferSelect
type Group = typeof familyGroups.$inferSelect

/**
 * Writes the invitation email with its link (`/account/family/join?token=…`, on PUBLIC_URL as every email's link):
 * in the invitee's saved language when they have an account, else in `fallback` (the owner's request's).
 */
async function writeInvitation(
  exec: Pick<Db, 'insert' | 'select'>,
  services: Services,
  invite: InviteRow,
  token: string,
  fallback: Language,
) {
  const owner = await ownerName(exec, invite.groupId)
  const [invitee] = await exec.select({ language: customers.language }).from(customers).where(eq(customers.email, invite.email))
  const language = invitee ? savedLanguage(invitee) : fallback
  const link = `${services.config.publicUrl}/account/family/join?token=${token}`
  const mail = keyedEmail({ language, firstName: invite.name }, 'email.family.invitation', {
    values: { owner, link, hours: INVITE_VALID_HOURS },
    close: 'ignore',
  })
  await writeMail(exec, { to: invite.email, ...mail })
}

async function ownerName(exec: Pick<Db, 'select'>, groupId: string) {
  const [owner] = await exec
    .select({ name: familyMembers.name })
    .from(familyMembers)
    .where(and(eq(familyMembers.groupId, groupId), eq(familyMembers.role, 'owner')))
  return owner?.name ?? ''
}

/**
 * The owner invites someone by email: not themselves, not someone already in a group, not an address with a pending
 * invitation (of any group: the partial unique index decides a race), not past GROUP_MAX_LINES counting pending
 * invitations. A new line is bought at once on the owner's card (buyInvitedLine); a refusal there leaves nothing.
 */
export async function invite(
  services: Services,
  owner: Customer,
  payload: InvitePayload & { email: string },
  ip: string | null,
  language: Language,
) {
  const { db } = services
  const { group } = await ownedGroup(db, owner.id)
  const email = payload.email.trim().toLowerCase()
  if (email === owner.email.toLowerCase()) throw fieldError('email', FAMILY_MESSAGES.selfInvite)
  const [invitee] = await db.select().from(customers).where(eq(customers.email, email))
  if (invitee && (await groupOf(db, invitee.id)))
    throw new HttpError(409, FAMILY_MESSAGES.inviteeInGroup, [{ field: 'email', message: FAMILY_MESSAGES.inviteeInGroup }])
  await expireStale(db, group.id)
  if ((await linesCounted(db, group.id)) >= GROUP_MAX_LINES) throw conflict(FAMILY_MESSAGES.groupFull)
  if (payload.kind === 'newLine') {
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, payload.planId))
    if (!plan) throw fieldError('planId', FAMILY_MESSAGES.planId)
  }
  const token = randomLinkToken()
  const now = await carrierNow(db)
  const [row] = await unlessTaken(
    () =>
      db
        .insert(familyInvites)
        .values({
          groupId: group.id,
          email,
          name: payload.name,
          kind: payload.kind,
          role: payload.role,
          planId: payload.kind === 'newLine' ? payload.planId : null,
          tokenHash: sha256Hex(token),
          expiresAt: new Date(now.getTime() + INVITE_VALID_HOURS * HOUR_MS),
        })
        .returning(),
    () => new HttpError(409, FAMILY_MESSAGES.pendingInvite, [{ field: 'email', message: FAMILY_MESSAGES.pendingInvite }]),
  )
  if (payload.kind === 'newLine') {
    try {
      const bought = await buyInvitedLine(services, { groupId: group.id, inviteId: row.id, planId: payload.planId })
      await db.update(familyInvites).set({ lineId: bought.lineId, transactionId: bought.transactionId }).where(eq(familyInvites.id, row.id))
    } catch (error) {
      // Declined or unavailable: the invitation goes, so nothing is left half made.
      await db.delete(familyInvites).where(eq(familyInvites.id, row.id))
      throw error
    }
  }
  await db.transaction(async (tx) => {
    await writeInvitation(tx, services, row, token, language)
    await auditFamily(
      tx,
      'family-invited',
      [
        touch(owner.id, `Invited ${email} to the group ${group.name}`, 'invitedOwner', { email, group: group.name }, 'self'),
        ...(invitee ? [touch(invitee.id, `Invited to the group ${group.name}`)] : []),
      ],
      ip,
    )
  })
}

/** An invitation of the owner's group (stale ones expired first); another group's, or none, is 404. */
async function ownersInvite(db: Db, ownerId: string, inviteId: string) {
  const { group } = await ownedGroup(db, ownerId)
  return { group, row: await freshOfGroup(db, familyInvites, inviteId, group.id, FAMILY_MESSAGES.inviteNotFound) }
}

/** A pending (or expired) invitation of the owner's group again: a new token and a new expiry; the old link stops working. */
export async function resendInvite(services: Services, owner: Customer, inviteId: string, ip: string | null, language: Language) {
  const { db } = services
  const { group, row } = await ownersInvite(db, owner.id, inviteId)
  if (row.status !== 'pending' && row.status !== 'expired') throw conflict(FAMILY_MESSAGES.inviteNotPending)
  const token = randomLinkToken()
  const now = await carrierNow(db)
  await db.transaction(async (tx) => {
    let updated: InviteRow | undefined
    try {
      ;[updated] = await tx
        .update(familyInvites)
        .set({ tokenHash: sha256Hex(token), status: 'pending', expiresAt: new Date(now.getTime() + INVITE_VALID_HOURS * HOUR_MS) })
        .where(and(eq(familyInvites.id, row.id), eq(familyInvites.status, row.status)))
        .returning()
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(FAMILY_MESSAGES.pendingInvite)
      throw error
    }
    if (!updated) throw conflict(FAMILY_MESSAGES.inviteNotPending)
    await writeInvitation(tx, services, updated, token, language)
    await auditFamily(tx, 'family-invited', [touch(owner.id, `Invited ${row.email} to the group ${group.name} again`)], ip)
  })
}

/** The owner withdraws a pending invitation: its link stops working at once. */
export async function revokeInvite(services: Services, owner: Customer, inviteId: string) {
  const { db } = services
  const { row } = await ownersInvite(db, owner.id, inviteId)
  const [revoked] = await db
    .update(familyInvites)
    .set({ status: 'revoked' })
    .where(and(eq(familyInvites.id, row.id), eq(familyInvites.status, 'pending')))
    .returning()
  if (!revoked) throw conflict(FAMILY_MESSAGES.inviteNotPending)
}

/**
 * The invitation a link's token names, for the signed-in `customer`: an unknown token is 404, an expired, used or
 * revoked one 409 with its reason, one sent to another address 403 (nothing about it is shown), and a caller
 * already in a group 409.
 */
async function invitationFor(db: Db, customer: Customer, token: string) {
  const [row] = await db
    .select()
    .from(familyInvites)
    .where(eq(familyInvites.tokenHash, sha256Hex(token)))
  if (!row) throw notFound(FAMILY_MESSAGES.token)
  if (row.email !== customer.email.toLowerCase()) throw forbidden(FAMILY_MESSAGES.inviteOtherAddress)
  const now = await carrierNow(db)
  if (row.status === 'accepted') throw conflict(FAMILY_MESSAGES.inviteUsed)
  if (row.status === 'revoked') throw conflict(FAMILY_MESSAGES.inviteRevoked)
  if (row.status === 'expired' || row.expiresAt <= now) throw conflict(FAMILY_MESSAGES.inviteExpired)
  const mine = await groupOf(db, customer.id)
  if (mine) throw conflict(FAMILY_MESSAGES.alreadyInGroup)
  return row
}

/** The invitee's lines that may come into a group: active, not ported out. */
async function movableLines(db: Db, customerId: string) {
  return db
    .select({ line: lines, planName: plans.retailName })
    .from(lines)
    .innerJoin(plans, eq(plans.id, lines.planId))
    .where(
      and(eq(lines.customerId, customerId), eq(lines.simStatus, 'active'), isNull(lines.portedOutAt), ne(lines.simStatus, 'cancelled')),
    )
}

async function groupRow(db: Db, groupId: string): Promise<Group> {
  const [group] = await db.select().from(familyGroups).where(eq(familyGroups.id, groupId))
  if (!group) throw notFound(FAMILY_MESSAGES.token)
  return group
}

/** What accepting means, before the invitee accepts: the group, its owner, and the prorated first period. */
export async function previewInvite(services: Services, customer: Customer, token: string): Promise<InvitePreview> {
  const { db } = services
  const row = await invitationFor(db, customer, token)
  const group = await groupRow(db, row.groupId)
  const base = {
    groupName: group.name,
    ownerName: await ownerName(db, group.id),
    kind: row.kind,
    role: row.role,
    renewsOn: isoDay(group.renewsAt),
  }
  if (row.kind === 'newLine') {
    const quote = await joinQuote(services, { groupId: group.id, lineId: row.lineId ?? undefined, planId: row.planId ?? undefined })
    return { ...base, lines: [], proratedTotal: quote.total, proratedDays: quote.days }
  }
  const movable = await movableLines(db, customer.id)
  // Every live line of the invitee joins (each is the group's once they are a member): each is prorated, and the
  // one join charge is their sum.
  const quoted = []
  for (const { line, planName } of movable) {
    const quote = await joinQuote(services, { groupId: group.id, lineId: line.id })
    quoted.push({ lineId: line.id, mdn: line.mdn, planName, proratedTotal: quote.total, days: quote.days })
  }
  return {
    ...base,
    lines: quoted.map(({ days, ...line }) => (void days, line)),
    proratedTotal: Math.round(quoted.reduce((sum, line) => sum + line.proratedTotal * 100, 0)) / 100,
    proratedDays: Math.max(0, ...quoted.map((line) => line.days)),
  }
}

/**
 * Accepts an invitation: the invitee joins with the line (a moved line is charged its prorated first period on the
 * owner's card by chargeJoin, in one transaction with the membership). Of two acceptances at once exactly one wins:
 * the invitation moves from pending to accepted by a conditional update inside that transaction, and the other finds
 * it taken (409) and rolls back whatever it wrote (tests/cluster/family-accept.test.ts, two processes).
 */
export async function acceptInvite(services: Services, customer: Customer, payload: AcceptInvitePayload, ip: string | null) {
  const { db } = services
  const row = await invitationFor(db, customer, payload.token)
  const group = await groupRow(db, row.groupId)
  let lineId = row.lineId
  let lineIds: string[] = []
  if (row.kind === 'moveLine') {
    if (!payload.lineId) throw fieldError('lineId', FAMILY_MESSAGES.lineId)
    const movable = await movableLines(db, customer.id)
    if (movable.length === 0) throw conflict(FAMILY_MESSAGES.noLineToMove)
    if (!movable.some(({ line }) => line.id === payload.lineId)) throw notFound('No such line')
    lineId = payload.lineId
    // Every live line of a member is the group's: all of them join, each prorated in the one join charge.
    lineIds = movable.map(({ line }) => line.id)
  }
  if (!lineId) throw conflict(FAMILY_MESSAGES.inviteNotPending)
  // Every live line of a member is the group's: the invitee's other lines must fit too (this invitation is counted).
  const theirs = row.kind === 'moveLine' ? lineIds.length : 1
  if ((await linesCounted(db, group.id)) - 1 + theirs > GROUP_MAX_LINES) throw conflict(FAMILY_MESSAGES.groupFull)
  const now = await carrierNow(db)
  const join = async (tx: Tx) => {
    const [won] = await tx
      .update(familyInvites)
      .set({ status: 'accepted', acceptedBy: customer.id, acceptedAt: now, lineId })
      .where(and(eq(familyInvites.id, row.id), eq(familyInvites.status, 'pending'), gt(familyInvites.expiresAt, now)))
      .returning()
    if (!won) throw conflict(FAMILY_MESSAGES.inviteUsed)
    try {
      await tx.insert(familyMembers).values({ customerId: customer.id, groupId: group.id, role: row.role, name: row.name, joinedAt: now })
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(FAMILY_MESSAGES.alreadyInGroup)
      throw error
    }
    // A new line was bought under the owner for this invitation: it is the invitee's from now on.
    if (row.kind === 'newLine') await handOverInvitedLine(tx, { lineId, customerId: customer.id })
    await auditFamily(
      tx,
      'family-joined',
      [
        touch(
          customer.id,
          `Joined the group ${group.name}`,
          'joinedMember',
          { group: group.name, owner: await ownerName(tx, group.id) },
          'self',
        ),
        touch(group.ownerId, `${row.name} joined the group ${group.name}`, 'joinedOwner', { name: row.name, group: group.name }, 'invited'),
      ],
      ip,
    )
  }
  if (row.kind === 'moveLine') {
    const charged = await chargeJoin(services, { groupId: group.id, inviteId: row.id, lineId, lineIds }, join)
    if (charged.transactionId)
      await db.update(familyInvites).set({ transactionId: charged.transactionId }).where(eq(familyInvites.id, row.id))
  } else {
    // Bought and paid when invited: joining charges nothing more.
    await db.transaction(join)
  }
}
