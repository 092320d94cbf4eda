/**
 * `npm run bench:soak`: a mixed customer workload against the real server in its own process, on a fresh temporary
 * PGlite database: each virtual customer browses (GET /app/plans, a content page), signs in (POST
 * /app/auth/login, argon2), views the profile and cards, and checks out on the sandbox (POST /app/checkout with the
 * saved card, a new order key each time). First it measures how many sign-ins per second the machine sustains;
 * then it starts customer journeys at twice that rate (open loop: late answers do not slow the arrivals) for
 * SOAK_SECONDS (default 60), and prints the error rate, p50/p99 per call and overall, and the server's resident
 * memory at start and end. Each customer comes from its own address (TRUST_PROXY=1 and X-Forwarded-For), as on
 * the internet, so that the per-IP sign-in limit does not count them as one.
 */
import { CLIENT_HEADERS, residentMb, withBenchServer } from './lib/server-process'

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const CALIBRATE_SECONDS = Number(process.env.SOAK_CALIBRATE_SECONDS ?? 8)
const DEMO = { email: 'demo@ringmobile.example', password: 'Demo#2026' }

/** A valid IMEI (Luhn) for an eSIM-capable phone, as the checkout checks it. */
function imei(first14: string) {
  let sum = 0
  for (let i = 0; i < 14; i += 1) {
    let digit = Number(first14[13 - i])
    if (i % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return `${first14}${(10 - (sum % 10)) % 10}`
}

type Sample = { name: string; ms: number; ok: boolean; status: number }

let addressCounter = 0
const nextAddress = () => {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

async function timed(samples: Sample[], name: string, url: string, init: RequestInit & { expect?: number[] } = {}) {
  const started = performance.now()
  let status = 0
  let body: any = null
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
    status = response.status
    const text = await response.text()
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  } catch {
    status = 0
  }
  const ok = (init.expect ?? [200]).includes(status)
  samples.push({ name, ms: performance.now() - started, ok, status })
  return { ok, status, body }
}

async function journey(base: string, samples: Sample[], cardId: string | null) {
  const headers = { ...CLIENT_HEADERS, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }
  await timed(samples, 'GET /app/plans', `${base}/app/plans`, { headers })
  await timed(samples, 'GET content page', `${base}/api/ring-mobile-pages`, { headers: { accept: 'application/json' } })
  const signIn = await timed(samples, 'POST /app/auth/login', `${base}/app/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(DEMO),
  })
  if (!signIn.ok) return
  const signedIn = { ...headers, authorization: `Bearer ${signIn.body.token}` }
  await timed(samples, 'GET /app/users/view', `${base}/app/users/view`, { headers: signedIn })
  await timed(samples, 'GET /app/payments/cards', `${base}/app/payments/cards`, { headers: signedIn })
  const order = {
    orderKey: `soak-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    planId: 'plan-unlimited',
    number: { type: 'new', zipCode: '60601' },
    imei: imei('35693803564380'),
    simType: 'esim',
    ...(cardId ? { cardId } : {}),
  }
  await timed(samples, 'POST /app/checkout (sandbox)', `${base}/app/checkout`, {
    method: 'POST',
    headers: signedIn,
    body: JSON.stringify(order),
  })
}

/** Sign-ins per second with a few in flight at once: what the machine sustains (argon2 dominates). */
async function calibrate(base: string) {
  const samples: Sample[] = []
  const deadline = Date.now() + CALIBRATE_SECONDS * 1000
  const worker = async () => {
    while (Date.now() < deadline) {
      await timed(samples, 'login', `${base}/app/auth/login`, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify(DEMO),
      })
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  const ok = samples.filter((sample) => sample.ok).length
  return ok / CALIBRATE_SECONDS
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function main() {
  await withBenchServer({ TRUST_PROXY: '1' }, async (base, child) => {
    const memoryStart = residentMb(child.pid!)
    const login = await fetch(`${base}/app/auth/login`, {
      method: 'POST',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    })
    const { token } = (await login.json()) as { token: string }
    const cards = (await (
      await fetch(`${base}/app/payments/cards`, { headers: { ...CLIENT_HEADERS, authorization: `Bearer ${token}` } })
    ).json()) as {
      cards?: { id: string; primary?: boolean }[]
    }
    const cardId = cards.cards?.find((card) => card.primary)?.id ?? cards.cards?.[0]?.id ?? null

    process.stdout.write(`  calibrating sign-ins for ${CALIBRATE_SECONDS} s… `)
    const sustained = await calibrate(base)
    const rate = Math.max(1, 2 * sustained)
    console.log(`${sustained.toFixed(1)} sign-ins/s sustained`)
    console.log(`  soaking for ${SOAK_SECONDS} s at ${rate.toFixed(1)} customer journeys/s (twice that)…`)

    const samples: Sample[] = []
    const running: Promise<void>[] = []
    const started = Date.now()
    let launched = 0
    while (Date.now() - started < SOAK_SECONDS * 1000) {
      const due = Math.floor(((Date.now() - started) / 1000) * rate)
      while (launched < due) {
        launched += 1
        running.push(journey(base, samples, cardId))
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await Promise.all(running)
    const memoryEnd = residentMb(child.pid!)

    const names = [...new Set(samples.map((sample) => sample.name))]
    console.log(
      `\nRing Mobile soak on PGlite (Node ${process.version}): ${launched} journeys, ${samples.length} calls in ${SOAK_SECONDS} s\n`,
    )
    console.log(`${'call'.padEnd(32)}${'calls'.padStart(8)}${'errors'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`)
    for (const name of names) {
      const rows = samples.filter((sample) => sample.name === name)
      const errors = rows.filter((sample) => !sample.ok).length
      const ms = rows.map((sample) => sample.ms)
      console.log(
        `${name.padEnd(32)}${String(rows.length).padStart(8)}${String(errors).padStart(8)}${percentile(ms, 50).toFixed(0).padStart(9)}${percentile(ms, 99).toFixed(0).padStart(9)}`,
      )
    }
    const errors = samples.filter((sample) => !sample.ok)
    const statuses = [...new Set(errors.map((sample) => sample.status))].sort().join(', ')
    const all = samples.map((sample) => sample.ms)
    console.log(
      `\nerror rate ${((errors.length / Math.max(1, samples.length)) * 100).toFixed(2)} %${errors.length ? ` (statuses: ${statuses})` : ''}`,
    )
    console.log(`p99 ${percentile(all, 99).toFixed(0)} ms (p50 ${percentile(all, 50).toFixed(0)} ms) over every call`)
    console.log(`server memory (RSS) ${memoryStart.toFixed(0)} MB at start, ${memoryEnd.toFixed(0)} MB at end`)
  })
}

void main()
