import { assertEvent, assign, setup } from 'xstate'
import type { SavedCard } from '@contract/cards'
import { mayDo } from '@contract/family'
import type { LineBill, LineBillAnswer } from '@contract/line-care'
import { errorOf } from './form'
import { answeredWithStatus } from './results'
import { providedByApp } from './provided'
import { callState, readState, readyWith, retryState, withAnswer, type MachineTypes } from './chart'

interface LineCareInput {
  lineId: string
}

/** What the page reads on arrival: the line's bill and the cards a payment may use. */
export interface LineCareData {
  bill: LineBill
  cards: SavedCard[]
}

interface LineCareContext {
  lineId: string
  bill: LineBill | null
  cards: SavedCard[]
  /** The card the pay dialog charges (the primary card when it opens). */
  cardId: string | null
  /** The last change's confirmation ("Thank you! Your payment went through."). */
  notice: string | null
  /** The last call's error: a decline, an outage, nothing to pay. */
  error: string | null
}

export type LineCareEvent =
  | { type: 'care.retry' }
  | { type: 'autopay.set'; autopay: boolean }
  | { type: 'pay.open' }
  | { type: 'pay.card'; cardId: string }
  | { type: 'pay.submit' }
  | { type: 'pay.cancel' }
  | { type: 'lost.open' }
  | { type: 'restore.open' }
  | { type: 'confirm' }
  | { type: 'confirm.cancel' }
  | { type: 'bill.changed'; bill: LineBill }

const lineCare = setup({
  types: {} as MachineTypes<LineCareContext, LineCareEvent, LineCareInput>,
  actors: {
    /** GET /app/line-care/lines/{lineId} and GET /app/payments/cards */
    loadLineCare: providedByApp<LineCareData, { lineId: string }>('loadLineCare'),
    /** PUT /app/line-care/lines/{lineId}/autopay {autopay} */
    setAutopay: providedByApp<LineBillAnswer, { lineId: string; autopay: boolean }>('setAutopay'),
    /** POST /app/line-care/lines/{lineId}/suspend */
    suspendLine: providedByApp<LineBillAnswer, { lineId: string }>('suspendLine'),
    /** POST /app/line-care/lines/{lineId}/restore */
    restoreLine: providedByApp<LineBillAnswer, { lineId: string }>('restoreLine'),
    /** POST /app/line-care/lines/{lineId}/pay {cardId} */
    payRenewal: providedByApp<LineBillAnswer, { lineId: string; cardId: string }>('payRenewal'),
  },
  actions: {
    rememberData: assign((_, data: LineCareData) => ({ bill: data.bill, cards: data.cards })),
    rememberAnswer: assign((_, answer: LineBillAnswer) => ({ bill: answer.bill, notice: answer.message, error: null })),
    showError: assign(({ event }) => ({ error: errorOf(event).message, notice: null })),
    clearMessages: assign({ notice: null, error: null }),
    choosePrimaryCard: assign(({ context }) => ({
      cardId: (context.cards.find((card) => card.primaryCard) ?? context.cards[0])?.id ?? null,
      notice: null,
      error: null,
    })),
    replaceBill: assign(({ event }) => {
      assertEvent(event, 'bill.changed')
      return { bill: event.bill }
    }),
    chooseCard: assign(({ event }) => {
      assertEvent(event, 'pay.card')
      return { cardId: event.cardId, error: null }
    }),
  },
  guards: {
    answeredWithStatus,
    canPay: ({ context }) => context.bill?.canPay === true,
    canSuspend: ({ context }) => context.bill?.canSuspend === true,
    // Restoring is `line.suspend` (FAMILY_RULES): a manager sees a lost line but may not restore it; a member is only
    // ever shown their own line, so `own` holds.
    isLost: ({ context }) => context.bill?.lost != null && mayDo(context.bill.callerRole ?? 'owner', 'line.suspend', true) === 'yes',
    isOwnCard: ({ context, event }) => event.type === 'pay.card' && context.cards.some((card) => card.id === event.cardId),
    cardChosen: ({ context }) => context.cardId !== null,
    autopayChanges: ({ context, event }) =>
      event.type === 'autopay.set' &&
      context.bill !== null &&
      // Only the payer sets autopay: a group's manager or member is shown no switch.
      context.bill.callerRole === undefined &&
      context.bill.status !== 'notActive' &&
      event.autopay !== context.bill.autopay,
  },
})

/** A confirmation dialog, then the call it confirms; back to the bill with the answer or the error. */
function confirmState(actor: 'suspendLine' | 'restoreLine', description: string, busyDescription: string, dialog: string) {
  return lineCare.createStateConfig({
    description,
    initial: 'confirming',
    states: {
      confirming: {
        description: dialog,
        on: {
          confirm: { target: 'calling', description: 'Confirm' },
          'confirm.cancel': { target: '#lineCare.ready.idle', description: 'Cancel' },
        },
      },
      calling: {
        description: busyDescription,
        tags: ['busy'],
        invoke: {
          id: actor,
          src: actor,
          input: ({ context }) => ({ lineId: context.lineId }),
          onDone: { target: '#lineCare.ready.idle', actions: withAnswer('rememberAnswer'), description: 'Done: the line’s new status' },
          onError: { target: '#lineCare.ready.idle', actions: 'showError', description: 'Refused or not reached: the reason' },
        },
      },
    },
  })
}

/**
 * A line's own page: its bill (plan, price, next renewal date and amount, autopay, status), autopay on
 * and off, and a payment with any saved card when a renewal is unpaid (restoring a suspended line) or, autopay off,
 * ahead of the next renewal; a lost or stolen phone's suspension and the restore, each after a confirmation.
 */
export const lineCareMachine = lineCare.createMachine({
  id: 'lineCare',
  description: "Line care: a line's bill, autopay, and paying a renewal.",
  context: ({ input }) => ({ lineId: input.lineId, bill: null, cards: [], cardId: null, notice: null, error: null }),
  initial: 'loading',
  states: {
    loading: readState('A spinner while the bill and the saved cards are read.', 'loadLineCare', {
      input: ({ context }: { context: LineCareContext }) => ({ lineId: context.lineId }),
      onDone: readyWith('rememberData', 'The line’s bill and cards'),
      onError: [
        {
          guard: { type: 'answeredWithStatus', params: { status: 404 } },
          target: 'notFound',
          description: 'No such line of this customer (404)',
        },
        { target: 'failed', description: 'Could not load: the reason and Try again' },
      ],
    }),
    failed: retryState('"We couldn\'t load this line." with Try again.', 'care.retry'),
    notFound: {
      description: 'Not one of the customer\'s lines: "We could not find this line" and a way back to the lines.',
      type: 'final',
    },
    ready: {
      description: 'The bill: plan, price, status, next renewal date and amount, autopay switch, and Pay now when a payment is possible.',
      initial: 'idle',
      states: {
        idle: {
          description: "The bill, with the last change's confirmation or error.",
          on: {
            'autopay.set': { guard: 'autopayChanges', target: 'savingAutopay', actions: 'clearMessages', description: 'Autopay switch' },
            'pay.open': { guard: 'canPay', target: 'paying', actions: 'choosePrimaryCard', description: 'Pay now' },
            'lost.open': { guard: 'canSuspend', target: 'suspending', actions: 'clearMessages', description: 'Lost or stolen phone' },
            'restore.open': { guard: 'isLost', target: 'restoring', actions: 'clearMessages', description: 'Restore the line' },
            'bill.changed': { actions: 'replaceBill', description: 'A plan change answered the bill as it is now' },
          },
        },
        suspending: confirmState(
          'suspendLine',
          'The confirmation dialog: what a suspension does (number kept, no service, no renewal charge, at most 90 days), Suspend and Cancel.',
          'Suspend is busy while the line is suspended.',
          '"Suspend this line?": the number is kept, calls, texts and data stop, no renewal is charged, at most 90 days; "Suspend line" and "Cancel".',
        ),
        restoring: confirmState(
          'restoreLine',
          'The confirmation dialog: the line comes back on and its renewal date moves on by the days it was off; Restore and Cancel.',
          'Restore is busy while the line is restored.',
          '"Restore this line?": the line comes back on; "Restore line" and "Cancel".',
        ),
        savingAutopay: callState('The switch is busy while autopay is saved.', 'setAutopay', {
          input: ({ context }: { context: LineCareContext }) => ({ lineId: context.lineId, autopay: !context.bill!.autopay }),
          onDone: { target: 'idle', actions: withAnswer('rememberAnswer'), description: 'Saved: autopay as chosen' },
          onError: { target: 'idle', actions: 'showError', description: 'Not saved: the reason, the switch as it was' },
        }),
        paying: {
          description: 'The Pay now dialog: the amount, a choice of saved card (the primary one first), Pay and Cancel.',
          initial: 'choosing',
          states: {
            choosing: {
              description: 'The amount and the cards; with no saved card, a note to add one in Payment.',
              on: {
                // Not while charging: the dialog stays until the charge is answered, so its result is never lost.
                'pay.cancel': { target: '#lineCare.ready.idle', actions: 'clearMessages', description: 'Cancel' },
                'pay.card': { guard: 'isOwnCard', actions: 'chooseCard', description: 'Choose a card' },
                'pay.submit': { guard: 'cardChosen', target: 'charging', description: 'Pay' },
              },
            },
            charging: callState(
              'Pay is busy while the card is charged (a second click sends nothing); Cancel, the close icon and Escape do nothing.',
              'payRenewal',
              {
                input: ({ context }: { context: LineCareContext }) => ({ lineId: context.lineId, cardId: context.cardId! }),
                onDone: {
                  target: '#lineCare.ready.idle',
                  actions: withAnswer('rememberAnswer'),
                  description: 'Paid: the renewal is settled',
                },
                onError: { target: 'choosing', actions: 'showError', description: 'Declined or not reached: the reason, choose again' },
              },
            ),
          },
        },
      },
    },
  },
})
