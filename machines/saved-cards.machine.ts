import { assign, setup } from 'xstate'
import type { SavedCard } from '@contract/cards'
import { errorMessage, outputMessage } from './form'
import { providedByApp } from './provided'
import { callState, readState, retryState, withAnswer, type MachineTypes } from './chart'

/** What the card-saving page answered when the customer came back (/dashboard/payment?success=true|failure=true). */
export type CardSavingResult = 'saved' | 'notSaved' | null

export interface SavedCardsInput {
  /** Read from the route's search on arrival; null when the customer did not come back from the card-saving page. */
  returnedWith?: CardSavingResult
}

export interface SavedCardsContext {
  cards: SavedCard[]
  returnedWith: CardSavingResult
  /** The card the customer is deleting or making primary. */
  cardId: string | null
}

export type SavedCardsEvent =
  | { type: 'card.add' }
  | { type: 'card.delete'; cardId: string }
  | { type: 'card.setPrimary'; cardId: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'cards.retry' }

/** The hosted card-saving page to go to (POST /app/payments/storecardpage). */
export interface CardPage {
  url: string
  sessionId: string
}

/** SPEC §2 / §8: what the customer reads on return from the card-saving page. */
export const CARD_SAVING_MESSAGES = {
  saved: 'Your card was saved successfully!',
  notSaved: 'Something went wrong while saving your card, please try again',
} as const

/** Shown in the panel when the list could not be read (the original left this unhandled). */
export const CARDS_LOAD_ERROR = "We couldn't load your saved cards."

/** The list arrived: the cards (`some`), or the empty panel (`none`). */
const cardsRead = <const Some extends string, const None extends string>(some: Some, none: None) =>
  [
    {
      guard: withAnswer('hasCards'),
      target: 'populated',
      actions: withAnswer('rememberCards'),
      description: some,
    },
    { target: 'empty', actions: withAnswer('rememberCards'), description: none },
  ] as const

/** The card being deleted or made primary: the input of either call. */
const chosenCard = ({ context }: { context: SavedCardsContext }) => ({ cardId: context.cardId ?? '' })

/**
 * The saved cards panel of /dashboard/payment (SPEC §2, §4): loading, empty, the list; deleting a card after
 * 'Delete Card?'; making one primary; adding one on the payment provider's hosted card-saving page. Setting a
 * primary card or deleting one reloads the list. Coming back from the card-saving page announces the result once.
 */
export const savedCardsMachine = setup({
  types: {} as MachineTypes<SavedCardsContext, SavedCardsEvent, SavedCardsInput>,
  actors: {
    /** GET /app/payments/cards */
    loadCards: providedByApp<SavedCard[], void>('loadCards'),
    /** DELETE /app/payments/cards {cardId} → { message } */
    deleteCard: providedByApp<{ message: string }, { cardId: string }>('deleteCard'),
    /** POST /app/payments/cards/setdefault {cardId} → { message } */
    setPrimaryCard: providedByApp<{ message: string }, { cardId: string }>('setPrimaryCard'),
    /** POST /app/payments/storecardpage → { url, sessionId } */
    openCardPage: providedByApp<CardPage, void>('openCardPage'),
  },
  actions: {
    rememberCards: assign((_, cards: SavedCard[]) => ({ cards })),
    chooseCard: assign({
      cardId: ({ event }) => (event.type === 'card.delete' || event.type === 'card.setPrimary' ? event.cardId : null),
    }),
    forgetCard: assign({ cardId: null }),
    /** The deleted card leaves the list at once, whatever the reload answers. */
    dropCard: assign({ cards: ({ context }) => context.cards.filter((card) => card.id !== context.cardId) }),
    forgetReturn: assign({ returnedWith: null }),
    /** 'Your card was saved successfully!' (provided: a notification). */
    notifyCardSaved: () => {},
    /** 'Something went wrong while saving your card, please try again' (provided: an error notification). */
    notifyCardNotSaved: () => {},
    /** Removes ?success / ?failure from the address so a reload does not announce it again (provided). */
    clearReturnParam: () => {},
    /** The server's message of a delete or set-primary that worked (provided: a notification). */
    notifyDone: (_, _params: { message: string }) => {},
    /** The server's message of a call that failed (provided: an error notification). */
    notifyFailure: (_, _params: { message: string }) => {},
    /**
     * Stores localStorage 'stripeLocation' = 'payment' and 'sessionId', then leaves for the hosted page
     * (provided: `window.location.assign(url)`).
     */
    goToCardPage: (_, _page: CardPage) => {},
  },
  guards: {
    returnedSaved: ({ context }) => context.returnedWith === 'saved',
    returnedNotSaved: ({ context }) => context.returnedWith === 'notSaved',
    hasCards: (_, cards: SavedCard[]) => cards.length > 0,
    hadCards: ({ context }) => context.cards.length > 0,
    /** Only a card of the list can be deleted or made primary (a stale id would only earn a 404). */
    isListedCard: ({ context, event }) =>
      (event.type === 'card.delete' || event.type === 'card.setPrimary') && context.cards.some((card) => card.id === event.cardId),
    isOtherThanPrimary: ({ context, event }) =>
      event.type === 'card.setPrimary' && context.cards.some((card) => card.id === event.cardId && !card.primaryCard),
  },
}).createMachine({
  id: 'savedCards',
  description: 'Saved cards: the list, adding a card on the hosted page, deleting one, choosing the primary card.',
  context: ({ input }) => ({ cards: [], returnedWith: input.returnedWith ?? null, cardId: null }),
  initial: 'arriving',
  states: {
    arriving: {
      description: 'Back from the card-saving page? Say how it went, once, and take the parameter off the address.',
      always: [
        {
          guard: 'returnedSaved',
          target: 'loading',
          actions: ['notifyCardSaved', 'clearReturnParam', 'forgetReturn'],
          description: '?success=true: "Your card was saved successfully!"',
        },
        {
          guard: 'returnedNotSaved',
          target: 'loading',
          actions: ['notifyCardNotSaved', 'clearReturnParam', 'forgetReturn'],
          description: '?failure=true: "Something went wrong while saving your card, please try again"',
        },
        { target: 'loading', description: 'An ordinary visit' },
      ],
    },
    loading: readState('A spinner while the list is read.', 'loadCards', {
      onDone: cardsRead('The saved cards', 'No saved card yet'),
      onError: { target: 'loadFailed' },
    }),
    loadFailed: retryState('"We couldn\'t load your saved cards." with Try again.', 'cards.retry'),
    empty: {
      description: '"No saved cards", "Tap below to add one" and "Add a card".',
      on: { 'card.add': { target: 'openingCardPage', description: 'Add a card' } },
    },
    populated: {
      description:
        'The cards: brand, cardholder, last four and expiry; the primary one has a Primary badge and Delete, the others Delete and "Set as primary".',
      on: {
        'card.add': { target: 'openingCardPage', description: 'Add a card' },
        'card.delete': {
          guard: 'isListedCard',
          target: 'confirmingDelete',
          actions: 'chooseCard',
          description: 'Delete: ask first',
        },
        'card.setPrimary': {
          guard: 'isOtherThanPrimary',
          target: 'settingPrimary',
          actions: 'chooseCard',
          description: 'Set as primary',
        },
      },
    },
    confirmingDelete: {
      description: '"Delete Card?" with "Yes, Delete" and "Cancel".',
      on: {
        'delete.confirm': { target: 'deleting', description: 'Yes, Delete' },
        'delete.cancel': { target: 'populated', actions: 'forgetCard', description: 'Cancel or close' },
      },
    },
    deleting: callState('The dialog stays; "Yes, Delete" spins.', 'deleteCard', {
      input: chosenCard,
      onDone: {
        target: 'refreshing',
        actions: [{ type: 'notifyDone', params: outputMessage }, 'dropCard', 'forgetCard'],
        description: 'Deleted: the server says so, the list is read again',
      },
      onError: {
        target: 'confirmingDelete',
        actions: { type: 'notifyFailure', params: errorMessage },
        description: "Refused: the server's message; the dialog stays open",
      },
    }),
    settingPrimary: callState('The chosen card\'s "Set as primary" spins; the other buttons wait.', 'setPrimaryCard', {
      input: chosenCard,
      onDone: {
        target: 'refreshing',
        actions: [{ type: 'notifyDone', params: outputMessage }, 'forgetCard'],
        description: 'Done: the server says so, the list is read again',
      },
      onError: {
        target: 'refreshing',
        actions: [{ type: 'notifyFailure', params: errorMessage }, 'forgetCard'],
        description: "Refused: the server's message, and the list as it now stands",
      },
    }),
    refreshing: callState('The list is read again after a change; the cards stay on screen, their buttons wait.', 'loadCards', {
      onDone: cardsRead('The cards as they are now', 'The last card was deleted'),
      onError: [
        { guard: 'hadCards', target: 'populated', description: 'Could not read it again: keep what is known' },
        { target: 'empty', description: 'Could not read it again, and the only card is gone' },
      ],
    }),
    openingCardPage: callState('Asking for a card-saving page; the add button spins.', 'openCardPage', {
      onDone: { target: 'leaving', actions: withAnswer('goToCardPage'), description: 'Store the markers and go to the hosted page' },
      onError: [
        {
          guard: 'hadCards',
          target: 'populated',
          actions: { type: 'notifyFailure', params: errorMessage },
          description: "The server's message",
        },
        { target: 'empty', actions: { type: 'notifyFailure', params: errorMessage }, description: "The server's message" },
      ],
    }),
    leaving: {
      type: 'final',
      description: "On the way to the payment provider's card-saving page; the button keeps spinning.",
      tags: ['busy'],
    },
  },
})
