import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { authTokenSchema } from '@contract/auth'
import { familyAnswerSchema } from '@contract/family'
import { ASSISTED_REFUSED, SECURITY_MESSAGES, STEP_UP_REQUIRED } from '@contract/security'
import { familyInvites, familyMembers, lines, signIns, transactions } from '@server/db/schema'
import { createLogger } from '@server/lib/log'
import { secretKey, signCrmToken } from '@server/lib/tokens'
import { TEST_JWT_SECRET, TEST_PASSWORD, type TestCustomerKey } from './support/fixtures'
import { claimsOf, emailOf, serverForFile } from './support/harness'
import { familyKit, invitationLink } from './support/family-kit'
import { addCard } from './support/payments'

/**
 * What an attacker with a stolen session (or a support agent's assisted one) wants from a family group, and each
 * refused: an invitation to their own address (a line on the owner's card, theirs), a transfer of ownership, a
 * manager's role, removing a member; accepting, transferring and approving in an assisted session; the owner's
 * cards, another member's transfer PIN, their usage before joining, and the group's invitation tokens.
 * docs/decisions/0034-family-accounts.md, "Security".
 */
const logged: string[] = []
const server = serverForFile({}, { logger: createLogger('trace', { write: (line: string) => void logged.push(line) }) })
const kit = familyKit(server, 'fam-sec')

// Each test starts with every session just proven (as just signed in); a test ages the ones it steals.
beforeEach(async () => {
  await kit.reset()
  await server.db.update(signIns).set({ provenAt: new Date() })
})

/** The session's last proof older than the step-up window: a stolen token, as attacks.test.ts makes it. */
async function ageProof(who: TestCustomerKey) {
  const jti = claimsOf(await kit.token(who)).jti as string
  await server.db
    .update(signIns)
    .set({ provenAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(signIns.jti, jti))
}

async function stepUp(who: TestCustomerKey) {
  const proven = await server.call('/app/security/step-up', { token: await kit.token(who), body: { password: TEST_PASSWORD } })
  expect(proven.status, proven.text).toBe(200)
}

async function assistedSession(who: TestCustomerKey) {
  const link = await signCrmToken(secretKey(TEST_JWT_SECRET), emailOf(who))
  const opened = await server.call('/app/auth/crm-login', { body: { token: link } })
  expect(opened.status, opened.text).toBe(200)
  return authTokenSchema.parse(opened.body).token
}

const expectStepUp = (answer: { status: number; body: { code?: string; message?: string } }) => {
  expect(answer.status).toBe(403)
  expect(answer.body).toMatchObject({ code: STEP_UP_REQUIRED, message: SECURITY_MESSAGES.stepUpRequired })
}
const expectAssistedRefused = (answer: { status: number; body: { code?: string } }) => {
  expect(answer.status).toBe(403)
  expect(answer.body.code).toBe(ASSISTED_REFUSED)
}

describe('the owner’s stolen session', () => {
  it('cannot invite (a new line or a moved one), offer or accept ownership, make a manager or remove a member without a fresh proof', async () => {
    const carolLine = await kit.activeLine('carol')
    await kit.makeGroup('alice')
    await kit.join('alice', 'carol', carolLine.id)
    const alice = await kit.token('alice')
    const carolId = (await server.customer('carol')).id
    const paidBefore = (await server.db.select().from(transactions)).length
    await ageProof('alice')

    expectStepUp(
      await server.call('/app/family/invites', {
        token: alice,
        body: { kind: 'newLine', email: emailOf('erin'), name: 'Erin', role: 'member', planId: 'plan-plus' },
      }),
    )
    expectStepUp(
      await server.call('/app/family/invites', {
        token: alice,
        body: { kind: 'moveLine', email: emailOf('erin'), name: 'Erin', role: 'member' },
      }),
    )
    expectStepUp(await server.call('/app/family/transfer', { token: alice, body: { memberId: carolId } }))
    expectStepUp(await server.call(`/app/family/members/${carolId}/role`, { token: alice, method: 'PUT', body: { role: 'manager' } }))
    expectStepUp(await server.call(`/app/family/members/${carolId}`, { token: alice, method: 'DELETE' }))

    // The new owner's stolen session cannot make them the payer of every line either.
    await stepUp('alice')
    const offered = await server.call('/app/family/transfer', { token: alice, body: { memberId: carolId } })
    expect(offered.status, offered.text).toBe(200)
    await ageProof('carol')
    expectStepUp(await server.call('/app/family/transfer/accept', { token: await kit.token('carol'), method: 'POST' }))
    expect((await kit.family('alice'))!.role).toBe('owner')
    const cancelled = await server.call('/app/family/transfer', { token: alice, method: 'DELETE' })
    expect(cancelled.status, cancelled.text).toBe(200)
    await ageProof('alice')

    // Nothing changed, nothing bought, no mail to the attacker's address; each refusal is on the Security page.
    expect(
      await server.db
        .select()
        .from(familyInvites)
        .where(eq(familyInvites.email, emailOf('erin'))),
    ).toEqual([])
    expect((await server.db.select().from(transactions)).length).toBe(paidBefore)
    const [carol] = await server.db.select().from(familyMembers).where(eq(familyMembers.customerId, carolId))
    expect(carol.role).toBe('member')
    expect((await kit.family('alice'))!.pendingTransfer).toBeNull()
    expect((await server.securityEvents('alice', 'step-up-refused')).length).toBeGreaterThanOrEqual(5)

    // With the password again, each goes through.
    await stepUp('alice')
    const invited = await server.call('/app/family/invites', {
      token: alice,
      body: { kind: 'moveLine', email: emailOf('erin'), name: 'Erin', role: 'member' },
    })
    expect(invited.status, invited.text).toBe(200)
    const promoted = await server.call(`/app/family/members/${carolId}/role`, { token: alice, method: 'PUT', body: { role: 'manager' } })
    expect(promoted.status, promoted.text).toBe(200)
    // Making a manager a member again takes nothing from anyone: no proof needed.
    await ageProof('alice')
    const demoted = await server.call(`/app/family/members/${carolId}/role`, { token: alice, method: 'PUT', body: { role: 'member' } })
    expect(demoted.status, demoted.text).toBe(200)
  })

  it('a manager or member is told they may not before being asked for a proof', async () => {
    const bobLine = await kit.activeLine('bob')
    await kit.makeGroup('alice')
    await kit.join('alice', 'bob', bobLine.id, 'manager')
    await ageProof('bob')
    const refused = await server.call('/app/family/invites', {
      token: await kit.token('bob'),
      body: { kind: 'moveLine', email: emailOf('erin'), name: 'Erin', role: 'member' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.code).not.toBe(STEP_UP_REQUIRED)
  })
})

describe('an assisted (support) session', () => {
  it('cannot accept an invitation, offer or accept ownership, or approve a request; it may decline one', async () => {
    const carolLine = await kit.activeLine('carol')
    const bobLine = await kit.activeLine('bob')
    await kit.makeGroup('alice')
    await kit.join('alice', 'bob', bobLine.id)
    const { token } = await kit.invite('alice', 'carol')

    expectAssistedRefused(
      await server.call('/app/family/invites/accept', { token: await assistedSession('carol'), body: { token, lineId: carolLine.id } }),
    )
    const [carolLineNow] = await server.db.select().from(lines).where(eq(lines.id, carolLine.id))
    expect(carolLineNow.customerId).toBe((await server.customer('carol')).id)
    expect(await server.db.select().from(familyMembers).where(eq(familyMembers.customerId, carolLine.customer.id))).toEqual([])

    const bobId = (await server.customer('bob')).id
    const aliceAssisted = await assistedSession('alice')
    expectAssistedRefused(await server.call('/app/family/transfer', { token: aliceAssisted, body: { memberId: bobId } }))
    const offered = await server.call('/app/family/transfer', { token: await kit.token('alice'), body: { memberId: bobId } })
    expect(offered.status, offered.text).toBe(200)
    expectAssistedRefused(await server.call('/app/family/transfer/accept', { token: await assistedSession('bob'), method: 'POST' }))
    expect((await kit.family('alice'))!.role).toBe('owner')

    const asked = await server.call('/app/family/requests', {
      token: await kit.token('bob'),
      body: { kind: 'addOn', lineId: bobLine.id, addOnId: 'data-3gb' },
    })
    expect(asked.status, asked.text).toBe(200)
    const [request] = familyAnswerSchema.parse(asked.body.family).group!.requests
    const paidBefore = (await server.db.select().from(transactions)).length
    expectAssistedRefused(
      await server.call(`/app/family/requests/${request.requestId}/decision`, { token: aliceAssisted, body: { approve: true } }),
    )
    expect((await server.db.select().from(transactions)).length).toBe(paidBefore)
    const declined = await server.call(`/app/family/requests/${request.requestId}/decision`, {
      token: aliceAssisted,
      body: { approve: false },
    })
    expect(declined.status, declined.text).toBe(200)
  })
})

describe('a member’s stolen session', () => {
  it('reaches neither the owner’s cards, another member’s transfer PIN, their usage before joining, nor an invitation’s token', async () => {
    const bobLine = await kit.activeLine('bob')
    const carolLine = await kit.activeLine('carol')
    await addCard(server, 'alice', { last4: '4242', primary: true })
    await kit.makeGroup('alice', 'Alice family', { card: false })
    await kit.join('alice', 'bob', bobLine.id, 'manager')
    // Carol's line had days of its own before she joined.
    await server.db
      .update(lines)
      .set({ activatedAt: new Date(Date.now() - 5 * 24 * 60 * 60_000) })
      .where(eq(lines.id, carolLine.id))
    await kit.join('alice', 'carol', carolLine.id)
    const pending = await kit.invite('alice', 'erin')
    const bob = await kit.token('bob')
    await ageProof('bob')

    const cards = await server.call('/app/payments/cards', { token: bob })
    expect(cards.status).toBe(200)
    expect(cards.text).not.toContain('4242')

    const pin = await server.call(`/app/lines/${carolLine.id}/transfer-pin`, { token: bob, method: 'POST' })
    expect([403, 404]).toContain(pin.status)
    const security = await server.call(`/app/lines/${carolLine.id}/security`, { token: bob })
    expect(security.text).not.toMatch(/"transferPin":"\d/)

    const usage = await server.call(`/app/line-care/lines/${carolLine.id}/usage`, { token: bob })
    expect(usage.status, usage.text).toBe(200)
    const [carol] = await server.db.select().from(familyMembers).where(eq(familyMembers.customerId, carolLine.customer.id))
    const dayOfJoining = new Date(carol.joinedAt.toISOString().slice(0, 10)).getTime()
    for (const day of (usage.body as { days: { date: string }[] }).days)
      expect(new Date(day.date).getTime()).toBeGreaterThanOrEqual(dayOfJoining)

    // The invitation's token is only in Erin's email: never in an answer to anyone, nor in the server's log.
    const [row] = await server.db
      .select()
      .from(familyInvites)
      .where(eq(familyInvites.email, emailOf('erin')))
    for (const who of ['alice', 'bob', 'carol'] as const) {
      const answers = [
        await server.call('/app/family', { token: await kit.token(who) }),
        await server.call('/app/security', { token: await kit.token(who) }),
      ]
      for (const answer of answers) {
        expect(answer.text).not.toContain(pending.token)
        expect(answer.text).not.toContain(row.tokenHash)
      }
    }
    const preview = await server.call(`/app/family/invites/preview?token=${pending.token}`, { token: await kit.token('erin') })
    expect(preview.status, preview.text).toBe(200)
    expect(preview.text).not.toContain(pending.token)
    expect(logged.length).toBeGreaterThan(0)
    expect(logged.filter((line) => line.includes(pending.token) || line.includes(row.tokenHash))).toEqual([])
  })
})

describe('an invitation’s old tokens', () => {
  it('stop working when it is resent (the new one works) or revoked', async () => {
    await kit.makeGroup('alice')
    const first = await kit.invite('alice', 'erin')
    const [row] = await server.db
      .select()
      .from(familyInvites)
      .where(eq(familyInvites.email, emailOf('erin')))
    const resent = await server.call(`/app/family/invites/${row.id}/resend`, { token: await kit.token('alice'), method: 'POST' })
    expect(resent.status, resent.text).toBe(200)
    const second = await invitationLink(server, emailOf('erin'))
    expect(second.token).not.toBe(first.token)
    const erin = await kit.token('erin')
    const preview = (token: string) => server.call(`/app/family/invites/preview?token=${token}`, { token: erin })
    expect((await preview(first.token)).status).toBe(404)
    expect((await preview(second.token)).status).toBe(200)

    const revoked = await server.call(`/app/family/invites/${row.id}`, { token: await kit.token('alice'), method: 'DELETE' })
    expect(revoked.status, revoked.text).toBe(200)
    expect((await preview(second.token)).status).toBe(409)
    expect((await preview(first.token)).status).toBe(404)
    const accepted = await server.call('/app/family/invites/accept', { token: erin, body: { token: second.token } })
    expect(accepted.status).toBe(409)
  })
})
