/**
 * One family invitation accepted at once on two server processes (tests/cluster/global-setup.ts) on one
 * PostgreSQL: exactly one acceptance joins the group and the owner's card is charged once; the other gets 409.
 * The owner's card and the invitee's line are written in SQL, as seeds are; everything else goes through the API.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { a, b, call, register, suffix, type Node } from './nodes'

/** A new customer on `node`, signed in: their token. */
const signUp = async (node: Node, firstName: string, email: string, contactNumber: string) => {
  const registered = await register(node, { firstName, lastName: 'Family', email, contactNumber })
  expect(registered.status, JSON.stringify(registered.body)).toBe(201)
  return registered.body.token as string
}

describe('a family invitation accepted on two processes at once', () => {
  const ownerEmail = `fam-owner.${suffix}@test.example`
  const memberEmail = `fam-member.${suffix}@test.example`
  const lineId = `fam-cluster-${suffix}`
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  let owner = ''
  let member = ''

  beforeAll(async () => {
    await client.connect()
    owner = await signUp(a, 'Owen', ownerEmail, '3125550140')
    member = await signUp(b, 'Mia', memberEmail, '3125550141')
    const ids = await client.query<{ id: string; email: string }>('select id, email from customers where email = any($1)', [
      [ownerEmail, memberEmail],
    ])
    const idOf = (email: string) => ids.rows.find((row) => row.email === email)!.id
    await client.query(
      `insert into cards (customer_id, network, last4, expiry, holder_name, is_primary, sandbox_outcome) values ($1, 'visa', '4242', '12/34', 'Owen Family', true, 'succeeded')`,
      [idOf(ownerEmail)],
    )
    await client.query(
      `insert into lines (id, customer_id, plan_id, mdn, sim_type, sim_status, zip_code, activated_at)
       values ($1, $2, 'plan-plus', '3125550142', 'esim', 'active', '60601', now())`,
      [lineId, idOf(memberEmail)],
    )
  })
  afterAll(() => client.end())

  it('joins exactly once and charges the owner once; the other acceptance is a 409', async () => {
    expect((await call(a, '/app/family', { token: owner, body: { name: 'Cluster family' } })).status).toBe(200)
    const invited = await call(b, '/app/family/invites', {
      token: owner,
      body: { kind: 'moveLine', email: memberEmail, name: 'Mia', role: 'member' },
    })
    expect(invited.status, JSON.stringify(invited.body)).toBe(200)
    const mails = (await call(a, '/dev/outbox.json')).body as { to: string; text: string }[]
    const token = /\/account\/family\/join\?token=([\w-]{43})/.exec(mails.find((mail) => mail.to === memberEmail)!.text)![1]

    const answers = await Promise.all(
      [a, b].map((node) => call(node, '/app/family/invites/accept', { token: member, body: { token, lineId } })),
    )
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('This invitation has already been used.')

    const members = await client.query('select role from family_members m join customers c on c.id = m.customer_id where c.email = $1', [
      memberEmail,
    ])
    expect(members.rows).toEqual([{ role: 'member' }])
    const [invite] = (
      await client.query<{ id: string; status: string }>('select id, status from family_invites where email = $1', [memberEmail])
    ).rows
    expect(invite.status).toBe('accepted')
    const payments = await client.query('select id from transactions where idempotency_key = $1 and successful', [
      `family-join:${invite.id}`,
    ])
    expect(payments.rows).toHaveLength(1)
    const charges = await client.query(`select outcome from sandbox_charges where idempotency_key like $1`, [`family-join:${invite.id}%`])
    expect(charges.rows).toEqual([{ outcome: 'succeeded' }])
    // Both processes now see the same group.
    for (const node of [a, b]) {
      const family = await call(node, '/app/family', { token: owner })
      expect(
        family.body.group.members.map((person: { name: string }) => person.name),
        node.name,
      ).toEqual(['Owen Family', 'Mia'])
    }
  })
})
