import { and, eq, isNotNull, lte } from 'drizzle-orm'
import { PORT_IN_PIN_REJECTED } from '@contract/port-in'
import type { Db } from '../db/client'
import { lines, type OldService } from '../db/schema'
import { carrierNow } from './clock'
import { newEsimActivationCode, portInRejectedByPin } from './simulator'

/**
 * Port-in on the carrier simulator (DESIGN §6), deterministic:
 *
 * | step | rule |
 * |---|---|
 * | bring/number, make/start | the transfer is `submitted` to the old carrier at the simulator's now |
 * | review | the old carrier answers PORT_IN_TIMINGS.reviewMs (10 minutes on the simulator clock) later |
 * | PIN / password `0000` | the old carrier refuses: `failed`, reason PORT_IN_PIN_REJECTED, field `pinPassword`; a re-submit (make/start) with another PIN starts a new review |
 * | one of our SIMs (isAttSim with a carrier ICCID) | moves without old carrier details, always completes |
 * | anything else | `completed`: the line gets the number as its mdn and turns `active` (an eSIM gets its activation code) |
 *
 * Like line statuses, port-ins move when the customer's lines are read (GET /app/users/subscriptions), so that
 * `POST /dev/carrier/advance {minutes}` lets a test see the answer at once.
 */
export const PORT_IN_TIMINGS = { reviewMs: 10 * 60_000 } as const

export type PortInOutcome = { state: 'completed' } | { state: 'failed'; reason: string; field: 'pinPassword' | 'billingAccount' }

/** What the old carrier answers about a transfer (pure). */
export function portInOutcome(input: { oldService: OldService | null; ourSim: boolean }): PortInOutcome {
  if (input.ourSim) return { state: 'completed' }
  if (!input.oldService?.billingAccountNumber) {
    return {
      state: 'failed',
      reason: 'Your old carrier could not find this account. Check the account number and re-submit.',
      field: 'billingAccount',
    }
  }
  if (portInRejectedByPin(input.oldService.billingAccountPassword ?? '')) {
    return { state: 'failed', reason: PORT_IN_PIN_REJECTED, field: 'pinPassword' }
  }
  return { state: 'completed' }
}

/** True when the transfer was sent with one of our SIMs (no old carrier details needed). */
export function movedWithOurSim(activationDetails: Record<string, unknown> | null | undefined) {
  return activationDetails?.isAttSim === true
}

/**
 * Applies the old carrier's answers that are due on a customer's submitted port-ins. Each update is conditional on
 * the submission it read, so two readers at once apply an answer once.
 */
export async function advanceCustomerPortIns(db: Db, customerId: string): Promise<void> {
  const now = await carrierNow(db)
  const due = await db
    .select()
    .from(lines)
    .where(
      and(
        eq(lines.customerId, customerId),
        eq(lines.portInState, 'submitted'),
        isNotNull(lines.portInSubmittedAt),
        lte(lines.portInSubmittedAt, new Date(now.getTime() - PORT_IN_TIMINGS.reviewMs)),
      ),
    )
  for (const line of due) {
    const answeredAt = new Date(line.portInSubmittedAt!.getTime() + PORT_IN_TIMINGS.reviewMs)
    const outcome = portInOutcome({ oldService: line.oldService, ourSim: movedWithOurSim(line.activationDetails) })
    const unchanged = and(eq(lines.id, line.id), eq(lines.portInState, 'submitted'), eq(lines.portInSubmittedAt, line.portInSubmittedAt!))
    if (outcome.state === 'failed') {
      await db
        .update(lines)
        .set({ portInState: 'failed', portInFailureReason: outcome.reason, portInFailureField: outcome.field })
        .where(unchanged)
      continue
    }
    const activates = line.simStatus === 'pending' || line.simStatus === 'inprogress' || line.simStatus === 'not active'
    await db
      .update(lines)
      .set({
        portInState: 'completed',
        portInFailureReason: null,
        portInFailureField: null,
        mdn: line.portInMsisdn,
        ...(activates ? { simStatus: 'active' as const, statusChangedAt: answeredAt, activatedAt: answeredAt } : {}),
        ...(activates && line.simType === 'esim' && !line.esimActivationCode ? { esimActivationCode: newEsimActivationCode() } : {}),
      })
      .where(unchanged)
  }
}
