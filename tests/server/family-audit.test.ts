import { and, eq, gt } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { familyRequests, outbox, securityEvents } from '@server/db/schema'
import type { TestCustomerKey } from './support/fixtures'
import { emailOf, serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'

const server = serverForFile()
const kit = familyKit(server, 'fam-audit')

const idOf = async (who: TestCustomerKey) => (await server.customer(who)).id

/** What each event since `since` wrote: per person, the activity's records (kind and sentence) and the emails' subjects. */
async function writtenSince(since: { event: number; mail: number }, people: TestCustomerKey[]) {
  const out: Record<string, { events: string[]; mails: string[] }> = {}
  for (const who of people) {
    const events = await server.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.customerId, await idOf(who)), gt(securityEvents.id, since.event)))
      .orderBy(securityEvents.id)
    const mails = await server.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, emailOf(who)), gt(outbox.id, since.mail)))
      .orderBy(outbox.id)
    out[who] = { events: events.map((event) => `${event.kind}: ${event.detail}`), mails: mails.map((mail) => mail.subject) }
  }
  return out
}

async function mark() {
  const events = await server.db.select({ id: securityEvents.id }).from(securityEvents)
  const mails = await server.db.select({ id: outbox.id }).from(outbox)
  return { event: Math.max(0, ...events.map((row) => row.id)), mail: Math.max(0, ...mails.map((row) => row.id)) }
}

describe('the audit of a group: the Security page’s activity and an email for each person an event touches', () => {
  it('records and mails every invitation, acceptance, role change, answer, removal, leaving and transfer', async () => {
    await kit.makeGroup('alice', 'Testers')
    const bobLine = await kit.activeLine('bob')
    const carolLine = await kit.activeLine('carol')
    expect((await server.call('/app/line-care/bills', { token: await kit.token('carol') })).status).toBe(200)

    let since = await mark()
    const { token } = await kit.invite('alice', 'bob')
    expect(await writtenSince(since, ['alice', 'bob'])).toEqual({
      alice: {
        events: [`family-invited: Invited ${emailOf('bob')} to the group Testers`],
        mails: [`You invited ${emailOf('bob')} to your group`],
      },
      bob: { events: ['family-invited: Invited to the group Testers'], mails: ['Alice Tester invites you to their Ring Mobile group'] },
    })

    since = await mark()
    expect(
      (await server.call('/app/family/invites/accept', { token: await kit.token('bob'), body: { token, lineId: bobLine.id } })).status,
    ).toBe(200)
    expect(await writtenSince(since, ['alice', 'bob'])).toMatchObject({
      alice: { events: ['family-joined: Bob joined the group Testers'], mails: expect.arrayContaining(['Bob joined your group']) },
      bob: { events: ['family-joined: Joined the group Testers'], mails: expect.arrayContaining(['You joined the group Testers']) },
    })

    since = await mark()
    await server.call(`/app/family/members/${await idOf('bob')}/role`, {
      method: 'PUT',
      token: await kit.token('alice'),
      body: { role: 'manager' },
    })
    expect(await writtenSince(since, ['alice', 'bob'])).toEqual({
      alice: { events: ['family-role: Bob is now a manager of the group Testers'], mails: ['Bob is now a manager'] },
      bob: { events: ['family-role: Bob is now a manager of the group Testers'], mails: ['You are now a manager of Testers'] },
    })

    await kit.join('alice', 'carol', carolLine.id, 'member')
    await server.call('/app/family/requests', {
      token: await kit.token('carol'),
      body: { kind: 'addOn', lineId: carolLine.id, addOnId: 'data-1gb' },
    })
    const [request] = await server.db.select().from(familyRequests)
    since = await mark()
    const approved = await server.call(`/app/family/requests/${request.id}/decision`, {
      token: await kit.token('bob'),
      body: { approve: true },
    })
    expect(approved.status, approved.text).toBe(200)
    const afterApproval = await writtenSince(since, ['alice', 'bob', 'carol'])
    expect(afterApproval.carol.events).toEqual(['family-approved: Bob approved your request'])
    expect(afterApproval.bob.events).toEqual(['family-approved: You approved the request of Carol'])
    expect(afterApproval.alice.events).toEqual(['family-approved: Bob approved the request of Carol'])
    expect(afterApproval.carol.mails).toContain('Your request for 1 GB data was approved')
    expect(afterApproval.bob.mails).toContain('You approved a request for 1 GB data')
    expect(afterApproval.alice.mails).toContain('Bob approved a request of Carol for 1 GB data')

    since = await mark()
    await server.call('/app/family/transfer', { token: await kit.token('alice'), body: { memberId: await idOf('bob') } })
    await server.call('/app/family/transfer/accept', { method: 'POST', token: await kit.token('bob') })
    expect(await writtenSince(since, ['alice', 'bob'])).toEqual({
      alice: {
        events: [
          'family-transfer-offered: Offered the ownership of the group Testers to Bob',
          'family-transfer: Bob became the owner of the group Testers',
        ],
        mails: ['You offered the ownership of Testers', 'Bob is the owner of Testers now'],
      },
      bob: {
        events: [
          'family-transfer-offered: Offered the ownership of the group Testers',
          'family-transfer: Became the owner of the group Testers',
        ],
        mails: ['You are offered the ownership of Testers', 'You are the owner of Testers'],
      },
    })

    since = await mark()
    await server.call(`/app/family/members/${await idOf('carol')}`, { method: 'DELETE', token: await kit.token('bob') })
    const removal = await writtenSince(since, ['bob', 'carol'])
    expect(removal.bob.events).toEqual(['family-removed: Removed Carol from the group Testers'])
    expect(removal.carol.events).toEqual(['family-removed: Removed from the group Testers'])
    expect(removal.bob.mails).toContain('Carol is no longer in your group')
    expect(removal.carol.mails).toContain('You are no longer in the group Testers')

    since = await mark()
    await server.call('/app/family/leave', { method: 'POST', token: await kit.token('alice') })
    const leaving = await writtenSince(since, ['alice', 'bob'])
    expect(leaving.alice.events).toEqual(['family-left: Left the group Testers'])
    expect(leaving.bob.events).toEqual(['family-left: Alice Tester left the group Testers'])
    expect(leaving.alice.mails).toContain('You left the group Testers')
    expect(leaving.bob.mails).toContain('Alice Tester left your group')

    // The Security page shows them, in the reader's language.
    const page = await server.call('/app/security', { token: await kit.token('bob'), headers: { 'accept-language': 'es' } })
    expect(page.body.events.map((event: { detail: string }) => event.detail)).toContain('Alice Tester salió del grupo Testers')
  })

  it('writes each email in its reader’s saved language, and the invitation in the invitee’s', async () => {
    await kit.reset()
    await server.call('/app/users/language', { token: await kit.token('erin'), body: { language: 'es' } })
    await kit.makeGroup('dave', 'Casa')
    const erinLine = await kit.activeLine('erin')
    const { mail, link, token } = await kit.invite('dave', 'erin')
    expect(mail.subject).toBe('Dave Tester te invita a su grupo de Ring Mobile')
    expect(mail.text).toContain(link)
    expect(mail.text).toMatch(/^Hola, Erin:/)
    const since = await mark()
    expect(
      (await server.call('/app/family/invites/accept', { token: await kit.token('erin'), body: { token, lineId: erinLine.id } })).status,
    ).toBe(200)
    const written = await writtenSince(since, ['dave', 'erin'])
    expect(written.erin.mails).toContain('Te uniste al grupo Casa')
    expect(written.dave.mails).toContain('Erin joined your group')
  })
})
