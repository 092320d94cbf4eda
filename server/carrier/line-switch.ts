import { visibleEsimCode } from '../security/number-lock'
import { and, eq, sql } from 'drizzle-orm'
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'
import { LINE_SWITCH_MESSAGES, type LineSwitch, type SwitchCheck, type SwitchPayload } from '@contract/line-switch'
import { lineRefusal } from '@contract/line-state'
import type { Db } from '../db/client'
import { lineBilling, lines, lineSwitches, simKits } from '../db/schema'
import { translateMessage } from '../lib/i18n'
import { writeSimChanged } from '../security/sim-change-emails'
import { stateOfRows } from '../lib/line-state'
import { carrierNow } from './clock'
import { kitAnswer, trackingNumberFor } from './shipment'
import { carrierIccidFor, checkDevice, IMEI_INVALID, newEsimActivationCode } from './simulator'

/**
 * Moving an active line to a new phone (docs/decisions/0032-add-ons-alerts-new-phone.md; tests/server/line-switch.test.ts). The carrier
 * simulator checks the IMEI (Luhn, compatibility, eSIM support: server/carrier/simulator.ts). To eSIM: a new profile
 * (ICCID and activation code) replaces the line's SIM at once; the old profile stops working (`esimProfileValid`).
 * To a SIM card: a kit is shipped as a new line's is (server/carrier/shipment.ts) and the line keeps its SIM until the
 * customer activates the card by its ICCID. One line_switches row per request key: the same request twice switches
 * once.
 */

type LineRow = typeof lines.$inferSelect

export type CheckOutcome = { ok: true; check: SwitchCheck } | { ok: false; field: 'imei'; message: string }

/** The new phone as the switch treats it. */
export function checkNewPhone(imei: string): CheckOutcome {
  const device = checkDevice(imei)
  if (!device.valid) return { ok: false, field: 'imei', message: IMEI_INVALID }
  if (!device.compatible) return { ok: false, field: 'imei', message: LINE_SWITCH_MESSAGES.incompatible }
  return {
    ok: true,
    check: {
      imei,
      model: device.model,
      esimCapable: device.esimCapable,
      options: device.esimCapable ? ['esim', 'physical'] : ['physical'],
    },
  }
}

/** Why the line cannot move to a new phone now, or null. */
export async function switchBlockedReason(db: Db, line: LineRow): Promise<string | null> {
  const [billing] = await db.select().from(lineBilling).where(eq(lineBilling.lineId, line.id))
  return lineRefusal(stateOfRows(line, billing), 'switchPhone', {
    pendingActivation: LINE_SWITCH_MESSAGES.notActive,
    suspended: LINE_SWITCH_MESSAGES.notActive,
    lost: LINE_SWITCH_MESSAGES.lost,
  })
}

/** The line's SIM now, its eSIM profile, and a switch's kit on its way; why it cannot switch now, in `language`. */
export async function lineSwitchOf(
  db: Db,
  line: LineRow,
  language: Language = DEFAULT_LANGUAGE,
  /** Whether the session proved itself recently: only then is the eSIM code answered (visibleEsimCode). */
  proven = false,
): Promise<LineSwitch> {
  const reason = await switchBlockedReason(db, line)
  const [kit] = await db.select().from(simKits).where(eq(simKits.lineId, line.id))
  const shipping = kit?.switchId && !kit.activatedAt ? kitAnswer(kit, await carrierNow(db)) : null
  const code = visibleEsimCode(line, proven)
  return {
    lineId: line.id,
    simType: line.simType,
    reason: reason && translateMessage(reason, language),
    esim: line.simType === 'esim' && line.esimActivationCode && line.iccid ? { activationCode: code, iccid: line.iccid } : null,
    kit: shipping,
  }
}

export type SwitchOutcome =
  { outcome: 'switched'; message: string } | { outcome: 'refused'; status: 409 | 422; message: string; field?: string }

/**
 * Moves the customer's line (read by the caller; the SIM change lock already checked) to the phone `imei`.
 */
export async function switchPhone(db: Db, line: LineRow, payload: SwitchPayload): Promise<SwitchOutcome> {
  const key = `switch:${line.id}:${payload.requestKey}`
  const [known] = await db.select().from(lineSwitches).where(eq(lineSwitches.key, key))
  if (known) {
    if (known.imei !== payload.imei || known.toSimType !== payload.simType)
      return { outcome: 'refused', status: 409, message: LINE_SWITCH_MESSAGES.keyReused }
    return { outcome: 'switched', message: known.toSimType === 'esim' ? LINE_SWITCH_MESSAGES.esimDone : LINE_SWITCH_MESSAGES.kitShipped }
  }
  const reason = await switchBlockedReason(db, line)
  if (reason) return { outcome: 'refused', status: 409, message: reason }
  const checked = checkNewPhone(payload.imei)
  if (!checked.ok) return { outcome: 'refused', status: 422, message: checked.message, field: 'imei' }
  if (payload.simType === 'esim' && !checked.check.esimCapable)
    return { outcome: 'refused', status: 422, message: LINE_SWITCH_MESSAGES.noEsim, field: 'simType' }
  const now = await carrierNow(db)
  const [kit] = await db.select().from(simKits).where(eq(simKits.lineId, line.id))
  if (kit?.switchId && !kit.activatedAt) return { outcome: 'refused', status: 409, message: LINE_SWITCH_MESSAGES.kitOnItsWay }

  return db.transaction(async (tx): Promise<SwitchOutcome> => {
    // The key is taken first: a second request with it (sent at the same moment) waits here and then finds it.
    const [row] = await tx
      .insert(lineSwitches)
      .values({
        key,
        lineId: line.id,
        customerId: line.customerId,
        imei: payload.imei,
        fromSimType: line.simType,
        toSimType: payload.simType,
        status: payload.simType === 'esim' ? 'done' : 'shipping',
        completedAt: payload.simType === 'esim' ? now : null,
      })
      .onConflictDoNothing()
      .returning()
    if (!row)
      return { outcome: 'switched', message: payload.simType === 'esim' ? LINE_SWITCH_MESSAGES.esimDone : LINE_SWITCH_MESSAGES.kitShipped }
    if (payload.simType === 'esim') {
      // A new profile: the carrier keeps one per line, so the old one (eSIM or SIM card) stops working.
      await tx
        .update(lines)
        .set({
          simType: 'esim',
          imei: payload.imei,
          iccid: carrierIccidFor(`${line.id}:${row.id}`),
          esimActivationCode: newEsimActivationCode(),
          esimInstalledAt: null,
        })
        .where(eq(lines.id, line.id))
      await writeSimChanged(tx, line, 'esim')
      return { outcome: 'switched', message: LINE_SWITCH_MESSAGES.esimDone }
    }
    // A kit, as a new line's: it replaces the line's earlier kit row (activated long ago, or none).
    const values = {
      lineId: line.id,
      customerId: line.customerId,
      iccid: carrierIccidFor(`${line.id}:${row.id}`),
      trackingNumber: trackingNumberFor(row.id),
      orderedAt: now,
      wrongTries: 0,
      activatedAt: null,
      switchId: row.id,
    }
    await tx.insert(simKits).values(values).onConflictDoUpdate({ target: simKits.lineId, set: values })
    await writeSimChanged(tx, line, 'kitOrdered')
    return { outcome: 'switched', message: LINE_SWITCH_MESSAGES.kitShipped }
  })
}

/**
 * The carrier's view of an eSIM profile download: valid while it is the line's current one, and refused ('locked')
 * once downloaded while the SIM change lock is on (visibleEsimCode). The first download is recorded.
 */
export async function esimProfileValid(db: Db, activationCode: string): Promise<string | 'locked' | null> {
  const [line] = await db
    .select({ id: lines.id, simChangeLocked: lines.simChangeLocked, esimInstalledAt: lines.esimInstalledAt })
    .from(lines)
    .where(and(eq(lines.esimActivationCode, activationCode), eq(lines.simType, 'esim'), sql`${lines.simStatus} <> 'cancelled'`))
  if (!line) return null
  if (line.simChangeLocked && line.esimInstalledAt) return 'locked'
  if (!line.esimInstalledAt)
    await db
      .update(lines)
      .set({ esimInstalledAt: sql`now()` })
      .where(eq(lines.id, line.id))
  return line.id
}
