import { expect } from 'vitest'
import { carrierNow } from '@server/carrier/clock'
import { lines } from '@server/db/schema'
import type { TestServer } from './harness'
import type { TestCustomerKey } from './fixtures'

export const DAY_MINUTES = 24 * 60

/** Moves the carrier simulator clock on (the billing job runs before it answers). */
export const advanceClock = async (server: TestServer, minutes: number) =>
  expect((await server.call('/dev/carrier/advance', { body: { minutes } })).status).toBe(200)

/** Turns the sandbox payment provider's outage on or off. */
export const paymentOutage = async (server: TestServer, down: boolean) =>
  expect((await server.call('/dev/payments/outage', { body: { down } })).status).toBe(200)

/**
 * Makes active lines of a test customer, activated by the simulator at its now (as after a checkout). `prefix`
 * keeps the ids and numbers of two test files apart.
 */
export function lineMaker(server: TestServer, prefix: string, areaCode = '312') {
  let serial = 0
  /** `zipCode` is the service ZIP, whose state taxes the line (60601: Illinois, 8.86%). */
  return async function activeLine(who: TestCustomerKey, planId = 'plan-plus', zipCode = '60601') {
    serial += 1
    const customer = await server.customer(who)
    const id = `${prefix}-${serial}`
    const now = await carrierNow(server.db)
    await server.db.insert(lines).values({
      id,
      customerId: customer.id,
      planId,
      mdn: `${areaCode}55500${String(serial).padStart(2, '0')}`,
      simType: 'esim',
      simStatus: 'active',
      zipCode,
      activatedAt: now,
      statusChangedAt: now,
    })
    return { id, customer, activatedAt: now }
  }
}
