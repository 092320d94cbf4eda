/**
 * A line's page (/dashboard/lines/$lineId) in each line state (contract/line-state.ts), on the real route tree with
 * `fetch` stubbed: what the bill card, the usage card, "Switch to a new phone" and the number-lock card say and
 * offer, in English and Spanish.
 */
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ADD_ON_MESSAGES, type LineAddOns } from '@contract/add-ons'
import type { SavedCard } from '@contract/cards'
import type { LineBill, LineUsage, PlanChangeOptions } from '@contract/line-care'
import { LINE_SWITCH_MESSAGES, type LineSwitch } from '@contract/line-switch'
import type { LineSecurity } from '@contract/security'
import { bill } from '../machines/line-care.samples'
import { OFFERS } from '../machines/add-ons.samples'
import { jwt, profile, renderApp, stubApi } from './auth-harness'
import { setupUser } from './user'
import { stubFarFromViewport } from './far-from-viewport'

const LINE = 'line-1'
const CARD: SavedCard = {
  id: 'card-1',
  primaryCard: true,
  cardholderName: 'Dana Whitfield',
  last4Digits: '4242',
  expiry: '12/34',
  network: 'visa',
}
const PLAN_NOT_NOW = 'The plan of a line can be changed once it is active and paid up.'

/** The renewal of a line in its grace period: the first charge refused, retried tomorrow, suspended in three days. */
const GRACE_RENEWAL: NonNullable<LineBill['openRenewal']> = {
  periodStart: '2026-04-01T00:00:00.000Z',
  amount: 28.71,
  attempts: 1,
  nextAttemptAt: '2026-04-02T00:00:00.000Z',
  suspendsAt: '2026-04-04T00:00:00.000Z',
  failureMessage: 'Your card was declined.',
}

/** Suspended for a lost phone by its user. */
const LOST_LINE = {
  status: 'lost',
  state: 'lost',
  canSuspend: false,
  lost: { since: '2026-03-10T00:00:00.000Z', until: '2026-06-08T00:00:00.000Z' },
} as const satisfies Partial<LineBill>

const STATES = {
  active: bill(),
  grace: bill({ status: 'pastDue', state: 'grace', canPay: true, openRenewal: GRACE_RENEWAL }),
  // As a page in English holds it: the refusal written in English, with its kind.
  graceNoFunds: bill({
    status: 'pastDue',
    state: 'grace',
    canPay: true,
    openRenewal: {
      ...GRACE_RENEWAL,
      failureMessage: 'Your card has insufficient funds.',
      failure: { code: 'insufficientFunds', last4: null },
    },
  }),
  suspended: bill({
    status: 'suspended',
    state: 'suspended',
    canPay: true,
    canSuspend: false,
    openRenewal: {
      periodStart: '2026-04-01T00:00:00.000Z',
      amount: 28.71,
      attempts: 4,
      nextAttemptAt: null,
      suspendsAt: null,
      failureMessage: null,
    },
  }),
  portedOut: bill({ status: 'notActive', state: 'portedOut', portedOutAt: '2026-03-20T15:00:00.000Z', renewsAt: null, canSuspend: false }),
  cancelled: bill({ status: 'notActive', state: 'cancelled', renewsAt: null, canSuspend: false }),
  pendingActivation: bill({ status: 'notActive', state: 'pendingActivation', renewsAt: null, canSuspend: false }),
  // As the server answers a group's member or manager (server/routes/line-care/fresh-bill.ts billShownTo): the money withheld.
  member: bill({ callerRole: 'member', autopay: false, nextAmount: 0, openRenewal: null, canPay: false }),
  memberLost: bill({ ...LOST_LINE, callerRole: 'member', autopay: false, nextAmount: 0, canPay: false }),
  managerLost: bill({ ...LOST_LINE, callerRole: 'manager', autopay: false, nextAmount: 0, canPay: false }),
} satisfies Record<string, LineBill>
const BILL_TITLE = { en: 'Your bill', es: 'Tu factura' }
const LINE_TITLE = { en: 'This line', es: 'Esta línea' }

const USAGE: LineUsage = {
  lineId: LINE,
  planName: 'Plus',
  periodStart: '2026-03-02T00:00:00.000Z',
  periodEnd: '2026-04-01T00:00:00.000Z',
  allowance: { dataMb: 5120, minutes: null, texts: null },
  used: { dataMb: 1024, minutes: 10, texts: 5 },
  days: [{ date: '2026-03-02T00:00:00.000Z', dataMb: 1024, minutes: 10, texts: 5, dataAllowanceMb: 5120 }],
}
const NO_USAGE: LineUsage = { ...USAGE, periodStart: null, periodEnd: null, used: { dataMb: 0, minutes: 0, texts: 0 }, days: [] }

/** The line's page in `state`, in `language`, its add-ons answer changed by `addOnsAs`; the calls its sections made. */
async function openLine(
  state: keyof typeof STATES,
  language: 'en' | 'es' = 'en',
  addOnsAs: Partial<LineAddOns> = {},
  planAs: Partial<PlanChangeOptions> = {},
) {
  localStorage.setItem('token', jwt())
  let current: LineBill = STATES[state]
  const ended = state === 'portedOut' || state === 'cancelled'
  const lineSwitch: LineSwitch = {
    lineId: LINE,
    simType: 'esim',
    reason: state === 'active' || state === 'grace' ? null : LINE_SWITCH_MESSAGES.notActive,
    esim: null,
    kit: null,
  }
  const security: LineSecurity = {
    lineId: LINE,
    portOutLocked: true,
    simChangeLocked: true,
    accountNumber: '7000000001',
    transferPinExpiresAt: null,
    portedOut: state === 'portedOut',
  }
  const options: PlanChangeOptions = {
    lineId: LINE,
    currentPlanId: 'plan-plus',
    currentPlanName: 'Plus',
    reason: null,
    options: [],
    scheduled: null,
    chargeCard: null,
    ...planAs,
  }
  // What the server answers by the line's state as it is at each call (a payment during grace changes it).
  const inGrace = () => current.state === 'grace'
  const addOns = (): LineAddOns => ({
    lineId: LINE,
    reason: inGrace() ? ADD_ON_MESSAGES.pastDue : null,
    today: '2026-03-05',
    periodEnd: null,
    offers: [],
    addOns: [],
    payment: 'card',
    ...addOnsAs,
  })
  const api = stubApi({
    'GET /app/users/view': () => Response.json({ ...profile, language }),
    [`GET /app/line-care/lines/${LINE}`]: () => Response.json(current),
    'GET /app/payments/cards': () => Response.json({ cards: [CARD] }),
    [`GET /app/line-care/lines/${LINE}/usage`]: () => Response.json(state === 'pendingActivation' || ended ? NO_USAGE : USAGE),
    [`GET /app/line-care/lines/${LINE}/plan-change`]: () => Response.json({ ...options, reason: inGrace() ? PLAN_NOT_NOW : null }),
    [`GET /app/line-care/lines/${LINE}/add-ons`]: () => Response.json(addOns()),
    [`POST /app/line-care/lines/${LINE}/add-ons`]: () =>
      Response.json({ message: "3 GB data is on the line. We charged $13.06 to the group owner's card ending 4242.", addOns: addOns() }),
    [`POST /app/line-care/lines/${LINE}/pay`]: () => {
      current = STATES.active
      return Response.json({ message: 'Thank you! Your payment went through.', bill: current })
    },
    [`GET /app/lines/${LINE}/switch`]: () => Response.json(lineSwitch),
    [`GET /app/lines/${LINE}/security`]: () => Response.json(security),
  })
  renderApp(`/dashboard/lines/${LINE}`, { actorOptions: { language } })
  const title = current.callerRole ? LINE_TITLE : BILL_TITLE
  const billCard = within(await screen.findByRole('region', { name: title[language] }))
  return { api, billCard }
}

beforeEach(stubFarFromViewport)

const usageCard = async () => within(await screen.findByRole('region', { name: /^(Usage this period|Uso en este periodo)/ }))

describe('a ported-out line’s page', () => {
  it('says the number moved, in the cancelled style, offers nothing but its receipts', async () => {
    const { api, billCard } = await openLine('portedOut')
    const status = billCard.getByTestId('bill-status')
    expect(status).toHaveTextContent('Moved to another carrier')
    expect(status).toHaveAttribute('data-status', 'cancelled')
    expect(billCard.getByTestId('bill-summary')).toHaveTextContent(/^Your number moved to another carrier on 20 Mar 2026\./)
    expect(billCard.getByText('Service ended')).toBeVisible()
    expect(billCard.queryByText('Not active yet')).toBeNull()
    expect(billCard.queryByText(/Billing starts/)).toBeNull()
    expect(billCard.queryByRole('switch')).toBeNull()
    expect(billCard.queryByRole('button', { name: /Pay/ })).toBeNull()
    expect(billCard.getByRole('link', { name: 'See receipts' })).toHaveAttribute('href', '/dashboard/payment')

    expect((await usageCard()).getByText('This number moved to another carrier: no usage is counted here any more.')).toBeVisible()
    expect(screen.queryByText(/Usage shows here once the line is active/)).toBeNull()
    // Nothing is loaded or offered for the usage, a plan change, add-ons or a new phone.
    expect(api.callsTo(`GET /app/line-care/lines/${LINE}/usage`)).toHaveLength(0)
    expect(screen.queryByRole('button', { name: /Switch to a new phone/ })).toBeNull()
    expect(screen.queryByRole('region', { name: /Change plan/ })).toBeNull()
    expect(screen.queryByRole('region', { name: /Add-ons/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /lost/i })).toBeNull()
    // The number-lock card says where the number went.
    expect(await screen.findByText("This number has moved to another carrier, and this line's service has ended.")).toBeVisible()
  })

  it('says it in Spanish', async () => {
    const { billCard } = await openLine('portedOut', 'es')
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Transferida a otra compañía')
    expect(billCard.getByTestId('bill-summary')).toHaveTextContent(/^Tu número se transfirió a otra compañía el /)
    expect(billCard.getByRole('link', { name: 'Ver recibos' })).toBeVisible()
    expect((await usageCard()).getByText('Este número se transfirió a otra compañía: aquí ya no se cuenta uso.')).toBeVisible()
  })
})

describe('a cancelled line’s page', () => {
  it('says it is cancelled and offers only its receipts, with no number-lock card', async () => {
    const { billCard } = await openLine('cancelled')
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Cancelled')
    expect(billCard.getByTestId('bill-status')).toHaveAttribute('data-status', 'cancelled')
    expect(billCard.getByTestId('bill-summary')).toHaveTextContent(
      'This line is cancelled: its service has ended and nothing more is billed.',
    )
    expect(billCard.getByRole('link', { name: 'See receipts' })).toBeVisible()
    expect(screen.queryByRole('region', { name: /Number lock/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Switch to a new phone/ })).toBeNull()
  })
})

describe('a live line’s page', () => {
  it('active: paid up, autopay, usage and a new phone offered', async () => {
    const { billCard } = await openLine('active')
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Paid up')
    expect(billCard.getByRole('switch')).toBeVisible()
    expect(billCard.queryByRole('link', { name: 'See receipts' })).toBeNull()
    expect(await screen.findByRole('button', { name: 'Switch to a new phone' })).toBeEnabled()
    expect((await usageCard()).queryByText(/once the line is active/)).toBeNull()
  })

  it('in grace: payment due, the reason and Pay now; service and a new phone go on', async () => {
    const { billCard } = await openLine('grace')
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Payment due')
    expect(billCard.getByTestId('bill-summary')).toHaveTextContent(/Your card was declined/)
    expect(billCard.getByRole('button', { name: 'Pay $28.71 now' })).toBeVisible()
    expect(await screen.findByRole('button', { name: 'Switch to a new phone' })).toBeEnabled()
  })

  it('in grace, in Spanish: the whole sentence, the card’s refusal included, in Spanish', async () => {
    const { billCard } = await openLine('graceNoFunds', 'es')
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Pago pendiente')
    expect(billCard.getByTestId('bill-summary')).toHaveTextContent(
      /^No pudimos cobrar \$28\.71 \(Tu tarjeta no tiene fondos suficientes\)\. Tu línea sigue activa hasta el /,
    )
    expect(billCard.getByTestId('bill-summary')).not.toHaveTextContent(/insufficient/)
  })

  it('in grace, with the language switched on the page: the card’s refusal follows, without a new answer', async () => {
    const user = setupUser()
    const { billCard, api } = await openLine('graceNoFunds')
    expect(billCard.getByTestId('bill-summary')).toHaveTextContent(/\(Your card has insufficient funds\)/)
    const reads = api.callsTo(`GET /app/line-care/lines/${LINE}`).length
    await user.click(screen.getAllByRole('button', { name: 'Español' })[0])
    const spanishCard = within(await screen.findByRole('region', { name: 'Tu factura' }))
    expect(spanishCard.getByTestId('bill-summary')).toHaveTextContent(/\(Tu tarjeta no tiene fondos suficientes\)/)
    expect(api.callsTo(`GET /app/line-care/lines/${LINE}`)).toHaveLength(reads)
  })

  it('in grace, paid from the page: Add-ons and Change plan offer again at once, without a reload', async () => {
    const user = setupUser()
    const { api, billCard } = await openLine('grace')
    expect(await screen.findByText(ADD_ON_MESSAGES.pastDue)).toBeVisible()
    expect(await screen.findByText(PLAN_NOT_NOW)).toBeVisible()
    await user.click(billCard.getByRole('button', { name: 'Pay $28.71 now' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay $28.71' }))
    await user.click(dialog.getByRole('button', { name: 'Pay $28.71' }))
    expect(await screen.findByText('Thank you! Your payment went through.')).toBeVisible()
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Paid up')
    await vi.waitFor(() => expect(api.callsTo(`GET /app/line-care/lines/${LINE}/add-ons`)).toHaveLength(2))
    await vi.waitFor(() => expect(screen.queryByText(ADD_ON_MESSAGES.pastDue)).toBeNull())
    await vi.waitFor(() => expect(screen.queryByText(PLAN_NOT_NOW)).toBeNull())
    expect(api.callsTo(`GET /app/line-care/lines/${LINE}/plan-change`)).toHaveLength(2)
  })

  it('suspended: Pay now restores it; a new phone waits, saying why', async () => {
    const { billCard } = await openLine('suspended')
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Suspended')
    expect(billCard.getByRole('button', { name: 'Pay $28.71 now' })).toBeVisible()
    expect(await screen.findByText(LINE_SWITCH_MESSAGES.notActive)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Switch to a new phone' })).toBeDisabled()
  })

  it('pending activation: not active yet, billing starts at activation, usage once active', async () => {
    const { billCard } = await openLine('pendingActivation')
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Not active yet')
    expect(billCard.getByTestId('bill-summary')).toHaveTextContent('Billing starts when the line is active.')
    expect(billCard.queryByRole('switch')).toBeNull()
    expect(await (await usageCard()).findByText('Usage shows here once the line is active.')).toBeVisible()
  })
})

describe('the add-ons of a line a family group’s owner pays for', () => {
  const addOnsCard = async () => within(await screen.findByRole('region', { name: /^(Add-ons|Complementos)/ }))

  it('a manager buys naming no card: the dialog says the owner’s card pays, and offers no card to choose', async () => {
    const user = setupUser()
    const { api } = await openLine('active', 'en', { offers: OFFERS.offers, payment: 'owner' })
    await user.click(await (await addOnsCard()).findByRole('button', { name: 'Add 3 GB data' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add 3 GB data?' }))
    expect(dialog.getByText('Your group owner pays for this line: this is charged to their card, and they are told.')).toBeVisible()
    expect(dialog.queryByRole('radio')).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Pay $13.06' }))
    expect(await screen.findByText("3 GB data is on the line. We charged $13.06 to the group owner's card ending 4242.")).toBeVisible()
    const [sent] = api.callsTo(`POST /app/line-care/lines/${LINE}/add-ons`)
    const body = sent!.body as Record<string, unknown>
    expect(body).toMatchObject({ addOnId: 'data-3gb' })
    expect(body).not.toHaveProperty('cardId')
  })

  it('a member sees the prices, buys nothing here and is sent to ask on the Family page, in English and Spanish', async () => {
    await openLine('active', 'en', { offers: OFFERS.offers, payment: 'request' })
    const card = await addOnsCard()
    expect(await card.findByText('$12.00 + tax')).toBeVisible()
    expect(card.queryByRole('button', { name: 'Add 3 GB data' })).toBeNull()
    expect(card.getByText('Your group owner pays for this line. Ask them or a manager for more data from the Family page.')).toBeVisible()
    expect(card.getByRole('link', { name: 'Ask on the Family page' })).toHaveAttribute('href', '/account/family')
  })

  it('says it in Spanish', async () => {
    await openLine('active', 'es', { offers: OFFERS.offers, payment: 'request' })
    expect(await (await addOnsCard()).findByRole('link', { name: 'Pedirlo en Familia' })).toHaveAttribute('href', '/account/family')
  })
})

describe('the page of a line a family group’s owner pays for, opened by a member or a manager', () => {
  const OWNER_PAYS = 'Your group owner pays for this line, so its bill and payments are theirs.'

  it('a member: the line, its state and usage, and one note that the owner pays, with no bill, pay or autopay', async () => {
    const { billCard } = await openLine('member', 'en', { offers: OFFERS.offers, payment: 'request' })
    expect(screen.queryByRole('region', { name: 'Your bill' })).toBeNull()
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Paid up')
    expect(billCard.getByText('Plus', { selector: 'dd' })).toBeVisible()
    expect(billCard.getByTestId('bill-renews')).toHaveTextContent(/2026/)
    expect(billCard.getByText(OWNER_PAYS)).toBeVisible()
    expect(billCard.getByRole('link', { name: 'See the Family page' })).toHaveAttribute('href', '/account/family')
    expect(billCard.queryByTestId('bill-amount')).toBeNull()
    expect(billCard.queryByTestId('bill-summary')).toBeNull()
    expect(billCard.queryByRole('switch')).toBeNull()
    expect(billCard.queryByRole('button', { name: /^Pay / })).toBeNull()
    expect(billCard.queryByText(/\$0\.00/)).toBeNull()
    expect(await usageCard()).toBeTruthy()
    const addOns = within(await screen.findByRole('region', { name: /^Add-ons/ }))
    expect(await addOns.findByRole('link', { name: 'Ask on the Family page' })).toHaveAttribute('href', '/account/family')
    // A member may suspend their own line for a lost phone (FAMILY_RULES `line.suspend`).
    expect(screen.getByRole('button', { name: 'Suspend line' })).toBeVisible()
  })

  it('a member sees the other plans and a scheduled change, with no Upgrade, Downgrade or Cancel, and asks on Family', async () => {
    const upgrade = {
      planId: 'plan-unlimited',
      planName: 'Unlimited',
      planPrice: 40,
      description: '50 GB',
      kind: 'upgrade',
      proration: { daysLeft: 20, difference: 10, taxAmount: 0.89, total: 10.89, taxState: 'IL', taxRate: 8.86 },
      effectiveAt: '2026-03-12T00:00:00.000Z',
    } as const
    const scheduled = { planId: 'plan-starter', planName: 'Starter', planPrice: 15, effectiveAt: '2026-04-01T00:00:00.000Z' }
    await openLine('member', 'en', { payment: 'request' }, { options: [upgrade], scheduled })
    const plans = within(await screen.findByRole('region', { name: /^Change plan/ }))
    expect(await plans.findByText('Unlimited')).toBeVisible()
    expect(plans.getByTestId('scheduled-plan')).toBeVisible()
    expect(plans.queryByRole('button')).toBeNull()
    expect(plans.getByText('Your group owner pays for this line. Ask them or a manager for a new plan from the Family page.')).toBeVisible()
    expect(plans.getByRole('link', { name: 'Ask on the Family page' })).toHaveAttribute('href', '/account/family')
  })

  it('says it in Spanish', async () => {
    const { billCard } = await openLine('member', 'es', { payment: 'request' })
    expect(
      billCard.getByText('Quien es titular de tu grupo paga esta línea, así que su factura y sus pagos son de esa persona.'),
    ).toBeVisible()
    expect(billCard.getByRole('link', { name: 'Ver la página Familia' })).toHaveAttribute('href', '/account/family')
  })

  it('a member restores their own lost line', async () => {
    await openLine('memberLost')
    expect(await screen.findByRole('button', { name: 'Restore line' })).toBeVisible()
  })

  it('a manager sees a member’s lost line with the owner’s note and no restore, pay or autopay', async () => {
    const { billCard } = await openLine('managerLost', 'en', { payment: 'owner' })
    expect(billCard.getByTestId('bill-status')).toHaveTextContent('Suspended: lost phone')
    expect(billCard.getByText(OWNER_PAYS)).toBeVisible()
    expect(billCard.queryByRole('switch')).toBeNull()
    await screen.findByRole('region', { name: /^(Add-ons)/ })
    expect(screen.queryByRole('button', { name: 'Restore line' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Suspend line' })).toBeNull()
  })
})
