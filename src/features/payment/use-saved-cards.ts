import type { SnapshotFrom } from 'xstate'
import {
  CARD_SAVING_MESSAGES,
  CARDS_LOAD_ERROR,
  savedCardsMachine,
  type CardSavingResult,
  type SavedCardsEvent,
} from '@machines/saved-cards.machine'
import { deleteCard, openCardSavingPage, setPrimaryCard } from '@/api/cards'
import { getSavedCards } from '@/api/payments'
import { storePaymentMarkers } from '@/lib/storage/payment-markers'
import { cardBrandName } from '@/lib/card-brand'
import { notify } from '@/components/ui/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { maskedNumber } from './format'

type Snapshot = SnapshotFrom<typeof savedCardsMachine>

/** A saved card as the panel shows it. */
interface SavedCardView {
  id: string
  /** The card network, for its icon. */
  network: string
  /** The brand's name ('Visa'). */
  brand: string
  cardholderName: string
  /** '•••• 4242' */
  number: string
  last4Digits: string
  expiry: string
  /** The primary card (no 'Set as primary'). */
  primary: boolean
  /** This card's 'Set as primary' spins. */
  settingPrimary: boolean
  /** Delete and 'Set as primary' wait while any call runs. */
  disabled: boolean
  /** Delete: asks 'Delete Card?' first. */
  remove: () => void
  makePrimary: () => void
}

/** The 'Delete Card?' dialog. */
interface DeleteCardDialogApi {
  open: boolean
  /** The card to delete, or null. */
  card: { brand: string; last4Digits: string } | null
  /** The delete call is in flight. */
  deleting: boolean
  confirm: () => void
  cancel: () => void
}

/** The saved cards panel as the view needs it: the list, adding a card, and deleting one. */
export interface SavedCardsApi {
  /** The list is being read for the first time: a spinner. */
  loading: boolean
  /** The list could not be read: `loadError` says so, `retry` asks again. */
  loadFailed: boolean
  loadError: string | null
  retry: () => void
  /** 'No saved cards', 'Tap below to add one' and 'Add a card'. */
  empty: boolean
  /** The list is read again after a change: the cards stay, their buttons wait. */
  refreshing: boolean
  cards: SavedCardView[]
  /** 'Add a card' spins while the card-saving page is asked for, and while the browser leaves for it. */
  adding: boolean
  canAdd: boolean
  addCard: () => void
  deleteDialog: DeleteCardDialogApi
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: SavedCardsEvent) => void): SavedCardsApi {
  const { cards, cardId } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const loading = snapshot.hasTag('loading')
  const loadFailed = snapshot.matches('loadFailed')
  const confirming = snapshot.matches('confirmingDelete') || snapshot.matches('deleting')
  const cardToDelete = confirming ? (cards.find((card) => card.id === cardId) ?? null) : null
  return {
    loading,
    loadFailed,
    loadError: loadFailed ? CARDS_LOAD_ERROR : null,
    retry: () => send({ type: 'cards.retry' }),
    empty: !loading && !loadFailed && cards.length === 0,
    refreshing: snapshot.matches('refreshing'),
    cards: cards.map((card) => ({
      id: card.id,
      network: card.network,
      brand: cardBrandName(card.network),
      cardholderName: card.cardholderName,
      number: maskedNumber(card.last4Digits),
      last4Digits: card.last4Digits,
      expiry: card.expiry,
      primary: card.primaryCard,
      settingPrimary: snapshot.matches('settingPrimary') && cardId === card.id,
      disabled: busy,
      remove: () => send({ type: 'card.delete', cardId: card.id }),
      makePrimary: () => send({ type: 'card.setPrimary', cardId: card.id }),
    })),
    adding: snapshot.matches('openingCardPage') || snapshot.matches('leaving'),
    canAdd: !busy,
    addCard: () => send({ type: 'card.add' }),
    deleteDialog: {
      open: confirming,
      card: cardToDelete ? { brand: cardBrandName(cardToDelete.network), last4Digits: cardToDelete.last4Digits } : null,
      deleting: snapshot.matches('deleting'),
      confirm: () => send({ type: 'delete.confirm' }),
      cancel: () => send({ type: 'delete.cancel' }),
    },
  }
}

export interface UseSavedCardsOptions {
  /** What the card-saving page answered, read from ?success / ?failure on arrival. */
  returnedWith: CardSavingResult
  /** Takes ?success / ?failure off the address once announced. */
  clearReturnParam: () => void
  /** Leaves for the hosted card-saving page (a full page load). */
  leaveFor?: (url: string) => void
}

const toPage = (url: string) => window.location.assign(url)

/** Binds the saved cards machine to the card calls, the notifications and the hosted card-saving page. */
export function useSavedCards({ returnedWith, clearReturnParam, leaveFor = toPage }: UseSavedCardsOptions): SavedCardsApi {
  return useFlow(
    savedCardsMachine,
    {
      actors: {
        loadCards: apiActor((_: void, signal) => getSavedCards(signal)),
        deleteCard: apiActor(deleteCard),
        setPrimaryCard: apiActor(setPrimaryCard),
        openCardPage: apiActor((_: void, signal) => openCardSavingPage(signal)),
      },
      actions: {
        notifyCardSaved: () => notify({ message: CARD_SAVING_MESSAGES.saved }),
        notifyCardNotSaved: () => notify({ message: CARD_SAVING_MESSAGES.notSaved, error: true }),
        clearReturnParam: () => clearReturnParam(),
        notifyDone: (_, { message }) => notify({ message }),
        notifyFailure: (_, { message }) => notify({ message, error: true }),
        goToCardPage: (_, page) => {
          // /stripe-response reads these to send the customer back here with the result (SPEC §7).
          storePaymentMarkers('payment', page.sessionId)
          leaveFor(page.url)
        },
      },
      input: { returnedWith },
    },
    connect,
  )
}
