import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { movedWithOurSim, PORT_IN_TIMINGS, portInOutcome } from '@server/carrier/port-in'
import { CARRIER_SIM_PREFIXES as SERVER_PREFIXES, isCarrierSim as serverIsCarrierSim } from '@server/carrier/simulator'
import { lines } from '@server/db/schema'
import { PORT_IN_MESSAGES } from '@server/carrier/port-in-requests'
import { NICKNAME_SAVED } from '@server/routes/nickname'
import { linesAnswerSchema, type Line } from '@contract/lines'
import { CARRIER_SIM_PREFIXES, isCarrierSim, oldServiceAnswerSchema, PORT_IN_PIN_REJECTED } from '@contract/port-in'
import { fieldError, serverForFile } from './support/harness'

const server = serverForFile()

const OUR_SIM = '89014102300154782153'
const FOREIGN_SIM = '89012602300154906312'
const REVIEW_MINUTES = PORT_IN_TIMINGS.reviewMs / 60_000

let serial = 0
/** A physical SIM line of `who` waiting for its port-in details (as a paid checkout with "keep my number" leaves it). */
async function portInLine(who: 'alice' | 'bob' | 'carol' | 'dave', overrides: Partial<typeof lines.$inferInsert> = {}) {
  serial += 1
  const customer = await server.customer(who)
  const id = `line-test-port-${serial}`
  const msisdn = `31255${String(10000 + serial).slice(-5)}`
  await server.db.insert(lines).values({
    id,
    customerId: customer.id,
    planId: 'plan-plus',
    simType: 'physical',
    simStatus: 'pending',
    iccid: FOREIGN_SIM,
    zipCode: '60601',
    tempSubscriptionId: id,
    portInState: 'awaitingDetails',
    portInMsisdn: msisdn,
    portInZipCode: '60601',
    accountDetails: { firstName: customer.firstName, lastName: customer.lastName },
    ...overrides,
  })
  return { id, msisdn }
}

async function myLine(token: string, id: string): Promise<Line> {
  const answer = await server.call('/app/users/subscriptions', { token })
  expect(answer.status).toBe(200)
  const line = linesAnswerSchema.parse(answer.body).lines.find((candidate) => candidate.id === id)
  if (!line) throw new Error(`line ${id} is not listed`)
  return line
}

/** GET portin/{lineId}/old-service: the stored old carrier details, PIN included (the only answer with the PIN). */
async function storedDetails(token: string, id: string) {
  const answer = await server.call(`/app/users/portin/${id}/old-service`, { token })
  expect(answer.status).toBe(200)
  return oldServiceAnswerSchema.parse(answer.body).oldService
}
/** What the lines answer says about the old carrier: the account number only. */
const listedOldService = () => ({ billingAccountNumber: oldService().billingAccountNumber })

const advance = async (minutes: number) => expect((await server.call('/dev/carrier/advance', { body: { minutes } })).status).toBe(200)
const oldService = (pin = '2468') => ({ billingAccountNumber: '123456789', billingAccountPassword: pin })
const bring = (token: string, line: { id: string; msisdn: string }, extra: Record<string, unknown> = {}) =>
  server.call('/app/users/portin/bring/number', {
    token,
    body: {
      msisdn: line.msisdn,
      zipCode: '60601',
      oldService: oldService(),
      tempSubscriptionId: line.id,
      iccid: FOREIGN_SIM,
      isAttSim: false,
      ...extra,
    },
  })

describe('the carrier simulator rules for port-ins', () => {
  it('refuses PIN 0000 on the PIN field, completes anything else, and moves our own SIMs without details', () => {
    expect(portInOutcome({ oldService: oldService('0000'), ourSim: false })).toEqual({
      state: 'failed',
      reason: PORT_IN_PIN_REJECTED,
      field: 'pinPassword',
    })
    expect(portInOutcome({ oldService: oldService('1234'), ourSim: false })).toEqual({ state: 'completed' })
    expect(portInOutcome({ oldService: null, ourSim: true })).toEqual({ state: 'completed' })
    expect(portInOutcome({ oldService: null, ourSim: false })).toMatchObject({ state: 'failed', field: 'billingAccount' })
    expect(movedWithOurSim({ isAttSim: true })).toBe(true)
    expect(movedWithOurSim(null)).toBe(false)
  })

  it('recognises the same carrier SIMs in the browser as on the server (SPEC §4 prefixes)', () => {
    expect([...CARRIER_SIM_PREFIXES]).toEqual([...SERVER_PREFIXES])
    for (const sim of [OUR_SIM, FOREIGN_SIM, '8901030'.padEnd(18, '0'), '8901280'.padEnd(22, '9'), '890141', '8901410123']) {
      expect(isCarrierSim(sim), sim).toBe(serverIsCarrierSim(sim))
    }
  })
})

describe('POST /app/users/sub-nickname/{id}/update', () => {
  it("names the customer's own line and answers { data: { message } }", async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    const saved = await server.call(`/app/users/sub-nickname/${line.id}/update`, { token, body: { nickname: '  Work phone ' } })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ data: { message: NICKNAME_SAVED } })
    expect((await myLine(token, line.id)).nickname).toBe('Work phone')
  })

  it("refuses an empty nickname ('Please add a nickname') and one over 30 characters", async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    const empty = await server.call(`/app/users/sub-nickname/${line.id}/update`, { token, body: { nickname: '   ' } })
    expect(empty.status).toBe(422)
    expect(fieldError(empty.body.errors, 'nickname')).toBe('Please add a nickname')
    const long = await server.call(`/app/users/sub-nickname/${line.id}/update`, { token, body: { nickname: 'x'.repeat(31) } })
    expect(long.status).toBe(422)
    expect(fieldError(long.body.errors, 'nickname')).toBe('Nickname must be at most 30 characters')
  })

  it("refuses another customer's line and unknown lines with 404, and a missing token with 401", async () => {
    const bobs = await portInLine('bob', { nickname: "Bob's" })
    const alice = await server.signIn('alice')
    const other = await server.call(`/app/users/sub-nickname/${bobs.id}/update`, { token: alice, body: { nickname: 'Mine now' } })
    expect(other.status).toBe(404)
    const [row] = await server.db.select().from(lines).where(eq(lines.id, bobs.id))
    expect(row.nickname).toBe("Bob's")
    expect((await server.call('/app/users/sub-nickname/line-nope/update', { token: alice, body: { nickname: 'x' } })).status).toBe(404)
    expect((await server.call(`/app/users/sub-nickname/${bobs.id}/update`, { body: { nickname: 'x' } })).status).toBe(401)
  })
})

describe('POST /app/users/portin/bring/number (add-portIn)', () => {
  it('submits the transfer, then completes it on the simulator clock: the line gets its number and turns active', async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    const started = await bring(token, line)
    expect(started.status).toBe(200)
    expect(started.body).toEqual({ message: PORT_IN_MESSAGES.started })
    const submitted = await myLine(token, line.id)
    expect(submitted.portIn).toMatchObject({ state: 'submitted', msisdn: line.msisdn, oldService: listedOldService(), failureReason: null })
    expect(await storedDetails(token, line.id)).toEqual(oldService())
    expect(submitted.mdn).toBeNull()

    await advance(REVIEW_MINUTES - 1)
    expect((await myLine(token, line.id)).portIn?.state).toBe('submitted')
    await advance(1)
    const done = await myLine(token, line.id)
    expect(done.portIn).toMatchObject({ state: 'completed', failureReason: null, failureField: null })
    expect(done.mdn).toBe(line.msisdn)
    expect(done.simStatus).toBe('active')
  })

  it("fails on the simulator's PIN 0000 rule with the carrier's reason on pinPassword; make/start with another PIN completes", async () => {
    const token = await server.signIn('carol')
    const line = await portInLine('carol')
    expect((await bring(token, line, { oldService: oldService('0000') })).status).toBe(200)
    await advance(REVIEW_MINUTES)
    const failed = await myLine(token, line.id)
    expect(failed.portIn).toMatchObject({
      state: 'failed',
      failureReason: PORT_IN_PIN_REJECTED,
      failureField: 'pinPassword',
      oldService: listedOldService(),
    })
    // Re-submit prefills the refused PIN from its own call.
    expect(await storedDetails(token, line.id)).toEqual(oldService('0000'))
    expect(failed.mdn).toBeNull()
    expect(failed.simStatus).toBe('pending')

    // bring/number is for a new transfer only; the failed one is re-submitted.
    const again = await bring(token, line)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(PORT_IN_MESSAGES.failedUseResubmit)

    const resubmitted = await server.call('/app/users/portin/make/start', {
      token,
      body: {
        oldService: { ...oldService('1357'), firstName: 'Carol', lastName: 'Tester' },
        accountDetails: { firstName: 'Carol', lastName: 'Tester' },
        activationDetails: { iccid: FOREIGN_SIM, simType: 'physical' },
        msisdn: line.msisdn,
        tempSubscriptionId: line.id,
      },
    })
    expect(resubmitted.status).toBe(200)
    expect(resubmitted.body).toEqual({ message: PORT_IN_MESSAGES.resubmitted })
    expect((await myLine(token, line.id)).portIn).toMatchObject({ state: 'submitted', failureReason: null, failureField: null })
    await advance(REVIEW_MINUTES)
    const done = await myLine(token, line.id)
    expect(done.portIn?.state).toBe('completed')
    expect(done.mdn).toBe(line.msisdn)
    expect(done.simStatus).toBe('active')
  })

  it('moves a number on one of our SIMs at once without old carrier details (isAttSim)', async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    const started = await bring(token, line, { oldService: undefined, iccid: OUR_SIM, isAttSim: true })
    expect(started.status).toBe(200)
    await advance(REVIEW_MINUTES)
    expect((await myLine(token, line.id)).portIn?.state).toBe('completed')
  })

  it('validates: old carrier details (billingAccount at least 7, PIN at most 30), our SIM for isAttSim, eligibility, the number', async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    const missing = await bring(token, line, { oldService: undefined })
    expect(missing.status).toBe(422)
    expect(fieldError(missing.body.errors, 'billingAccount')).toBe('Please enter a valid Number')
    const short = await bring(token, line, { oldService: { billingAccountNumber: '12345', billingAccountPassword: '1' } })
    expect(fieldError(short.body.errors, 'billingAccount')).toBe('Please enter a valid Number')
    const longPin = await bring(token, line, { oldService: { billingAccountNumber: '1234567', billingAccountPassword: '9'.repeat(31) } })
    expect(fieldError(longPin.body.errors, 'pinPassword')).toBe('PIN or password must be at most 30 characters')
    const foreign = await bring(token, line, { oldService: undefined, isAttSim: true, iccid: FOREIGN_SIM })
    expect(foreign.status).toBe(422)
    expect(fieldError(foreign.body.errors, 'simNumber')).toMatch(/not one of ours/)
    const ineligible = await bring(token, line, { msisdn: '312-555-0000' })
    expect(ineligible.status).toBe(422)
    expect(ineligible.body).toMatchObject({ message: 'This number is not eligible for port-in.', code: 'not_eligible' })
    const badNumber = await bring(token, line, { msisdn: '555-01' })
    expect(fieldError(badNumber.body.errors, 'portIn')).toBe('Please enter a valid number')
    const zip = await bring(token, line, { zipCode: '606' })
    expect(fieldError(zip.body.errors, 'zipCode')).toBe('Please enter 5 digit ZIP Code')
    // Nothing was started by any of these.
    expect((await myLine(token, line.id)).portIn?.state).toBe('awaitingDetails')
  })

  it('starts a transfer once: a second start is a 409, and a line without a port-in is refused', async () => {
    const token = await server.signIn('dave')
    const line = await portInLine('dave')
    const [first, second] = await Promise.all([bring(token, line), bring(token, line)])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const plain = await portInLine('dave', { portInState: null, portInMsisdn: null })
    const refused = await bring(token, { id: plain.id, msisdn: '3125550123' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(PORT_IN_MESSAGES.noPortIn)
  })

  it("refuses another customer's line with 404 and leaves it alone; 401 without a token", async () => {
    const bobs = await portInLine('bob')
    const alice = await server.signIn('alice')
    const answer = await bring(alice, bobs)
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('No such line')
    const [row] = await server.db.select().from(lines).where(eq(lines.id, bobs.id))
    expect(row.portInState).toBe('awaitingDetails')
    expect(row.oldService).toBeNull()
    expect((await server.call('/app/users/portin/bring/number', { body: {} })).status).toBe(401)
  })
})

describe("the old carrier's PIN", () => {
  it('never appears in GET /app/users/subscriptions, whatever the transfer state', async () => {
    const token = await server.signIn('dave')
    const submitted = await portInLine('dave')
    expect((await bring(token, submitted, { oldService: oldService('8642') })).status).toBe(200)
    const refused = await portInLine('dave')
    expect((await bring(token, refused, { oldService: oldService('0000') })).status).toBe(200)
    await advance(REVIEW_MINUTES)
    const answer = await server.call('/app/users/subscriptions', { token })
    expect(answer.status).toBe(200)
    const text = JSON.stringify(answer.body)
    expect(text).not.toContain('billingAccountPassword')
    expect(text).not.toContain('8642')
    const listed = linesAnswerSchema.parse(answer.body).lines.find((candidate) => candidate.id === refused.id)
    // The refused transfer still shows its account number (the dialog prefills it at once).
    expect(listed?.portIn).toMatchObject({ state: 'failed', oldService: { billingAccountNumber: '123456789' } })
    expect(listed?.portIn?.oldService).not.toHaveProperty('billingAccountPassword')
  })

  it('GET portin/{lineId}/old-service gives the owner the stored details, never cached; null before any were given', async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    const empty = await server.call(`/app/users/portin/${line.id}/old-service`, { token })
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual({ oldService: null })
    expect(empty.headers.get('cache-control')).toBe('no-store')
    expect((await bring(token, line, { oldService: oldService('8642') })).status).toBe(200)
    expect(await storedDetails(token, line.id)).toEqual(oldService('8642'))
  })

  it("answers 404 for another customer's line and unknown lines, 401 without a token, 409 on a line with no port-in", async () => {
    const bobsToken = await server.signIn('bob')
    const bobs = await portInLine('bob')
    expect((await bring(bobsToken, bobs, { oldService: oldService('8642') })).status).toBe(200)
    const alice = await server.signIn('alice')
    const other = await server.call(`/app/users/portin/${bobs.id}/old-service`, { token: alice })
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ message: PORT_IN_MESSAGES.noLine })
    expect(JSON.stringify(other.body)).not.toContain('8642')
    expect((await server.call('/app/users/portin/line-nope/old-service', { token: alice })).status).toBe(404)
    const anonymous = await server.call(`/app/users/portin/${bobs.id}/old-service`)
    expect(anonymous.status).toBe(401)
    expect(JSON.stringify(anonymous.body)).not.toContain('8642')
    const plain = await portInLine('alice', { portInState: null, portInMsisdn: null, portInZipCode: null })
    const none = await server.call(`/app/users/portin/${plain.id}/old-service`, { token: alice })
    expect(none.status).toBe(409)
    expect(none.body.message).toBe(PORT_IN_MESSAGES.noPortIn)
  })
})

describe('POST /app/users/portin/temp/update (edit-portIn)', () => {
  it('stores new old-carrier details for a transfer under way; the review reads them', async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    await bring(token, line)
    const edited = await server.call('/app/users/portin/temp/update', {
      token,
      body: { oldService: oldService('0000'), accountDetails: { firstName: 'Alice', lastName: 'Tester' }, msisdn: line.msisdn },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toEqual({ message: PORT_IN_MESSAGES.updated })
    const listed = await myLine(token, line.id)
    expect(listed.portIn).toMatchObject({ state: 'submitted', oldService: listedOldService() })
    expect(await storedDetails(token, line.id)).toEqual(oldService('0000'))
    await advance(REVIEW_MINUTES)
    expect((await myLine(token, line.id)).portIn).toMatchObject({ state: 'failed', failureField: 'pinPassword' })
  })

  it('validates the details, refuses a completed transfer (409), another number (422) and other customers (404)', async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    const short = await server.call('/app/users/portin/temp/update', {
      token,
      body: { oldService: { billingAccountNumber: '123', billingAccountPassword: '' }, msisdn: line.msisdn, tempSubscriptionId: line.id },
    })
    expect(short.status).toBe(422)
    expect(fieldError(short.body.errors, 'billingAccount')).toBe('Please enter a valid Number')
    expect(fieldError(short.body.errors, 'pinPassword')).toBe('PIN or password is required')

    const wrongNumber = await server.call('/app/users/portin/temp/update', {
      token,
      body: { oldService: oldService(), msisdn: '2125550111', tempSubscriptionId: line.id },
    })
    expect(wrongNumber.status).toBe(422)
    expect(fieldError(wrongNumber.body.errors, 'portIn')).toBe(PORT_IN_MESSAGES.otherNumber)

    const done = await portInLine('alice', { portInState: 'completed' })
    const late = await server.call('/app/users/portin/temp/update', { token, body: { oldService: oldService(), msisdn: done.msisdn } })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(PORT_IN_MESSAGES.completed)

    const bobs = await portInLine('bob')
    const other = await server.call('/app/users/portin/temp/update', { token, body: { oldService: oldService(), msisdn: bobs.msisdn } })
    expect(other.status).toBe(404)
    const byId = await server.call('/app/users/portin/temp/update', {
      token,
      body: { oldService: oldService(), msisdn: bobs.msisdn, tempSubscriptionId: bobs.id },
    })
    expect(byId.status).toBe(404)
    expect((await server.call('/app/users/portin/temp/update', { body: {} })).status).toBe(401)
  })
})

describe('POST /app/users/portin/temp/update (add-portIn-details)', () => {
  it('stores the old carrier details and the checked SIM on a line still waiting, then bring/number starts it', async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    const saved = await server.call('/app/users/portin/temp/update', {
      token,
      body: {
        mode: 'add-portIn-details',
        oldService: oldService('2468'),
        accountDetails: { firstName: 'Alice', lastName: 'Tester' },
        msisdn: line.msisdn,
        tempSubscriptionId: line.id,
        iccid: OUR_SIM,
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ message: PORT_IN_MESSAGES.detailsSaved })
    const [row] = await server.db.select().from(lines).where(eq(lines.id, line.id))
    // Stored, not started: the line still waits, with the details and the SIM number.
    expect(row.portInState).toBe('awaitingDetails')
    expect(row.oldService).toEqual(oldService('2468'))
    expect(row.activationDetails).toMatchObject({ iccid: OUR_SIM })
    await bring(token, line)
    expect((await myLine(token, line.id)).portIn?.state).toBe('submitted')
  })

  it('refuses a transfer already sent or refused (409), an unknown mode (422) and other customers (404)', async () => {
    const token = await server.signIn('alice')
    const body = (target: { id: string; msisdn: string }, extra: Record<string, unknown> = {}) => ({
      mode: 'add-portIn-details',
      oldService: oldService(),
      msisdn: target.msisdn,
      tempSubscriptionId: target.id,
      ...extra,
    })
    const sent = await portInLine('alice', { portInState: 'submitted' })
    const underWay = await server.call('/app/users/portin/temp/update', { token, body: body(sent) })
    expect(underWay.status).toBe(409)
    expect(underWay.body.message).toBe(PORT_IN_MESSAGES.underWay)
    const refused = await portInLine('alice', { portInState: 'failed' })
    const resubmit = await server.call('/app/users/portin/temp/update', { token, body: body(refused) })
    expect(resubmit.status).toBe(409)
    expect(resubmit.body.message).toBe(PORT_IN_MESSAGES.failedUseResubmit)
    const waiting = await portInLine('alice')
    expect((await server.call('/app/users/portin/temp/update', { token, body: body(waiting, { mode: 'start-portIn' }) })).status).toBe(422)
    const bobs = await portInLine('bob')
    expect((await server.call('/app/users/portin/temp/update', { token, body: body(bobs) })).status).toBe(404)
    const [row] = await server.db.select().from(lines).where(eq(lines.id, bobs.id))
    expect(row.oldService).toBeNull()
  })
})

describe('POST /app/users/portin/make/start (resubmit-portIn)', () => {
  it('re-submits only a failed transfer (409 otherwise), validates, and refuses other customers (404)', async () => {
    const token = await server.signIn('alice')
    const line = await portInLine('alice')
    const body = (extra: Record<string, unknown> = {}) => ({
      oldService: { ...oldService('1357'), firstName: 'Alice', lastName: 'Tester' },
      accountDetails: { firstName: 'Alice', lastName: 'Tester' },
      activationDetails: { iccid: FOREIGN_SIM, simType: 'physical' },
      msisdn: line.msisdn,
      tempSubscriptionId: line.id,
      ...extra,
    })
    const early = await server.call('/app/users/portin/make/start', { token, body: body() })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(PORT_IN_MESSAGES.notFailed)

    await server.db
      .update(lines)
      .set({ portInState: 'failed', portInFailureReason: PORT_IN_PIN_REJECTED, portInFailureField: 'pinPassword' })
      .where(eq(lines.id, line.id))
    const invalid = await server.call('/app/users/portin/make/start', {
      token,
      body: body({ oldService: { billingAccountNumber: '123456789', billingAccountPassword: '' } }),
    })
    expect(invalid.status).toBe(422)
    expect(fieldError(invalid.body.errors, 'pinPassword')).toBe('PIN or password is required')

    const bobs = await portInLine('bob', { portInState: 'failed' })
    const other = await server.call('/app/users/portin/make/start', {
      token,
      body: body({ msisdn: bobs.msisdn, tempSubscriptionId: bobs.id }),
    })
    expect(other.status).toBe(404)
    const [row] = await server.db.select().from(lines).where(eq(lines.id, bobs.id))
    expect(row.portInState).toBe('failed')

    expect((await server.call('/app/users/portin/make/start', { token, body: body() })).status).toBe(200)
    expect((await myLine(token, line.id)).portIn?.state).toBe('submitted')
    expect((await server.call('/app/users/portin/make/start', { body: body() })).status).toBe(401)
  })
})

describe('the demo customer', () => {
  it('has an active eSIM with its activation code and a physical SIM waiting for port-in details', async () => {
    const token = await server.signIn('demo')
    const esim = await myLine(token, 'line-demo-esim')
    expect(esim).toMatchObject({ simType: 'esim', simStatus: 'active', esimActivationCode: expect.stringMatching(/^LPA:1\$/) })
    const physical = await myLine(token, 'line-demo-physical')
    expect(physical.portIn).toMatchObject({ state: 'awaitingDetails', msisdn: '3125550199', failureReason: null })
  })
})
