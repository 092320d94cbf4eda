import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { invitePreviewSchema } from '@contract/family'
import { familyGroups, lineBilling, outbox, transactions } from '@server/db/schema'
import { emailOf, serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'
import { addCard } from './support/payments'
import { billLine, daysFromNow } from './support/family-money'

/** A member with several lines: every live line of theirs joins, each prorated, in the one join charge. */
const server = serverForFile()
const kit = familyKit(server, 'fam-lines')

beforeEach(() => kit.reset())

describe('an invitee with two lines', () => {
  it('brings both: the preview prices each, one charge on the owner’s card pays their sum, and both renew with the group', async () => {
    await addCard(server, 'alice', { last4: '4242', primary: true })
    await kit.makeGroup('alice', 'Alice family', { card: false })
    const [group] = await server.db.select().from(familyGroups)
    await server.db
      .update(familyGroups)
      .set({ renewsAt: await daysFromNow(server, 5) })
      .where(eq(familyGroups.id, group.id))
    const first = await kit.activeLine('bob')
    const second = await kit.activeLine('bob', 'plan-unlimited')
    await billLine(server, first, await daysFromNow(server, 20))
    await billLine(server, second, await daysFromNow(server, 10))
    const { token } = await kit.invite('alice', 'bob')
    const bob = await kit.token('bob')

    const shown = await server.call(`/app/family/invites/preview?token=${token}`, { token: bob })
    expect(shown.status, shown.text).toBe(200)
    const preview = invitePreviewSchema.parse(shown.body)
    expect(preview.lines.map((line) => line.lineId).sort()).toEqual([first.id, second.id].sort())
    for (const line of preview.lines) expect(line.proratedTotal).toBeGreaterThan(0)
    const sum = preview.lines.reduce((total, line) => total + line.proratedTotal, 0)
    expect(preview.proratedTotal).toBeCloseTo(sum, 2)

    const accepted = await server.call('/app/family/invites/accept', { token: bob, body: { token, lineId: first.id } })
    expect(accepted.status, accepted.text).toBe(200)

    const charges = await server.rowsOf(transactions, 'alice')
    const joins = charges.filter((row) => row.item.includes('joined the family plan'))
    expect(joins).toHaveLength(1)
    expect(joins[0]).toMatchObject({ cardLast4: '4242', successful: true, amount: preview.proratedTotal.toFixed(2) })
    expect(joins[0].item).toMatch(/^2 lines \(Plus, Unlimited\) — joined the family plan/)

    // Both lines renew on the group's date after their paid periods.
    const groupDay = (await daysFromNow(server, 35)).toISOString().slice(0, 10)
    for (const line of [first, second]) {
      const [billing] = await server.db.select().from(lineBilling).where(eq(lineBilling.lineId, line.id))
      expect(billing.renewsAt.toISOString().slice(0, 10)).toBe(groupDay)
    }
    const mails = await server.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, emailOf('alice')))
    const joined = mails.filter((mail) => mail.subject.includes('lines joined your family group'))
    expect(joined).toHaveLength(1)
    expect(joined[0].subject).toBe(`Bob's 2 lines joined your family group: $${preview.proratedTotal.toFixed(2)} charged`)
  })
})
