import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SHIPMENT_TIMINGS, trackingNumberFor } from '@server/carrier/shipment'
import { carrierIccidFor, luhnCheckDigit } from '@server/carrier/simulator'
import { lines } from '@server/db/schema'
import { linesAnswerSchema } from '@contract/lines'
import { SECURITY_MESSAGES } from '@contract/security'
import { esimReinstallAnswerSchema, SIM_ACTIVATION_TRIES, SIM_MESSAGES, simKitSchema, wrongSimMessage } from '@contract/sim'
import { serverForFile } from './support/harness'
import { addCard, ESIM_ORDER, newOrderKey, PHYSICAL_IMEI, SHIPPING } from './support/payments'
import type { TestCustomerKey } from './support/fixtures'

const server = serverForFile()

const HOUR = 60
const advance = async (minutes: number) => expect((await server.call('/dev/carrier/advance', { body: { minutes } })).status).toBe(200)

/** A paid checkout of `who` for a physical SIM kit shipped to them: its line id and the customer's token. */
async function orderKit(who: TestCustomerKey) {
  const token = await server.signIn(who)
  const card = await addCard(server, who)
  const paid = await server.call('/app/checkout', {
    token,
    body: { ...ESIM_ORDER, orderKey: newOrderKey(), imei: PHYSICAL_IMEI, simType: 'physical', shipping: SHIPPING, cardId: card.id },
  })
  expect(paid.status).toBe(200)
  return { token, lineId: paid.body.lineId as string }
}

const kit = async (token: string, lineId: string) => {
  const answer = await server.call(`/app/lines/${lineId}/sim`, { token })
  expect(answer.status).toBe(200)
  return simKitSchema.parse(answer.body)
}
const activate = (token: string, lineId: string, iccid: string) =>
  server.call(`/app/lines/${lineId}/sim/activate`, { token, body: { iccid } })
const lineOf = async (token: string, lineId: string) =>
  linesAnswerSchema.parse((await server.call('/app/users/subscriptions', { token })).body).lines.find((line) => line.id === lineId)!

/** Another Luhn-valid ICCID on our prefix that is not the kit's. */
const otherIccid = (iccid: string) => {
  const partial = `${iccid.slice(0, 18)}${iccid[18] === '1' ? '2' : '1'}`
  return `${partial}${luhnCheckDigit(partial)}`
}

describe('a shipped SIM kit: shipment steps on the simulator clock, then activation by ICCID', () => {
  it('is packed, shipped with a tracking number and delivered as the clock moves, then activated by the right ICCID', async () => {
    const { token, lineId } = await orderKit('alice')
    let answer = await kit(token, lineId)
    expect(answer).toMatchObject({ stage: 'ordered', trackingNumber: null, canActivate: false, triesLeft: SIM_ACTIVATION_TRIES })
    expect(answer.steps.map((step) => [step.step, step.at])).toEqual([
      ['packed', null],
      ['shipped', null],
      ['delivered', null],
    ])
    // Typing the right number before it arrives is refused with a clear message.
    const early = await activate(token, lineId, carrierIccidFor(lineId))
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(SIM_MESSAGES.notDelivered)

    await advance(SHIPMENT_TIMINGS.packedMs / 60_000)
    answer = await kit(token, lineId)
    expect(answer.stage).toBe('packed')
    expect(answer.trackingNumber).toBeNull()

    await advance((SHIPMENT_TIMINGS.shippedMs - SHIPMENT_TIMINGS.packedMs) / 60_000)
    answer = await kit(token, lineId)
    expect(answer.stage).toBe('shipped')
    expect(answer.trackingNumber).toBe(trackingNumberFor(lineId))
    expect(answer.trackingNumber).toMatch(/^RM\d{9}US$/)
    expect(answer.expectedAt).not.toBeNull()

    await advance(24 * HOUR - 6 * HOUR)
    answer = await kit(token, lineId)
    expect(answer).toMatchObject({ stage: 'delivered', canActivate: true, expectedAt: null })
    expect(answer.steps.every((step) => step.at !== null)).toBe(true)
    // Delivered is not activated: the line waits for the customer.
    expect((await lineOf(token, lineId)).simStatus).toBe('pending')

    // Spaces and dashes as printed on the card are fine.
    const iccid = carrierIccidFor(lineId)
    const done = await activate(token, lineId, `${iccid.slice(0, 4)} ${iccid.slice(4, 8)}-${iccid.slice(8)}`)
    expect(done.status).toBe(200)
    expect(simKitSchema.parse(done.body)).toMatchObject({ stage: 'activated', canActivate: false })
    expect(await lineOf(token, lineId)).toMatchObject({ simStatus: 'inprogress', iccid })
    await advance(3)
    expect((await lineOf(token, lineId)).simStatus).toBe('active')

    const again = await activate(token, lineId, iccid)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(SIM_MESSAGES.alreadyActivated)
  })

  it('refuses a malformed or mistyped ICCID without counting it, counts a wrong SIM, and locks after the last try', async () => {
    const { token, lineId } = await orderKit('bob')
    await advance(24 * HOUR + 1)
    const iccid = carrierIccidFor(lineId)

    const short = await activate(token, lineId, '8901410123')
    expect(short.status).toBe(422)
    expect(short.body.errors).toEqual([{ field: 'iccid', message: SIM_MESSAGES.iccidFormat }])
    const typo = await activate(token, lineId, `${iccid.slice(0, 19)}${(Number(iccid[19]) + 1) % 10}`)
    expect(typo.status).toBe(422)
    expect(typo.body.errors).toEqual([{ field: 'iccid', message: SIM_MESSAGES.iccidCheck }])
    expect((await kit(token, lineId)).triesLeft).toBe(SIM_ACTIVATION_TRIES)

    const wrong = otherIccid(iccid)
    for (let left = SIM_ACTIVATION_TRIES - 1; left > 0; left -= 1) {
      const answer = await activate(token, lineId, wrong)
      expect(answer.status).toBe(422)
      expect(answer.body.errors).toEqual([{ field: 'iccid', message: wrongSimMessage(left) }])
    }
    const last = await activate(token, lineId, wrong)
    expect(last.body.errors).toEqual([{ field: 'iccid', message: SIM_MESSAGES.locked }])
    expect(await kit(token, lineId)).toMatchObject({ triesLeft: 0, canActivate: false, stage: 'delivered' })
    // Locked: even the right SIM is refused now, and the line stays pending.
    const locked = await activate(token, lineId, iccid)
    expect(locked.status).toBe(409)
    expect(locked.body.message).toBe(SIM_MESSAGES.locked)
    expect((await lineOf(token, lineId)).simStatus).toBe('pending')
  })

  it("answers 404 for another customer's line, and for a line without a kit", async () => {
    const { token, lineId } = await orderKit('carol')
    await advance(24 * HOUR + 1)
    const mallory = await server.signIn('dave')
    expect((await server.call(`/app/lines/${lineId}/sim`, { token: mallory })).status).toBe(404)
    const stolen = await activate(mallory, lineId, carrierIccidFor(lineId))
    expect(stolen.status).toBe(404)
    expect(stolen.body.message).toBe('No such line')
    expect(await kit(token, lineId)).toMatchObject({ stage: 'delivered', triesLeft: SIM_ACTIVATION_TRIES })
    expect((await lineOf(token, lineId)).simStatus).toBe('pending')

    const esim = await server.call('/app/checkout', {
      token,
      body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: (await addCard(server, 'carol')).id },
    })
    const none = await server.call(`/app/lines/${esim.body.lineId}/sim`, { token })
    expect(none.status).toBe(404)
    expect(none.body.message).toBe(SIM_MESSAGES.noKit)
    expect((await server.call(`/app/lines/${lineId}/sim`)).status).toBe(401)
  })
})

describe('POST /app/lines/{lineId}/esim/reinstall', () => {
  it('issues a new activation code that replaces the old one, only on an active eSIM of the customer', async () => {
    const token = await server.signIn('erin')
    const card = await addCard(server, 'erin')
    const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id } })
    const lineId = paid.body.lineId as string
    const early = await server.call(`/app/lines/${lineId}/esim/reinstall`, { token, method: 'POST' })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(SIM_MESSAGES.noEsim)

    await advance(3)
    const before = (await lineOf(token, lineId)).esimActivationCode!
    expect(before).toMatch(/^LPA:1\$/)
    // A new line's SIM change lock is on: refused, saying how to unlock, and the code stays.
    const locked = await server.call(`/app/lines/${lineId}/esim/reinstall`, { token, method: 'POST' })
    expect(locked.status).toBe(409)
    expect(locked.body.message).toBe(SECURITY_MESSAGES.simChangeLocked)
    expect((await lineOf(token, lineId)).esimActivationCode).toBe(before)
    const unlocked = await server.call(`/app/lines/${lineId}/locks`, { token, method: 'PUT', body: { simChangeLocked: false } })
    expect(unlocked.status).toBe(200)
    const answer = await server.call(`/app/lines/${lineId}/esim/reinstall`, { token, method: 'POST' })
    expect(answer.status).toBe(200)
    const fresh = esimReinstallAnswerSchema.parse(answer.body)
    expect(fresh.esimActivationCode).toMatch(/^LPA:1\$smdp\.ringmobile\.example\$[0-9A-F]{24}$/)
    expect(fresh.esimActivationCode).not.toBe(before)
    // The line now carries only the new code: the old one is gone from the carrier's record.
    expect((await lineOf(token, lineId)).esimActivationCode).toBe(fresh.esimActivationCode)
    const [row] = await server.db.select({ code: lines.esimActivationCode }).from(lines).where(eq(lines.id, lineId))
    expect(row.code).toBe(fresh.esimActivationCode)

    const other = await server.call(`/app/lines/${lineId}/esim/reinstall`, { token: await server.signIn('frank'), method: 'POST' })
    expect(other.status).toBe(404)
    expect((await lineOf(token, lineId)).esimActivationCode).toBe(fresh.esimActivationCode)
  })
})
