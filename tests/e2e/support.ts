import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { freePort } from '@scripts/lib/server-process'

/** The four client headers of SPEC §7, for calls a test makes to the API itself. */
export const API_HEADERS = {
  Accept: 'application/json',
  'x-api-key': 'ring-dev-public-key',
  'x-company-code': 'Ring-Mobile-Web',
  'x-operator-id': '23',
}

/** The seeded demo customer (server/db/seed.ts). */
export const DEMO = { email: 'demo@ringmobile.example', password: 'Demo#2026' }

/** Signs in through the API (POST /app/auth/login) and answers the session token. */
export async function apiSignIn(request: APIRequestContext, credentials: { email: string; password: string } = DEMO) {
  const response = await request.post('/app/auth/login', { headers: API_HEADERS, data: credentials })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/**
 * Puts a session token in the page's localStorage before the app's first script runs, as a signed-in browser has
 * it: once per tab (a reload keeps what the app did since, a sign-out stays signed out).
 */
export async function seedToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-seeded')) {
      localStorage.setItem('token', value)
      sessionStorage.setItem('e2e-token-seeded', '1')
    }
  }, token)
}

/** A mail in the development outbox (GET /dev/outbox.json, newest first). */
export interface OutboxMail {
  to: string
  subject: string
  text: string
  sentAt: string
}

/** The newest mail to `to` whose subject matches and that was sent at or after `after` (ms), once it is in the outbox. */
export async function newestMail(request: APIRequestContext, to: string, subject: RegExp, after = 0): Promise<OutboxMail> {
  let found: OutboxMail | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox.json')
        expect(response.ok()).toBe(true)
        const mails = (await response.json()) as OutboxMail[]
        found = mails.find((mail) => mail.to === to && subject.test(mail.subject) && Date.parse(mail.sentAt) >= after)
        return Boolean(found)
      },
      { message: `a mail "${subject}" to ${to} in /dev/outbox.json`, timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

/** Every public route of SPEC §2 with the heading a customer sees first. */
export const PUBLIC_ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /./ },
  { path: '/shop', heading: /plan/i },
  { path: '/about', heading: /about/i },
  { path: '/blog', heading: /news and guides/i },
  { path: '/cart', heading: /cart/i },
  { path: '/contact-us', heading: /contact/i },
  { path: '/faq', heading: /question|faq/i },
  { path: '/forgot-password', heading: /password/i },
  { path: '/reset-password', heading: /password/i },
  { path: '/login', heading: /sign in|log in|account/i },
  { path: '/login-without-password', heading: /code|sign in/i },
  { path: '/login-with-password', heading: /password|sign in/i },
  { path: '/otp-login', heading: /code/i },
  { path: '/register', heading: /account|register/i },
  { path: '/privacy-policy', heading: /privacy/i },
  { path: '/terms-and-conditions', heading: /terms/i },
  { path: '/crm-login', heading: /assisted|sign/i },
]

/** Fails on any serious or critical accessibility violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A dialog or toast fading in has partial opacity: let animations finish before contrast is measured.
  // Spinners run forever and do not count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
  // axe.run in the page and each of its frames (the app has no cross-origin frame), instead of axe's default: a
  // partial run per frame, then a second, blank page that loads axe again to merge them. Only violations get their
  // nodes' selectors worked out; passes are not read. The same rules run on the same page, for less CPU per
  // scan (`npm run bench:suite -- e2e` prints the suite's CPU).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact}: ${v.id} (${v.help}) at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
  expect(serious).toEqual([])
}

/**
 * Behaviour already proven at one width runs once (playwright.config.ts): `test(title, ONE_WIDTH, body)` runs at
 * 375 px only; `ONLY_1280` marks a test that sets its own 1280 px viewport, which the 375 px project would repeat.
 */
/** Where an element is laid out on the page, in CSS pixels. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Whether two laid-out boxes cover any of the same pixels. */
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The element's box, failing the test when it is not laid out. */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  expect(found, 'the element is laid out').not.toBeNull()
  return found!
}

export const ONE_WIDTH = { tag: '@only-375' }
export const ONLY_1280 = { tag: '@only-1280' }

/**
 * Runs `check` on the open page at 375 px, then widened to 1280 px: both widths for one page load. For read-only
 * pages whose layout switches by CSS width queries alone (none of the app's reads touch or hover), so the widened page
 * is laid out as the 1280 px project's would be. Tag such a test `ONE_WIDTH`.
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>) {
  for (const width of [375, 1280]) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 })
    await check(width)
  }
}

/**
 * The accessibility scan at both widths of the page as it stands (a dialog open, a form filled in), for a journey
 * that runs once (`ONE_WIDTH`) through screens laid out differently at 1280 px: scanned at 375 px, widened and
 * scanned again, then back to the width the journey goes on at.
 */
export async function expectNoSeriousA11yViolationsAtBothWidths(page: Page) {
  const size = page.viewportSize()
  await atBothWidths(page, () => expectNoSeriousA11yViolations(page))
  if (size) await page.setViewportSize(size)
}

/** Collects uncaught page errors and unhandled rejections. */
export function trackPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Opens a path and waits until React owns the page: a page drawn by the server shows its fields before hydration, and
 * what is typed then is not yet filtered (the root route, src/routes/__root.tsx, sets `<html data-hydrated="true">`).
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** The real server of one Playwright worker: its URL and its PGlite data folder. */
/**
 * Installs Playwright's page clock for timers and dates (cooldowns, polls, "today"), but keeps animation frames on
 * the browser's own clock. Ark's exit animations read the closing style in a frame callback and then wait for
 * `animationend`; with frames on the fake clock's timers, a busy machine could run that callback after the 150 ms
 * fade had already ended, miss the end, and leave an invisible closed dialog or backdrop over the page for good.
 * `performance.now()` stays the browser's too: a frame's timestamp is on its time line, and zag's frame timers
 * (a notification's removal after it is closed) subtract one from the other. With a fake `performance.now()`,
 * moving the clock on 30 s would keep a closed notification on the page 30 real seconds.
 * Works before the first page load and mid-test (the open document gets its frames back at once).
 */
export async function installPageClock(page: Page, options?: Parameters<Page['clock']['install']>[0]) {
  await page.clock.install(options)
  // Playwright's clock offers no option to leave frames alone: its page script keeps the browser's own functions in
  // `__pwClock.builtins`, which is not a public API. If an upgrade moves them, the check below fails the test at once
  // instead of letting frames fall back on the fake clock without a word.
  const restoreFrames = () => {
    type Builtins = Pick<typeof globalThis, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'performance'>
    const builtins = (globalThis as { __pwClock?: { builtins: Builtins } }).__pwClock?.builtins
    if (!builtins?.requestAnimationFrame) return false
    globalThis.requestAnimationFrame = builtins.requestAnimationFrame
    globalThis.cancelAnimationFrame = builtins.cancelAnimationFrame
    globalThis.performance = builtins.performance
    return true
  }
  await page.addInitScript(restoreFrames)
  expect(await page.evaluate(restoreFrames), "the page clock keeps the browser's frames in __pwClock.builtins").toBe(true)
}

export interface E2EServer {
  url: string
  dataDir: string
}

/**
 * Starts `tsx server/start.ts --no-build` as `npm start` runs it, on a free port and a database folder of its own,
 * serving the build in E2E_DIST (default dist/). The folder starts as a copy of `from` when given (the run's
 * migrated and seeded template, tests/e2e/global-setup.ts), else empty (migrated and seeded on first start like any
 * new install).
 */
export async function startServer(
  options: { dataDir?: string; from?: string } = {},
): Promise<E2EServer & { stop: (keep?: boolean) => Promise<void> }> {
  const port = await freePort()
  const dataDir = options.dataDir ?? join('.data-test', `e2e-${process.pid}-${port}`)
  mkdirSync('.data-test', { recursive: true })
  if (options.from) cpSync(options.from, dataDir, { recursive: true })
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['server/start.ts', '--no-build'], {
    // In the worker's process group: Ctrl-C reaches the server too, and tsx passes signals on to it.
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // A worker signs in many times from 127.0.0.1 within 15 minutes (the default allows 30).
      LOGIN_LIMIT_PER_IP: '1000',
      // The journeys after the sale each register customers of their own (the default allows 10 an hour).
      REGISTER_LIMIT_PER_IP: '1000',
      // No gap the server enforces between two code emails: the journeys move the page's 30-second countdown with
      // its clock (account.spec.ts) instead of waiting it out; the server's refusal is a server test.
      CODE_RESEND_COOLDOWN_SECONDS: '0',
      ...(process.env.E2E_DIST ? { DIST_DIR: process.env.E2E_DIST } : {}),
    },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))
  const url = `http://127.0.0.1:${port}`
  /** Stops the server (its database closed cleanly) and removes its folder unless `keep`. */
  const stop = async (keep = false) => {
    if (running) {
      child.kill('SIGTERM')
      const killed = setTimeout(() => running && child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(killed)
    }
    if (!keep) rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 240_000
  for (;;) {
    if (!running) throw new Error(`The e2e server exited before it answered:\n${output}`)
    const healthy = await fetch(`${url}/app/health`, { headers: API_HEADERS }).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The e2e server did not answer ${url}/app/health within 240 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, dataDir, stop }
}

/** Makes the page's `goto` wait until React owns the page (see `test` below); answers the page. */
function waitingForHydration(page: Page) {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true')
    return response
  }
  return page
}

/**
 * The journeys' `test`: its `page.goto` waits, on the app's own pages, until React owns the page. A page drawn by the
 * server shows its buttons and fields before hydration, and a click or key then would reach no handler. Pages the
 * app does not render (the hosted card page, the outbox) have no `#root` and are not waited for.
 */
export const test = base.extend<
  {
    /** A page signed in as the demo customer (its token in localStorage before the first script runs). */
    signedInPage: Page
    /** The demo customer's session token, for the test's own API calls (`Authorization: Bearer …`). */
    demoToken: string
    /** The page's uncaught errors so far (see `trackPageErrors`): a journey ends expecting none. */
    pageErrors: string[]
    /** An email address no other run of this test uses: the spec's name, the project's and the time. */
    email: string
  },
  { e2eServer: E2EServer; demoSession: string }
>({
  // Each parallel slot has its own server and database, so workers that run at the same time never see each other's
  // changes (the demo customer's cards, lines and orders). The workers of a slot (first the 375 px ones, then the
  // 1280 px ones) run one after another against that server, and within a worker files run one after another
  // (fullyParallel: false): a journey finds the database as the tests before it in its slot left it.
  e2eServer: [
    async ({}, use, workerInfo) => {
      // The slot's server that the global setup started (tests/e2e/global-setup.ts), else one of the worker's own.
      const shared = process.env.E2E_SERVERS ? (JSON.parse(process.env.E2E_SERVERS) as E2EServer[])[workerInfo.parallelIndex] : undefined
      if (shared) return use(shared)
      const server = await startServer({ from: process.env.E2E_TEMPLATE_DIR })
      await use({ url: server.url, dataDir: server.dataDir })
      await server.stop()
    },
    // A copy of the run's template database (or a new one, seeded): seconds on a quiet machine, minutes on a crowded one.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer.url),
  // One sign-in through the API per worker (argon2 makes a password check cost the server real CPU): the tests
  // that are not about signing in start signed in. The sign-in screens have their own journeys (auth.spec.ts,
  // checkout.spec.ts signs in on the way) and scenario replays.
  demoSession: [
    async ({ playwright, e2eServer }, use) => {
      const request = await playwright.request.newContext({ baseURL: e2eServer.url })
      const token = await apiSignIn(request)
      await request.dispose()
      await use(token)
    },
    { scope: 'worker' },
  ],
  demoToken: async ({ demoSession }, use) => use(demoSession),
  pageErrors: async ({ page }, use) => use(trackPageErrors(page)),
  email: async ({}, use, testInfo) => use(`${basename(testInfo.file, '.spec.ts')}-${testInfo.project.name}-${Date.now()}@e2e.example`),
  signedInPage: async ({ page, demoSession }, use) => {
    await seedToken(page, demoSession)
    await use(page)
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript (server-rendering.spec.ts) nothing hydrates: the server's markup is all there is.
    if (javaScriptEnabled === false) return use(page)
    await use(waitingForHydration(page))
  },
})
