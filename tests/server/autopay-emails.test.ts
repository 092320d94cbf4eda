import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authTokenSchema } from '@contract/auth'
import { lineBilling, outbox } from '@server/db/schema'
import { secretKey, signCrmToken } from '@server/lib/tokens'
import { emailOf, serverForFile, type TestServer } from './support/harness'
import { TEST_JWT_SECRET, type TestCustomerKey } from './support/fixtures'
import { advanceClock, lineMaker } from './support/line-care'
import { addCard } from './support/payments'
import { makeGroup, daysFromNow } from './support/family-money'

/**
 * Turning autopay off is a stolen session's quiet way to a suspended line: nothing is charged any more, and the line
 * is suspended after the grace days. So its payer is emailed at once (which line, when, what to pay by hand and where
 * and by when, and the security notices' "If this wasn't you" with its one-time link); turning it on is told
 * briefly. Who may turn it off is FAMILY_RULES' `line.billing` (the owner, for a line of their group); an assisted
 * (support) session may, and the email says support made the change.
 */

const server = serverForFile()
const activeLine = lineMaker(server, 'autopay-mail', '815')

/** plan-plus in Illinois: $25 + $1.49 regulatory fee + 8.86% tax on $25. */
const PLUS_TOTAL = '$28.71'
const DAY = '\\d{1,2} [A-Z][a-z]+ \\d{4}'

/** What reached an address since the last look, oldest first. */
function inboxOf(test: TestServer, to: string) {
  const seen = new Set<number>()
  return async () => {
    const rows = await test.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id)
    const fresh = rows.filter((row) => !seen.has(row.id) && !/ has used | ya usó /.test(row.subject))
    for (const row of fresh) seen.add(row.id)
    return fresh
  }
}

const setAutopay = (token: string, lineId: string, autopay: boolean) =>
  server.call(`/app/line-care/lines/${lineId}/autopay`, { method: 'PUT', token, body: { autopay } })

const autopayOf = async (lineId: string) => (await server.db.select().from(lineBilling).where(eq(lineBilling.lineId, lineId)))[0]?.autopay

async function assistedSession(who: TestCustomerKey) {
  const opened = await server.call('/app/auth/crm-login', { body: { token: await signCrmToken(secretKey(TEST_JWT_SECRET), emailOf(who)) } })
  expect(opened.status, opened.text).toBe(200)
  return authTokenSchema.parse(opened.body).token
}

describe('turning autopay off and on', () => {
  it('tells the payer which line, when, what to pay by hand, where and by when, and "If this wasn\'t you", once per change', async () => {
    const line = await activeLine('alice')
    const token = await server.signIn('alice')
    await addCard(server, 'alice', { last4: '4242', primary: true })
    const newMails = inboxOf(server, 'alice@test.example')

    expect((await setAutopay(token, line.id, false)).status).toBe(200)
    const offMails = await newMails()
    expect(offMails.map((mail) => mail.subject)).toEqual(['Autopay was turned off for (815) 555-0001 (Plus)'])
    const [greeting, body, ifNotYou, closing] = offMails[0].text.split('\n\n')
    expect([greeting, closing]).toEqual(['Hi Alice,', 'Ring Mobile'])
    expect(body).toMatch(
      new RegExp(
        `^Autopay was turned off for \\(815\\) 555-0001 \\(Plus\\) on ${DAY}, \\d\\d:\\d\\d UTC\\. We no longer charge a card for it: its next renewal, \\${PLUS_TOTAL} on ${DAY}, has to be paid by hand on the line's page in My Account, or the line is suspended 3 days later:\nhttp://ring\\.test/dashboard/lines/${line.id}$`,
      ),
    )
    expect(ifNotYou).toMatch(
      /^If this wasn't you, open this link within 24 hours to choose a new password\..*\nhttp:\/\/ring\.test\/reset-password\?token=\S+$/s,
    )

    // Nothing changed, nothing told.
    expect((await setAutopay(token, line.id, false)).status).toBe(200)
    expect(await newMails()).toEqual([])

    // On again: two sentences, no link to end sessions.
    expect((await setAutopay(token, line.id, true)).status).toBe(200)
    const [on, ...more] = await newMails()
    expect(more).toEqual([])
    expect(on.subject).toBe('Autopay is on for (815) 555-0001 (Plus)')
    expect(on.text).toMatch(
      new RegExp(
        `^Hi Alice,\n\nAutopay was turned on for \\(815\\) 555-0001 \\(Plus\\) on ${DAY}, \\d\\d:\\d\\d UTC: its renewals are charged to your primary card from now on, the next one, \\${PLUS_TOTAL}, on ${DAY}\\.\n\nRing Mobile$`,
      ),
    )

    // The off notice's link is a working reset link: choosing a new password there ends every session, a thief's too.
    const link = new URL(/http:\/\/ring\.test\/reset-password\?token=\S+/.exec(ifNotYou)![0])
    const password = 'Autopay#Off26'
    const reset = await server.call('/app/auth/reset-password', {
      body: { token: link.searchParams.get('token'), newPassword: password, confirmNewPassword: password },
    })
    expect(reset.status, reset.text).toBe(200)
    expect((await setAutopay(token, line.id, false)).status).toBe(401)
  })

  it('during grace says the renewal is due now and the day the line is suspended; in Spanish for a Spanish customer', async () => {
    const line = await activeLine('bob')
    const token = await server.signIn('bob')
    expect((await server.call('/app/users/language', { token, body: { language: 'es' } })).status).toBe(200)
    // No card: the renewal declines and waits in grace.
    const bill = (await server.call(`/app/line-care/lines/${line.id}`, { token })).body as { renewsAt: string }
    const now = Date.parse((await server.call('/dev/carrier/clock')).body.simulatorTime as string)
    await advanceClock(server, (Date.parse(bill.renewsAt) - now) / 60_000 + 60)
    const newMails = inboxOf(server, 'bob@test.example')
    await newMails()
    expect((await setAutopay(token, line.id, false)).status).toBe(200)
    const [off] = await newMails()
    expect(off.subject).toBe('Se desactivó el pago automático de (815) 555-0002 (Plus)')
    expect(off.text).toMatch(
      new RegExp(
        `^Hola, Bob:\n\nEl pago automático de \\(815\\) 555-0002 \\(Plus\\) se desactivó el \\d{1,2} de [a-z]+ de \\d{4}, \\d\\d:\\d\\d UTC\\. Su renovación de \\${PLUS_TOTAL} está sin pagar y ya no se cobra a ninguna tarjeta: págala a mano en la página de la línea en Mi cuenta antes del \\d{1,2} de [a-z]+ de \\d{4}, o la línea se suspende:\nhttp://ring\\.test/dashboard/lines/${line.id}\n\nSi no fuiste tú, abre este enlace`,
      ),
    )
  })

  it('may be done in an assisted (support) session, and the email says support made the change', async () => {
    const line = await activeLine('carol')
    await server.signIn('carol')
    const newMails = inboxOf(server, 'carol@test.example')
    await newMails()
    const answer = await setAutopay(await assistedSession('carol'), line.id, false)
    expect(answer.status, answer.text).toBe(200)
    expect(await autopayOf(line.id)).toBe(false)
    const [off] = await newMails()
    expect(off.subject).toBe('Autopay was turned off for (815) 555-0003 (Plus)')
    expect(off.text).toContain(
      "\n\nRing Mobile support made this change for you, in an assisted session.\n\nIf this wasn't you, open this link within 24 hours",
    )
  })
})

describe('autopay of a line of a family group', () => {
  it('is refused to the member who uses it (403, nothing changed or sent); the owner turns it off and is told, naming whose line', async () => {
    await makeGroup(server, 'dave', ['erin'], await daysFromNow(server, 20))
    const erins = await activeLine('erin')
    const erin = await server.signIn('erin')
    const dave = await server.signIn('dave')
    // The line's billing row is opened when the owner first reads it.
    expect((await server.call(`/app/line-care/lines/${erins.id}`, { token: dave })).status).toBe(200)
    const toErin = inboxOf(server, 'erin@test.example')
    const toDave = inboxOf(server, 'dave@test.example')
    await toErin()
    await toDave()

    const refused = await setAutopay(erin, erins.id, false)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only the group owner can do this.')
    expect(await autopayOf(erins.id)).toBe(true)
    expect(await toErin()).toEqual([])
    expect(await toDave()).toEqual([])

    expect((await setAutopay(dave, erins.id, false)).status).toBe(200)
    const [told] = await toDave()
    expect(told.subject).toBe('Autopay was turned off for (815) 555-0004 (Plus, used by Erin (family))')
    expect(told.text).toContain("has to be paid by hand on the line's page in My Account")
    expect(await toErin()).toEqual([])
  })
})
