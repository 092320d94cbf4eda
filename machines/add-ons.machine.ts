import { assertEvent, assign, setup } from 'xstate'
import type { AddOnAnswer, LineAddOns } from '@contract/add-ons'
import type { SavedCard } from '@contract/cards'
import { errorOf, outputOf } from './form'
import { providedByApp } from './provided'
import { callState, firstRead, lineIdOf, readyWith, retryState, type MachineTypes } from './chart'

interface AddOnsInput {
  lineId: string
}

/** What the section reads on arrival: the line's offers and add-ons, and the cards a purchase may use. */
export interface AddOnsData {
  addOns: LineAddOns
  cards: SavedCard[]
}

/** What a purchase sends: the add-on, its first day (a travel pass), the card (when the caller pays) and the purchase's key. */
export interface AddOnPurchase {
  lineId: string
  addOnId: string
  startDate?: string
  cardId?: string
  requestKey: string
}

interface AddOnsContext {
  lineId: string
  addOns: LineAddOns | null
  cards: SavedCard[]
  /** The offer the dialog is about. */
  chosen: string | null
  /** A travel pass's first day (YYYY-MM-DD), '' until picked. */
  startDate: string
  cardId: string | null
  /** The purchase's idempotency key, made when the dialog opened: a retry in the dialog is the same purchase. */
  requestKey: string
  /** The bought pass the cancel dialog is about. */
  cancelling: string | null
  /** The last purchase's or cancellation's confirmation. */
  notice: string | null
  /** The last call's error: a decline, an outage, a refused date. */
  error: string | null
}

export type AddOnsEvent =
  | { type: 'addOns.retry' }
  | { type: 'offer.pick'; addOnId: string; requestKey: string }
  | { type: 'startDate.change'; value: string }
  | { type: 'card.choose'; cardId: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'pass.cancel'; addOnId: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.keep' }

/** How the caller pays on this line (contract/add-ons.ts `payment`): their card, the group owner's, or by a request. */
const paymentOf = (context: AddOnsContext) => context.addOns?.payment ?? 'card'

/** The offer chosen in the dialog. */
const chosenOffer = (context: AddOnsContext) => context.addOns?.offers.find((offer) => offer.addOnId === context.chosen) ?? null

/** A purchase or a cancellation went through: the add-ons as they are now, the confirmation, and the page told. */
const answered = {
  target: 'idle',
  actions: [{ type: 'rememberAnswer', params: outputOf<AddOnAnswer> }, 'addOnsChanged'],
  description: 'Done: the message, the add-ons as they are now, and the usage read again',
} as const

const addOns = setup({
  types: {} as MachineTypes<AddOnsContext, AddOnsEvent, AddOnsInput>,
  actors: {
    /** GET /app/line-care/lines/{lineId}/add-ons and GET /app/payments/cards */
    loadAddOns: providedByApp<AddOnsData, { lineId: string }>('loadAddOns'),
    /** POST /app/line-care/lines/{lineId}/add-ons {addOnId, startDate?, cardId, requestKey} */
    buyAddOn: providedByApp<AddOnAnswer, AddOnPurchase>('buyAddOn'),
    /** DELETE /app/line-care/lines/{lineId}/add-ons/{addOnId} */
    cancelAddOn: providedByApp<AddOnAnswer, { lineId: string; addOnId: string }>('cancelAddOn'),
  },
  actions: {
    rememberData: assign((_, data: AddOnsData) => ({ addOns: data.addOns, cards: data.cards })),
    rememberAnswer: assign((_, answer: AddOnAnswer) => ({
      addOns: answer.addOns,
      chosen: null,
      cancelling: null,
      notice: answer.message,
      error: null,
    })),
    /** The line page reads its usage again: added data shows in the bar and the chart. Provided by the app. */
    addOnsChanged: () => {},
    showError: assign(({ event }) => ({ error: errorOf(event).message, notice: null })),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'offer.pick')
      return {
        chosen: event.addOnId,
        requestKey: event.requestKey,
        startDate: '',
        // The group owner's card pays when the line is theirs to pay: no card of the caller's is chosen.
        cardId: paymentOf(context) === 'card' ? ((context.cards.find((card) => card.primaryCard) ?? context.cards[0])?.id ?? null) : null,
        notice: null,
        error: null,
      }
    }),
    setStartDate: assign(({ event }) => {
      assertEvent(event, 'startDate.change')
      return { startDate: event.value, error: null }
    }),
    setCard: assign(({ event }) => {
      assertEvent(event, 'card.choose')
      return { cardId: event.cardId, error: null }
    }),
    forgetChoice: assign({ chosen: null, error: null }),
    /** Pay pressed again: the last decline goes while the card is charged. */
    clearError: assign({ error: null }),
    choosePass: assign(({ event }) => {
      assertEvent(event, 'pass.cancel')
      return { cancelling: event.addOnId, notice: null, error: null }
    }),
    forgetPass: assign({ cancelling: null, error: null }),
  },
  guards: {
    /** An offer on sale, to a caller who buys (a member whose role asks buys nothing here: they ask on the Family page). */
    isOffer: ({ context, event }) =>
      event.type === 'offer.pick' &&
      paymentOf(context) !== 'request' &&
      (context.addOns?.offers.some((offer) => offer.addOnId === event.addOnId) ?? false),
    /** Only a travel pass has a first day to pick. */
    isTravelPass: ({ context }) => chosenOffer(context)?.kind === 'travel',
    isSavedCard: ({ context, event }) =>
      event.type === 'card.choose' && paymentOf(context) === 'card' && context.cards.some((card) => card.id === event.cardId),
    /** A card is chosen (unless the group owner's pays), and a travel pass has its first day. */
    isComplete: ({ context }) => {
      const offer = chosenOffer(context)
      const paid = paymentOf(context) === 'owner' || context.cardId !== null
      return !!offer && paid && (offer.kind === 'data' || /^\d{4}-\d{2}-\d{2}$/.test(context.startDate))
    },
    isCancellable: ({ context, event }) =>
      event.type === 'pass.cancel' && (context.addOns?.addOns.some((item) => item.id === event.addOnId && item.canCancel) ?? false),
  },
})

/**
 * Add-ons on a line's page: "Add data" (1, 3 or 5 GB for the rest of the period) and "Travel pass"
 * (days of roaming from a day the customer picks). The dialog shows the price with the line's state tax before
 * confirming and charges the chosen saved card once per purchase key; a pass that has not started can be cancelled
 * and refunded.
 */
export const addOnsMachine = addOns.createMachine({
  id: 'addOns',
  description: 'Add-ons: buy data for the rest of the period or a travel pass for a line; cancel a pass before it starts.',
  context: ({ input }) => ({
    lineId: input.lineId,
    addOns: null,
    cards: [],
    chosen: null,
    startDate: '',
    cardId: null,
    requestKey: '',
    cancelling: null,
    notice: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: firstRead('A spinner while the offers, the add-ons and the saved cards are read.', 'loadAddOns', {
      input: lineIdOf,
      onDone: readyWith('rememberData', 'The offers, add-ons and cards arrive'),
    }),
    failed: retryState('"We couldn\'t load the add-ons for this line." with Try again.', 'addOns.retry'),
    ready: {
      description: 'Add data and Travel pass with their prices, and the add-ons of this period with their dates.',
      initial: 'idle',
      states: {
        idle: {
          description:
            "The offers (or why the line cannot buy now) and the line's add-ons, with the last purchase's or cancellation's message; a member whose group owner pays sees the offers with no Add or Buy, and is sent to ask from the Family page.",
          on: {
            'offer.pick': { guard: 'isOffer', target: 'choosing', actions: 'choose', description: 'Buy on an offer' },
            'pass.cancel': { guard: 'isCancellable', target: 'confirmingCancel', actions: 'choosePass', description: 'Cancel on a pass' },
          },
        },
        choosing: {
          description:
            'The dialog: the add-on, its price, tax at the line\'s state rate and the total; the first day for a travel pass; the card to charge, or on a line the group owner pays for, that their card is charged. "Pay …" and Cancel.',
          on: {
            'startDate.change': { guard: 'isTravelPass', actions: 'setStartDate', description: 'Pick the first day' },
            'card.choose': { guard: 'isSavedCard', actions: 'setCard', description: 'Choose a card' },
            confirm: { guard: 'isComplete', target: 'buying', actions: 'clearError', description: 'Pay: the last decline goes' },
            cancel: { target: 'idle', actions: 'forgetChoice', description: 'Cancel' },
          },
        },
        buying: callState('Pay is busy while the card is charged (a second click sends nothing).', 'buyAddOn', {
          input: ({ context }: { context: AddOnsContext }) => ({
            lineId: context.lineId,
            addOnId: context.chosen!,
            ...(chosenOffer(context)?.kind === 'travel' ? { startDate: context.startDate } : {}),
            ...(paymentOf(context) === 'card' ? { cardId: context.cardId! } : {}),
            requestKey: context.requestKey,
          }),
          onDone: answered,
          onError: { target: 'choosing', actions: 'showError', description: 'Declined or refused: the reason in the dialog' },
        }),
        confirmingCancel: {
          description: 'The cancel dialog: the pass, its dates and the refund. Cancel pass and Keep pass.',
          on: {
            'cancel.confirm': { target: 'cancelling', description: 'Cancel pass' },
            'cancel.keep': { target: 'idle', actions: 'forgetPass', description: 'Keep pass' },
          },
        },
        cancelling: callState('Cancel pass is busy while the pass is cancelled and refunded.', 'cancelAddOn', {
          input: ({ context }: { context: AddOnsContext }) => ({ lineId: context.lineId, addOnId: context.cancelling! }),
          onDone: answered,
          onError: { target: 'confirmingCancel', actions: 'showError', description: 'Refused: the reason in the dialog' },
        }),
      },
    },
  },
})
