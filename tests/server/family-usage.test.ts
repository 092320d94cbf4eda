import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { lineUsageSchema } from '@contract/line-care'
import { familyGroups, lineBilling, lines } from '@server/db/schema'
import { serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'
import { billLine, DAY_MS, daysFromNow } from './support/family-money'

/** Usage counts the period in effect, also for a line whose renewal moved more than a period away when it joined. */
const server = serverForFile()
const kit = familyKit(server, 'fam-use')

beforeEach(() => kit.reset())

const usageOf = async (who: 'alice' | 'bob', lineId: string) => {
  const answer = await server.call(`/app/line-care/lines/${lineId}/usage`, { token: await kit.token(who) })
  expect(answer.status, answer.text).toBe(200)
  return lineUsageSchema.parse(answer.body)
}

describe('usage after joining a group', () => {
  it('a line paid past the group’s date keeps showing its usage: from the start of the period it paid to the new renewal', async () => {
    await kit.makeGroup('alice')
    const group = (await server.db.select().from(familyGroups))[0]
    await server.db
      .update(familyGroups)
      .set({ renewsAt: await daysFromNow(server, 5) })
      .where(eq(familyGroups.id, group.id))
    const line = await kit.activeLine('bob')
    // Bob's line has been active 10 days and is paid for 20 more: past the group's date (in 5 days).
    const activatedAt = new Date((await daysFromNow(server, -10)).getTime())
    await server.db.update(lines).set({ activatedAt }).where(eq(lines.id, line.id))
    await billLine(server, line, await daysFromNow(server, 20))
    await kit.join('alice', 'bob', line.id)

    const [billing] = await server.db.select().from(lineBilling).where(eq(lineBilling.lineId, line.id))
    // It renews with the group after its paid period: 35 days from now, more than a period away.
    expect(Math.round((billing.renewsAt.getTime() - (await daysFromNow(server, 0)).getTime()) / DAY_MS)).toBe(35)

    const usage = await usageOf('bob', line.id)
    expect(new Date(usage.periodStart!).getTime()).toBe(activatedAt.getTime())
    expect(usage.periodEnd).toBe(billing.renewsAt.toISOString())
    expect(usage.days.length).toBeGreaterThanOrEqual(10)
    expect(usage.used.minutes + usage.used.texts + usage.used.dataMb).toBeGreaterThan(0)

    // The owner sees the same period, only from the day Bob joined (today).
    const seen = await usageOf('alice', line.id)
    expect(seen.days.length).toBe(1)
  })
})
