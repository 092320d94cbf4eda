import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lineUsageSchema } from '@contract/line-care'
import { NOTIFICATION_MESSAGES, notificationAnswerSchema, notificationSettingsSchema } from '@contract/notifications'
import { notificationsSent } from '@server/db/schema'
import { serverForFile } from './support/harness'
import { advanceClock, DAY_MINUTES, lineMaker } from './support/line-care'
import { addCard } from './support/payments'

const server = serverForFile()
const activeLine = lineMaker(server, 'alerts', '776')

const settings = async (token: string) => notificationSettingsSchema.parse((await server.call('/app/notifications', { token })).body)
const setChannel = (token: string, body: Record<string, unknown>) =>
  server.call('/app/notifications/channels', { token, method: 'PUT', body })
const setThreshold = (token: string, lineId: string, body: Record<string, unknown>) =>
  server.call(`/app/notifications/lines/${lineId}`, { token, method: 'PUT', body })
const mailsTo = (email: string, subject: string) => server.mailsTo(email, subject)
const textsTo = (phone: string, text: string) => server.textsTo(phone, text)
const tick = () => server.call('/dev/jobs/tick', { body: { job: 'alerts' } })
const percentUsed = async (token: string, lineId: string) => {
  const usage = lineUsageSchema.parse((await server.call(`/app/line-care/lines/${lineId}/usage`, { token })).body)
  return (usage.used.dataMb / usage.allowance.dataMb!) * 100
}

describe('notification preferences', () => {
  it('start with email on and text off; change one channel or one threshold; another customer’s line is 404 and changes nothing', async () => {
    const line = await activeLine('alice')
    const alice = await server.signIn('alice')
    const before = await settings(alice)
    expect(before.kinds.dataAlerts).toEqual({ email: true, text: false })
    expect(before.textNumber).toBe('+1 ••• ••• 0100')
    expect(before.lines.find((item) => item.lineId === line.id)?.thresholds).toEqual({ 75: true, 90: true, 100: true })

    const on = await setChannel(alice, { kind: 'dataAlerts', channel: 'text', on: true })
    expect(on.status, on.text).toBe(200)
    expect(notificationAnswerSchema.parse(on.body).settings.kinds.dataAlerts).toEqual({ email: true, text: true })
    expect((await setThreshold(alice, line.id, { threshold: 75, on: false })).status).toBe(200)
    const after = await settings(alice)
    expect(after.lines.find((item) => item.lineId === line.id)?.thresholds).toEqual({ 75: false, 90: true, 100: true })
    expect(after.kinds.renewalReminder).toEqual({ email: true, text: false })

    // Bad input: a threshold of another customer's line, an unknown kind or threshold.
    const bob = await server.signIn('bob')
    const foreign = await setThreshold(bob, line.id, { threshold: 90, on: false })
    expect(foreign).toMatchObject({ status: 404, body: { message: NOTIFICATION_MESSAGES.lineNotFound } })
    expect((await settings(alice)).lines.find((item) => item.lineId === line.id)?.thresholds[90]).toBe(true)
    expect((await setChannel(alice, { kind: 'weather', channel: 'email', on: true })).body).toMatchObject({
      errors: [{ field: 'kind', message: NOTIFICATION_MESSAGES.kind }],
    })
    expect((await setThreshold(alice, line.id, { threshold: 80, on: true })).status).toBe(422)
  })
})

describe('data alerts', () => {
  it('send the 90% alert once by email and once by text, however many processes tick the job, and an unsubscribe link turns the emails off', async () => {
    const line = await activeLine('carol', 'plan-starter')
    const carol = await server.signIn('carol')
    const phone = '+13125550102'
    await setChannel(carol, { kind: 'dataAlerts', channel: 'text', on: true })
    await setThreshold(carol, line.id, { threshold: 75, on: false })
    await setThreshold(carol, line.id, { threshold: 100, on: false })

    // The simulator clock moves a day at a time until the line has used 90% of its 5 GB.
    let percent = 0
    for (let day = 0; day < 29 && percent < 90; day += 1) {
      await advanceClock(server, DAY_MINUTES)
      percent = await percentUsed(carol, line.id)
    }
    expect(percent).toBeGreaterThanOrEqual(90)
    // Several processes' ticks at once, and more later: one notice.
    await Promise.all([tick(), tick(), tick()])
    await tick()
    const mails = await mailsTo('carol@test.example', '% has used 90% of its data')
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toMatch(/has used [\d.]+ GB of its 5\.00 GB this period \(90%\)/)
    expect(await textsTo(phone, 'Ring Mobile: % has used 90% of its data%')).toHaveLength(1)
    expect(await mailsTo('carol@test.example', '% has used 75% of its data')).toHaveLength(0)

    // The link in the email: what it turns off, then off; a changed token changes nothing.
    const token = /unsubscribe\?token=([\w-]+\.[\w-]+)/.exec(mails[0].text)![1]
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`
    const bad = await server.call('/app/notifications/unsubscribe', { body: { token: tampered } })
    expect(bad).toMatchObject({ status: 400, body: { message: NOTIFICATION_MESSAGES.badToken } })
    expect((await server.call(`/app/notifications/unsubscribe?token=${tampered}`)).status).toBe(400)
    expect((await settings(carol)).kinds.dataAlerts.email).toBe(true)
    const info = await server.call(`/app/notifications/unsubscribe?token=${token}`)
    expect(info.body).toEqual({ kind: 'dataAlerts', kindLabel: 'Data alerts', email: 'c•••@test.example', done: false })
    const done = await server.call('/app/notifications/unsubscribe', { body: { token } })
    expect(done).toMatchObject({ status: 200, body: { message: 'You will no longer get data alerts by email.' } })
    expect((await settings(carol)).kinds).toMatchObject({ dataAlerts: { email: false, text: true }, renewalReminder: { email: true } })
    expect((await server.call(`/app/notifications/unsubscribe?token=${token}`)).body.done).toBe(true)
  })

  it('remind three days before the renewal, once', async () => {
    const line = await activeLine('dave')
    const dave = await server.signIn('dave')
    await addCard(server, 'dave', { primary: true })
    const [bill] = (await server.call('/app/line-care/bills', { token: dave })).body.bills.filter(
      (item: { lineId: string }) => item.lineId === line.id,
    )
    const daysLeft =
      (Date.parse(bill.renewsAt) - Date.parse((await server.call('/dev/carrier/clock')).body.simulatorTime)) / (DAY_MINUTES * 60_000)
    await advanceClock(server, (daysLeft - 2.5) * DAY_MINUTES)
    await tick()
    await tick()
    const reminders = await server.db
      .select()
      .from(notificationsSent)
      .where(like(notificationsSent.key, `renewal-reminder:${line.id}:%`))
    expect(reminders).toHaveLength(1)
    expect(await mailsTo('dave@test.example', '% renews on %')).toHaveLength(1)
  })
})

describe('payment failures', () => {
  it('tell the customer by the channels chosen for payment failures, once per attempt', async () => {
    const line = await activeLine('erin')
    const erin = await server.signIn('erin')
    await addCard(server, 'erin', { primary: true, outcome: 'declined', last4: '0002' })
    await setChannel(erin, { kind: 'paymentFailed', channel: 'text', on: true })
    const [bill] = (await server.call('/app/line-care/bills', { token: erin })).body.bills.filter(
      (item: { lineId: string }) => item.lineId === line.id,
    )
    const daysLeft =
      (Date.parse(bill.renewsAt) - Date.parse((await server.call('/dev/carrier/clock')).body.simulatorTime)) / (DAY_MINUTES * 60_000)
    await advanceClock(server, (daysLeft + 0.1) * DAY_MINUTES)
    expect(await mailsTo('erin@test.example', 'Your Ring Mobile renewal of % failed')).toHaveLength(1)
    expect(await textsTo('+13125550104', 'Ring Mobile: We could not charge %')).toHaveLength(1)
  })
})
