import { and, eq, inArray } from 'drizzle-orm'
import { DEFAULT_CHANNELS, DEFAULT_THRESHOLDS, type KindChannels, type Thresholds } from '@contract/notifications'
import type { Db } from '../db/client'
import { lineAlertSettings, notificationPreferences } from '../db/schema'

/** A customer's channels per kind: the stored ones over the defaults (a kind added later starts at its default). */
export async function channelsOf(db: Db, customerId: string): Promise<KindChannels> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.customerId, customerId))
  return { ...DEFAULT_CHANNELS, ...(row?.channels ?? {}) }
}

/** Writes a customer's channels (one upsert). */
export async function saveChannels(db: Db, customerId: string, channels: KindChannels) {
  await db
    .insert(notificationPreferences)
    .values({ customerId, channels })
    .onConflictDoUpdate({ target: notificationPreferences.customerId, set: { channels, updatedAt: new Date() } })
}

/** The data alert thresholds of each line given (all on for a line never changed). */
export async function thresholdsOf(db: Db, customerId: string, lineIds: string[]): Promise<Map<string, Thresholds>> {
  const rows = lineIds.length
    ? await db
        .select()
        .from(lineAlertSettings)
        .where(and(eq(lineAlertSettings.customerId, customerId), inArray(lineAlertSettings.lineId, lineIds)))
    : []
  return new Map(lineIds.map((id) => [id, { ...DEFAULT_THRESHOLDS, ...(rows.find((row) => row.lineId === id)?.thresholds ?? {}) }]))
}

export async function saveThresholds(db: Db, customerId: string, lineId: string, thresholds: Thresholds) {
  await db
    .insert(lineAlertSettings)
    .values({ lineId, customerId, thresholds })
    .onConflictDoUpdate({ target: lineAlertSettings.lineId, set: { thresholds, updatedAt: new Date() } })
}
