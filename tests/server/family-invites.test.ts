import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { FAMILY_MESSAGES, GROUP_MAX_LINES, invitePreviewSchema } from '@contract/family'
import { cards, familyInvites, familyMembers, lines, outbox, transactions } from '@server/db/schema'
import { TEST_PUBLIC_URL } from './support/fixtures'
import { emailOf, serverForFile } from './support/harness'
import { familyKit, invitationLink } from './support/family-kit'
import { advanceClock } from './support/line-care'
import { addCard, findTextInDatabase } from './support/payments'

const server = serverForFile()
const kit = familyKit(server, 'fam-inv')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const moveInvite = (email: string, role: 'manager' | 'member' = 'member') => ({ kind: 'moveLine', email, name: 'Bob', role })
const invitesOf = () => server.db.select().from(familyInvites)

beforeEach(() => kit.reset())

describe('a group and its invitations', () => {
  it('makes a group whose owner invites by email: one link of 43 characters, only its hash kept, accepted once by the invited address', async () => {
    const alice = await kit.token('alice')
    const group = await kit.makeGroup('alice', 'The Testers')
    expect(group).toMatchObject({ name: 'The Testers', role: 'owner', lineCount: 0, invites: [], requests: [], pendingTransfer: null })
    expect(group.members.map((member) => [member.name, member.role])).toEqual([['Alice Tester', 'owner']])
    // One group per customer.
    const again = await server.call('/app/family', { token: alice, body: { name: 'Another' } })
    expect(again).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.alreadyInGroup } })

    const bobLine = await kit.activeLine('bob')
    const { link, token, mail } = await kit.invite('alice', 'bob')
    expect(link).toBe(`${TEST_PUBLIC_URL}/account/family/join?token=${token}`)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mail.subject).toBe('Alice Tester invites you to their Ring Mobile group')
    const [row] = await invitesOf()
    expect(row.tokenHash).toBe(sha256(token))
    // The token itself is nowhere but in the invitation mail.
    expect((await findTextInDatabase(server, [token])).filter((hit) => !hit.startsWith('outbox'))).toEqual([])

    const bob = await kit.token('bob')
    const preview = await server.call(`/app/family/invites/preview?token=${token}`, { token: bob })
    expect(preview.status, preview.text).toBe(200)
    expect(invitePreviewSchema.parse(preview.body)).toMatchObject({
      groupName: 'The Testers',
      ownerName: 'Alice Tester',
      kind: 'moveLine',
      role: 'member',
    })
    expect(preview.body.lines.map((line: { lineId: string }) => line.lineId)).toEqual([bobLine.id])

    const accepted = await server.call('/app/family/invites/accept', { token: bob, body: { token, lineId: bobLine.id } })
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body.family.group).toMatchObject({ role: 'member', name: 'The Testers' })
    const owner = await kit.family('alice')
    expect(owner!.members.map((member) => [member.name, member.role, member.lines.map((line) => line.lineId)])).toEqual([
      ['Alice Tester', 'owner', []],
      ['Bob', 'member', [bobLine.id]],
    ])
    expect(owner!.invites.map((invite) => invite.status)).toEqual(['accepted'])

    // Single use: the same link again is refused, and changes nothing.
    const twice = await server.call('/app/family/invites/accept', { token: bob, body: { token, lineId: bobLine.id } })
    expect(twice).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.inviteUsed } })
  })

  it('refuses an invitation to oneself, to someone in a group, to an address with a pending one, and past the group’s lines', async () => {
    const alice = await kit.token('alice')
    await kit.makeGroup('alice')
    const mailsBefore = (await server.db.select().from(outbox)).length

    const self = await server.call('/app/family/invites', { token: alice, body: moveInvite(emailOf('alice')) })
    expect(self).toMatchObject({
      status: 422,
      body: { message: FAMILY_MESSAGES.selfInvite, errors: [{ field: 'email', message: FAMILY_MESSAGES.selfInvite }] },
    })

    await kit.makeGroup('carol')
    const inGroup = await server.call('/app/family/invites', { token: alice, body: moveInvite(emailOf('carol')) })
    expect(inGroup).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.inviteeInGroup } })
    expect((await server.db.select().from(outbox)).length).toBe(mailsBefore)
    expect(await invitesOf()).toEqual([])

    await kit.invite('alice', 'bob')
    const pending = await server.call('/app/family/invites', { token: alice, body: moveInvite(emailOf('bob')) })
    expect(pending).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.pendingInvite } })
    // Pending in another group counts too: one pending invitation per address.
    const elsewhere = await server.call('/app/family/invites', { token: await kit.token('carol'), body: moveInvite(emailOf('bob')) })
    expect(elsewhere).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.pendingInvite } })
    expect(await invitesOf()).toHaveLength(1)

    // The owner's lines and the pending invitations fill the group.
    await kit.activeLine('alice')
    for (let index = (await invitesOf()).length + 1; index < GROUP_MAX_LINES; index += 1) {
      const sent = await server.call('/app/family/invites', { token: alice, body: moveInvite(`friend${index}@example.com`) })
      expect(sent.status, sent.text).toBe(200)
    }
    const full = await server.call('/app/family/invites', { token: alice, body: moveInvite('one-too-many@example.com') })
    expect(full).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.groupFull } })
    expect((await invitesOf()).map((invite) => invite.email)).not.toContain('one-too-many@example.com')
  })

  it('lets only the owner invite: a manager and a member are 403, someone without a group 409', async () => {
    await kit.makeGroup('alice')
    await kit.join('alice', 'bob', (await kit.activeLine('bob')).id, 'manager')
    await kit.join('alice', 'carol', (await kit.activeLine('carol')).id, 'member')
    for (const who of ['bob', 'carol'] as const) {
      const sent = await server.call('/app/family/invites', { token: await kit.token(who), body: moveInvite('someone@example.com') })
      expect(sent).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.notOwner } })
    }
    const outsider = await server.call('/app/family/invites', { token: await kit.token('dave'), body: moveInvite('someone@example.com') })
    expect(outsider).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.notInGroup } })
    expect((await invitesOf()).map((invite) => invite.email)).not.toContain('someone@example.com')
  })

  it('refuses a token expired, revoked, tampered with, malformed, or opened by another signed-in address', async () => {
    await kit.makeGroup('alice')
    const bobLine = await kit.activeLine('bob')
    const bob = await kit.token('bob')
    const accept = (token: string, who = bob) =>
      server.call('/app/family/invites/accept', { token: who, body: { token, lineId: bobLine.id } })
    const { token } = await kit.invite('alice', 'bob')

    const otherAddress = await accept(token, await kit.token('carol'))
    expect(otherAddress).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.inviteOtherAddress } })
    const preview = await server.call(`/app/family/invites/preview?token=${token}`, { token: await kit.token('carol') })
    expect(preview).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.inviteOtherAddress } })

    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await accept(tampered)).toMatchObject({ status: 404, body: { message: FAMILY_MESSAGES.token } })
    expect(await accept(`${token}!`)).toMatchObject({ status: 422, body: { errors: [{ field: 'token', message: FAMILY_MESSAGES.token }] } })

    await advanceClock(server, 73 * 60)
    expect(await accept(token)).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.inviteExpired } })
    expect(await server.rowsOf(familyMembers, 'bob')).toEqual([])

    // Sent again: a new link and a new expiry; the old link stays dead.
    const [invite] = await invitesOf()
    const resent = await server.call(`/app/family/invites/${invite.id}/resend`, { method: 'POST', token: await kit.token('alice') })
    expect(resent.status, resent.text).toBe(200)
    const { token: fresh } = await invitationLink(server, emailOf('bob'))
    expect(fresh).not.toBe(token)
    expect(await accept(token)).toMatchObject({ status: 404, body: { message: FAMILY_MESSAGES.token } })

    const revoked = await server.call(`/app/family/invites/${invite.id}`, { method: 'DELETE', token: await kit.token('alice') })
    expect(revoked.status, revoked.text).toBe(200)
    expect(await accept(fresh)).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.inviteRevoked } })
    const revokeTwice = await server.call(`/app/family/invites/${invite.id}`, { method: 'DELETE', token: await kit.token('alice') })
    expect(revokeTwice).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.inviteNotPending } })
  })

  it('answers 404 for another group’s invitation, and refuses an invitee already in a group', async () => {
    await kit.makeGroup('alice')
    await kit.makeGroup('carol')
    await kit.invite('carol', 'bob')
    const [theirs] = await invitesOf()
    for (const path of [`/app/family/invites/${theirs.id}/resend`, `/app/family/invites/${theirs.id}`]) {
      const answer = await server.call(path, { method: path.endsWith('resend') ? 'POST' : 'DELETE', token: await kit.token('alice') })
      expect(answer).toMatchObject({ status: 404, body: { message: FAMILY_MESSAGES.inviteNotFound } })
    }
    expect((await invitesOf())[0].status).toBe('pending')

    // Invited to carol's group, bob makes his own group: the invitation can no longer be accepted.
    const { token } = await invitationLink(server, emailOf('bob'))
    await kit.makeGroup('bob')
    const accepted = await server.call('/app/family/invites/accept', { token: await kit.token('bob'), body: { token, lineId: 'any' } })
    expect(accepted).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.alreadyInGroup } })
  })
})

describe('joining, and what it costs', () => {
  it('leaves the invitee out when the owner’s card is declined at acceptance: nothing joined, nothing charged', async () => {
    await kit.makeGroup('alice')
    const bobLine = await kit.activeLine('bob')
    const { token } = await kit.invite('alice', 'bob')
    const joinMails = (await server.mailsTo(emailOf('alice'), '%joined your group')).length
    await server.db
      .update(cards)
      .set({ sandboxOutcome: 'declined' })
      .where(eq(cards.customerId, (await server.customer('alice')).id))
    const refused = await server.call('/app/family/invites/accept', { token: await kit.token('bob'), body: { token, lineId: bobLine.id } })
    expect(refused).toMatchObject({ status: 402, body: { message: FAMILY_MESSAGES.cardDeclined } })
    expect(await server.rowsOf(familyMembers, 'bob')).toEqual([])
    expect((await invitesOf())[0].status).toBe('pending')
    expect(await server.db.select().from(transactions).where(eq(transactions.lineId, bobLine.id))).toEqual([])
    expect(await server.mailsTo(emailOf('alice'), '%joined your group')).toHaveLength(joinMails)

    // With another card that pays (a declined card's try is kept under its key), the same link works, and charges once.
    await addCard(server, 'alice', { last4: '1111' })
    const joined = await server.call('/app/family/invites/accept', { token: await kit.token('bob'), body: { token, lineId: bobLine.id } })
    expect(joined.status, joined.text).toBe(200)
    expect(await server.db.select().from(transactions).where(eq(transactions.lineId, bobLine.id))).toHaveLength(1)
  })

  it('invites for a new line, bought at once on the owner’s card, which becomes the invitee’s when they accept', async () => {
    await kit.makeGroup('alice')
    const sent = await server.call('/app/family/invites', {
      token: await kit.token('alice'),
      body: { kind: 'newLine', email: emailOf('erin'), name: 'Erin', role: 'member', planId: 'plan-plus' },
    })
    expect(sent.status, sent.text).toBe(200)
    const [invite] = await invitesOf()
    expect(invite.lineId).not.toBeNull()
    const { token } = await invitationLink(server, emailOf('erin'))
    const erin = await kit.token('erin')
    const preview = await server.call(`/app/family/invites/preview?token=${token}`, { token: erin })
    expect(preview.status, preview.text).toBe(200)
    expect(preview.body).toMatchObject({ kind: 'newLine', lines: [] })
    const accepted = await server.call('/app/family/invites/accept', { token: erin, body: { token } })
    expect(accepted.status, accepted.text).toBe(200)
    const [line] = await server.db.select().from(lines).where(eq(lines.id, invite.lineId!))
    expect(line.customerId).toBe((await server.customer('erin')).id)
    const owner = await kit.family('alice')
    expect(owner!.members.find((member) => member.name === 'Erin')!.lines.map((row) => row.lineId)).toEqual([invite.lineId])
  })

  it('lets one of two acceptances at once join, charged once; the other is a 409', async () => {
    await kit.makeGroup('alice')
    const bobLine = await kit.activeLine('bob')
    const { token } = await kit.invite('alice', 'bob')
    const bob = await kit.token('bob')
    const answers = await Promise.all(
      [0, 1].map(() => server.call('/app/family/invites/accept', { token: bob, body: { token, lineId: bobLine.id } })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(FAMILY_MESSAGES.inviteUsed)
    expect(await server.rowsOf(familyMembers, 'bob')).toHaveLength(1)
    expect(await server.db.select().from(transactions).where(eq(transactions.lineId, bobLine.id))).toHaveLength(1)
  })

  it('refuses an acceptance whose lines would pass the group’s limit: every line of a member is the group’s', async () => {
    await kit.makeGroup('alice')
    await kit.activeLine('alice')
    const bobLines = []
    for (let index = 0; index < GROUP_MAX_LINES; index += 1) bobLines.push(await kit.activeLine('bob'))
    const { token } = await kit.invite('alice', 'bob')
    const accepted = await server.call('/app/family/invites/accept', {
      token: await kit.token('bob'),
      body: { token, lineId: bobLines[0].id },
    })
    expect(accepted).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.groupFull } })
    expect((await invitesOf())[0].status).toBe('pending')
    expect(await server.db.select().from(transactions).where(eq(transactions.lineId, bobLines[0].id))).toEqual([])
  })

  it('refuses a name of 500 characters or with markup, and a moved line that is not the invitee’s', async () => {
    const alice = await kit.token('alice')
    await kit.makeGroup('alice')
    const long = await server.call('/app/family/invites', { token: alice, body: { ...moveInvite(emailOf('bob')), name: 'x'.repeat(500) } })
    expect(long.status).toBe(422)
    expect(long.body.errors.map((error: { field: string }) => error.field)).toEqual(['name'])
    const markup = await server.call('/app/family/invites', { token: alice, body: { ...moveInvite(emailOf('bob')), name: '<b>Bob</b>' } })
    expect(markup).toMatchObject({ status: 422, body: { errors: [{ field: 'name', message: FAMILY_MESSAGES.memberNameMarkup }] } })
    const group = await server.call('/app/family', { token: await kit.token('dave'), body: { name: '<script>' } })
    expect(group).toMatchObject({ status: 422, body: { errors: [{ field: 'name', message: FAMILY_MESSAGES.memberNameMarkup }] } })
    expect(await invitesOf()).toEqual([])

    const { token } = await kit.invite('alice', 'bob')
    const carolLine = await kit.activeLine('carol')
    await kit.activeLine('bob')
    const notHis = await server.call('/app/family/invites/accept', { token: await kit.token('bob'), body: { token, lineId: carolLine.id } })
    expect(notHis).toMatchObject({ status: 404, body: { message: 'No such line' } })
    const none = await server.call('/app/family/invites/accept', { token: await kit.token('bob'), body: { token } })
    expect(none).toMatchObject({ status: 422, body: { errors: [{ field: 'lineId', message: FAMILY_MESSAGES.lineId }] } })
    expect((await invitesOf())[0].status).toBe('pending')
  })
})
