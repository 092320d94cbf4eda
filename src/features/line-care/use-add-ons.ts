import type { SnapshotFrom } from 'xstate'
import { addOnsMachine, type AddOnPurchase, type AddOnsEvent } from '@machines/add-ons.machine'
import type { LineAddOn } from '@contract/add-ons'
import { buyAddOn, cancelAddOn, getAddOns } from '@/api/add-ons'
import { apiActor } from '@/lib/api-actor'
import { useFlow, type ReadAndCallState } from '@/lib/flow'
import { taxDetail } from '@/lib/tax'
import { cardChoices, readWithSavedCards } from './saved-cards'
import type { CardChoice, ChargeDialogState } from './line-care-card'
import { ENGLISH, useWords, type LineCareKey, type Words } from './words'

type Snapshot = SnapshotFrom<typeof addOnsMachine>

/** An add-on on sale, as a tile shows it. */
interface OfferTile {
  id: string
  name: string
  description: string
  /** '$12.00 + tax' */
  price: string
  /** Travel: '7 days · France and Spain'; data: 'Until 1 Apr 2026'. */
  detail: string
  /** The button's accessible name: 'Add 3 GB data', 'Buy Europe pass, 7 days'. */
  action: string
  /** The button's text: 'Add', 'Buy'. */
  actionText: string
  /** Opens the dialog; null for a member whose group owner pays (they ask on the Family page). */
  pick: (() => void) | null
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
interface BuyDialogApi extends ChargeDialogState {
  description: string
  travel: boolean
  /** A pass's first day: the field's value, its bounds (YYYY-MM-DD) and its change. */
  startDate: { value: string; min: string; max: string; change: (value: string) => void } | null
  /** Where a pass works. */
  countries: string | null
  figures: { label: string; value: string }[]
  cards: CardChoice[]
  /** The group owner's card pays (no card is chosen): the dialog says so. */
  ownerPays: boolean
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
export interface AddOnsApi extends ReadAndCallState {
  /** Why nothing can be bought now, or null. */
  reason: string | null
  data: OfferTile[]
  travel: OfferTile[]
  bought: BoughtRow[]
  /** No saved card: the offers say where to add one. */
  noCards: boolean
  /** A member whose group owner pays: they ask for add-ons on the Family page, which the section links. */
  askOwner: boolean
  dialog: BuyDialogApi | null
  cancelDialog: CancelDialogApi | null
}

const STATES: Record<LineAddOn['state'], { label: LineCareKey; tone: BoughtRow['tone'] }> = {
  upcoming: { label: 'line-care.addOns.state.upcoming', tone: 'warning' },
  active: { label: 'line-care.addOns.state.active', tone: 'success' },
  ended: { label: 'line-care.addOns.state.ended', tone: 'neutral' },
  cancelled: { label: 'line-care.addOns.state.cancelled', tone: 'danger' },
}

/** The last day of a pass: its end is the first moment after it. */
const lastDay = (endsAt: string) => new Date(Date.parse(endsAt) - 1).toISOString()
const datesOf = (item: { kind: string; startsAt: string; endsAt: string }, { t, f }: Words) =>
  item.kind === 'data'
    ? t('line-care.addOns.until', { date: f.day(item.endsAt) })
    : `${f.day(item.startsAt)} – ${f.day(lastDay(item.endsAt))}`
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A new purchase key each time a dialog opens: a retry inside the dialog is the same purchase. */
const newKey = () => crypto.randomUUID()

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: AddOnsEvent) => void, words: Words = ENGLISH): AddOnsApi {
  const { t, f } = words
  const { addOns, cards, chosen, cardId, startDate, cancelling, notice, error } = snapshot.context
  const inDialog = snapshot.matches({ ready: 'choosing' }) || snapshot.matches({ ready: 'buying' })
  const inCancel = snapshot.matches({ ready: 'confirmingCancel' }) || snapshot.matches({ ready: 'cancelling' })
  const offers = addOns?.offers ?? []
  const payment = addOns?.payment ?? 'card'
  const tile = (offer: (typeof offers)[number]): OfferTile => ({
    id: offer.addOnId,
    name: offer.name,
    description: offer.description,
    price: t('line-care.addOns.plusTax', { price: f.money(offer.price) }),
    detail:
      offer.kind === 'data'
        ? addOns?.periodEnd
          ? t('line-care.addOns.until', { date: f.day(addOns.periodEnd) })
          : t('line-care.addOns.untilRenewal')
        : t('line-care.addOns.travelDetail', { count: offer.days ?? 0, countries: f.list(offer.countries) }),
    action: t(offer.kind === 'data' ? 'line-care.addOns.addAction' : 'line-care.addOns.buyAction', { name: offer.name }),
    actionText: t(offer.kind === 'data' ? 'line-care.addOns.add' : 'line-care.addOns.buy'),
    pick: payment === 'request' ? null : () => send({ type: 'offer.pick', addOnId: offer.addOnId, requestKey: newKey() }),
  })
  const offer = offers.find((candidate) => candidate.addOnId === chosen) ?? null
  const pass = addOns?.addOns.find((item) => item.id === cancelling) ?? null
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: t('line-care.addOns.loadError'),
    retry: () => send({ type: 'addOns.retry' }),
    reason: addOns?.reason ?? null,
    notice: inDialog || inCancel ? null : notice,
    error: inDialog || inCancel ? null : error,
    data: offers.filter((candidate) => candidate.kind === 'data').map(tile),
    travel: offers.filter((candidate) => candidate.kind === 'travel').map(tile),
    noCards: payment === 'card' && cards.length === 0,
    askOwner: payment === 'request' && offers.length > 0,
    bought: (addOns?.addOns ?? []).map((item) => ({
      id: item.id,
      name: item.name,
      dates: datesOf(item, words),
      status: item.refunded !== null ? t('line-care.addOns.refunded', { amount: f.money(item.refunded) }) : t(STATES[item.state].label),
      tone: STATES[item.state].tone,
      paid: f.money(item.total),
      cancel: item.canCancel ? () => send({ type: 'pass.cancel', addOnId: item.id }) : null,
    })),
    dialog: offer
      ? {
          open: inDialog,
          title: t(offer.kind === 'data' ? 'line-care.addOns.addTitle' : 'line-care.addOns.buyTitle', { name: offer.name }),
          description:
            offer.kind === 'data'
              ? addOns?.periodEnd
                ? t('line-care.addOns.dataTextOn', { description: offer.description, date: f.day(addOns.periodEnd) })
                : t('line-care.addOns.dataText', { description: offer.description })
              : t('line-care.addOns.travelText', { description: offer.description, count: offer.days ?? 0 }),
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
          countries: offer.kind === 'travel' ? f.list(offer.countries) : null,
          figures: [
            { label: offer.name, value: f.money(offer.price) },
            {
              label: t('line-care.bill.taxes', {
                detail: taxDetail(offer, { percent: f.percent, standardRate: t('line-care.bill.standardRate') }),
              }),
              value: f.money(offer.taxAmount),
            },
            { label: t('line-care.addOns.chargedNow'), value: f.money(offer.total) },
          ],
          cards: payment === 'card' ? cardChoices(words, cards, cardId, (id) => send({ type: 'card.choose', cardId: id })) : [],
          ownerPays: payment === 'owner',
          confirmLabel: t('line-care.addOns.pay', { amount: f.money(offer.total) }),
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
          title: t('line-care.addOns.cancelTitle', { name: pass.name }),
          message: t('line-care.addOns.cancelText', {
            from: f.day(pass.startsAt),
            to: f.day(lastDay(pass.endsAt)),
            amount: f.money(pass.total),
          }),
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
  const words = useWords()
  return useFlow(
    addOnsMachine,
    {
      actors: {
        loadAddOns: readWithSavedCards('addOns', getAddOns),
        buyAddOn: apiActor((input: AddOnPurchase, signal) => buyAddOn(input, signal)),
        cancelAddOn: apiActor(cancelAddOn),
      },
      actions: { addOnsChanged: () => onChanged() },
      input: { lineId },
    },
    (snapshot, send) => connect(snapshot, send, words),
  )
}
