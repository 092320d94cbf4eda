/**
 * Two server processes on one PostgreSQL (tests/cluster/global-setup.ts), a customer's requests sent to both in
 * turn, as a load balancer would: sign-in, sign-out, revocation after a password change, reset links, the login
 * back-off and the carrier simulator's clock hold across processes, as do an idempotent checkout (one key sent to
 * both: one order, one page, one charge, one confirmation email), port-in progress, background jobs (a tick sent to
 * both runs in one), data alerts and the pages each process keeps (a price changed in SQL shows on the next page
 * from both). The tests run in order and build on each other: one customer, then a second who buys a line.
 */
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { luhnCheckDigit } from '@server/carrier/simulator'
import { a, b, call, password, register, suffix, type Node } from './nodes'

/** An eSIM-capable phone (starts 35) with its Luhn check digit. */
const ESIM_IMEI = `35693803564380${luhnCheckDigit('35693803564380')}`

describe('one customer across two processes', () => {
  const email = `cluster.${suffix}@test.example`
  beforeAll(async () => {
    const registered = await register(a, { firstName: 'Clu', lastName: 'Ster', email, contactNumber: '3125550100' })
    expect(registered.status, JSON.stringify(registered.body)).toBe(201)
  })

  it('a token from A works on B', async () => {
    const token = (await call(a, '/app/auth/login', { body: { email, password } })).body.token
    expect((await call(b, '/app/users/view', { token })).body.email).toBe(email)
  })

  it('signing out on B ends the session on A', async () => {
    const token = (await call(a, '/app/auth/login', { body: { email, password } })).body.token
    expect((await call(b, '/app/auth/logout', { token, body: {} })).status).toBe(200)
    expect((await call(a, '/app/users/view', { token })).status).toBe(401)
  })

  it('a password change on A ends older sessions and reset links on B; the fresh token works on both', async () => {
    const older = (await call(b, '/app/auth/login', { body: { email, password } })).body.token
    expect((await call(b, '/app/auth/forgot-password', { body: { email } })).status).toBe(200)
    const mails = (await call(b, '/dev/outbox.json')).body as { to: string; text: string }[]
    const link = /token=([\w-]+)/.exec(mails.find((mail) => mail.to === email && /token=/.test(mail.text))!.text)![1]
    const current = (await call(a, '/app/auth/login', { body: { email, password } })).body.token
    const changed = await call(a, '/app/users/changepassword', {
      token: current,
      body: { currentPassword: password, newPassword: 'Cluster#2027', confirmNewPassword: 'Cluster#2027' },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((await call(b, '/app/users/view', { token: older })).status).toBe(401)
    expect((await call(b, '/app/users/view', { token: changed.body.token })).status).toBe(200)
    expect((await call(a, '/app/users/view', { token: changed.body.token })).status).toBe(200)
    const reset = await call(b, '/app/auth/reset-password', {
      body: { token: link, newPassword: 'Attack#2026', confirmNewPassword: 'Attack#2026' },
    })
    expect(reset.status).toBe(400)
  })

  it('the login back-off counts wrong passwords sent to both in turn, in parallel', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call([a, b][i % 2], '/app/auth/login', { body: { email, password: 'Wrong#Pass1' } })),
    )
    const statuses = burst.map((result) => result.status)
    expect(statuses.filter((status) => status === 401).length, statuses.join(' ')).toBe(5)
    expect(statuses.filter((status) => status === 429).length, statuses.join(' ')).toBe(7)
    expect((await call(a, '/app/auth/login', { body: { email, password: 'Cluster#2027' } })).status).toBe(429)
  })

  it('the carrier simulator clock moved on A is the clock on B', async () => {
    const before = (await call(b, '/dev/carrier/clock')).body.offsetMinutes as number
    expect((await call(a, '/dev/carrier/advance', { body: { minutes: 45 } })).status).toBe(200)
    const onB = (await call(b, '/dev/carrier/clock')).body.offsetMinutes as number
    const onA = (await call(a, '/dev/carrier/clock')).body.offsetMinutes as number
    expect(onB).toBe(before + 45)
    expect(onA).toBe(onB)
  })
})

// A second customer (the back-off above holds the first one's sign-in for a while), who buys a line.
describe('a purchase and its line across two processes', () => {
  const buyerEmail = `buyer.${suffix}@test.example`
  let token = ''
  let lineId = ''
  const order = {
    planId: 'plan-starter',
    number: { type: 'port', yourNumber: '3125550177', zipCode: '60601' },
    imei: ESIM_IMEI,
    simType: 'esim',
  }
  beforeAll(async () => {
    const buyer = await register(b, { firstName: 'Bu', lastName: 'Yer', email: buyerEmail, contactNumber: '3125550101' })
    expect(buyer.status, JSON.stringify(buyer.body)).toBe(201)
    token = buyer.body.token as string
  })

  it('idempotent checkout: one key sent to both is one order, one page, one charge, one confirmation', async () => {
    const orderKey = `cluster-order-${suffix}`
    const opened = await Promise.all([a, b, a, b].map((node) => call(node, '/app/checkout', { token, body: { ...order, orderKey } })))
    for (const result of opened) expect(result.status, JSON.stringify(result.body)).toBe(200)
    const sessions = new Set(opened.map((result) => result.body.sessionId as string))
    expect([...sessions], 'one payment page').toHaveLength(1)
    const [sessionId] = sessions
    // The customer's double submit lands on both processes.
    const submits = await Promise.all(
      [a, b].map((node) =>
        fetch(`${node.url}/pay/session/${sessionId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ name: 'Clu Ster', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' }).toString(),
          redirect: 'manual',
        }),
      ),
    )
    for (const response of submits) expect(response.status).toBe(303)
    const results = await Promise.all([a, b].map((node) => call(node, `/app/payments/session/${sessionId}`, { token })))
    for (const result of results) expect(result.body.status, JSON.stringify(result.body)).toBe('succeeded')
    expect(results[0].body.transactionId).toBe(results[1].body.transactionId)
    lineId = results[0].body.lineId
    // The same key again, on either process: the paid answer, nothing charged again.
    const again = await Promise.all([a, b].map((node) => call(node, '/app/checkout', { token, body: { ...order, orderKey } })))
    for (const result of again) expect(result.body).toEqual({ status: 'paid', transactionId: results[0].body.transactionId, lineId })
    const rows = (await call(a, '/app/payments/transactions?limit=100', { token })).body.transactions as { successful: boolean }[]
    expect(
      rows.filter((row) => row.successful),
      JSON.stringify(rows),
    ).toHaveLength(1)
    // And one order confirmation, written with the payment by whichever process recorded it.
    const mails = (await call(a, '/dev/outbox.json')).body as { to: string; subject: string }[]
    const confirmations = mails.filter((mail) => mail.to === buyerEmail && mail.subject.startsWith('Your Ring Mobile order is paid'))
    expect(confirmations, JSON.stringify(confirmations)).toHaveLength(1)
  })

  it('port-in progress is the same seen from both processes', async () => {
    const portInState = async (node: Node) => {
      const lines = (await call(node, '/app/users/subscriptions', { token })).body.lines as {
        id: string
        portIn: { state: string } | null
      }[]
      return lines.find((line) => line.id === lineId)?.portIn?.state
    }
    const bring = (node: Node) =>
      call(node, '/app/users/portin/bring/number', {
        token,
        body: {
          msisdn: '3125550177',
          zipCode: '60601',
          oldService: { billingAccountNumber: '123456789', billingAccountPassword: '2468' },
          tempSubscriptionId: lineId,
        },
      })
    expect(await portInState(a)).toBe('awaitingDetails')
    expect(await portInState(b)).toBe('awaitingDetails')
    const started = await bring(b)
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(await portInState(a)).toBe('submitted')
    // A second start sent to the other process finds it under way.
    expect((await bring(a)).status).toBe(409)
    expect((await call(a, '/dev/carrier/advance', { body: { minutes: 10 } })).status).toBe(200)
    expect(await portInState(b)).toBe('completed')
    expect(await portInState(a)).toBe('completed')
  })

  it('a background job tick sent to both processes at once runs in one of them', async () => {
    const tick = (node: Node, job: string) => call(node, '/dev/jobs/tick', { body: { job } })
    const ticks = await Promise.all([a, b].map((node) => tick(node, 'sweep-rate-limits')))
    for (const result of ticks) expect(result.status, JSON.stringify(result.body)).toBe(200)
    // The timers tick every 10 minutes: at most one of them may have had this period already.
    expect(
      ticks.filter((result) => result.body.ran === true).length,
      JSON.stringify(ticks.map((result) => result.body)),
    ).toBeLessThanOrEqual(1)
    const later = await Promise.all([a, b].map((node) => tick(node, 'sweep-rate-limits')))
    expect(later.map((result) => result.body.ran)).toEqual([false, false])
    const billing = await Promise.all([b, a].map((node) => tick(node, 'billing')))
    expect(
      billing.filter((result) => result.body.ran === true).length,
      JSON.stringify(billing.map((result) => result.body)),
    ).toBeLessThanOrEqual(1)
  })

  it('each data alert is sent once, by email and by text, while both processes move the clock and tick the alerts', async () => {
    const channel = await call(a, '/app/notifications/channels', {
      token,
      method: 'PUT',
      body: { kind: 'dataAlerts', channel: 'text', on: true },
    })
    expect(channel.status).toBe(200)
    const percent = async (node: Node) => {
      const usage = (await call(node, `/app/line-care/lines/${lineId}/usage`, { token })).body
      return (usage.used.dataMb / usage.allowance.dataMb) * 100
    }
    // A day at a time, each moved by one process while the other ticks the alert job, until 90% is passed.
    let used = await percent(a)
    for (let day = 0; day < 29 && used < 90; day += 1) {
      const [mover, other] = day % 2 ? [a, b] : [b, a]
      const [moved] = await Promise.all([
        call(mover, '/dev/carrier/advance', { body: { minutes: 24 * 60 } }),
        call(other, '/dev/jobs/tick', { body: { job: 'alerts' } }),
      ])
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      used = await percent(day % 2 ? b : a)
    }
    expect(used, 'the share of its data the line used in 29 days').toBeGreaterThanOrEqual(90)
    await Promise.all([a, b, a, b].map((node) => call(node, '/dev/jobs/tick', { body: { job: 'alerts' } })))
    const mails = ((await call(b, '/dev/outbox.json')).body as { to: string; subject: string }[]).filter((mail) => mail.to === buyerEmail)
    const texts = ((await call(a, '/dev/outbox/texts.json')).body as { to: string; text: string }[]).filter(
      (text) => text.to === '+13125550101',
    )
    for (const threshold of [75, 90]) {
      expect(
        mails.filter((mail) => mail.subject.endsWith(`has used ${threshold}% of its data`)),
        `${threshold}% by email`,
      ).toHaveLength(1)
      expect(
        texts.filter((text) => text.text.includes(`has used ${threshold}% of its data`)),
        `${threshold}% by text`,
      ).toHaveLength(1)
    }
  })
})

it('a plan changed in the database shows on the next page from either process', async () => {
  const page = async (node: Node) => (await fetch(`${node.url}/shop`, { headers: { accept: 'text/html' } })).text()
  // Both processes keep their /shop; an editor then changes a price by hand, in SQL.
  expect(await page(a)).toMatch(/\$40\.00/)
  expect(await page(b)).toMatch(/\$40\.00/)
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`update plans set retail_price = 41 where retail_price = 40`)
  } finally {
    await client.end()
  }
  // Each process drops its kept page when the database announces the change (channel public_data_changed,
  // server/lib/pages.ts): wait for that, a few seconds at most.
  for (const node of [a, b]) {
    await expect
      .poll(() => page(node), { timeout: 5_000, interval: 100, message: `${node.name} still shows the old price` })
      .toMatch(/\$41\.00/)
  }
})
