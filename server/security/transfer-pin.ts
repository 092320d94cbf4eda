import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { SECURITY_MESSAGES, TRANSFER_PIN_DAYS } from '@contract/security'
import { carrierNow } from '../carrier/clock'
import type { Services } from '../context'
import { lines, transferPins } from '../db/schema'
import { hashCode, randomCode, safeEqual } from '../lib/crypto'
import { HttpError, conflict } from '../lib/errors'
import { enforce } from '../lib/rate-limit'
import { lastFour, portedOutEmail, transferAttemptEmail, transferPinEmail } from './emails'
import { accountNumberOf, tellLineOwner } from './number-lock'

/** Wrong PINs before a transfer PIN stops working. */
export const TRANSFER_PIN_TRIES = 5
/** Port-out requests per asking address and per number. */
const PORT_OUT_PER_IP = { max: 30, windowSeconds: 15 * 60 }
const PORT_OUT_PER_NUMBER = { max: 10, windowSeconds: 60 * 60 }

const pinHash = (services: Services, lineId: string, pin: string) => hashCode(services.codeSecret, 'transfer-pin', lineId, pin)

type Line = typeof lines.$inferSelect

/**
 * A new transfer PIN for the line: 6 digits, valid TRANSFER_PIN_DAYS on the carrier's clock; the line's older PIN
 * retires and its port-out lock goes off, in one transaction. The customer is emailed.
 */
export async function issueTransferPin(services: Services, line: Line & { mdn: string }, ip: string) {
  const pin = randomCode(6)
  const now = await carrierNow(services.db)
  const expiresAt = new Date(now.getTime() + TRANSFER_PIN_DAYS * 24 * 60 * 60_000)
  await services.db.transaction(async (tx) => {
    await tx
      .update(transferPins)
      .set({ retiredAt: sql`now()` })
      .where(and(eq(transferPins.lineId, line.id), isNull(transferPins.retiredAt), isNull(transferPins.usedAt)))
    await tx
      .insert(transferPins)
      .values({ lineId: line.id, customerId: line.customerId, pinHash: pinHash(services, line.id, pin), expiresAt })
    await tx.update(lines).set({ portOutLocked: false }).where(eq(lines.id, line.id))
  })
  await tellLineOwner(
    services,
    line,
    { kind: 'transfer-pin-issued', ip, detail: `Transfer PIN made for ${lastFour(line.mdn)}; port-out lock turned off` },
    (mail) => transferPinEmail({ ...mail, expiresAt }),
  )
  return {
    lineId: line.id,
    mdn: line.mdn,
    accountNumber: accountNumberOf(services.config.jwtSecret, line.customerId),
    pin,
    expiresAt: expiresAt.toISOString(),
  }
}

/** A refused port-out: 403 for a wrong pair (the same answer for an unknown number), 409 for a locked line. */
const refused = (status: 403 | 409, message: string, code: string) => new HttpError(status, message, undefined, undefined, code)

/**
 * Another carrier asks for a number (POST /dev/carrier/port-out): it succeeds only with the line's account number
 * and live transfer PIN on a line whose port-out lock is off; the line's service then ends and the customer is
 * mailed. Every refusal against a line of ours is recorded for its Security page and emailed to the customer; an
 * unknown number gets the answer of a wrong pair. Wrong PINs count toward TRANSFER_PIN_TRIES.
 */
export async function portOut(services: Services, request: { mdn: string; accountNumber: string; pin: string }, ip: string) {
  const { db } = services
  await enforce(db, `port-out:ip:${ip}`, PORT_OUT_PER_IP)
  await enforce(db, `port-out:number:${request.mdn}`, PORT_OUT_PER_NUMBER)
  const [line] = await db
    .select()
    .from(lines)
    .where(and(eq(lines.mdn, request.mdn), isNull(lines.portedOutAt), ne(lines.simStatus, 'cancelled')))
    .limit(1)
  // Compared even for an unknown number, so both take the same path.
  const accountMatches = safeEqual(
    request.accountNumber,
    accountNumberOf(services.config.jwtSecret, line?.customerId ?? '00000000-0000-0000-0000-000000000000'),
  )
  if (!line) throw refused(403, SECURITY_MESSAGES.transferRefused, 'transfer_refused')
  const number = lastFour(line.mdn)
  const refuse = async (error: HttpError, reason: string) => {
    await tellLineOwner(services, line, { kind: 'port-out-refused', ip, detail: `Port-out of ${number} refused: ${reason}` }, (mail) =>
      transferAttemptEmail({ ...mail, reason }),
    )
    return error
  }
  if (line.portOutLocked) {
    // The lock is only named to a carrier that knows the account number.
    throw await refuse(
      accountMatches
        ? refused(409, SECURITY_MESSAGES.portOutLocked, 'port_out_locked')
        : refused(403, SECURITY_MESSAGES.transferRefused, 'transfer_refused'),
      'the port-out lock is on.',
    )
  }
  if (!accountMatches)
    throw await refuse(refused(403, SECURITY_MESSAGES.transferRefused, 'transfer_refused'), 'the account number was wrong.')
  const now = await carrierNow(db)
  const [pin] = await db
    .select()
    .from(transferPins)
    .where(and(eq(transferPins.lineId, line.id), isNull(transferPins.retiredAt), isNull(transferPins.usedAt)))
  if (!pin || pin.expiresAt <= now) {
    throw await refuse(
      refused(403, SECURITY_MESSAGES.transferPinExpired, 'transfer_pin_expired'),
      'the transfer PIN has expired or was replaced.',
    )
  }
  if (!safeEqual(pin.pinHash, pinHash(services, line.id, request.pin))) {
    // Counted in one statement; the PIN retires at the limit.
    const [counted] = await db
      .update(transferPins)
      .set({
        wrongTries: sql`${transferPins.wrongTries} + 1`,
        retiredAt: sql`case when ${transferPins.wrongTries} + 1 >= ${TRANSFER_PIN_TRIES} then now() else null end`,
      })
      .where(and(eq(transferPins.id, pin.id), isNull(transferPins.retiredAt)))
      .returning({ wrongTries: transferPins.wrongTries })
    const locked = !counted || counted.wrongTries >= TRANSFER_PIN_TRIES
    throw await refuse(
      locked
        ? refused(409, SECURITY_MESSAGES.transferPinLocked, 'transfer_pin_locked')
        : refused(403, SECURITY_MESSAGES.transferRefused, 'transfer_refused'),
      locked ? 'too many wrong transfer PINs; that PIN no longer works.' : 'the transfer PIN was wrong.',
    )
  }
  const done = await db.transaction(async (tx) => {
    // Claim the PIN first: of two concurrent uses only one gets the row back.
    const claimed = await tx
      .update(transferPins)
      .set({ usedAt: sql`now()` })
      .where(and(eq(transferPins.id, pin.id), isNull(transferPins.usedAt), isNull(transferPins.retiredAt)))
      .returning({ id: transferPins.id })
    if (!claimed.length) return null
    const [ended] = await tx
      .update(lines)
      .set({ simStatus: 'cancelled', portedOutAt: now, statusChangedAt: null })
      .where(eq(lines.id, line.id))
      .returning({ portedOutAt: lines.portedOutAt })
    return ended
  })
  if (!done) throw conflict(SECURITY_MESSAGES.transferPinExpired)
  services.customerChanged(line.customerId)
  await tellLineOwner(services, line, { kind: 'ported-out', ip, detail: `${number} moved to another carrier` }, portedOutEmail)
  return { mdn: request.mdn, status: 'ported' as const, portedOutAt: now.toISOString() }
}
