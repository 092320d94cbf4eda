/** Sample events and starting inputs of the add-ons machine: shared by its path tests, the scenario catalogue and the replay. */
import { addOnsMachine, type AddOnsData } from '@machines/add-ons.machine'
import type { AddOnAnswer, LineAddOns } from '@contract/add-ons'
import type { MachineSamples } from '../support/machine-graph'
import { CARDS } from './line-care.samples'
import { bare, done, failed } from './sample-events'

const TAX = { taxState: 'IL', taxRate: 8.86 }

/**
 * The line's today in these samples (the server answers it by the simulator's clock); every other date is told from
 * it, and the catalogue tells a tester the travel pass's first day as days after today, never as a calendar date.
 */
const TODAY = '2026-03-12'
const dayAfter = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10)
/** The travel pass's first day: a week and a day after today, within the 90 days the server allows. */
export const PASS_FIRST_DAY = dayAfter(8)

/** A paid-up Illinois line: 3 GB of data and the Europe pass on offer, nothing bought yet. */
export const OFFERS: LineAddOns = {
  lineId: 'line-1',
  reason: null,
  today: TODAY,
  periodEnd: '2026-04-01T00:00:00.000Z',
  offers: [
    {
      addOnId: 'data-3gb',
      kind: 'data',
      name: '3 GB data',
      description: '3 GB of high-speed data for the rest of this period',
      dataMb: 3072,
      days: null,
      countries: [],
      price: 12,
      taxAmount: 1.06,
      total: 13.06,
      ...TAX,
    },
    {
      addOnId: 'travel-europe-7',
      kind: 'travel',
      name: 'Europe pass, 7 days',
      description: 'Talk, text and 2 GB of data a day in 8 European countries',
      dataMb: null,
      days: 7,
      countries: ['France', 'Spain'],
      price: 25,
      taxAmount: 2.22,
      total: 27.22,
      ...TAX,
    },
  ],
  addOns: [],
  payment: 'card',
}

const PASS = {
  id: 'pass-1',
  addOnId: 'travel-europe-7',
  kind: 'travel' as const,
  name: 'Europe pass, 7 days',
  dataMb: null,
  countries: ['France', 'Spain'],
  startsAt: `${PASS_FIRST_DAY}T00:00:00.000Z`,
  endsAt: `${dayAfter(15)}T00:00:00.000Z`,
  total: 27.22,
  state: 'upcoming' as const,
  canCancel: true,
  refunded: null,
  boughtAt: `${TODAY}T10:00:00.000Z`,
}

/** The line with an upcoming Europe pass (what buying the pass answers). */
const WITH_PASS: LineAddOns = { ...OFFERS, addOns: [PASS] }
/** The line with 3 GB of data added (what buying the data answers). */
const WITH_DATA: LineAddOns = {
  ...OFFERS,
  addOns: [
    {
      ...PASS,
      id: 'data-1',
      addOnId: 'data-3gb',
      kind: 'data',
      name: '3 GB data',
      dataMb: 3072,
      countries: [],
      startsAt: `${TODAY}T10:00:00.000Z`,
      endsAt: '2026-04-01T00:00:00.000Z',
      total: 13.06,
      state: 'active',
      canCancel: false,
    },
  ],
}
/** After the cancellation: the pass cancelled and refunded. */
const CANCELLED: LineAddOns = { ...OFFERS, addOns: [{ ...PASS, state: 'cancelled', canCancel: false, refunded: 27.22 }] }
/** A suspended line: nothing on offer. */
const SUSPENDED: LineAddOns = {
  ...OFFERS,
  reason: 'This line is suspended: pay its renewal to turn it back on before buying an add-on.',
  offers: [],
}

const data = (addOns: LineAddOns, cards = CARDS): AddOnsData => ({ addOns, cards })
const answer = (addOns: LineAddOns, message: string): AddOnAnswer => ({ addOns, message })

export const addOnsSamples = {
  machine: addOnsMachine,
  inputs: { 'the customer opens one of their lines': { lineId: 'line-1' } },
  events: {
    'xstate.done.actor.loadAddOns': [
      done('loadAddOns', data(OFFERS)),
      done('loadAddOns', data(WITH_PASS)),
      done('loadAddOns', data(SUSPENDED)),
      // A manager on a line the group's owner pays for: no card is chosen.
      done('loadAddOns', data({ ...OFFERS, payment: 'owner' })),
      // A member of a group: they ask on the Family page, and buy nothing here.
      done('loadAddOns', data({ ...OFFERS, payment: 'request' })),
    ],
    'xstate.error.actor.loadAddOns': [failed('loadAddOns', { status: 0, message: "We couldn't reach Ring Mobile." })],
    ...bare('addOns.retry'),
    'offer.pick': [
      { type: 'offer.pick', addOnId: 'data-3gb', requestKey: 'key-data-3gb' },
      { type: 'offer.pick', addOnId: 'travel-europe-7', requestKey: 'key-travel' },
      { type: 'offer.pick', addOnId: 'data-9gb', requestKey: 'key-unknown' },
    ],
    'startDate.change': [{ type: 'startDate.change', value: PASS_FIRST_DAY }],
    'card.choose': [
      { type: 'card.choose', cardId: 'card-other' },
      { type: 'card.choose', cardId: 'someone-elses-card' },
    ],
    ...bare('confirm', 'cancel'),
    // The purchase answers for the offer and the card chosen in the dialog.
    'xstate.done.actor.buyAddOn': (s) => {
      const ending = CARDS.find((card) => card.id === s.context.cardId)?.last4Digits
      if (s.context.addOns?.payment === 'owner')
        return [done('buyAddOn', answer(WITH_DATA, "3 GB data is on the line. We charged $13.06 to the group owner's card ending 4242."))]
      return s.context.chosen === 'data-3gb'
        ? [done('buyAddOn', answer(WITH_DATA, `3 GB data is on your line. We charged $13.06 to your card ending ${ending}.`))]
        : [done('buyAddOn', answer(WITH_PASS, `Europe pass, 7 days is on your line. We charged $27.22 to your card ending ${ending}.`))]
    },
    'xstate.error.actor.buyAddOn': [failed('buyAddOn', { status: 402, message: 'Your card was declined.' })],
    'pass.cancel': [
      { type: 'pass.cancel', addOnId: 'pass-1' },
      { type: 'pass.cancel', addOnId: 'pass-started' },
    ],
    ...bare('cancel.confirm', 'cancel.keep'),
    'xstate.done.actor.cancelAddOn': [
      done('cancelAddOn', answer(CANCELLED, 'Europe pass, 7 days is cancelled. We refunded $27.22 to your card.')),
    ],
    'xstate.error.actor.cancelAddOn': [
      failed('cancelAddOn', { status: 409, message: 'Only a travel pass that has not started yet can be cancelled.' }),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.addOns?.addOns.map((item) => item.state) ?? null,
      s.context.addOns?.reason !== null,
      s.context.addOns?.payment,
      s.context.chosen,
      s.context.startDate !== '',
      s.context.cardId,
      s.context.error !== null,
    ]),
} satisfies MachineSamples<typeof addOnsMachine>
