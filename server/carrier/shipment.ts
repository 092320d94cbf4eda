import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { SIM_ACTIVATION_TRIES, type KitStage, type SimKit } from '@contract/sim'
import type { Db } from '../db/client'
import { lines, lineSwitches, simKits } from '../db/schema'
import { writeSimChanged } from '../security/sim-change-emails'
import { carrierNow } from './clock'
import { carrierIccidFor, LINE_TIMINGS } from './simulator'

/**
 * The shipment of a physical SIM kit on the carrier simulator's clock, counted from the order:
 *
 * | after the order | step |
 * |---|---|
 * | 2 hours | packed |
 * | 6 hours | shipped (a tracking number is given) |
 * | 1 day (LINE_TIMINGS.shippingMs) | delivered: the customer may activate it with the ICCID printed on the card |
 *
 * The kit's SIM is `carrierIccidFor(lineId)`. Typing another valid ICCID counts a wrong try; after
 * SIM_ACTIVATION_TRIES wrong tries activation is locked. The right one moves the line to `inprogress` (the
 * simulator makes it `active` 2 minutes later).
 */
export const SHIPMENT_TIMINGS = { packedMs: 2 * 60 * 60_000, shippedMs: 6 * 60 * 60_000, deliveredMs: LINE_TIMINGS.shippingMs } as const

/** A tracking number of the simulated courier: `RM` + 9 digits + `US`, the same for a line every time. */
export function trackingNumberFor(lineId: string): string {
  const digits = createHash('sha256').update(`tracking:${lineId}`).digest().readUInt32BE(0) % 1_000_000_000
  return `RM${String(digits).padStart(9, '0')}US`
}

export type SimKitRow = typeof simKits.$inferSelect
type LineRow = typeof lines.$inferSelect

/** A physical line whose SIM is shipped by us (no SIM of the customer's own at checkout) and not yet activated. */
const awaitsKit = (line: LineRow) => line.simType === 'physical' && line.simStatus === 'pending' && !line.iccid

/** The kit's answer at `now`: each step's time once reached, the stage, the tracking number once shipped. */
export function kitAnswer(kit: SimKitRow, now: Date): SimKit {
  const ordered = kit.orderedAt.getTime()
  const reached = (offset: number) => (ordered + offset <= now.getTime() ? new Date(ordered + offset).toISOString() : null)
  const steps = [
    { step: 'packed' as const, at: reached(SHIPMENT_TIMINGS.packedMs) },
    { step: 'shipped' as const, at: reached(SHIPMENT_TIMINGS.shippedMs) },
    { step: 'delivered' as const, at: reached(SHIPMENT_TIMINGS.deliveredMs) },
  ]
  const last = steps.filter((step) => step.at).at(-1)
  const stage: KitStage = kit.activatedAt ? 'activated' : (last?.step ?? 'ordered')
  const triesLeft = Math.max(0, SIM_ACTIVATION_TRIES - kit.wrongTries)
  return {
    lineId: kit.lineId,
    stage,
    steps,
    trackingNumber: steps[1].at ? kit.trackingNumber : null,
    expectedAt: steps[2].at ? null : new Date(ordered + SHIPMENT_TIMINGS.deliveredMs).toISOString(),
    triesLeft,
    canActivate: stage === 'delivered' && triesLeft > 0,
  }
}

/**
 * The kit of a line (written the first time it is asked for, when the line still waits for it); null when the
 * line has no kit (an eSIM, or a SIM the customer already held).
 */
export async function kitOf(db: Db, line: LineRow): Promise<SimKitRow | null> {
  const [kit] = await db.select().from(simKits).where(eq(simKits.lineId, line.id))
  if (kit || !awaitsKit(line)) return kit ?? null
  await db
    .insert(simKits)
    .values({
      lineId: line.id,
      customerId: line.customerId,
      iccid: carrierIccidFor(line.id),
      trackingNumber: trackingNumberFor(line.id),
      // The simulator set statusChangedAt when the order made the line; seeded lines fall back to their creation.
      orderedAt: line.statusChangedAt ?? line.createdAt,
    })
    .onConflictDoNothing()
  const [written] = await db.select().from(simKits).where(eq(simKits.lineId, line.id))
  return written
}

export type ActivationOutcome =
  { ok: true } | { ok: false; reason: 'notDelivered' | 'locked' | 'alreadyActivated' | 'wrongSim'; triesLeft: number }

/**
 * Activates a delivered kit with the ICCID typed (already checked for format): the right one activates the line
 * (conditional on the kit not being activated, so two requests at once activate it once); a wrong one counts a
 * try (one atomic increment).
 */
export async function activateKit(db: Db, kit: SimKitRow, iccid: string): Promise<ActivationOutcome> {
  const now = await carrierNow(db)
  const answer = kitAnswer(kit, now)
  if (answer.stage === 'activated') return { ok: false, reason: 'alreadyActivated', triesLeft: answer.triesLeft }
  if (answer.triesLeft === 0) return { ok: false, reason: 'locked', triesLeft: 0 }
  if (answer.stage !== 'delivered') return { ok: false, reason: 'notDelivered', triesLeft: answer.triesLeft }
  if (iccid !== kit.iccid) {
    const [counted] = await db
      .update(simKits)
      .set({ wrongTries: sql`${simKits.wrongTries} + 1` })
      .where(eq(simKits.lineId, kit.lineId))
      .returning({ wrongTries: simKits.wrongTries })
    return { ok: false, reason: 'wrongSim', triesLeft: Math.max(0, SIM_ACTIVATION_TRIES - counted.wrongTries) }
  }
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(simKits)
      .set({ activatedAt: now })
      .where(and(eq(simKits.lineId, kit.lineId), sql`${simKits.activatedAt} is null`))
      .returning({ lineId: simKits.lineId })
    if (taken.length === 0) return { ok: false, reason: 'alreadyActivated', triesLeft: answer.triesLeft } as const
    if (kit.switchId) {
      // A kit a switch to a new phone shipped (server/carrier/line-switch.ts): the line was active all along and
      // moves to the card and the new phone at once; its eSIM profile, if any, stops working.
      const [move] = await tx.select().from(lineSwitches).where(eq(lineSwitches.id, kit.switchId))
      const [moved] = await tx
        .update(lines)
        .set({ simType: 'physical', iccid: kit.iccid, esimActivationCode: null, ...(move ? { imei: move.imei } : {}) })
        .where(eq(lines.id, kit.lineId))
        .returning({ customerId: lines.customerId, mdn: lines.mdn })
      if (moved) await writeSimChanged(tx, moved, 'simActivation')
      await tx
        .update(lineSwitches)
        .set({ status: 'done', completedAt: now })
        .where(and(eq(lineSwitches.id, kit.switchId), eq(lineSwitches.status, 'shipping')))
      return { ok: true } as const
    }
    await tx
      .update(lines)
      .set({ iccid: kit.iccid, simStatus: 'inprogress', statusChangedAt: now })
      .where(and(eq(lines.id, kit.lineId), eq(lines.simStatus, 'pending')))
    return { ok: true } as const
  })
}
