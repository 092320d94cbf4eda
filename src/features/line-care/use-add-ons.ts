import type { SnapshotFrom } from 'xstate'
import { ADD_ONS_LOAD_ERROR, addOnsMachine, type AddOnPurchase, type AddOnsEvent } from '@machines/add-ons.machine'
import type { LineAddOn } from '@contract/add-ons'
import { buyAddOn, cancelAddOn, getAddOns } from '@/api/add-ons'
import { getSavedCards } from '@/api/payments'
import { apiActor } from '@/lib/api-actor'
import { cardBrandName } from '@/lib/card-brand'
import { useFlow } from '@/lib/flow'
import { formatDay, formatMoney } from '@/lib/locale'
import { taxDetail } from '@/lib/tax'

type Snapshot = SnapshotFrom<typeof addOnsMachine>

/** An add-on on sale, as a tile shows it. */
interface OfferTile {
  id: string
  name: string
  description: string
  /** '$12.00 + tax' */
  price: string
  /** Travel: '7 days · France, Spain'; data: 'Until 1 Apr 2026'. */
  detail: string
  /** The button's accessible name: 'Add 3 GB data', 'Buy Europe pass, 7 days'. */
  action: string
  /** The button's text: 'Add', 'Buy'. */
  actionText: string
  pick: () => void
}

/** A bought add-on in the list. */
interface BoughtRow {
  id: string
  name: string
  /** '20 Mar 2026 – 26 Mar 2026' or 'Until 1 Apr 2026'. */
  dates: string
  /** 'Upcoming', 'Active', 'Ended', 'Cancelled · $27.22 refunded'. */
  status: string
  tone: 'success' | 'warning' | 'neutral' | 'danger'
  /** '$27.22' */
  paid: string
  /** Cancel, for a pass that has not started; null otherwise. */
  cancel: (() => void) | null
}

/** The purchase dialog. */
interface BuyDialogApi {
  open: boolean
  /** 'Add 3 GB data?' or 'Buy Europe pass, 7 days?' */
  title: string
  description: string
  travel: boolean
  /** A pass's first day: the field's value, its bounds (YYYY-MM-DD) and its change. */
  startDate: { value: string; min: string; max: string; change: (value: string) => void } | null
  /** Where a pass works. */
  countries: string | null
  figures: { label: string; value: string }[]
  cards: { id: string; label: string; meta: string; chosen: boolean; choose: () => void }[]
  /** 'Pay $13.06' */
  confirmLabel: string
  canConfirm: boolean
  busy: boolean
  error: string | null
  confirm: () => void
  cancel: () => void
}

/** The cancel dialog of a pass not started yet. */
interface CancelDialogApi {
  open: boolean
  title: string
  message: string
  busy: boolean
  error: string | null
  confirm: () => void
  keep: () => void
}

/** Add-ons on a line's page as the view needs them. */
export interface AddOnsApi {
  loading: boolean
  failed: boolean
  loadError: string
  retry: () => void
  /** Why nothing can be bought now, or null. */
  reason: string | null
  notice: string | null
  error: string | null
  data: OfferTile[]
  travel: OfferTile[]
  bought: BoughtRow[]
  /** No saved card: the offers say where to add one. */
  noCards: boolean
  dialog: BuyDialogApi | null
  cancelDialog: CancelDialogApi | null
}

const STATES: Record<LineAddOn['state'], { label: string; tone: BoughtRow['tone'] }> = {
  upcoming: { label: 'Upcoming', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  ended: { label: 'Ended', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
}

/** The last day of a pass: its end is the first moment after it. */
const lastDay = (endsAt: string) => new Date(Date.parse(endsAt) - 1).toISOString()
const datesOf = (item: { kind: string; startsAt: string; endsAt: string }) =>
  item.kind === 'data' ? `Until ${formatDay(item.endsAt)}` : `${formatDay(item.startsAt)} – ${formatDay(lastDay(item.endsAt))}`
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A new purchase key each time a dialog opens: a retry inside the dialog is the same purchase. */
const newKey = () => crypto.randomUUID()

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: AddOnsEvent) => void): AddOnsApi {
  const { addOns, cards, chosen, cardId, startDate, cancelling, notice, error } = snapshot.context
  const inDialog = snapshot.matches({ ready: 'choosing' }) || snapshot.matches({ ready: 'buying' })
  const inCancel = snapshot.matches({ ready: 'confirmingCancel' }) || snapshot.matches({ ready: 'cancelling' })
  const offers = addOns?.offers ?? []
  const tile = (offer: (typeof offers)[number]): OfferTile => ({
    id: offer.addOnId,
    name: offer.name,
    description: offer.description,
    price: `${formatMoney(offer.price)} + tax`,
    detail:
      offer.kind === 'data'
        ? `Until ${addOns?.periodEnd ? formatDay(addOns.periodEnd) : 'your renewal'}`
        : `${offer.days} days · ${offer.countries.join(', ')}`,
    action: offer.kind === 'data' ? `Add ${offer.name}` : `Buy ${offer.name}`,
    actionText: offer.kind === 'data' ? 'Add' : 'Buy',
    pick: () => send({ type: 'offer.pick', addOnId: offer.addOnId, requestKey: newKey() }),
  })
  const offer = offers.find((candidate) => candidate.addOnId === chosen) ?? null
  const pass = addOns?.addOns.find((item) => item.id === cancelling) ?? null
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: ADD_ONS_LOAD_ERROR,
    retry: () => send({ type: 'addOns.retry' }),
    reason: addOns?.reason ?? null,
    notice: inDialog || inCancel ? null : notice,
    error: inDialog || inCancel ? null : error,
    data: offers.filter((candidate) => candidate.kind === 'data').map(tile),
    travel: offers.filter((candidate) => candidate.kind === 'travel').map(tile),
    noCards: cards.length === 0,
    bought: (addOns?.addOns ?? []).map((item) => ({
      id: item.id,
      name: item.name,
      dates: datesOf(item),
      status: item.refunded !== null ? `Cancelled · ${formatMoney(item.refunded)} refunded` : STATES[item.state].label,
      tone: STATES[item.state].tone,
      paid: formatMoney(item.total),
      cancel: item.canCancel ? () => send({ type: 'pass.cancel', addOnId: item.id }) : null,
    })),
    dialog: offer
      ? {
          open: inDialog,
          title: offer.kind === 'data' ? `Add ${offer.name}?` : `Buy ${offer.name}?`,
          description:
            offer.kind === 'data'
              ? `${offer.description}: it is added to your allowance at once and lasts until your renewal${addOns?.periodEnd ? ` on ${formatDay(addOns.periodEnd)}` : ''}.`
              : `${offer.description}, for ${offer.days} days from the first day you pick.`,
          travel: offer.kind === 'travel',
          startDate:
            offer.kind === 'travel' && addOns
              ? {
                  value: startDate,
                  min: addOns.today,
                  max: addDays(addOns.today, 90),
                  change: (value) => send({ type: 'startDate.change', value }),
                }
              : null,
          countries: offer.kind === 'travel' ? offer.countries.join(', ') : null,
          figures: [
            { label: offer.name, value: formatMoney(offer.price) },
            { label: `Taxes · ${taxDetail(offer)}`, value: formatMoney(offer.taxAmount) },
            { label: 'Charged now', value: formatMoney(offer.total) },
          ],
          cards: cards.map((card) => ({
            id: card.id,
            label: `${cardBrandName(card.network)} ending ${card.last4Digits}`,
            meta: `${card.primaryCard ? 'Primary · ' : ''}Expires ${card.expiry}`,
            chosen: card.id === cardId,
            choose: () => send({ type: 'card.choose', cardId: card.id }),
          })),
          confirmLabel: `Pay ${formatMoney(offer.total)}`,
          canConfirm: snapshot.can({ type: 'confirm' }),
          busy: snapshot.matches({ ready: 'buying' }),
          error: inDialog ? error : null,
          confirm: () => send({ type: 'confirm' }),
          cancel: () => send({ type: 'cancel' }),
        }
      : null,
    cancelDialog: pass
      ? {
          open: inCancel,
          title: `Cancel ${pass.name}?`,
          message: `Your pass from ${formatDay(pass.startsAt)} to ${formatDay(lastDay(pass.endsAt))} is cancelled and ${formatMoney(pass.total)} is refunded to the card you paid with.`,
          busy: snapshot.matches({ ready: 'cancelling' }),
          error: inCancel ? error : null,
          confirm: () => send({ type: 'cancel.confirm' }),
          keep: () => send({ type: 'cancel.keep' }),
        }
      : null,
  }
}

/** Binds the add-ons machine to the add-on calls; `onChanged` tells the line page (its usage reads again). */
export function useAddOns(lineId: string, onChanged: () => void): AddOnsApi {
  return useFlow(
    addOnsMachine,
    {
      actors: {
        loadAddOns: apiActor(async ({ lineId: id }: { lineId: string }, signal) => {
          const [addOns, cards] = await Promise.all([getAddOns({ lineId: id }, signal), getSavedCards(signal)])
          return { addOns, cards }
        }),
        buyAddOn: apiActor((input: AddOnPurchase, signal) => buyAddOn(input, signal)),
        cancelAddOn: apiActor((input: { lineId: string; addOnId: string }, signal) => cancelAddOn(input, signal)),
      },
      actions: { addOnsChanged: () => onChanged() },
      input: { lineId },
    },
    connect,
  )
}
