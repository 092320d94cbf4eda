import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cards, outbox } from '@server/db/schema'
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

/** Turns autopay off for the line, as `who`: answers the session and what `who` reads from then on. */
async function autopayOff(who: TestCustomerKey, lineId: string) {
  const token = await server.signIn(who)
  const newMails = inboxOf(server, `${who}@test.example`)
  const off = await server.call(`/app/line-care/lines/${lineId}/autopay`, { method: 'PUT', token, body: { autopay: false } })
  expect(off.status, off.text).toBe(200)
  // The change itself is told at once (tests/server/autopay-emails.test.ts reads that email).
  expect((await newMails()).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Autopay was turned off for /)])
  return { token, newMails }
}

describe('a line paid by hand (autopay off)', () => {
  it('is reminded before its date and on each day of grace, with the amount, the day and the page to pay on, then suspended', async () => {
    const line = await activeLine('dave')
    await addCard(server, 'dave', { last4: '1111', primary: true })
    const { token, newMails } = await autopayOff('dave', line.id)
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

    // The day itself: "is due", nothing charged, with the page to pay on.
    await advanceClock(server, 2.6 * DAY_MINUTES)
    const due = await newMails()
    expect(due.map((mail) => mail.subject)).toEqual([`Your Ring Mobile renewal of ${PLUS_TOTAL} is due`])
    expect(due[0]!.text).toMatch(
      new RegExp(
        `so we do not charge your card: its renewal of \\${PLUS_TOTAL} is due\\. Pay it on the line's page in My Account before .+ to keep your service:\n${page}\n`,
      ),
    )

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

    // The last day suspends the line, and says so, with the page that restores it; no reminder that day.
    await advanceClock(server, DAY_MINUTES)
    const suspended = await newMails()
    expect(suspended.map((mail) => mail.subject)).toEqual(['Your line (872) 555-0001 (Plus) is suspended'])
    expect(suspended[0].text).toContain(`Pay it with any card on the line's page in My Account to restore it:\n${page}\n`)
  })

  it('stops reminding once the renewal is paid on the line page', async () => {
    const line = await activeLine('grace')
    const card = await addCard(server, 'grace', { last4: '4242', primary: true })
    const { token, newMails } = await autopayOff('grace', line.id)
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
    const { token, newMails } = await autopayOff('heidi', line.id)
    expect((await server.call('/app/users/language', { token, body: { language: 'es' } })).status).toBe(200)
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

describe('a line paid by hand, in texts and when the clock jumps', () => {
  const turnTextsOn = (token: string) =>
    server.call('/app/notifications/channels', { method: 'PUT', token, body: { kind: 'renewalReminder', channel: 'text', on: true } })

  it("texts the reminders with the line's page to pay on", async () => {
    const line = await activeLine('erin')
    const { token } = await autopayOff('erin', line.id)
    expect((await turnTextsOn(token)).status).toBe(200)
    const page = `http://ring.test/dashboard/lines/${line.id}`
    await advanceClock(server, ((await daysToRenewal(token, line.id)) - 2.5) * DAY_MINUTES)
    const [reminder] = await server.textsTo('+13125550104', '% renews on %')
    expect(reminder.text).toMatch(
      new RegExp(
        `^Ring Mobile: \\(872\\) 555-00\\d\\d \\(Plus\\) renews on .+\\. Pay at ${page} to keep your service\\. Reply STOP to opt out\\.$`,
      ),
    )
    await advanceClock(server, 3.6 * DAY_MINUTES)
    const [unpaid] = await server.textsTo('+13125550104', '% is still unpaid%')
    expect(unpaid.text).toMatch(
      new RegExp(
        `^Ring Mobile: \\(872\\) 555-00\\d\\d \\(Plus\\): the renewal of \\${PLUS_TOTAL} is still unpaid\\. Pay before .+ at ${page} to keep your service\\. Reply STOP`,
      ),
    )
  })

  it('a jump over the whole reminder window sends the due-day email (amount, page, suspension day), no late reminder', async () => {
    const line = await activeLine('carol')
    const { token, newMails } = await autopayOff('carol', line.id)
    expect((await turnTextsOn(token)).status).toBe(200)
    // From weeks before the date to half a day after it, in one move: the reminder's three days are skipped.
    await advanceClock(server, ((await daysToRenewal(token, line.id)) + 0.5) * DAY_MINUTES)
    const mails = await newMails()
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Ring Mobile renewal of ${PLUS_TOTAL} is due`])
    expect(mails[0].text).toContain(`Pay it on the line's page in My Account before `)
    expect(mails[0].text).toContain(`http://ring.test/dashboard/lines/${line.id}`)
    // A "renews on" for a day already gone is not sent late, by email or text.
    expect(await server.textsTo('+13125550102', '%')).toEqual([])
    await advanceClock(server, DAY_MINUTES)
    expect((await newMails()).map((mail) => mail.subject)).toEqual([`Your Ring Mobile renewal of ${PLUS_TOTAL} is still unpaid`])
  })
})

describe('removing a saved card', () => {
  const remove = (token: string, cardId: string) => server.call('/app/payments/cards', { method: 'DELETE', token, body: { cardId } })

  it('tells the customer which card went and when, with the security notices\' "If this wasn\'t you" link, once', async () => {
    const token = await server.signIn('alice')
    const visa = await addCard(server, 'alice', { last4: '4242', network: 'visa', primary: true })
    const mastercard = await addCard(server, 'alice', { last4: '4444', network: 'mastercard' })
    const newMails = inboxOf(server, 'alice@test.example')

    // Someone else's card, or one already gone: 404 and no mail.
    const erins = await addCard(server, 'erin', { last4: '9999' })
    expect((await remove(token, erins.id)).status).toBe(404)
    expect(await newMails()).toEqual([])

    expect((await remove(token, mastercard.id)).status).toBe(200)
    expect((await remove(token, mastercard.id)).status).toBe(404)
    const [removed, ...others] = await newMails()
    expect(others).toEqual([])
    expect(removed.subject).toBe('A card was removed from your Ring Mobile account')
    const [greeting, body, ifNotYou, closing] = removed.text.split('\n\n')
    expect(greeting).toBe('Hi Alice,')
    expect(body).toMatch(
      /^Your Mastercard ending in 4444 was removed from the payment methods of your Ring Mobile account on \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\. Renewals and add-ons are no longer charged to it\.$/,
    )
    expect(ifNotYou).toMatch(
      /^If this wasn't you, open this link within 24 hours to choose a new password\. It ends every session of your account, and removes any passkey or two-step sign-in added since you last signed in:\nhttp:\/\/ring\.test\/reset-password\?token=\S+$/,
    )
    expect(closing).toBe('Ring Mobile')
    // Never the card's id or its provider reference; the only number of the card is its last four.
    expect(removed.text).not.toContain(mastercard.id)
    expect(body.match(/\d{4,}/g)).toEqual(['4444', expect.stringMatching(/^20\d\d$/)])

    // The link is a working reset link: it ends every session, the thief's too.
    const link = new URL(/http:\/\/ring\.test\/reset-password\?token=\S+/.exec(removed.text)![0])
    const reset = await server.call('/app/auth/reset-password', {
      body: { token: link.searchParams.get('token'), newPassword: 'Removed#Card26', confirmNewPassword: 'Removed#Card26' },
    })
    expect(reset.status, reset.text).toBe(200)
    expect((await server.call('/app/payments/cards', { token })).status).toBe(401)
    await server.db.delete(cards).where(eq(cards.id, visa.id))
  })

  it('says so when the primary card goes (and which is primary now), and when no card is left', async () => {
    const token = await server.signIn('bob')
    const first = await addCard(server, 'bob', { last4: '1111', network: 'visa' })
    const primary = await addCard(server, 'bob', { last4: '0005', network: 'amex', primary: true })
    const newMails = inboxOf(server, 'bob@test.example')
    expect((await remove(token, primary.id)).status).toBe(200)
    const mails = await newMails()
    expect(mails.map((mail) => mail.subject)).toEqual([
      'A card was removed from your Ring Mobile account',
      'Your Ring Mobile primary card has changed',
    ])
    expect(mails[0].text).toContain('Your American Express ending in 0005 was removed')
    expect(mails[0].text).not.toContain('No card is saved')
    expect(mails[1].text).toContain('Your Visa ending in 1111 is your primary card now')

    expect((await remove(token, first.id)).status).toBe(200)
    const [last] = await newMails()
    expect(last.text).toContain(
      'Renewals and add-ons are no longer charged to it. No card is saved on your account now: add one in My Account → Payment so that your renewals can be paid.',
    )
  })

  it("is told in the customer's saved language", async () => {
    const token = await server.signIn('frank')
    expect((await server.call('/app/users/language', { token, body: { language: 'es' } })).status).toBe(200)
    await addCard(server, 'frank', { last4: '4242', network: 'visa', primary: true })
    const other = await addCard(server, 'frank', { last4: '3456', network: 'unknown' })
    const newMails = inboxOf(server, 'frank@test.example')
    expect((await remove(token, other.id)).status).toBe(200)
    const [mail] = await newMails()
    expect(mail.subject).toBe('Se quitó una tarjeta de tu cuenta de Ring Mobile')
    expect(mail.text).toMatch(
      /^Hola, Frank:\n\nTu tarjeta terminada en 3456 se quitó de los métodos de pago de tu cuenta de Ring Mobile el \d{1,2} de [a-z]+ de \d{4}, \d\d:\d\d UTC\. Ya no se le cobran las renovaciones ni los complementos\.\n\nSi no fuiste tú, abre este enlace en las próximas 24 horas para elegir una contraseña nueva\./,
    )
  })
})
