import type { Db } from '../db/client'
import { securityEvents } from '../db/schema'

/**
 * What happened: a refused attempt (counted and shown on the Security page) or a change the customer made.
 * The names are stable: the Security page reads them (contract/security.ts SECURITY_EVENT_LABELS).
 */
export type SecurityEventKind =
  | 'port-out-refused'
  | 'ported-out'
  | 'sim-change-refused'
  | 'transfer-pin-issued'
  | 'lock-off'
  | 'lock-on'
  | 'step-up-refused'
  | 'step-up-failed'
  | 'second-step-failed'
  | 'two-step-on'
  | 'two-step-off'
  | 'recovery-codes-new'
  | 'passkey-added'
  | 'passkey-removed'
  | 'passkey-refused'
  | 'signed-out-elsewhere'
  | 'family-invited'
  | 'family-joined'
  | 'family-role'
  | 'family-approved'
  | 'family-declined'
  | 'family-removed'
  | 'family-left'
  | 'family-transfer-offered'
  | 'family-transfer'

/** Records one event of an account; `detail` is the sentence the Security page shows. */
export async function recordSecurityEvent(
  db: Db,
  event: { customerId: string; kind: SecurityEventKind; detail: string; lineId?: string | null; ip?: string | null },
) {
  await db.insert(securityEvents).values({
    customerId: event.customerId,
    kind: event.kind,
    detail: event.detail,
    lineId: event.lineId ?? null,
    ip: event.ip ?? null,
  })
}
