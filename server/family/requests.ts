import { and, eq, gt } from 'drizzle-orm'
import { FAMILY_MESSAGES, mayDo, REQUEST_VALID_HOURS, type RequestPayload } from '@contract/family'
import { carrierNow } from '../carrier/clock'
import { lineTaxRate, taxCents } from '../checkout/tax'
import type { Services } from '../context'
import { addOnCatalogue, familyMembers, familyRequests, lines, plans } from '../db/schema'
import type { Customer } from '../db/types'
import type { Language } from '@contract/languages'
import { translateMessage } from '../lib/i18n'
import { conflict, fieldError, forbidden, notFound } from '../lib/errors'
import { auditFamily, touch, type Touched } from './audit'
import { freshOfGroup } from './answer'
import { chargeRequest } from './billing'
import { HOUR_MS, myGroup } from './shared'

const cents = (dollars: number | string) => Math.round(Number(dollars) * 100)

/** What a request asks for, by its English name (the add-on's or the plan's). */
async function itemOf(db: Services['db'], request: typeof familyRequests.$inferSelect) {
  if (request.kind === 'addOn') {
    const [addOn] = await db
      .select({ name: addOnCatalogue.name })
      .from(addOnCatalogue)
      .where(eq(addOnCatalogue.id, request.addOnId ?? ''))
    return addOn?.name ?? ''
  }
  const [plan] = await db
    .select({ name: plans.retailName })
    .from(plans)
    .where(eq(plans.id, request.planId ?? ''))
  return plan?.name ?? ''
}

/**
 * A member asks for an add-on or a plan change on their own line (FAMILY_RULES: `ask`); it waits REQUEST_VALID_HOURS
 * for the owner or a manager. A line of another member is 403, a line outside the group 404; a role that may do it
 * itself (owner, manager) needs no request (409).
 */
export async function makeRequest(services: Services, caller: Customer, payload: RequestPayload) {
  const { db } = services
  const { group, member } = await myGroup(db, caller.id)
  const [line] = await db.select().from(lines).where(eq(lines.id, payload.lineId))
  if (!line) throw notFound('No such line')
  if (line.customerId !== caller.id) {
    const [theirs] = await db
      .select({ id: familyMembers.customerId })
      .from(familyMembers)
      .where(and(eq(familyMembers.customerId, line.customerId), eq(familyMembers.groupId, group.id)))
    if (!theirs) throw notFound('No such line')
    throw forbidden(FAMILY_MESSAGES.onlyOwnLine)
  }
  const action = payload.kind === 'addOn' ? 'line.addOns' : 'line.plan'
  if (mayDo(member.role, action, true) !== 'ask') throw conflict(FAMILY_MESSAGES.noNeedToAsk)
  const rate = lineTaxRate(line.zipCode)
  let total: number
  if (payload.kind === 'addOn') {
    const [addOn] = await db
      .select()
      .from(addOnCatalogue)
      .where(and(eq(addOnCatalogue.id, payload.addOnId), eq(addOnCatalogue.active, true)))
    if (!addOn) throw fieldError('addOnId', 'Choose an add-on')
    total = cents(addOn.price) + taxCents(cents(addOn.price), rate)
  } else {
    const [plan] = await db.select().from(plans).where(eq(plans.id, payload.planId))
    if (!plan) throw fieldError('planId', 'Choose a plan')
    if (plan.id === line.planId) throw fieldError('planId', 'This line is on this plan already')
    total = cents(plan.retailPrice) + taxCents(cents(plan.retailPrice), rate)
  }
  const now = await carrierNow(db)
  await db.insert(familyRequests).values({
    groupId: group.id,
    lineId: line.id,
    requesterId: caller.id,
    kind: payload.kind,
    addOnId: payload.kind === 'addOn' ? payload.addOnId : null,
    planId: payload.kind === 'planChange' ? payload.planId : null,
    total: (total / 100).toFixed(2),
    expiresAt: new Date(now.getTime() + REQUEST_VALID_HOURS * HOUR_MS),
  })
}

/**
 * The owner or a manager answers a request of their group (never their own): once, and before it expires. The
 * answer is claimed by a conditional update (pending → approved/declined), so two answers at once decide once; an
 * approval is then charged to the owner's card (chargeRequest, once per request) and, declined there, the request is
 * pending again with nothing charged. Answers the message to show.
 */
export async function decide(services: Services, caller: Customer, requestId: string, approve: boolean, ip: string | null) {
  const { db } = services
  const { group, member } = await myGroup(db, caller.id)
  const request = await freshOfGroup(db, familyRequests, requestId, group.id, FAMILY_MESSAGES.requestNotFound)
  if (mayDo(member.role, 'group.decide', false) !== 'yes') throw forbidden(FAMILY_MESSAGES.notDecider)
  if (request.requesterId === caller.id) throw forbidden(FAMILY_MESSAGES.ownRequest)
  if (request.status === 'expired') throw conflict(FAMILY_MESSAGES.requestExpired)
  if (request.status !== 'pending') throw conflict(FAMILY_MESSAGES.requestDecided)
  const now = await carrierNow(db)
  const [claimed] = await db
    .update(familyRequests)
    .set({ status: approve ? 'approved' : 'declined', decidedBy: caller.id, decidedAt: now })
    .where(and(eq(familyRequests.id, request.id), eq(familyRequests.status, 'pending'), gt(familyRequests.expiresAt, now)))
    .returning()
  if (!claimed) throw conflict(FAMILY_MESSAGES.requestDecided)
  let message: string | null = null
  if (approve) {
    try {
      const charged = await chargeRequest(services, { requestId: request.id })
      message = charged.message
      if (charged.transactionId)
        await db.update(familyRequests).set({ transactionId: charged.transactionId }).where(eq(familyRequests.id, request.id))
    } catch (error) {
      await db
        .update(familyRequests)
        .set({ status: 'pending', decidedBy: null, decidedAt: null })
        .where(and(eq(familyRequests.id, request.id), eq(familyRequests.status, 'approved')))
      throw error
    }
  }
  const [requester] = await db.select().from(familyMembers).where(eq(familyMembers.customerId, request.requesterId))
  const name = requester?.name ?? ''
  const decider = member.name
  const asked = await itemOf(db, request)
  // What was asked for, in the reader's language, and its price (the charge's email says the card).
  const about = (values: Record<string, string>) => (language: Language) => ({
    ...values,
    item: translateMessage(asked, language, { quiet: true }),
    amount: `$${Number(request.total).toFixed(2)}`,
  })
  // Each activity's sentence as the catalogue holds it; an approval's emails end with advice (the decider did it;
  // the owner's card was charged), a refusal's do not.
  const verb = approve ? 'approved' : 'declined'
  const said = approve
    ? {
        member: `${decider} approved your request`,
        decider: `You approved the request of ${name}`,
        owner: `${decider} approved the request of ${name}`,
      }
    : {
        member: `${decider} declined your request`,
        decider: `You declined the request of ${name}`,
        owner: `${decider} declined the request of ${name}`,
      }
  const people: Touched[] = [
    touch(request.requesterId, said.member, `${verb}Member`, about({ name: decider })),
    touch(caller.id, said.decider, `${verb}Decider`, about({ name }), approve ? 'self' : undefined),
  ]
  // A manager's answer is told to the owner too: the owner pays.
  if (group.ownerId !== caller.id && group.ownerId !== request.requesterId)
    people.push(touch(group.ownerId, said.owner, `${verb}Owner`, about({ name, decider }), approve ? 'manager' : undefined))
  await db.transaction(async (tx) => auditFamily(tx, `family-${verb}`, people, ip))
  return message
}
