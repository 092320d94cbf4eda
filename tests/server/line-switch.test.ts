import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LINE_SWITCH_MESSAGES, lineSwitchSchema, switchAnswerSchema } from '@contract/line-switch'
import { IMEI_INVALID, newEsimActivationCode } from '@server/carrier/simulator'
import { lines, lineSwitches, simKits } from '@server/db/schema'
import { serverForFile } from './support/harness'
import { advanceClock, DAY_MINUTES, lineMaker } from './support/line-care'
import { ESIM_IMEI, imei, INCOMPATIBLE_IMEI, PHYSICAL_IMEI } from './support/payments'

const server = serverForFile()
const activeLine = lineMaker(server, 'switch', '777')

const path = (lineId: string, tail = '') => `/app/lines/${lineId}/switch${tail}`
const check = (token: string, lineId: string, imeiValue: string) =>
  server.call(path(lineId, '/check'), { token, body: { imei: imeiValue } })
const move = (token: string, lineId: string, body: Record<string, unknown>) =>
  server.call(path(lineId), { token, body: { requestKey: randomUUID(), ...body } })
const install = (activationCode: string) => server.call('/dev/carrier/esim/install', { body: { activationCode } })
const lineRow = async (id: string) => (await server.db.select().from(lines).where(eq(lines.id, id)))[0]

/** An active eSIM line with a profile, its SIM change lock off (or on). */
async function esimLine(who: Parameters<typeof activeLine>[0], locked = false) {
  const line = await activeLine(who)
  const code = newEsimActivationCode()
  await server.db
    .update(lines)
    .set({ iccid: '89014100000000000011', esimActivationCode: code, simChangeLocked: locked })
    .where(eq(lines.id, line.id))
  return { ...line, code }
}

describe('checking the new phone', () => {
  it('refuses an IMEI that fails Luhn or an incompatible phone; says which SIMs a phone takes', async () => {
    const line = await esimLine('alice')
    const alice = await server.signIn('alice')
    const notLuhn = `${ESIM_IMEI.slice(0, 14)}${(Number(ESIM_IMEI[14]) + 1) % 10}`
    expect((await check(alice, line.id, notLuhn)).body).toMatchObject({ errors: [{ field: 'imei', message: IMEI_INVALID }] })
    expect((await check(alice, line.id, INCOMPATIBLE_IMEI)).body).toMatchObject({
      errors: [{ field: 'imei', message: LINE_SWITCH_MESSAGES.incompatible }],
    })
    expect((await check(alice, line.id, '1234')).status).toBe(422)
    expect((await check(alice, line.id, ESIM_IMEI)).body).toEqual({
      imei: ESIM_IMEI,
      model: 'Ring Test Phone 5G (eSIM)',
      esimCapable: true,
      options: ['esim', 'physical'],
    })
    expect((await check(alice, line.id, PHYSICAL_IMEI)).body).toMatchObject({ esimCapable: false, options: ['physical'] })
    const bob = await server.signIn('bob')
    expect((await check(bob, line.id, ESIM_IMEI)).status).toBe(404)
    expect((await server.call(path(line.id), { token: bob })).status).toBe(404)
  })
})

describe('switching to a new phone', () => {
  it('gives an eSIM line a new profile once for one request sent twice at once; the old profile stops working', async () => {
    const line = await esimLine('carol')
    const carol = await server.signIn('carol')
    const newPhone = imei('35693803000111')
    expect((await install(line.code)).status).toBe(200)

    const body = { imei: newPhone, simType: 'esim', requestKey: randomUUID() }
    const [first, second] = await Promise.all([move(carol, line.id, body), move(carol, line.id, body)])
    expect([first.status, second.status]).toEqual([200, 200])
    const answer = switchAnswerSchema.parse(first.body)
    expect(answer.message).toBe(LINE_SWITCH_MESSAGES.esimDone)
    expect(switchAnswerSchema.parse(second.body).switch.esim).toEqual(answer.switch.esim)
    expect(await server.db.select().from(lineSwitches).where(eq(lineSwitches.lineId, line.id))).toHaveLength(1)
    const after = await lineRow(line.id)
    expect(after).toMatchObject({
      simType: 'esim',
      imei: newPhone,
      simStatus: 'active',
      esimActivationCode: answer.switch.esim!.activationCode,
    })
    expect(answer.switch.esim!.activationCode).not.toBe(line.code)
    expect(await install(line.code)).toMatchObject({ status: 410, body: { message: 'This eSIM profile is no longer valid' } })
    expect((await install(answer.switch.esim!.activationCode!)).body).toEqual({ lineId: line.id })
  })

  it('refuses eSIM on a phone without it, a locked line and a lost line, changing nothing', async () => {
    const line = await esimLine('dave')
    const dave = await server.signIn('dave')
    const noEsim = await move(dave, line.id, { imei: PHYSICAL_IMEI, simType: 'esim' })
    expect(noEsim).toMatchObject({ status: 422, body: { errors: [{ field: 'simType', message: LINE_SWITCH_MESSAGES.noEsim }] } })
    const badImei = await move(dave, line.id, { imei: INCOMPATIBLE_IMEI, simType: 'physical' })
    expect(badImei.body).toMatchObject({ errors: [{ field: 'imei', message: LINE_SWITCH_MESSAGES.incompatible }] })

    const locked = await esimLine('dave', true)
    const refused = await move(dave, locked.id, { imei: ESIM_IMEI, simType: 'esim' })
    expect(refused.status).toBe(409)
    expect((await lineRow(locked.id)).esimActivationCode).toBe(locked.code)

    expect((await server.call(`/app/line-care/lines/${line.id}/suspend`, { token: dave, method: 'POST' })).status).toBe(200)
    expect(await move(dave, line.id, { imei: ESIM_IMEI, simType: 'esim' })).toMatchObject({
      status: 409,
      body: { message: LINE_SWITCH_MESSAGES.lost },
    })
    expect((await lineRow(line.id)).esimActivationCode).toBe(line.code)
    expect(await server.db.select().from(lineSwitches).where(eq(lineSwitches.customerId, line.customer.id))).toEqual([])
  })

  it('moves an eSIM line to a SIM card: the kit ships, the eSIM works until the card is activated by its ICCID', async () => {
    const line = await esimLine('erin')
    const erin = await server.signIn('erin')
    const shipped = await move(erin, line.id, { imei: PHYSICAL_IMEI, simType: 'physical' })
    expect(shipped.status, shipped.text).toBe(200)
    const answer = switchAnswerSchema.parse(shipped.body)
    expect(answer.message).toBe(LINE_SWITCH_MESSAGES.kitShipped)
    expect(answer.switch).toMatchObject({ simType: 'esim', kit: { stage: 'ordered', canActivate: false } })
    expect((await install(line.code)).status).toBe(200)
    // A second switch while the card is on its way is refused.
    expect((await move(erin, line.id, { imei: ESIM_IMEI, simType: 'esim' })).body.message).toBe(LINE_SWITCH_MESSAGES.kitOnItsWay)

    await advanceClock(server, DAY_MINUTES + 1)
    const kit = (await server.db.select().from(simKits).where(eq(simKits.lineId, line.id)))[0]
    // What the card says, for a tester who has no card in hand (outside production).
    expect((await server.call(`/dev/carrier/sim-kit?lineId=${line.id}`)).body).toEqual({
      lineId: line.id,
      iccid: kit.iccid,
      trackingNumber: kit.trackingNumber,
      activated: false,
    })
    expect((await server.call('/dev/carrier/sim-kit?lineId=no-such-line')).status).toBe(404)
    expect(lineSwitchSchema.parse((await server.call(path(line.id), { token: erin })).body).kit).toMatchObject({
      stage: 'delivered',
      canActivate: true,
    })
    const activated = await server.call(`/app/lines/${line.id}/sim/activate`, { token: erin, body: { iccid: kit.iccid } })
    expect(activated.status, activated.text).toBe(200)
    expect(await lineRow(line.id)).toMatchObject({
      simType: 'physical',
      iccid: kit.iccid,
      imei: PHYSICAL_IMEI,
      esimActivationCode: null,
      simStatus: 'active',
    })
    expect((await install(line.code)).status).toBe(410)
    expect((await server.db.select().from(lineSwitches).where(eq(lineSwitches.lineId, line.id)))[0]).toMatchObject({ status: 'done' })
    expect(lineSwitchSchema.parse((await server.call(path(line.id), { token: erin })).body)).toMatchObject({
      simType: 'physical',
      kit: null,
      esim: null,
    })

    // And back: SIM card → eSIM.
    const back = await move(erin, line.id, { imei: ESIM_IMEI, simType: 'esim' })
    expect(back.status, back.text).toBe(200)
    expect(await lineRow(line.id)).toMatchObject({ simType: 'esim', imei: ESIM_IMEI })
  })
})
