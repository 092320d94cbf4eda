import type { SnapshotFrom } from 'xstate'
import { CHANGE_PLAN_LOAD_ERROR, changePlanMachine, type ChangePlanEvent } from '@machines/change-plan.machine'
import type { LineBill } from '@contract/line-care'
import { cancelScheduledPlan, changePlan, getPlanChange } from '@/api/line-care'
import { apiActor } from '@/lib/api-actor'
import { formatDay, formatMoney, formatMonthly } from '@/lib/locale'
import { useFlow } from '@/lib/flow'
import { taxDetail } from '@/lib/tax'

type Snapshot = SnapshotFrom<typeof changePlanMachine>

function connect(snapshot: Snapshot, send: (event: ChangePlanEvent) => void) {
  const { change, chosen, notice, error } = snapshot.context
  const confirming = snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'applying' })
  const option = change?.options.find((candidate) => candidate.planId === chosen) ?? null
  const proration = option?.proration ?? null
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: CHANGE_PLAN_LOAD_ERROR,
    retry: () => send({ type: 'plans.retry' }),
    currentPlanName: change?.currentPlanName ?? '',
    /** Why the plan cannot change now, or null. */
    reason: change?.reason ?? null,
    notice: confirming ? null : notice,
    error: confirming ? null : error,
    plans: (change?.options ?? []).map((candidate) => ({
      id: candidate.planId,
      name: candidate.planName,
      price: formatMonthly(candidate.planPrice),
      features: candidate.description.split('\n'),
      action: candidate.kind === 'upgrade' ? 'Upgrade' : 'Downgrade',
      upgrade: candidate.kind === 'upgrade',
      when:
        candidate.kind === 'upgrade'
          ? `Now, ${formatMoney(candidate.proration!.total)} for the rest of this period`
          : `At your renewal on ${formatDay(candidate.effectiveAt)}`,
      pick: () => send({ type: 'plan.pick', planId: candidate.planId }),
    })),
    scheduled: change?.scheduled
      ? {
          text: `Changes to ${change.scheduled.planName} (${formatMonthly(change.scheduled.planPrice)}) at the renewal on ${formatDay(change.scheduled.effectiveAt)}.`,
          cancel: () => send({ type: 'scheduled.cancel' }),
          busy: snapshot.matches({ ready: 'cancelling' }),
        }
      : null,
    dialog: option
      ? {
          open: confirming,
          title: `${option.kind === 'upgrade' ? 'Upgrade' : 'Downgrade'} to ${option.planName}?`,
          upgrade: option.kind === 'upgrade',
          /** The upgrade's prorated figures, shown before confirming. */
          lines: proration
            ? [
                { label: `Price difference for ${proration.daysLeft} ${proration.daysLeft === 1 ? 'day' : 'days'} left`, value: formatMoney(proration.difference) },
                { label: `Taxes · ${taxDetail(proration)}`, value: formatMoney(proration.taxAmount) },
                { label: 'Charged now to your primary card', value: formatMoney(proration.total) },
              ]
            : [],
          message: proration
            ? `Your line moves to ${option.planName} at once. From your next renewal it costs ${formatMonthly(option.planPrice)} plus fees and tax.`
            : `Your line stays on ${change!.currentPlanName} until the renewal on ${formatDay(option.effectiveAt)}, then moves to ${option.planName} at ${formatMonthly(option.planPrice)}. Nothing is charged now, and you can cancel before then.`,
          confirmLabel: proration ? `Pay ${formatMoney(proration.total)} and upgrade` : 'Schedule downgrade',
          busy: snapshot.matches({ ready: 'applying' }),
          error: confirming ? error : null,
          confirm: () => send({ type: 'confirm' }),
          cancel: () => send({ type: 'cancel' }),
        }
      : null,
  }
}

export type ChangePlanApi = ReturnType<typeof connect>

/** Binds the change plan machine to the plan-change calls; `onBillChanged` gives the line page the new bill. */
export function useChangePlan(lineId: string, onBillChanged: (bill: LineBill) => void): ChangePlanApi {
  return useFlow(
    changePlanMachine,
    {
      actors: {
        loadPlanChange: apiActor((input: { lineId: string }, signal) => getPlanChange(input, signal)),
        changePlan: apiActor((input: { lineId: string; planId: string }, signal) => changePlan(input, signal)),
        cancelScheduled: apiActor((input: { lineId: string }, signal) => cancelScheduledPlan(input, signal)),
      },
      actions: { billChanged: (_, bill) => onBillChanged(bill) },
      input: { lineId },
    },
    connect,
  )
}
