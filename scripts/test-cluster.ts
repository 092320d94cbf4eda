/**
 * `npm run test:cluster`: two server processes on one throwaway PostgreSQL (DATABASE_URL, from
 * scripts/with-postgres.sh), a customer's requests sent to both in turn, as a load balancer would. Checks that
 * sign-in, sign-out, revocation after a password change, reset links, the login back-off and the carrier
 * simulator's clock hold across processes. Prints one line per check; exits 1 on the first failure.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import assert from 'node:assert/strict'
import { CLIENT_HEADERS, freePort, waitForServer } from './lib/server-process'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const HEADERS = CLIENT_HEADERS
const JWT_SECRET = 'cluster-test-secret-0123456789abcdef0123456789'

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
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET, NODE_ENV: 'development', LOG_LEVEL: 'silent' },
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
      body: { firstName: 'Clu', lastName: 'Ster', email, countryCode: '+1', contactNumber: '3125550100', regPassword: password, confirmRegPassword: password, acceptTerms: true },
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
      const reset = await call(b, '/app/auth/reset-password', { body: { token: link, newPassword: 'Attack#2026', confirmNewPassword: 'Attack#2026' } })
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
