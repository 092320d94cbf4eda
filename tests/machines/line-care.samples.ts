/** Sample events and starting inputs of the line care machine: shared by its path tests and the scenario catalogue. */
import { changePlanMachine } from '@machines/change-plan.machine'
import { lineCareMachine, type LineCareData } from '@machines/line-care.machine'
import { lineUsageMachine } from '@machines/line-usage.machine'
import type { SavedCard } from '@contract/cards'
import { LINE_CARE_MESSAGES, type LineBill, type LineBillAnswer, type LineUsage, type PlanChangeOptions } from '@contract/line-care'
import type { MachineSamples } from '../support/machine-graph'
import { bare, done } from './sample-events'

/** The demo customer's Visa (primary) and Mastercard, so that a tester finds the card a scenario chooses. */
export const CARDS: SavedCard[] = [
  { id: 'card-other', primaryCard: false, cardholderName: 'Sam Ring', last4Digits: '4444', expiry: '12/30', network: 'mastercard' },
  { id: 'card-primary', primaryCard: true, cardholderName: 'Sam Ring', last4Digits: '4242', expiry: '12/30', network: 'visa' },
]

/** A line's bill, paid up and active, with what a test changes. */
export const bill = (overrides: Partial<LineBill> = {}): LineBill => ({
  lineId: 'line-1',
  lineLabel: '(312) 555-0101',
  planId: 'plan-plus',
  planName: 'Plus',
  planPrice: 25,
  status: 'current',
  state: 'active',
  portedOutAt: null,
  autopay: true,
  renewsAt: '2026-04-01T00:00:00.000Z',
  nextAmount: 28.71,
  taxState: 'IL',
  taxRate: 8.86,
  openRenewal: null,
  canPay: false,
  lost: null,
  canSuspend: true,
  nextPlan: null,
  ...overrides,
})

/** The renewal of $28.71 declined once ("Your card was declined."), retried tomorrow, suspending the day after. */
export const DECLINED_RENEWAL: NonNullable<LineBill['openRenewal']> = {
  periodStart: '2026-03-02T00:00:00.000Z',
  amount: 28.71,
  attempts: 1,
  nextAttemptAt: '2026-03-03T00:00:00.000Z',
  suspendsAt: '2026-03-04T00:00:00.000Z',
  failureMessage: 'Your card was declined.',
}

/** Past due: the renewal was declined once and is retried tomorrow. */
const PAST_DUE = bill({ status: 'pastDue', state: 'grace', canPay: true, openRenewal: DECLINED_RENEWAL })
const CURRENT = bill()

/** Suspended for a lost phone. */
const LOST = bill({
  status: 'lost',
  state: 'lost',
  canSuspend: false,
  lost: { since: '2026-03-10T00:00:00.000Z', until: '2026-06-08T00:00:00.000Z' },
})

const data = (b: LineBill, cards = CARDS): LineCareData => ({ bill: b, cards })
const answer = (b: LineBill, message: string): LineBillAnswer => ({ bill: b, message })

const failed = (id: string, status: number, message: string) => ({ type: `xstate.error.actor.${id}`, error: { status, message } }) as never

export const lineCareSamples = {
  machine: lineCareMachine,
  inputs: { 'the customer opens one of their lines': { lineId: 'line-1' } },
  events: {
    'xstate.done.actor.loadLineCare': [done('loadLineCare', data(PAST_DUE)), done('loadLineCare', data(CURRENT, []))],
    'xstate.error.actor.loadLineCare': [
      failed('loadLineCare', 404, 'We could not find this line'),
      failed('loadLineCare', 0, "We couldn't reach Ring Mobile."),
    ],
    ...bare('care.retry'),
    'autopay.set': (s) =>
      s.context.bill
        ? [
            { type: 'autopay.set', autopay: !s.context.bill.autopay },
            { type: 'autopay.set', autopay: s.context.bill.autopay },
          ]
        : [],
    'xstate.done.actor.setAutopay': (s) =>
      s.context.bill
        ? [
            done(
              'setAutopay',
              answer(
                { ...s.context.bill, autopay: !s.context.bill.autopay, canPay: true },
                'Autopay is off: pay each renewal before its date.',
              ),
            ),
          ]
        : [],
    'xstate.error.actor.setAutopay': [failed('setAutopay', 503, 'Ring Mobile is temporarily unavailable. Please try again in a moment.')],
    ...bare('pay.open'),
    'pay.card': [
      { type: 'pay.card', cardId: 'card-other' },
      { type: 'pay.card', cardId: 'someone-elses-card' },
    ],
    ...bare('pay.submit', 'pay.cancel'),
    'xstate.done.actor.payRenewal': [done('payRenewal', answer(CURRENT, 'Thank you! Your payment went through.'))],
    'xstate.error.actor.payRenewal': [failed('payRenewal', 402, 'Your card was declined.')],
    ...bare('lost.open', 'restore.open'),
    confirm: [{ type: 'confirm' }],
    ...bare('confirm.cancel'),
    'xstate.done.actor.suspendLine': [done('suspendLine', answer(LOST, LINE_CARE_MESSAGES.suspended))],
    'xstate.error.actor.suspendLine': [failed('suspendLine', 409, 'Only an active line can be suspended')],
    'xstate.done.actor.restoreLine': [done('restoreLine', answer(CURRENT, LINE_CARE_MESSAGES.restored))],
    'xstate.error.actor.restoreLine': [failed('restoreLine', 503, 'Ring Mobile is temporarily unavailable. Please try again in a moment.')],
    'bill.changed': (s) =>
      s.context.bill
        ? [{ type: 'bill.changed', bill: { ...s.context.bill, planId: 'plan-unlimited', planName: 'Unlimited', planPrice: 40 } }]
        : [],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.bill?.planId ?? null,
      s.context.bill?.status ?? null,
      s.context.bill?.autopay ?? null,
      s.context.cards.length,
      s.context.cardId,
      s.context.error !== null,
    ]),
} satisfies MachineSamples<typeof lineCareMachine>

/** A plan change's answer: the options, the bill and the message. */
const OPTIONS: PlanChangeOptions = {
  lineId: 'line-1',
  currentPlanId: 'plan-plus',
  currentPlanName: 'Plus',
  reason: null,
  options: [
    {
      planId: 'plan-starter',
      planName: 'Starter',
      planPrice: 15,
      description: '5 GB',
      kind: 'downgrade',
      proration: null,
      effectiveAt: '2026-04-01T00:00:00.000Z',
    },
    {
      planId: 'plan-unlimited',
      planName: 'Unlimited',
      planPrice: 40,
      description: '50 GB',
      kind: 'upgrade',
      proration: { daysLeft: 20, difference: 10, taxAmount: 0.89, total: 10.89, taxState: 'IL', taxRate: 8.86 },
      effectiveAt: '2026-03-12T00:00:00.000Z',
    },
  ],
  scheduled: null,
  chargeCard: { network: 'visa', last4: '4242' },
}
/** No primary card: an upgrade cannot be confirmed, the dialog says how to add one. */
const NO_CARD: PlanChangeOptions = { ...OPTIONS, chargeCard: null }
const SCHEDULED: PlanChangeOptions = {
  ...OPTIONS,
  scheduled: { planId: 'plan-starter', planName: 'Starter', planPrice: 15, effectiveAt: '2026-04-01T00:00:00.000Z' },
}
/** After the upgrade: both other plans are downgrades now. */
const ON_UNLIMITED: PlanChangeOptions = {
  ...OPTIONS,
  currentPlanId: 'plan-unlimited',
  currentPlanName: 'Unlimited',
  options: [OPTIONS.options[0], { ...OPTIONS.options[0], planId: 'plan-plus', planName: 'Plus', planPrice: 25 }],
}
const UPGRADED = bill({ planId: 'plan-unlimited', planName: 'Unlimited', planPrice: 40 })

export const changePlanSamples = {
  machine: changePlanMachine,
  inputs: { 'the customer opens one of their lines': { lineId: 'line-1' } },
  events: {
    'xstate.done.actor.loadPlanChange': [
      done('loadPlanChange', OPTIONS),
      done('loadPlanChange', SCHEDULED),
      done('loadPlanChange', NO_CARD),
    ],
    'xstate.error.actor.loadPlanChange': [failed('loadPlanChange', 0, "We couldn't reach Ring Mobile.")],
    ...bare('plans.retry'),
    ...bare('language.change'),
    'plan.pick': [
      { type: 'plan.pick', planId: 'plan-unlimited' },
      { type: 'plan.pick', planId: 'plan-plus' },
    ],
    confirm: [{ type: 'confirm' }],
    cancel: [{ type: 'cancel' }],
    ...bare('scheduled.cancel'),
    'xstate.done.actor.changePlan': [
      done('changePlan', {
        message: 'Your line is on Unlimited now. We charged $10.89 to your primary card.',
        change: ON_UNLIMITED,
        bill: UPGRADED,
      }),
    ],
    'xstate.error.actor.changePlan': [failed('changePlan', 402, 'Your card was declined.')],
    'xstate.done.actor.cancelScheduled': [
      done('cancelScheduled', {
        message: 'The scheduled plan change is cancelled. Your line stays on its plan.',
        change: OPTIONS,
        bill: CURRENT,
      }),
    ],
    'xstate.error.actor.cancelScheduled': [failed('cancelScheduled', 409, 'There is no scheduled plan change on this line')],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.change?.currentPlanId ?? null,
      s.context.change?.scheduled?.planId ?? null,
      s.context.change ? s.context.change.chargeCard !== null : null,
      s.context.chosen,
      s.context.error !== null,
    ]),
} satisfies MachineSamples<typeof changePlanMachine>

const USAGE: LineUsage = {
  lineId: 'line-1',
  planName: 'Plus',
  periodStart: '2026-03-02T00:00:00.000Z',
  periodEnd: '2026-04-01T00:00:00.000Z',
  allowance: { dataMb: 20480, minutes: null, texts: null },
  used: { dataMb: 900, minutes: 30, texts: 12 },
  days: [
    { date: '2026-03-02T00:00:00.000Z', dataMb: 600, minutes: 20, texts: 8 },
    { date: '2026-03-03T00:00:00.000Z', dataMb: 300, minutes: 10, texts: 4 },
  ],
}

export const lineUsageSamples = {
  machine: lineUsageMachine,
  inputs: { 'the customer opens one of their lines': { lineId: 'line-1' } },
  events: {
    'xstate.done.actor.loadUsage': [done('loadUsage', USAGE)],
    'xstate.error.actor.loadUsage': [failed('loadUsage', 503, 'Ring Mobile is temporarily unavailable. Please try again in a moment.')],
    ...bare('usage.retry'),
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.usage !== null]),
} satisfies MachineSamples<typeof lineUsageMachine>
