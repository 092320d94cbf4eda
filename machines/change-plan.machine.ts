import { assertEvent, assign, setup } from 'xstate'
import type { LineBill, PlanChangeAnswer, PlanChangeOptions } from '@contract/line-care'
import { errorOf, outputOf } from './form'
import { providedByApp } from './provided'
import { callState, firstRead, lineIdOf, readyWith, retryState, withAnswer, type MachineTypes } from './chart'

interface ChangePlanInput {
  lineId: string
}

interface ChangePlanContext {
  lineId: string
  change: PlanChangeOptions | null
  /** The plan the confirmation dialog is about. */
  chosen: string | null
  /** The last change's confirmation ("Your line is on Unlimited now. …"). */
  notice: string | null
  /** The last call's error: a decline, an outage, a line that cannot change now. */
  error: string | null
}

export type ChangePlanEvent =
  | { type: 'plans.retry' }
  | { type: 'plan.pick'; planId: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'scheduled.cancel' }
  /** The page now shows another language: the plans' features, said by the server, are read again in it. */
  | { type: 'language.change' }

/** The bill of a change's answer, for the line page's bill (a provided action's params). */
const billOf = ({ event }: { event: { output: PlanChangeAnswer } }) => event.output.bill

/** A change made or a scheduled one cancelled: the plans as they are now, the confirmation, the new bill to the line page. */
const answered = {
  target: 'idle',
  actions: [
    { type: 'rememberAnswer', params: outputOf<PlanChangeAnswer> },
    { type: 'billChanged', params: billOf },
  ],
  description: 'Done: the plans as they are now, the confirmation, the new bill on the line page',
} as const

const changePlan = setup({
  types: {} as MachineTypes<ChangePlanContext, ChangePlanEvent, ChangePlanInput>,
  actors: {
    /** GET /app/line-care/lines/{lineId}/plan-change */
    loadPlanChange: providedByApp<PlanChangeOptions, { lineId: string }>('loadPlanChange'),
    /** POST /app/line-care/lines/{lineId}/plan-change {planId} */
    changePlan: providedByApp<PlanChangeAnswer, { lineId: string; planId: string }>('changePlan'),
    /** DELETE /app/line-care/lines/{lineId}/plan-change */
    cancelScheduled: providedByApp<PlanChangeAnswer, { lineId: string }>('cancelScheduled'),
  },
  actions: {
    rememberOptions: assign((_, change: PlanChangeOptions) => ({ change })),
    rememberAnswer: assign((_, answer: PlanChangeAnswer) => ({ change: answer.change, chosen: null, notice: answer.message, error: null })),
    /** The line page shows the bill the change left (plan, price, scheduled plan). Provided by the app. */
    billChanged: (_, _bill: LineBill) => {},
    showError: assign(({ event }) => ({ error: errorOf(event).message, notice: null })),
    choose: assign(({ event }) => {
      assertEvent(event, 'plan.pick')
      return { chosen: event.planId, notice: null, error: null }
    }),
    forgetChoice: assign({ chosen: null, error: null }),
    clearMessages: assign({ notice: null, error: null }),
  },
  guards: {
    isOption: ({ context, event }) =>
      event.type === 'plan.pick' && (context.change?.options.some((option) => option.planId === event.planId) ?? false),
    hasScheduled: ({ context }) => context.change?.scheduled != null,
    /** A downgrade charges nothing; an upgrade needs the primary card it is charged to. */
    canConfirm: ({ context }) => {
      const option = context.change?.options.find((candidate) => candidate.planId === context.chosen)
      return option?.kind === 'downgrade' || context.change?.chargeCard != null
    },
  },
})

/**
 * Change plan on a line's page: the other plans, each an upgrade (applies now; the prorated
 * difference for the rest of the period is shown before confirming and charged to the primary card) or a downgrade
 * (applies at the next renewal: shown as scheduled, cancellable).
 */
export const changePlanMachine = changePlan.createMachine({
  id: 'changePlan',
  description: 'Change plan: pick another plan for a line; an upgrade is charged now (prorated), a downgrade waits for the renewal.',
  context: ({ input }) => ({ lineId: input.lineId, change: null, chosen: null, notice: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      ...firstRead('A spinner while the plans the line may change to are read.', 'loadPlanChange', {
        input: lineIdOf,
        onDone: readyWith('rememberOptions', 'The plans this line can change to'),
      }),
      on: { 'language.change': { target: 'loading', reenter: true, description: 'The page changes language: read in it instead' } },
    },
    failed: retryState('"We couldn\'t load the plans for this line." with Try again.', 'plans.retry'),
    ready: {
      description: 'The current plan, the other plans with Upgrade or Downgrade, and the downgrade scheduled for the renewal with Cancel.',
      initial: 'idle',
      states: {
        idle: {
          description: "The plans, with the last change's confirmation or error; when the line cannot change now, why.",
          on: {
            'plan.pick': { guard: 'isOption', target: 'confirming', actions: 'choose', description: 'Upgrade or Downgrade on a plan' },
            'scheduled.cancel': {
              guard: 'hasScheduled',
              target: 'cancelling',
              actions: 'clearMessages',
              description: 'Cancel the scheduled change',
            },
            'language.change': { target: 'rereading', description: 'The page changes language' },
          },
        },
        rereading: {
          ...callState("The plans stay while they are read again in the page's new language (their features).", 'loadPlanChange', {
            input: lineIdOf,
            onDone: { target: 'idle', actions: withAnswer('rememberOptions'), description: 'The plans in the new language' },
            onError: { target: 'idle', description: 'Not read: the plans stay as they were' },
          }),
          on: { 'language.change': { target: 'rereading', reenter: true, description: 'Another language: read in it instead' } },
        },
        confirming: {
          description:
            'The dialog: an upgrade shows the days left, the prorated difference, tax, the total charged now and the primary card it is charged to (brand, last four), or that there is no card and a link to Payment; a downgrade shows the renewal date it applies on. Confirm and Cancel.',
          on: {
            confirm: {
              guard: 'canConfirm',
              target: 'applying',
              description: 'Confirm (an upgrade only with a primary card to charge)',
            },
            cancel: { target: 'idle', actions: 'forgetChoice', description: 'Cancel' },
          },
        },
        applying: callState('Confirm is busy while the change is made (a second click sends nothing).', 'changePlan', {
          input: ({ context }: { context: ChangePlanContext }) => ({ lineId: context.lineId, planId: context.chosen! }),
          onDone: answered,
          onError: { target: 'confirming', actions: 'showError', description: 'Refused or not reached: the reason, still confirming' },
        }),
        cancelling: callState('Cancel is busy while the scheduled change is cancelled.', 'cancelScheduled', {
          input: lineIdOf,
          onDone: answered,
          onError: { target: 'idle', actions: 'showError', description: 'Not cancelled: the reason' },
        }),
      },
    },
  },
})
