import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LINE_STATE_MESSAGES } from '@contract/line-state'
import { ADD_ON_MESSAGES } from '@contract/add-ons'
import { LINE_CARE_MESSAGES, lineBillSchema, PLAN_CHANGE_MESSAGES } from '@contract/line-care'
import { LINE_SWITCH_MESSAGES } from '@contract/line-switch'
import { linesAnswerSchema } from '@contract/lines'
import { transactionsAnswerSchema } from '@contract/payments'
import { lineSecuritySchema, SECURITY_MESSAGES, transferPinAnswerSchema } from '@contract/security'
import { lineBilling, lines } from '@server/db/schema'
import { serverForFile } from './support/harness'
import { boughtEsimLine } from './support/line-care'
import { newOrderKey } from './support/payments'
import type { TestCustomerKey } from './support/fixtures'

/**
 * A line's state (contract/line-state.ts) as the server answers it and holds to it: what the bill and the lines list
 * say in each state, and every action the state rules out refused with the state's message, changing nothing.
 */
const server = serverForFile()

async function activeLine(who: TestCustomerKey) {
  const line = await boughtEsimLine(server, who)
  const bill = lineBillSchema.parse((await server.call(`/app/line-care/lines/${line.lineId}`, { token: line.token })).body)
  expect(bill.state).toBe('active')
  return line
}

const billOf = async (token: string, lineId: string) =>
  lineBillSchema.parse((await server.call(`/app/line-care/lines/${lineId}`, { token })).body)
const listed = async (token: string, lineId: string) =>
  linesAnswerSchema.parse((await server.call('/app/users/subscriptions', { token })).body).lines.find((line) => line.id === lineId)!

/** Every action of a line's page, as the page sends it. */
function actions(token: string, lineId: string, cardId: string) {
  const base = `/app/line-care/lines/${lineId}`
  return {
    pay: () => server.call(`${base}/pay`, { token, body: { cardId } }),
    autopay: () => server.call(`${base}/autopay`, { token, method: 'PUT', body: { autopay: false } }),
    suspendLost: () => server.call(`${base}/suspend`, { token, method: 'POST' }),
    changePlan: () => server.call(`${base}/plan-change`, { token, body: { planId: 'plan-plus' } }),
    addOns: () => server.call(`${base}/add-ons`, { token, body: { addOnId: 'data-3gb', cardId, requestKey: `key-${newOrderKey()}` } }),
    switchPhone: () =>
      server.call(`/app/lines/${lineId}/switch`, {
        token,
        body: { imei: '356938035643809', simType: 'esim', requestKey: `key-${newOrderKey()}` },
      }),
    reinstallEsim: () => server.call(`/app/lines/${lineId}/esim/reinstall`, { token, method: 'POST' }),
    numberLock: () => server.call(`/app/lines/${lineId}/locks`, { token, method: 'PUT', body: { portOutLocked: true } }),
    transferPin: () => server.call(`/app/lines/${lineId}/transfer-pin`, { token, method: 'POST' }),
  }
}

describe('a ported-out line', () => {
  it('reads as moved to another carrier, refuses every action that no longer applies and keeps its receipts', async () => {
    const { token, lineId, mdn, cardId } = await activeLine('alice')
    const { accountNumber } = lineSecuritySchema.parse((await server.call(`/app/lines/${lineId}/security`, { token })).body)
    const pin = transferPinAnswerSchema.parse((await server.call(`/app/lines/${lineId}/transfer-pin`, { token, method: 'POST' })).body)
    expect((await server.call('/dev/carrier/port-out', { body: { mdn, accountNumber, pin: pin.pin } })).status).toBe(200)

    const bill = await billOf(token, lineId)
    expect(bill).toMatchObject({ state: 'portedOut', canPay: false, canSuspend: false, renewsAt: null, openRenewal: null })
    expect(bill.portedOutAt).not.toBeNull()
    expect(await listed(token, lineId)).toMatchObject({ state: 'portedOut', simStatus: 'cancelled' })

    const act = actions(token, lineId, cardId)
    for (const [name, call] of Object.entries(act)) {
      const answer = await call()
      expect(answer.status, name).toBe(409)
      const expected = name === 'numberLock' || name === 'transferPin' ? SECURITY_MESSAGES.portedOut : LINE_STATE_MESSAGES.portedOut
      expect(answer.body.message, name).toBe(expected)
    }
    // Said in the customer's language.
    const spanish = await server.call(`/app/line-care/lines/${lineId}/pay`, {
      token,
      body: { cardId },
      headers: { 'Accept-Language': 'es' },
    })
    expect(spanish.body.message).toBe(
      'Este número se transfirió a otra compañía: ya no se puede hacer nada en esta línea. Sus recibos siguen en Pagos.',
    )
    // The receipts stay: the purchase is still in the order history with its receipt.
    const { transactions } = transactionsAnswerSchema.parse((await server.call('/app/payments/transactions', { token })).body)
    const purchase = transactions.find((row) => row.successful)!
    const receipt = await server.call(`/app/payments/transactions/${purchase.id}/receipt`, { token })
    expect(receipt.status).toBe(200)
  })
})

describe('a suspended, an in-grace and a cancelled line', () => {
  it('answers each state and refuses what it rules out with a clear message', async () => {
    const { token, lineId, cardId } = await activeLine('bob')
    const act = actions(token, lineId, cardId)

    // In grace: the renewal failed and waits; service goes on.
    await server.db.update(lineBilling).set({ state: 'pastDue' }).where(eq(lineBilling.lineId, lineId))
    expect((await billOf(token, lineId)).state).toBe('grace')
    expect((await listed(token, lineId)).state).toBe('grace')
    expect((await act.changePlan()).body.message).toBe(PLAN_CHANGE_MESSAGES.notCurrent)
    expect((await act.addOns()).body.message).toBe(ADD_ON_MESSAGES.pastDue)

    // Suspended for non-payment: pay restores it; no new phone, no lost-phone suspension.
    await server.db.update(lineBilling).set({ state: 'suspended' }).where(eq(lineBilling.lineId, lineId))
    await server.db.update(lines).set({ simStatus: 'suspended' }).where(eq(lines.id, lineId))
    const suspended = await billOf(token, lineId)
    expect(suspended).toMatchObject({ state: 'suspended', canSuspend: false })
    expect((await listed(token, lineId)).state).toBe('suspended')
    const switched = await act.switchPhone()
    expect(switched.status).toBe(409)
    expect(switched.body.message).toBe(LINE_SWITCH_MESSAGES.notActive)
    expect((await act.suspendLost()).body.message).toBe(LINE_CARE_MESSAGES.cannotSuspend)
    expect((await act.addOns()).body.message).toBe(ADD_ON_MESSAGES.suspended)

    // Cancelled: nothing but its receipts.
    await server.db.update(lines).set({ simStatus: 'cancelled' }).where(eq(lines.id, lineId))
    const cancelled = await billOf(token, lineId)
    expect(cancelled).toMatchObject({ state: 'cancelled', canPay: false, openRenewal: null })
    for (const [name, call] of Object.entries(act)) {
      const answer = await call()
      expect(answer.status, name).toBe(409)
      expect(answer.body.message, name).toBe(LINE_STATE_MESSAGES.cancelled)
    }
    const [line] = await server.db.select().from(lines).where(eq(lines.id, lineId))
    expect(line).toMatchObject({ simStatus: 'cancelled', portOutLocked: true })
  })
})
