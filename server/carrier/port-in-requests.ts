import { and, eq } from 'drizzle-orm'
import { MESSAGES } from '@contract/rules'
import type { Db } from '../db/client'
import { lines } from '../db/schema'
import { fieldError, notFound } from '../lib/errors'
import { enforce } from '../lib/rate-limit'
import { carrierNow } from './clock'
import { normaliseMsisdn } from './simulator'

/** What the port-in calls answer (server/routes/port-in.ts). */
export const PORT_IN_MESSAGES = {
  started: 'Your port-in request has been sent to your old carrier.',
  updated: 'Your port-in details have been updated.',
  detailsSaved: 'Your old carrier details are saved. Next, we check that your number can move.',
  resubmitted: 'Your port-in has been re-submitted.',
  noLine: 'No such line',
  noPortIn: 'This line is not waiting for a number to move in.',
  underWay: 'A port-in is already under way for this line.',
  failedUseResubmit: 'This port-in failed: re-submit it with corrected details.',
  completed: 'This number has already moved to Ring Mobile.',
  notFailed: 'This port-in is not waiting for a re-submit.',
  otherNumber: 'This is not the number moving to this line.',
} as const

/** Port-in calls write to the carrier: at most 30 per 15 minutes per customer. */
export const PORT_IN_WRITE_LIMIT = { max: 30, windowSeconds: 15 * 60 }

type LineRow = typeof lines.$inferSelect

/**
 * Sends the line's port-in to the old carrier now (state `submitted`, no failure kept) with `changes`, only if it is
 * still in state `from`: two requests at once submit once. Answers whether it was sent.
 */
export async function submitPortIn(
  db: Db,
  line: LineRow,
  from: LineRow['portInState'] & string,
  changes: Partial<typeof lines.$inferInsert>,
) {
  const now = await carrierNow(db)
  const [updated] = await db
    .update(lines)
    .set({ portInState: 'submitted', ...changes, portInSubmittedAt: now, portInFailureReason: null, portInFailureField: null })
    .where(and(eq(lines.id, line.id), eq(lines.customerId, line.customerId), eq(lines.portInState, from)))
    .returning({ id: lines.id })
  return Boolean(updated)
}

/**
 * The customer's line a port-in call is about: by tempSubscriptionId when given, else by the number moving in.
 * Another customer's line (or none) is a 404, so ids and numbers of others are never confirmed.
 */
export async function findLine(db: Db, customerId: string, by: { tempSubscriptionId?: string; msisdn?: string | null }): Promise<LineRow> {
  const where = by.tempSubscriptionId
    ? and(eq(lines.customerId, customerId), eq(lines.id, by.tempSubscriptionId))
    : by.msisdn
      ? and(eq(lines.customerId, customerId), eq(lines.portInMsisdn, by.msisdn))
      : undefined
  if (!where) throw notFound(PORT_IN_MESSAGES.noLine)
  const [line] = await db.select().from(lines).where(where).limit(1)
  if (!line) throw notFound(PORT_IN_MESSAGES.noLine)
  return line
}

export function msisdnOf(raw: string) {
  const msisdn = normaliseMsisdn(raw)
  if (!msisdn) throw fieldError('portIn', MESSAGES.yourNumber)
  return msisdn
}

/**
 * The start of temp/update and make/start: within the customer's port-in write limit, the number as the carrier
 * reads it, and the customer's line they are about (by tempSubscriptionId, else by that number).
 */
export async function lineToChange(db: Db, customerId: string, body: { tempSubscriptionId?: string; msisdn: string }) {
  await enforce(db, `portin-write:${customerId}`, PORT_IN_WRITE_LIMIT)
  const msisdn = msisdnOf(body.msisdn)
  const line = await findLine(db, customerId, { tempSubscriptionId: body.tempSubscriptionId, msisdn })
  return { line, msisdn }
}
