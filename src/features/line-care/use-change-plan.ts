import { useEffect, useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import { changePlanMachine, type ChangePlanEvent } from '@machines/change-plan.machine'
import type { LineBill } from '@contract/line-care'
import { cancelScheduledPlan, changePlan, getPlanChange } from '@/api/line-care'
import { apiActor } from '@/lib/api-actor'
import { useFlowActor, type ReadAndCallState } from '@/lib/flow'
import { useLanguage } from '@/i18n/react'
import { cardBrandName } from '@/lib/card-brand'
import { taxDetail } from '@/lib/tax'
import type { ChargeDialogState } from './line-care-card'
import { ENGLISH, useWords, type Words } from './words'

type Snapshot = SnapshotFrom<typeof changePlanMachine>

/** A plan the line can move to. */
interface PlanChoice {
  id: string
  name: string
  /** Its monthly price ('$40/mo'). */
  price: string
  /** Its description, a line each. */
  features: string[]
  /** 'Upgrade' or 'Downgrade'. */
  action: string
  /** 'Upgrade to Unlimited': the button's accessible name. */
  actionLabel: string
  upgrade: boolean
  /** When the change takes effect, and what it costs now for an upgrade. */
  when: string
  /** Opens the confirm dialog for this plan. */
  pick: () => void
}

/** The confirm dialog of a plan change. */
interface PlanChangeDialogApi extends ChargeDialogState {
  upgrade: boolean
  /**
   * The upgrade's prorated figures, shown before confirming (none for a downgrade); the total's line names the
   * primary card it is charged to ("Charged now to your Visa ending 4242").
   */
  lines: { label: string; value: string }[]
  /** What happens to the line and the bill. */
  message: string
  /** An upgrade without a primary card: the dialog says how to add one, and the confirm button is off. */
  noCard: boolean
}

/** Change plan on a line's page as the view needs it: the plans to move to, a scheduled change, and the dialog. */
export interface ChangePlanApi extends ReadAndCallState {
  /** The line's plan now. */
  currentPlanName: string
  /** Why the plan cannot change now, or null. */
  reason: string | null
  plans: PlanChoice[]
  /** A downgrade waiting for the renewal, with its Cancel, or null. */
  scheduled: { text: string; cancel: () => void; busy: boolean } | null
  /** The confirm dialog for the chosen plan, or null when none is chosen. */
  dialog: PlanChangeDialogApi | null
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: ChangePlanEvent) => void, { t, f }: Words = ENGLISH): ChangePlanApi {
  const { change, chosen, notice, error } = snapshot.context
  const confirming = snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'applying' })
  const option = change?.options.find((candidate) => candidate.planId === chosen) ?? null
  const proration = option?.proration ?? null
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: t('line-care.plan.loadError'),
    retry: () => send({ type: 'plans.retry' }),
    currentPlanName: change?.currentPlanName ?? '',
    reason: change?.reason ?? null,
    notice: confirming ? null : notice,
    error: confirming ? null : error,
    plans: (change?.options ?? []).map((candidate) => ({
      id: candidate.planId,
      name: candidate.planName,
      price: f.monthly(candidate.planPrice),
      features: candidate.description.split('\n'),
      action: t(candidate.kind === 'upgrade' ? 'line-care.plan.upgrade' : 'line-care.plan.downgrade'),
      actionLabel: t(candidate.kind === 'upgrade' ? 'line-care.plan.upgradeTo' : 'line-care.plan.downgradeTo', {
        plan: candidate.planName,
      }),
      upgrade: candidate.kind === 'upgrade',
      when:
        candidate.kind === 'upgrade'
          ? t('line-care.plan.now', { amount: f.money(candidate.proration!.total) })
          : t('line-care.plan.atRenewal', { date: f.day(candidate.effectiveAt) }),
      pick: () => send({ type: 'plan.pick', planId: candidate.planId }),
    })),
    scheduled: change?.scheduled
      ? {
          text: t('line-care.plan.scheduled', {
            plan: change.scheduled.planName,
            price: f.monthly(change.scheduled.planPrice),
            date: f.day(change.scheduled.effectiveAt),
          }),
          cancel: () => send({ type: 'scheduled.cancel' }),
          busy: snapshot.matches({ ready: 'cancelling' }),
        }
      : null,
    dialog: option
      ? {
          open: confirming,
          title: t(option.kind === 'upgrade' ? 'line-care.plan.upgradeTitle' : 'line-care.plan.downgradeTitle', { plan: option.planName }),
          upgrade: option.kind === 'upgrade',
          lines: proration
            ? [
                {
                  label: t('line-care.plan.difference', { count: proration.daysLeft }),
                  value: f.money(proration.difference),
                },
                {
                  label: t('line-care.bill.taxes', {
                    detail: taxDetail(proration, { percent: f.percent, standardRate: t('line-care.bill.standardRate') }),
                  }),
                  value: f.money(proration.taxAmount),
                },
                {
                  label: change?.chargeCard
                    ? t('line-care.plan.chargedNowTo', {
                        card: t('line-care.card.label', {
                          brand: cardBrandName(change.chargeCard.network),
                          last4: change.chargeCard.last4,
                        }),
                      })
                    : t('line-care.plan.chargedNow'),
                  value: f.money(proration.total),
                },
              ]
            : [],
          message: proration
            ? t('line-care.plan.upgradeMessage', { plan: option.planName, price: f.monthly(option.planPrice) })
            : t('line-care.plan.downgradeMessage', {
                current: change!.currentPlanName,
                date: f.day(option.effectiveAt),
                plan: option.planName,
                price: f.monthly(option.planPrice),
              }),
          noCard: Boolean(proration) && !change?.chargeCard,
          canConfirm: snapshot.can({ type: 'confirm' }),
          confirmLabel: proration
            ? t('line-care.plan.payAndUpgrade', { amount: f.money(proration.total) })
            : t('line-care.plan.scheduleDowngrade'),
          busy: snapshot.matches({ ready: 'applying' }),
          error: confirming ? error : null,
          confirm: () => send({ type: 'confirm' }),
          cancel: () => send({ type: 'cancel' }),
        }
      : null,
  }
}

/**
 * Binds the change plan machine to the plan-change calls; `onBillChanged` gives the line page the new bill. The
 * plans' features are said by the server in the request's language (record 33), so when the page switches language
 * the machine reads them again in it (`language.change`), as the shop's loader does
 * (tests/views/line-page-language.test.tsx).
 */
export function useChangePlan(lineId: string, onBillChanged: (bill: LineBill) => void): ChangePlanApi {
  const words = useWords()
  const logic = changePlanMachine.provide({
    actors: {
      loadPlanChange: apiActor(getPlanChange),
      changePlan: apiActor(changePlan),
      cancelScheduled: apiActor(cancelScheduledPlan),
    },
    actions: { billChanged: (_, bill) => onBillChanged(bill) },
  })
  const { snapshot, send } = useFlowActor(logic, { input: { lineId } })
  const { language } = useLanguage()
  // A switch while a dialog is open or a change is being made reads again once the card is back at rest.
  const readIn = useRef(language)
  const canReadAgain = snapshot.can({ type: 'language.change' })
  useEffect(() => {
    if (readIn.current === language || !canReadAgain) return
    readIn.current = language
    send({ type: 'language.change' })
  }, [language, send, canReadAgain])
  return connect(snapshot, send, words)
}
