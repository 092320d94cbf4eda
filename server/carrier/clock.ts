import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { carrierClock, lines } from '../db/schema'
import { advanceLine, carrierIccidFor, newEsimActivationCode, newNumberFor } from './simulator'

/**
 * The carrier simulator's clock: real time plus an offset kept in the database (table carrier_clock, one row), so
 * that every server process agrees. `POST /dev/carrier/advance {minutes}` moves it forward outside production;
 * tests drive line statuses with it instead of waiting.
 */
export async function clockOffsetMs(db: Db): Promise<number> {
  const [row] = await db.select({ offsetMs: carrierClock.offsetMs }).from(carrierClock).where(eq(carrierClock.id, 1))
  return Number(row?.offsetMs ?? 0)
}

/** The simulator's "now". */
export async function carrierNow(db: Db): Promise<Date> {
  return new Date(Date.now() + (await clockOffsetMs(db)))
}

/** Moves the simulator clock forward (one atomic upsert); answers the new offset. */
export async function advanceClock(db: Db, minutes: number): Promise<number> {
  const deltaMs = Math.round(minutes * 60_000)
  const [row] = await db
    .insert(carrierClock)
    .values({ id: 1, offsetMs: deltaMs })
    .onConflictDoUpdate({ target: carrierClock.id, set: { offsetMs: sql`${carrierClock.offsetMs} + ${deltaMs}` } })
    .returning({ offsetMs: carrierClock.offsetMs })
  return Number(row.offsetMs)
}

/**
 * Applies the status changes due on a customer's lines by the simulator clock (advance on read). Only lines the
 * simulator manages (statusChangedAt set, status pending or inprogress) move. Each update is conditional on the
 * status it read, so two readers at once apply a change once.
 */
export async function advanceCustomerLines(db: Db, customerId: string): Promise<void> {
  const moving = await db
    .select()
    .from(lines)
    .where(and(eq(lines.customerId, customerId), inArray(lines.simStatus, ['pending', 'inprogress']), isNotNull(lines.statusChangedAt)))
  if (moving.length === 0) return
  const now = await carrierNow(db)
  for (const line of moving) {
    const steps = advanceLine(
      {
        simType: line.simType,
        simStatus: line.simStatus,
        statusChangedAt: line.statusChangedAt!,
        imei: line.imei,
        // A SIM kit on its way has no ICCID yet; a SIM the customer holds was given at checkout.
        shipped: line.simType === 'physical' && !line.iccid,
      },
      now,
    )
    const last = steps.at(-1)
    if (!last) continue
    const becameActive = last.simStatus === 'active'
    await db
      .update(lines)
      .set({
        simStatus: last.simStatus,
        statusChangedAt: last.statusChangedAt,
        ...(becameActive ? { activatedAt: last.statusChangedAt } : {}),
        // The shipped kit's SIM is known once it leaves the warehouse.
        ...(!line.iccid ? { iccid: carrierIccidFor(line.id) } : {}),
        // A new number is given when the line activates; a port-in line gets its number when the transfer completes.
        ...(becameActive && !line.mdn && !line.portInState ? { mdn: newNumberFor(line.zipCode, line.id) } : {}),
        ...(becameActive && line.simType === 'esim' && !line.esimActivationCode ? { esimActivationCode: newEsimActivationCode() } : {}),
      })
      .where(and(eq(lines.id, line.id), eq(lines.simStatus, line.simStatus), eq(lines.statusChangedAt, line.statusChangedAt!)))
  }
}
