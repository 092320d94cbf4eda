/**
 * `npm run test:cluster`: two server processes on one throwaway PostgreSQL (DATABASE_URL, from
 * scripts/with-postgres.sh), a customer's requests sent to both in turn, as a load balancer would. Checks that
 * sign-in, sign-out, revocation after a password change, reset links, the login back-off and the carrier
 * simulator's clock hold across processes, as do an idempotent checkout (one key sent to both: one order, one page,
 * one charge, one confirmation email), port-in progress, background jobs (a tick sent to both runs in one), and the pages each process
 * keeps (a price changed in SQL shows on the next page from both). Prints one line per check; exits 1 on the first
 * failure.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import assert from 'node:assert/strict'
import pg from 'pg'
import { luhnCheckDigit } from '../server/carrier/simulator'
import { CLIENT_HEADERS, freePort, waitForServer } from './lib/server-process'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const HEADERS = CLIENT_HEADERS
const JWT_SECRET = 'cluster-test-secret-0123456789abcdef0123456789'
/** An eSIM-capable phone (starts 35) with its Luhn check digit. */
const ESIM_IMEI = `35693803564380${luhnCheckDigit('35693803564380')}`

if (!process.env.DATABASE_URL) {
  console.error('test:cluster needs DATABASE_URL (npm run test:cluster runs it on a throwaway PostgreSQL)')
  process.exit(2)
}

interface Node {
  name: string
  url: string
  child: ChildProcess
}

async function startNode(name: string, dataDir: string): Promise<Node> {
  const port = await freePort()
  const child = spawn('npx', ['tsx', 'server/start.ts', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  await waitForServer(url, child, 180_000)
  return { name, url, child }
}

async function call(node: Node, path: string, options: { body?: unknown; token?: string; method?: string } = {}) {
  const headers: Record<string, string> = { ...HEADERS }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await fetch(`${node.url}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body }
}

let passed = 0
async function check(name: string, run: () => Promise<void>) {
  await run()
  passed += 1
  console.log(`  ✓ ${name}`)
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ring-cluster-'))
  const nodes: Node[] = []
  const stop = () => {
    for (const node of nodes) {
      try {
        process.kill(-node.child.pid!, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.on('exit', stop)
  try {
    // The first start migrates and seeds; the second finds both done.
    nodes.push(await startNode('A', join(dataDir, 'a')))
    nodes.push(await startNode('B', join(dataDir, 'b')))
    const [a, b] = nodes
    console.log(`cluster: A ${a.url}, B ${b.url}, one PostgreSQL`)
    const suffix = Date.now().toString(36)
    const email = `cluster.${suffix}@test.example`
    const password = 'Cluster#2026'
    const registered = await call(a, '/app/auth/register', {
      body: {
        firstName: 'Clu',
        lastName: 'Ster',
        email,
        countryCode: '+1',
        contactNumber: '3125550100',
        regPassword: password,
        confirmRegPassword: password,
        acceptTerms: true,
      },
    })
    assert.equal(registered.status, 201, JSON.stringify(registered.body))

    await check('a token from A works on B', async () => {
      const token = (await call(a, '/app/auth/login', { body: { email, password } })).body.token
      assert.equal((await call(b, '/app/users/view', { token })).body.email, email)
    })

    await check('signing out on B ends the session on A', async () => {
      const token = (await call(a, '/app/auth/login', { body: { email, password } })).body.token
      assert.equal((await call(b, '/app/auth/logout', { token, body: {} })).status, 200)
      assert.equal((await call(a, '/app/users/view', { token })).status, 401)
    })

    await check('a password change on A ends older sessions and reset links on B; the fresh token works on both', async () => {
      const older = (await call(b, '/app/auth/login', { body: { email, password } })).body.token
      assert.equal((await call(b, '/app/auth/forgot-password', { body: { email } })).status, 200)
      const mails = (await call(b, '/dev/outbox.json')).body as { to: string; text: string }[]
      const link = /token=([\w-]+)/.exec(mails.find((mail) => mail.to === email && /token=/.test(mail.text))!.text)![1]
      const current = (await call(a, '/app/auth/login', { body: { email, password } })).body.token
      const changed = await call(a, '/app/users/changepassword', {
        token: current,
        body: { currentPassword: password, newPassword: 'Cluster#2027', confirmNewPassword: 'Cluster#2027' },
      })
      assert.equal(changed.status, 200, JSON.stringify(changed.body))
      assert.equal((await call(b, '/app/users/view', { token: older })).status, 401)
      assert.equal((await call(b, '/app/users/view', { token: changed.body.token })).status, 200)
      assert.equal((await call(a, '/app/users/view', { token: changed.body.token })).status, 200)
      const reset = await call(b, '/app/auth/reset-password', {
        body: { token: link, newPassword: 'Attack#2026', confirmNewPassword: 'Attack#2026' },
      })
      assert.equal(reset.status, 400)
    })

    await check('the login back-off counts wrong passwords sent to both in turn, in parallel', async () => {
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => call(nodes[i % 2], '/app/auth/login', { body: { email, password: 'Wrong#Pass1' } })),
      )
      const statuses = burst.map((result) => result.status)
      assert.equal(statuses.filter((status) => status === 401).length, 5, statuses.join(' '))
      assert.equal(statuses.filter((status) => status === 429).length, 7, statuses.join(' '))
      assert.equal((await call(a, '/app/auth/login', { body: { email, password: 'Cluster#2027' } })).status, 429)
    })

    await check('the carrier simulator clock moved on A is the clock on B', async () => {
      const before = (await call(b, '/dev/carrier/clock')).body.offsetMinutes as number
      assert.equal((await call(a, '/dev/carrier/advance', { body: { minutes: 45 } })).status, 200)
      const onB = (await call(b, '/dev/carrier/clock')).body.offsetMinutes as number
      const onA = (await call(a, '/dev/carrier/clock')).body.offsetMinutes as number
      assert.equal(onB, before + 45)
      assert.equal(onA, onB)
    })

    // A second customer for the checks below (the back-off above holds the first one's sign-in for a while).
    const buyer = await call(b, '/app/auth/register', {
      body: {
        firstName: 'Bu',
        lastName: 'Yer',
        email: `buyer.${suffix}@test.example`,
        countryCode: '+1',
        contactNumber: '3125550101',
        regPassword: password,
        confirmRegPassword: password,
        acceptTerms: true,
      },
    })
    assert.equal(buyer.status, 201, JSON.stringify(buyer.body))
    const token = buyer.body.token as string
    const order = {
      planId: 'plan-starter',
      number: { type: 'port', yourNumber: '3125550177', zipCode: '60601' },
      imei: ESIM_IMEI,
      simType: 'esim',
    }

    let lineId = ''
    await check('idempotent checkout across processes: one key sent to both is one order, one page, one charge', async () => {
      const orderKey = `cluster-order-${suffix}`
      const opened = await Promise.all([a, b, a, b].map((node) => call(node, '/app/checkout', { token, body: { ...order, orderKey } })))
      for (const result of opened) assert.equal(result.status, 200, JSON.stringify(result.body))
      const sessions = new Set(opened.map((result) => result.body.sessionId as string))
      assert.equal(sessions.size, 1, `one payment page, got ${[...sessions].join(', ')}`)
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
      for (const response of submits) assert.equal(response.status, 303)
      const results = await Promise.all([a, b].map((node) => call(node, `/app/payments/session/${sessionId}`, { token })))
      for (const result of results) assert.equal(result.body.status, 'succeeded', JSON.stringify(result.body))
      assert.equal(results[0].body.transactionId, results[1].body.transactionId)
      lineId = results[0].body.lineId
      // The same key again, on either process: the paid answer, nothing charged again.
      const again = await Promise.all([a, b].map((node) => call(node, '/app/checkout', { token, body: { ...order, orderKey } })))
      for (const result of again) assert.deepEqual(result.body, { status: 'paid', transactionId: results[0].body.transactionId, lineId })
      const rows = (await call(a, '/app/payments/transactions?limit=100', { token })).body.transactions as { successful: boolean }[]
      assert.equal(rows.filter((row) => row.successful).length, 1, JSON.stringify(rows))
      // And one order confirmation, written with the payment by whichever process recorded it.
      const mails = (await call(a, '/dev/outbox.json')).body as { to: string; subject: string }[]
      const confirmations = mails.filter(
        (mail) => mail.to === `buyer.${suffix}@test.example` && mail.subject.startsWith('Your Ring Mobile order is paid'),
      )
      assert.equal(confirmations.length, 1, JSON.stringify(confirmations))
    })

    const portInState = async (node: Node) => {
      const lines = (await call(node, '/app/users/subscriptions', { token })).body.lines as {
        id: string
        portIn: { state: string } | null
      }[]
      return lines.find((line) => line.id === lineId)?.portIn?.state
    }
    await check('port-in progress is the same seen from both processes', async () => {
      assert.equal(await portInState(a), 'awaitingDetails')
      assert.equal(await portInState(b), 'awaitingDetails')
      const started = await call(b, '/app/users/portin/bring/number', {
        token,
        body: {
          msisdn: '3125550177',
          zipCode: '60601',
          oldService: { billingAccountNumber: '123456789', billingAccountPassword: '2468' },
          tempSubscriptionId: lineId,
        },
      })
      assert.equal(started.status, 200, JSON.stringify(started.body))
      assert.equal(await portInState(a), 'submitted')
      // A second start sent to the other process finds it under way.
      assert.equal(
        (
          await call(a, '/app/users/portin/bring/number', {
            token,
            body: {
              msisdn: '3125550177',
              zipCode: '60601',
              oldService: { billingAccountNumber: '123456789', billingAccountPassword: '2468' },
              tempSubscriptionId: lineId,
            },
          })
        ).status,
        409,
      )
      assert.equal((await call(a, '/dev/carrier/advance', { body: { minutes: 10 } })).status, 200)
      assert.equal(await portInState(b), 'completed')
      assert.equal(await portInState(a), 'completed')
    })

    await check('a background job tick sent to both processes at once runs in one of them', async () => {
      const ticks = await Promise.all([a, b].map((node) => call(node, '/dev/jobs/tick', { body: { job: 'sweep-rate-limits' } })))
      for (const tick of ticks) assert.equal(tick.status, 200, JSON.stringify(tick.body))
      // The timers tick every 10 minutes: at most one of them may have had this period already.
      assert.ok(ticks.filter((tick) => tick.body.ran === true).length <= 1, JSON.stringify(ticks.map((tick) => tick.body)))
      const later = await Promise.all([a, b].map((node) => call(node, '/dev/jobs/tick', { body: { job: 'sweep-rate-limits' } })))
      assert.deepEqual(
        later.map((tick) => tick.body.ran),
        [false, false],
      )
      const billing = await Promise.all([b, a].map((node) => call(node, '/dev/jobs/tick', { body: { job: 'billing' } })))
      assert.ok(billing.filter((tick) => tick.body.ran === true).length <= 1, JSON.stringify(billing.map((tick) => tick.body)))
    })

    await check('each data alert is sent once, by email and by text, while both processes move the clock and tick the alerts', async () => {
      const buyerEmail = `buyer.${suffix}@test.example`
      assert.equal(
        (await call(a, '/app/notifications/channels', { token, method: 'PUT', body: { kind: 'dataAlerts', channel: 'text', on: true } }))
          .status,
        200,
      )
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
        assert.equal(moved.status, 200, JSON.stringify(moved.body))
        used = await percent(day % 2 ? b : a)
      }
      assert.ok(used >= 90, `the line used ${used.toFixed(1)}% of its data in 29 days`)
      await Promise.all([a, b, a, b].map((node) => call(node, '/dev/jobs/tick', { body: { job: 'alerts' } })))
      const mails = ((await call(b, '/dev/outbox.json')).body as { to: string; subject: string }[]).filter((mail) => mail.to === buyerEmail)
      const texts = ((await call(a, '/dev/outbox/texts.json')).body as { to: string; text: string }[]).filter(
        (text) => text.to === '+13125550101',
      )
      for (const threshold of [75, 90]) {
        const byMail = mails.filter((mail) => mail.subject.endsWith(`has used ${threshold}% of its data`))
        const byText = texts.filter((text) => text.text.includes(`has used ${threshold}% of its data`))
        assert.equal(byMail.length, 1, `${threshold}% by email: ${byMail.length}`)
        assert.equal(byText.length, 1, `${threshold}% by text: ${byText.length}`)
      }
      console.log(`  (the line used ${used.toFixed(1)}% of its data: the 75% and 90% alerts once each by email and by text)`)
    })

    await check('a plan changed in the database shows on the next page from either process', async () => {
      const page = async (node: Node) => (await fetch(`${node.url}/shop`, { headers: { accept: 'text/html' } })).text()
      // Both processes keep their /shop; an editor then changes a price by hand, in SQL.
      assert.match(await page(a), /\$40\.00/)
      assert.match(await page(b), /\$40\.00/)
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await client.connect()
      try {
        await client.query(`update plans set retail_price = 41 where retail_price = 40`)
      } finally {
        await client.end()
      }
      for (const node of [a, b]) {
        const deadline = Date.now() + 5_000
        let html = await page(node)
        while (!html.includes('$41.00') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          html = await page(node)
        }
        assert.match(html, /\$41\.00/, `${node.name} still shows the old price`)
      }
    })

    console.log(`cluster: ${passed} checks passed, 0 failed`)
  } finally {
    stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`cluster: FAILED after ${passed} checks passed:`, error)
    process.exit(1)
  },
)
