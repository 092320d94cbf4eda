import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox } from '@server/db/schema'
import { serverForFile, type TestServer } from './support/harness'
import { addCard } from './support/payments'
import { advanceClock, DAY_MINUTES, lineMaker } from './support/line-care'
import type { TestCustomerKey } from './support/fixtures'

/**
 * The emails a carrier owes a customer who pays by hand and one whose card is taken away, read from the outbox as a
 * tester reads it while the carrier clock moves on (`/dev/carrier/advance`, which runs the billing and alert jobs).
 */

const server = serverForFile()
const activeLine = lineMaker(server, 'hand-pay', '872')

/** plan-plus in Illinois: $25 + $1.49 regulatory fee + 8.86% tax on $25. */
const PLUS_TOTAL = '$28.71'

/** The data alerts the simulated usage brings on the way (tests/server/notifications.test.ts reads those). */
const DATA_ALERT = / has used .*data$| ya usó .*datos( de alta velocidad)?$/

/** What reached an address since the last look, oldest first, data alerts aside. */
function inboxOf(test: TestServer, to: string) {
  const seen = new Set<number>()
  return async () => {
    const rows = await test.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id)
    const fresh = rows.filter((row) => !seen.has(row.id) && !DATA_ALERT.test(row.subject))
    for (const row of fresh) seen.add(row.id)
    return fresh
  }
}

/** Days from the simulator's now to a line's renewal date. */
async function daysToRenewal(token: string, lineId: string) {
  const bill = (await server.call(`/app/line-care/lines/${lineId}`, { token })).body as { renewsAt: string }
  const now = (await server.call('/dev/carrier/clock')).body.simulatorTime as string
  return (Date.parse(bill.renewsAt) - Date.parse(now)) / (DAY_MINUTES * 60_000)
}

async function autopayOff(who: TestCustomerKey, lineId: string) {
  const token = await server.signIn(who)
  const off = await server.call(`/app/line-care/lines/${lineId}/autopay`, { method: 'PUT', token, body: { autopay: false } })
  expect(off.status, off.text).toBe(200)
  return token
}

describe('a line paid by hand (autopay off)', () => {
  it('is reminded before its date and on each day of grace, with the amount, the day and the page to pay on, then suspended', async () => {
    const line = await activeLine('dave')
    await addCard(server, 'dave', { last4: '1111', primary: true })
    const token = await autopayOff('dave', line.id)
    const newMails = inboxOf(server, 'dave@test.example')
    const page = `http://ring.test/dashboard/lines/${line.id}`

    // Three days before the date (half a day into the window): the reminder says what to pay, where, by when.
    await advanceClock(server, ((await daysToRenewal(token, line.id)) - 2.5) * DAY_MINUTES)
    const [reminder, ...others] = await newMails()
    expect(others).toEqual([])
    expect(reminder.subject).toMatch(/^\(872\) 555-0001 renews on \d{1,2} [A-Z][a-z]+ \d{4}$/)
    expect(reminder.text).toContain(
      `Autopay is off, so we will not charge your card: pay ${PLUS_TOTAL} on the line's page in My Account before then to keep your service:\n${page}\n`,
    )
    expect(reminder.text).not.toMatch(/we charge your (primary )?card/)

    // The day itself: "is due" (as before), nothing charged.
    await advanceClock(server, 2.6 * DAY_MINUTES)
    expect((await newMails()).map((mail) => mail.subject)).toEqual([`Your Ring Mobile renewal of ${PLUS_TOTAL} is due`])

    // Days 1 and 2 of grace: a reminder each, once each however often the jobs run.
    const suspendsAt = (await server.call(`/app/line-care/lines/${line.id}`, { token })).body.openRenewal.suspendsAt as string
    const suspendOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(suspendsAt),
    )
    for (let graceDay = 1; graceDay <= 2; graceDay += 1) {
      await advanceClock(server, DAY_MINUTES)
      expect((await server.call('/dev/jobs/tick', { body: { job: 'alerts' } })).status).toBe(200)
      await advanceClock(server, 1)
      const mails = await newMails()
      expect(mails.map((mail) => mail.subject)).toEqual([`Your Ring Mobile renewal of ${PLUS_TOTAL} is still unpaid`])
      expect(mails[0].text).toContain(
        `Autopay is off for (872) 555-0001 (Plus), so we do not charge your card: its renewal of ${PLUS_TOTAL} is still unpaid. Pay it on the line's page in My Account:\n${page}\n\nYour line stays on until ${suspendOn}. If the renewal is still unpaid then, the line is suspended.`,
      )
      expect(mails[0].text).toMatch(/Stop them: http:\/\/ring\.test\/unsubscribe\?token=/)
    }

    // The last day suspends the line, and says so; no reminder that day.
    await advanceClock(server, DAY_MINUTES)
    expect((await newMails()).map((mail) => mail.subject)).toEqual(['Your line (872) 555-0001 (Plus) is suspended'])
  })

  it('stops reminding once the renewal is paid on the line page', async () => {
    const line = await activeLine('grace')
    const card = await addCard(server, 'grace', { last4: '4242', primary: true })
    const token = await autopayOff('grace', line.id)
    const newMails = inboxOf(server, 'grace@test.example')
    // Straight past the reminder's window into day 1 of grace.
    await advanceClock(server, ((await daysToRenewal(token, line.id)) + 1.1) * DAY_MINUTES)
    expect((await newMails()).map((mail) => mail.subject)).toEqual([
      `Your Ring Mobile renewal of ${PLUS_TOTAL} is due`,
      `Your Ring Mobile renewal of ${PLUS_TOTAL} is still unpaid`,
    ])
    const paid = await server.call(`/app/line-care/lines/${line.id}/pay`, { token, body: { cardId: card.id } })
    expect(paid.status, paid.text).toBe(200)
    expect((await newMails()).map((mail) => mail.subject)).toEqual([`Your Ring Mobile renewal: ${PLUS_TOTAL} paid`])
    await advanceClock(server, 3 * DAY_MINUTES)
    expect(await newMails()).toEqual([])
  })

  it("is reminded in the customer's saved language", async () => {
    const line = await activeLine('heidi')
    await addCard(server, 'heidi', { primary: true })
    const token = await autopayOff('heidi', line.id)
    expect((await server.call('/app/users/language', { token, body: { language: 'es' } })).status).toBe(200)
    const newMails = inboxOf(server, 'heidi@test.example')
    await advanceClock(server, ((await daysToRenewal(token, line.id)) - 2.5) * DAY_MINUTES)
    const [reminder] = await newMails()
    expect(reminder.text).toContain(
      `El pago automático está desactivado, así que no cobraremos a tu tarjeta: paga ${PLUS_TOTAL} en la página de la línea en Mi cuenta antes de esa fecha para conservar tu servicio:\nhttp://ring.test/dashboard/lines/${line.id}`,
    )
    await advanceClock(server, 3.6 * DAY_MINUTES)
    const unpaid = (await newMails()).find((mail) => mail.subject === `Tu renovación de Ring Mobile de ${PLUS_TOTAL} sigue sin pagar`)
    expect(unpaid?.text).toMatch(
      /^Hola, Heidi:\n\nEl pago automático está desactivado para \(872\) 555-00\d\d \(Plus\), así que no cobramos a tu tarjeta: su renovación de \$28\.71 sigue sin pagar\. Págala en la página de la línea en Mi cuenta:\nhttp:\/\/ring\.test\/dashboard\/lines\/\S+\n\nTu línea sigue activa hasta el \d{1,2} de [a-z]+ de \d{4}\./,
    )
  })
})
