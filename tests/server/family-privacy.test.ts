import { describe, expect, it } from 'vitest'
import { FAMILY_MESSAGES } from '@contract/family'
import { lineUsageSchema } from '@contract/line-care'
import { familyMembers, passkeys, transactions } from '@server/db/schema'
import { accountNumberOf } from '@server/security/number-lock'
import { emailOf, serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'
import { advanceClock, DAY_MINUTES } from './support/line-care'
import { TEST_PASSWORD } from './support/fixtures'

const server = serverForFile()
const kit = familyKit(server, 'fam-privacy')
const CAROL_BROWSER = 'CarolsOwnBrowser/7.3 (only-carol)'

describe('privacy between the members of a group', () => {
  it('never shows a member’s sign-ins, passkeys, two-step, transfer PIN or account number to anyone else', async () => {
    await kit.makeGroup('alice')
    const carolLine = await kit.activeLine('carol')
    await kit.join('alice', 'carol', carolLine.id, 'member')
    // carol signs in from her own browser, keeps a passkey, and makes a transfer PIN on her line.
    const signedIn = await server.call('/app/auth/login', {
      headers: { 'user-agent': CAROL_BROWSER },
      body: { email: emailOf('carol'), password: TEST_PASSWORD },
    })
    expect(signedIn.status).toBe(200)
    const carol = signedIn.body.token as string
    const carolId = (await server.customer('carol')).id
    await server.db.insert(passkeys).values({
      customerId: carolId,
      credentialId: 'carols-passkey-credential',
      publicKey: 'carols-passkey-key',
      name: 'Carols Passkey Phone',
    })
    const pin = await server.call(`/app/lines/${carolLine.id}/transfer-pin`, { method: 'POST', token: carol })
    expect(pin.status, pin.text).toBe(200)
    const secrets = [CAROL_BROWSER, 'Carols Passkey Phone', String(pin.body.pin), accountNumberOf(server.config.jwtSecret, carolId)]

    // Everything the owner may read about the group and carol's line, and the owner's own security page.
    const alice = await kit.token('alice')
    const reads = [
      '/app/family',
      '/app/security',
      '/app/security/passkeys',
      '/app/security/two-step',
      `/app/line-care/lines/${carolLine.id}/usage`,
      `/app/line-care/lines/${carolLine.id}`,
      `/app/line-care/lines/${carolLine.id}/add-ons`,
      `/app/line-care/lines/${carolLine.id}/plan-change`,
      '/app/users/subscriptions',
      '/app/payments/transactions',
      '/app/notifications',
    ]
    for (const path of reads) {
      const answer = await server.call(path, { token: alice })
      for (const secret of secrets) expect(answer.text, `${path} holds ${secret}`).not.toContain(secret)
    }
    // Her line's security (the lock, the PIN, the account number) is hers alone.
    for (const path of [`/app/lines/${carolLine.id}/security`, `/app/lines/${carolLine.id}/switch`]) {
      const answer = await server.call(path, { token: alice })
      expect(answer, path).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.notYourLine } })
    }
    const ownerPin = await server.call(`/app/lines/${carolLine.id}/transfer-pin`, { method: 'POST', token: alice })
    expect(ownerPin).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.notYourLine } })
  })

  it('shows the owner a member’s usage and receipts only from the day they joined', async () => {
    await kit.reset()
    // erin's line renews a day before the group does: joining, it is paid to the group's date, and the period it is
    // in began before she joined.
    const erinLine = await kit.activeLine('erin')
    const erin = await kit.token('erin')
    expect((await server.call('/app/line-care/bills', { token: erin })).status).toBe(200)
    const [before] = await server.db
      .insert(transactions)
      .values({
        customerId: (await server.customer('erin')).id,
        lineId: erinLine.id,
        item: 'Plus — monthly plan',
        amount: '40.00',
        successful: true,
      })
      .returning()
    await advanceClock(server, DAY_MINUTES)
    await kit.activeLine('dave')
    expect((await server.call('/app/line-care/bills', { token: await kit.token('dave') })).status).toBe(200)
    await kit.makeGroup('dave')
    await advanceClock(server, 4 * DAY_MINUTES)
    await kit.join('dave', 'erin', erinLine.id, 'member')
    await advanceClock(server, 2 * DAY_MINUTES)
    const [member] = await server.rowsOf(familyMembers, 'erin')

    const own = lineUsageSchema.parse((await server.call(`/app/line-care/lines/${erinLine.id}/usage`, { token: erin })).body)
    const owners = lineUsageSchema.parse(
      (await server.call(`/app/line-care/lines/${erinLine.id}/usage`, { token: await kit.token('dave') })).body,
    )
    const dayEnd = (date: string) => new Date(date).getTime() + DAY_MINUTES * 60_000
    expect(own.days.some((day) => dayEnd(day.date) <= member.joinedAt.getTime())).toBe(true)
    expect(owners.days.length).toBeGreaterThan(0)
    expect(owners.days.every((day) => dayEnd(day.date) > member.joinedAt.getTime())).toBe(true)
    // The totals are those of the days shown, not the period's.
    expect(owners.used.minutes).toBe(owners.days.reduce((sum, day) => sum + day.minutes, 0))
    expect(owners.used.minutes).toBeLessThan(own.used.minutes)

    // erin's own payment before she joined stays hers: the owner gets the 404 of an unknown receipt.
    const receipt = await server.call(`/app/payments/transactions/${before.id}/receipt`, { token: await kit.token('dave') })
    expect(receipt).toMatchObject({ status: 404, body: { message: 'No such receipt' } })
    expect((await server.call(`/app/payments/transactions/${before.id}/receipt`, { token: erin })).status).toBe(200)
  })
})
