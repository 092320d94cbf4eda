import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renewalUnpaidEmail } from '@server/billing/emails'
import { customers, outbox, smsOutbox } from '@server/db/schema'
import type { TestServer } from './support/harness'
import { DAY_MINUTES } from './support/line-care'
import { addCard } from './support/payments'
import { billLine, daysFromNow, familyMoneyFile, groupWithDecliningOwner, makeGroup } from './support/family-money'

/**
 * A line of a family group paid by hand (autopay off): only the group's owner pays, so only the owner is asked to
 * pay, naming whose line it is; the member who uses it hears that it renews and that the owner pays, and, with the
 * owner, that it is suspended (docs/decisions/0034-family-accounts.md, "Who is told"). Emails and texts, read as a
 * tester reads the outboxes while the carrier clock moves on.
 */

const { server, activeLine, advance } = familyMoneyFile('fam-hand', '708')

/** plan-plus in Illinois for a whole period: $25 + $1.49 regulatory fee + 8.86% tax on $25. */
const PLUS_TOTAL = '$28.71'
const PHONES = { alice: '+13125550100', bob: '+13125550101' }

/** What reached an address (and its phone) since the last look, oldest first, data alerts aside. */
function inboxOf(test: TestServer, to: string, phone: string) {
  const seen = new Set<number>()
  const seenTexts = new Set<number>()
  return async () => {
    const mails = (await test.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id)).filter(
      (row) => !seen.has(row.id) && !/ has used | ya usó /.test(row.subject),
    )
    const texts = (await test.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone)).orderBy(smsOutbox.id)).filter(
      (row) => !seenTexts.has(row.id) && !/ has used | ya usó /.test(row.text),
    )
    for (const row of mails) seen.add(row.id)
    for (const row of texts) seenTexts.add(row.id)
    return { mails, texts: texts.map((row) => row.text) }
  }
}
const subjects = (box: { mails: { subject: string }[] }) => box.mails.map((mail) => mail.subject)

describe("a member's line with autopay off, paid by the group's owner", () => {
  it('asks only the owner to pay; the member hears it renews, who pays, and of the suspension, in their language', async () => {
    const renewsAt = await daysFromNow(server, 5)
    await makeGroup(server, 'alice', ['bob'], renewsAt)
    const bob = await server.customer('bob')
    await server.db.update(customers).set({ language: 'es' }).where(eq(customers.id, bob.id))
    const bobs = await activeLine('bob')
    await billLine(server, bobs, renewsAt)
    const [alice, bobToken] = [await server.signIn('alice'), await server.signIn('bob')]
    for (const token of [alice, bobToken])
      expect(
        (
          await server.call('/app/notifications/channels', {
            method: 'PUT',
            token,
            body: { kind: 'renewalReminder', channel: 'text', on: true },
          })
        ).status,
      ).toBe(200)
    const toOwner = inboxOf(server, 'alice@test.example', PHONES.alice)
    const toMember = inboxOf(server, 'bob@test.example', PHONES.bob)
    const page = `http://ring.test/dashboard/lines/${bobs.id}`
    const bobsLine = '(708) 555-0001 (Plus, used by Bob (family))'

    // The owner turns autopay off for Bob's line, and is told; Bob, who cannot change it, is not asked anything.
    expect(
      (await server.call(`/app/line-care/lines/${bobs.id}/autopay`, { method: 'PUT', token: alice, body: { autopay: false } })).status,
    ).toBe(200)
    expect(subjects(await toOwner())).toEqual([`Autopay was turned off for ${bobsLine}`])
    expect(await toMember()).toEqual({ mails: [], texts: [] })

    // Three days before: the owner is asked to pay, naming Bob's line; Bob is told the owner pays.
    await advance(2.5 * DAY_MINUTES)
    const reminder = await toOwner()
    expect(reminder.mails).toHaveLength(1)
    expect(reminder.mails[0].text).toContain(`${bobsLine} renews on `)
    expect(reminder.mails[0].text).toContain(`Autopay is off, so we will not charge your card: pay ${PLUS_TOTAL} on the line's page`)
    expect(reminder.texts).toEqual([expect.stringContaining(`Pay at ${page} to keep your service.`)])
    const memberReminder = await toMember()
    expect(memberReminder.mails[0].text).toContain('(708) 555-0001 (Plus) se renueva el ')
    expect(memberReminder.mails[0].text).toContain('Quien administra tu grupo familiar la paga: no tienes que hacer nada.')
    expect(memberReminder.texts).toEqual([expect.not.stringMatching(/Paga/)])

    // The day: "is due" to the owner, with the page; to Bob that it renews today and the owner pays.
    await advance(2.6 * DAY_MINUTES)
    const due = await toOwner()
    expect(subjects(due)).toEqual([`Your Ring Mobile renewal of ${PLUS_TOTAL} is due`])
    expect(due.mails[0].text).toContain(`Autopay is off for ${bobsLine}, so we do not charge your card`)
    expect(due.mails[0].text).toContain(page)
    const memberDue = await toMember()
    expect(subjects(memberDue)).toEqual(['Tu línea (708) 555-0001 (Plus) se renueva hoy'])
    expect(memberDue.mails[0].text).toMatch(
      /^Hola, Bob:\n\n\(708\) 555-0001 \(Plus\) se renueva hoy\. Quien administra tu grupo familiar la paga a mano \(el pago automático está desactivado para esta línea\) y le enviamos lo que debe pagar: tú no tienes que pagar nada\. Si la renovación sigue sin pagar el \d{1,2} de [a-z]+ de \d{4}, la línea se suspende\.\n\nRing Mobile$/,
    )

    // Each day of grace but the last: "still unpaid" to the owner, by email and text; nothing to Bob.
    for (let graceDay = 1; graceDay <= 2; graceDay += 1) {
      await advance(DAY_MINUTES)
      const unpaid = await toOwner()
      expect(subjects(unpaid)).toEqual([`Your Ring Mobile renewal of ${PLUS_TOTAL} is still unpaid`])
      expect(unpaid.mails[0].text).toContain(`Autopay is off for ${bobsLine}`)
      // The owner reads of Bob's line, not of a line of their own.
      expect(unpaid.mails[0].text).toMatch(/\nThe line stays on until \d{1,2} [A-Z][a-z]+ \d{4}\. If the renewal is still unpaid then/)
      expect(unpaid.mails[0].text).not.toContain('Your line stays on')
      expect(unpaid.texts).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Ring Mobile: \\(708\\) 555-0001 \\(Plus, used by Bob \\(family\\)\\): the renewal of \\${PLUS_TOTAL} is still unpaid\\. Pay before .+ at ${page} `,
          ),
        ),
      ])
      expect(await toMember()).toEqual({ mails: [], texts: [] })
    }

    // The last day suspends the line: both are told; only the owner is asked to pay.
    await advance(DAY_MINUTES)
    const suspended = await toOwner()
    expect(subjects(suspended)).toEqual([`Your line ${bobsLine} is suspended`])
    expect(suspended.mails[0].text).toContain(`Pay it with any card on the line's page in My Account to restore it:\n${page}`)
    const memberSuspended = await toMember()
    expect(subjects(memberSuspended)).toEqual(['Tu línea (708) 555-0001 (Plus) está suspendida'])
    expect(memberSuspended.mails[0].text).toContain(
      'La renovación de $28.71 de (708) 555-0001 (Plus), que paga quien administra tu grupo familiar, quedó sin pagar, así que la línea está suspendida',
    )
    expect(memberSuspended.mails[0].text).not.toMatch(/Paga|Págala/)
  })

  it("a declined group charge and the owner's payment by hand: the member is told, never asked to pay", async () => {
    const { renewsAt } = await groupWithDecliningOwner(server, 'carol', 'dave', 2)
    const daves = await activeLine('dave')
    await billLine(server, daves, renewsAt)
    const [carol, dave] = [await server.signIn('carol'), await server.signIn('dave')]
    expect(
      (
        await server.call('/app/notifications/channels', {
          method: 'PUT',
          token: dave,
          body: { kind: 'paymentFailed', channel: 'text', on: true },
        })
      ).status,
    ).toBe(200)
    const toOwner = inboxOf(server, 'carol@test.example', '+13125550102')
    const toMember = inboxOf(server, 'dave@test.example', '+13125550103')

    // The group's date: the owner's card declines (told of the group's one line); Dave hears why and that the owner
    // pays, by email and text.
    await advance(2 * DAY_MINUTES + 1)
    const ownerDeclined = await toOwner()
    expect(subjects(ownerDeclined)).toEqual([`Your family plan renewal of ${PLUS_TOTAL} failed`])
    expect(ownerDeclined.mails[0].text).toContain(`We could not charge ${PLUS_TOTAL} for the line of your family group: `)
    expect(ownerDeclined.mails[0].text).toContain('The line stays on until ')
    const declined = await toMember()
    expect(subjects(declined)).toEqual([`Your Ring Mobile renewal of ${PLUS_TOTAL} failed`])
    expect(declined.mails[0].text).toContain("The card of your family group's owner could not be charged.\nWe will try again on ")
    expect(declined.mails[0].text).toContain(
      "Your family group's owner pays for this line: only they can pay it or change the card, in My Account.",
    )
    expect(declined.texts).toEqual([expect.stringMatching(/We try again on .+; your family group's owner pays for this line\. Reply STOP/)])
    for (const told of [declined.mails[0].text, ...declined.texts]) expect(told).not.toMatch(/pay now|Paying now/i)

    // The owner pays Dave's line by hand with a new card: the owner's receipt names whose line; Dave's says who paid.
    const card = await addCard(server, 'carol', { last4: '4444', network: 'mastercard' })
    expect((await server.call(`/app/line-care/lines/${daves.id}/pay`, { token: carol, body: { cardId: card.id } })).status).toBe(200)
    const paid = await toOwner()
    expect(subjects(paid)).toEqual([`Your Ring Mobile renewal: ${PLUS_TOTAL} paid`])
    expect(paid.mails[0].text).toContain(
      `We charged ${PLUS_TOTAL} to your card ending 4444 for (708) 555-0002 (Plus, used by Dave (family)).`,
    )
    const renewed = await toMember()
    expect(subjects(renewed)).toEqual(['(708) 555-0002 (Plus) renewed'])
    expect(renewed.mails[0].text).toContain(
      `(708) 555-0002 (Plus) renewed for another period, paid by your family group's owner (${PLUS_TOTAL}).`,
    )
    expect(renewed.mails[0].text).not.toContain('your card')
  })
})

describe('the grace sentence of the "still unpaid" reminder', () => {
  const reminder = { firstName: 'Alice', line: '(708) 555-0001 (Plus)', amount: 28.71, link: 'http://ring.test/dashboard/lines/l1' }
  const suspendOn = new Date('2026-03-05T12:00:00.000Z')

  it('says "the line" to the owner of a member\'s line, in Spanish too, and "your line" to the line\'s own user', () => {
    for (const language of ['en', 'es'] as const) {
      const toOwner = renewalUnpaidEmail({ ...reminder, language, suspendOn, othersLine: true }).text
      const toUser = renewalUnpaidEmail({ ...reminder, language, suspendOn }).text
      expect(toOwner).toContain(
        language === 'en' ? 'The line stays on until 5 March 2026.' : 'La línea sigue activa hasta el 5 de marzo de 2026.',
      )
      expect(toUser).toContain(
        language === 'en' ? 'Your line stays on until 5 March 2026.' : 'Tu línea sigue activa hasta el 5 de marzo de 2026.',
      )
    }
  })
})
