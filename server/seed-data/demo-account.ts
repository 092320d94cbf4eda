import type { CardBrand } from '@contract/cards'
import type { PortInState, SimStatus, SimType } from '@contract/lines'
import { FEES, planById } from './catalogue'
import { lineTaxRate, taxCents } from '../checkout/tax'

/** The demo customer of DESIGN §1 (fixed email and password) with a complete profile. */
export const DEMO_CUSTOMER = {
  email: 'demo@ringmobile.example',
  password: 'Demo#2026',
  firstName: 'Dana',
  lastName: 'Whitfield',
  countryCode: '+1',
  contactNumber: '2025550143',
  streetNumber: '225',
  streetDirection: 'N',
  streetName: 'Columbus Dr',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
} as const

/** A number transfer of a line (SPEC §3 port-in state, item details oldService). */
interface PortInSeed {
  state: PortInState
  /** The number being moved in. */
  msisdn: string
  /** ZIP code on the old carrier's account. */
  zipCode: string
  /** Old carrier account details; null until the customer gives them. */
  oldService: { billingAccountNumber: string; billingAccountPassword: string } | null
}

/** A line (subscription) of the demo customer. */
export interface DemoLine {
  /** Also the line's temporary subscription id in item details. */
  id: string
  nickname: string | null
  /** The line's number; null until a transfer or activation gives it one. */
  mdn: string | null
  planId: string
  simType: SimType
  simStatus: SimStatus
  /** 20-digit ICCID (Luhn-valid), not a carrier SIM prefix of SPEC §4. */
  iccid: string | null
  zipCode: string
  portIn: PortInSeed | null
  /** When the line was bought, in days before the seed's `now` (matches its first transaction). */
  openedDaysAgo: number
}

/** Two lines: an active eSIM, and a physical SIM shipped and waiting for the old carrier details of a port-in. */
export const DEMO_LINES: readonly DemoLine[] = [
  {
    id: 'line-demo-esim',
    nickname: "Dana's iPhone",
    mdn: '2025550143',
    planId: 'plan-unlimited',
    simType: 'esim',
    simStatus: 'active',
    iccid: '89012602300154782150',
    zipCode: '60601',
    portIn: null,
    openedDaysAgo: 225,
  },
  {
    id: 'line-demo-physical',
    nickname: null,
    mdn: null,
    planId: 'plan-plus',
    simType: 'physical',
    simStatus: 'pending',
    iccid: '89012602300154906312',
    zipCode: '60601',
    portIn: { state: 'awaitingDetails', msisdn: '3125550199', zipCode: '60601', oldService: null },
    openedDaysAgo: 30,
  },
]

/** A saved card (SPEC §3 Card): only what the payment provider lets us keep. */
export interface DemoCard {
  id: string
  network: CardBrand
  cardholderName: string
  last4Digits: string
  /** 'MM/YY'. */
  expiry: string
  primaryCard: boolean
}

/** Three saved cards, the Visa primary; last fours are the payment provider's test cards. */
export const DEMO_CARDS: readonly DemoCard[] = [
  { id: 'card-demo-visa', network: 'visa', cardholderName: 'Dana Whitfield', last4Digits: '4242', expiry: '08/28', primaryCard: true },
  {
    id: 'card-demo-mastercard',
    network: 'mastercard',
    cardholderName: 'Dana Whitfield',
    last4Digits: '4444',
    expiry: '11/27',
    primaryCard: false,
  },
  { id: 'card-demo-amex', network: 'amex', cardholderName: 'Dana M Whitfield', last4Digits: '8431', expiry: '03/30', primaryCard: false },
]

/** SPEC §3 payment details; every amount in US dollars with two decimals. */
interface PaymentDetails {
  orderTotal: number
  taxAmount: number
  regulatoryFee: number
  activationFee: number
  discountAmount: number
  /** The physical SIM kit of a first order, included in orderTotal like a real order's (absent when none). */
  simKitFee?: number
  /** Card network, or null when nothing was charged to a card. */
  paymentMethod: CardBrand | null
  last4DigitCard: string | null
  /** orderTotal + taxAmount + regulatoryFee + activationFee - discountAmount. */
  finalCheckoutAmount: number
}

/** A payment of the demo customer (SPEC §3 Transaction) with the rows it belongs to. */
export interface DemoTransaction {
  id: string
  /** ISO 8601. */
  transactionTime: string
  /** Product name shown in order history. */
  item: string
  /** Equal to paymentDetails.finalCheckoutAmount. */
  amount: number
  /** false: the payment failed (a red "Failed" row). */
  successful: boolean
  last4DigitCard: string | null
  cardId: string | null
  lineId: string | null
  paymentDetails: PaymentDetails
}

const DAY_MS = 86_400_000
const cents = (amount: number) => Math.round(amount * 100) / 100
const card = (id: string) => DEMO_CARDS.find((candidate) => candidate.id === id)!

interface Charge {
  id: string
  daysAgo: number
  /** Hour of the day offset, so that rows of one day keep a stable order. */
  hour?: number
  item: string
  lineId: string | null
  orderTotal: number
  activationFee?: number
  simKitFee?: number
  regulatoryFee?: number
  discountAmount?: number
  cardId: string | null
  successful?: boolean
}

function charge(now: Date, c: Charge): DemoTransaction {
  const activationFee = c.activationFee ?? 0
  const simKitFee = c.simKitFee ?? 0
  const regulatoryFee = c.regulatoryFee ?? FEES.regulatory
  const discountAmount = c.discountAmount ?? 0
  // As a real order: the SIM kit is part of the order total, and named on its own in the details.
  const orderTotal = c.orderTotal + simKitFee
  // Taxed as checkout and the renewals tax it: at the rate of the line's service ZIP (Illinois for both demo lines).
  const zipCode = DEMO_LINES.find((line) => line.id === c.lineId)?.zipCode ?? DEMO_CUSTOMER.zipCode
  const taxAmount = taxCents(Math.round((orderTotal + activationFee - discountAmount) * 100), lineTaxRate(zipCode)) / 100
  const finalCheckoutAmount = cents(orderTotal + taxAmount + regulatoryFee + activationFee - discountAmount)
  const paidWith = c.cardId === null ? null : card(c.cardId)
  return {
    id: c.id,
    transactionTime: new Date(now.getTime() - c.daysAgo * DAY_MS + (c.hour ?? 0) * 3_600_000).toISOString(),
    item: c.item,
    amount: finalCheckoutAmount,
    successful: c.successful ?? true,
    last4DigitCard: paidWith?.last4Digits ?? null,
    cardId: paidWith?.id ?? null,
    lineId: c.lineId,
    paymentDetails: {
      orderTotal: cents(orderTotal),
      taxAmount,
      regulatoryFee: cents(regulatoryFee),
      activationFee: cents(activationFee),
      discountAmount: cents(discountAmount),
      ...(simKitFee > 0 ? { simKitFee: cents(simKitFee) } : {}),
      paymentMethod: paidWith?.network ?? null,
      last4DigitCard: paidWith?.last4Digits ?? null,
      finalCheckoutAmount,
    },
  }
}

/**
 * Eight months of the demo customer's payments up to `now`, newest first: the eSIM line's first month (with a
 * welcome discount on activation) and its 30-day renewals, one renewal declined on the Mastercard and paid the next
 * day with the Visa, and the physical line bought 30 days ago with its SIM kit on the same order, as a real order
 * shows it (no separate $0.00 row for the kit).
 */
export function demoTransactions(now: Date): DemoTransaction[] {
  const unlimited = planById('plan-unlimited')
  const plus = planById('plan-plus')
  const esim = 'line-demo-esim'
  const physical = 'line-demo-physical'
  const renewal = (id: string, daysAgo: number, cardId: string, successful = true, hour = 0): Charge => ({
    id,
    daysAgo,
    hour,
    item: `${unlimited.retailName} — monthly plan`,
    lineId: esim,
    orderTotal: unlimited.retailPrice,
    cardId,
    successful,
  })
  const charges: Charge[] = [
    {
      ...renewal('txn-demo-01', 225, 'card-demo-visa'),
      activationFee: FEES.activation,
      discountAmount: 10,
    },
    renewal('txn-demo-02', 195, 'card-demo-visa'),
    renewal('txn-demo-03', 165, 'card-demo-visa'),
    renewal('txn-demo-04', 135, 'card-demo-mastercard', false),
    renewal('txn-demo-05', 134, 'card-demo-visa', true, 2),
    renewal('txn-demo-06', 105, 'card-demo-visa'),
    renewal('txn-demo-07', 75, 'card-demo-amex'),
    renewal('txn-demo-08', 45, 'card-demo-visa'),
    {
      id: 'txn-demo-09',
      daysAgo: 30,
      item: `${plus.retailName} — monthly plan`,
      lineId: physical,
      orderTotal: plus.retailPrice,
      activationFee: FEES.activation,
      simKitFee: FEES.simKit,
      cardId: 'card-demo-mastercard',
    },
    renewal('txn-demo-11', 15, 'card-demo-visa'),
  ]
  return charges.map((c) => charge(now, c)).sort((a, b) => Date.parse(b.transactionTime) - Date.parse(a.transactionTime))
}
