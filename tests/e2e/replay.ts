/**
 * The browser replay of generated scenarios (issue 9, 13): a scenario is a path @xstate/graph generated from a
 * machine (the same paths as the path tests and docs/scenarios); the replay walks the covering set
 * (`coveringPaths`), the fewest scenarios that together still enter every state and take every transition. Every
 * step is driven through the page: typing and clicking for the customer's events; for an invoked call's result,
 * the call the page really sent is answered at the network with the result the scenario chose (the server cannot
 * be asked to, say, rate-limit on cue); for a delay, the page's clock is moved on. After every step the page is
 * checked for what the customer should see in that state.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test'
import type { ReplayHooks } from '@/replay-restart'
import { test, type ReplayPage } from './support'
import { createActor, type AnyStateMachine } from 'xstate'
import { coveringPaths, type MachineSamples } from '../support/machine-graph'

export type Event = { type: string; field?: string; value?: unknown; output?: unknown; error?: Record<string, unknown> }
export type StepCheck = (
  page: Page,
  step: {
    event: Event | undefined
    previous: string | undefined
    /** The scenario's events up to and including this step, and its starting input: the test's own account. */
    events: Event[]
    input: Record<string, unknown> | undefined
  },
) => Promise<void>

export interface Driver {
  samples: MachineSamples<AnyStateMachine>
  /** Where the flow starts for a scenario's input. */
  url: (input: Record<string, unknown> | undefined) => string
  /** Which request each invoked actor sends (a URL glob), or several requests answered from one result. */
  calls: Record<string, string | { url: string; body: (event: Event) => Parameters<Route['fulfill']>[0] }[]>
  /**
   * A call sent again before it was answered supersedes the one before (the page aborts it): the newest request is
   * answered and the superseded ones are left alone. Otherwise requests are answered in the order they were sent.
   */
  latestCall?: boolean
  /** The page clock's start (the scenario's "today"); the real time when absent. */
  time?: string
  /** Run before the page opens (storage, extra answers), for the scenario's input and events. */
  setup?: (page: Page, input: Record<string, unknown> | undefined, events: Event[]) => Promise<void>
  /** After the first page has loaded: how the customer gets to the flow when `url` alone does not (a link). */
  open?: (page: Page, input: Record<string, unknown> | undefined) => Promise<void>
  /** What the customer does for each of their events. */
  act: Record<string, (page: Page, event: Event) => Promise<void>>
  /** What the customer sees in each state (keys as in the path tests). */
  see: Record<string, StepCheck>
  /**
   * Events the machine accepts in a state but the page offers no way to send there (a finding to fix in the
   * machine or the view), by state key then event type: the check asserts the page indeed does not offer it, and
   * the scenario ends at that step. A check that answers `false` says the page does offer this event here (say,
   * a submit that only the samples' other values make impossible): the step is then driven as usual.
   */
  notOnPage?: Record<string, Record<string, (page: Page, event: Event, events: Event[]) => Promise<void | boolean>>>
}

/**
 * A well-formed token that the guard accepts (the server is never asked: /app/users/view is answered below), with
 * any further claims (`{ assisted: true }`: an agent's assisted sign-in).
 */
export function fakeToken(claims: Record<string, unknown> = {}) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'cus_scenario', exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`
}

/**
 * Runs `script` in the page before the scenario's app starts, as an init script runs before a new page's first
 * script: what a browser tab held when the customer arrived (storage, the history entry). Once per scenario: a
 * reload or a link later in the scenario finds what the app kept, as in a real tab.
 */
export async function beforeAppStarts<Arg>(page: Page, script: (arg: Arg) => void, arg: Arg) {
  await page.evaluate(script as (arg: unknown) => void, arg)
}

/**
 * The signed-in state every replay shares: a well-formed token in storage (the profile is answered at the network
 * below), so no scenario signs in through the server. The one place to swap for a shared signed-in fixture.
 */
export async function signedIn(page: Page) {
  await beforeAppStarts(page, (token) => localStorage.setItem('token', token), fakeToken())
}

export const PROFILE = {
  id: 'cus_scenario', firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', countryCode: '+1', contactNumber: '3125550100',
  streetNumber: '221', streetDirection: 'N', streetName: 'Lake Shore Dr', city: 'Chicago', state: 'IL', zipCode: '60601', chat: null,
}

export const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`)
export const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ })

async function answer(route: Route, event: Event) {
  if (event.type.startsWith('xstate.done.actor.')) {
    const output = event.output as Record<string, unknown>
    const body = output && 'token' in output ? { ...output, token: fakeToken() } : output
    return route.fulfill({ status: 200, json: body })
  }
  const error = event.error ?? {}
  if (!error.status) return route.abort('connectionrefused')
  const headers: Record<string, string> = error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : {}
  const { status, retryAfter: _retry, ...body } = error
  void _retry
  return route.fulfill({ status: Number(status), json: body, headers })
}

/** Where the app puts its restart hooks (src/main.tsx). */
type ReplayWindow = { __ringReplay?: ReplayHooks }

/**
 * Ends the previous scenario's app and everything it left, and leaves a blank page at `url` for the next (its routes
 * and storage are then set, and `startApp` starts it). The first scenario of a worker, or one after a scenario that
 * left the app (a page of another site), loads the app first.
 */
async function stopApp({ page, context, held }: ReplayPage, url: string) {
  const ready = () => page.evaluate(() => typeof (window as ReplayWindow).__ringReplay?.stop === 'function').catch(() => false)
  if (!(await ready())) {
    await page.goto('/about')
    await expect.poll(ready, { message: 'the app installed its restart hooks' }).toBe(true)
  }
  await page.evaluate((to) => (window as ReplayWindow).__ringReplay!.stop!(to), url)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  for (const route of held.splice(0)) await route.abort().catch(() => {})
  await context.clearCookies()
  // Nothing of the previous app is left on the page, and its router let go of the browser's history (it wraps
  // pushState and replaceState while it runs).
  const left = await page.evaluate(() => ({
    outside: [...document.body.querySelectorAll(':scope > :not(#root, script, noscript, link, style, template)')].map((element) =>
      element.outerHTML.slice(0, 300),
    ),
    inRoot: document.getElementById('root')!.childElementCount,
    nativeHistory: [history.pushState, history.replaceState].map((method) => /\[native code\]/.test(String(method))),
  }))
  expect(left, 'what the previous app left on the page').toEqual({ outside: [], inRoot: 0, nativeHistory: [true, true] })
}

async function startApp(page: Page) {
  await page.evaluate(() => (window as ReplayWindow).__ringReplay!.start!())
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

type CoveringPath = ReturnType<typeof coveringPaths>[number]

/** Whether JSON carries `value` whole: plain objects, arrays, strings, finite numbers, booleans, null (an absent
 * `undefined` reads back the same); no Error, Date, Map or function. */
function plainData(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(plainData)
  if (typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(plainData)
}

/**
 * A machine's covering set, worked out once per run (playwright.config.ts names the run's folder): the runner lists
 * the tests and writes each machine's set there, and each worker that loads the spec reads it instead of working
 * it out again (several CPU seconds for all machines, per process). A set that JSON would not carry whole is never
 * written, and without the folder every process works the sets out itself.
 */
function runCoveringPaths(name: string, samples: MachineSamples<AnyStateMachine>): CoveringPath[] {
  const folder = process.env.REPLAY_COVERING_DIR
  const file = folder && join(folder, `${name}.json`)
  if (file) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as CoveringPath[]
    } catch {
      // Not written yet: this process works it out.
    }
  }
  const paths = coveringPaths(samples)
  if (folder && file && plainData(paths)) {
    mkdirSync(folder, { recursive: true })
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(paths))
    renameSync(`${file}.${process.pid}`, file)
  }
  return paths
}

export function replay(name: string, driver: Driver) {
  test.describe(`${name}: generated scenarios in the browser`, () => {
    // A scenario's calls are answered at the network, so the scenarios of one machine spread over all the workers
    // instead of queueing in one (playwright.config.ts: fullyParallel is off).
    test.describe.configure({ mode: 'parallel' })
    for (const path of runCoveringPaths(name, driver.samples)) {
      test(path.title, async ({ replayPage }) => {
        const { page } = replayPage
        const input = path.input as Record<string, unknown> | undefined
        await stopApp(replayPage, driver.url(input))
        // Requests wait here, by URL glob, until the scenario says how their call ends.
        const pending = new Map<string, Route[]>()
        try {
          // A call that no answer of the scenario caught reaches the real server with the replay's token, which it
          // answers 401: the page would sign out mid-scenario, or not, depending on timing. Registered first, so
          // every later route comes before it; the scenario ends by checking nothing got this far.
          const leaked: string[] = []
          await page.route('**/app/**', (route) => {
            if (route.request().headers().authorization) leaked.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`)
            return route.fallback()
          })
          const urls = new Set(Object.values(driver.calls).flatMap((call) => (typeof call === 'string' ? [call] : call.map((c) => c.url))))
          for (const url of urls) {
            pending.set(url, [])
            await page.route(`**${url}`, (route) => void pending.get(url)!.push(route))
          }
          // The shared profile answer, unless the flow under test loads the profile itself (the session).
          if (!urls.has('/app/users/view')) await page.route('**/app/users/view', (route) => route.fulfill({ json: PROFILE }))
          await driver.setup?.(page, input, path.events as Event[])
          await page.clock.setSystemTime(driver.time ?? new Date())
          await startApp(page)
          await driver.open?.(page, input)
          await walk(page, driver, path, input, pending)
          expect(leaked, 'signed-in calls the scenario left to the real server').toEqual([])
        } finally {
          for (const routes of pending.values()) replayPage.held.push(...routes)
          for (const [event, listener] of replayPage.listeners.splice(0)) page.off(event as 'console', listener as never)
        }
      })
    }
  })
}

/** A state value as the drivers key their checks: 'idle', or '{"ready":"idle"}'. */
const stateKey = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** Drives a scenario's steps through the page from its first state, checking the page after each. */
async function walk(
  page: Page,
  driver: Driver,
  path: CoveringPath,
  input: Record<string, unknown> | undefined,
  pending: Map<string, Route[]>,
) {
  const check = async (event: Event | undefined, previous: string | undefined, value: unknown, step = -1) => {
    const key = stateKey(value)
    const see = driver.see[key]
    expect(typeof see, `a page check for state ${key}`).toBe('function')
    const events = path.events.slice(0, step + 1) as Event[]
    await see!(page, { event, previous, events, input })
  }
  let state: unknown = createActor(driver.samples.machine, { input: path.input }).getSnapshot().value
  await check(undefined, undefined, state)
  /** The calls answered since the clock last moved. */
  const answered: Request[] = []
  for (const [index, raw] of path.events.entries()) {
    const event = raw as Event
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
    if (actor) {
      const call = driver.calls[actor]
      const parts = typeof call === 'string' ? [{ url: call, body: undefined }] : call
      for (const part of parts) {
        // The queue is in this process: looking often costs nothing, where the default back-off (up to a
        // second between looks) left the page idle after most of its calls.
        await expect
          .poll(() => pending.get(part.url)?.length ?? 0, { message: `the page sent ${actor}`, intervals: [10, 25, 50] })
          .toBeGreaterThan(0)
        const queue = pending.get(part.url)!
        const route = driver.latestCall ? queue.splice(0).at(-1)! : queue.shift()!
        answered.push(route.request())
        if (part.body && event.type.startsWith('xstate.done.')) await route.fulfill(part.body(event))
        else await answer(route, event)
      }
    } else if (event.type.startsWith('xstate.after.')) {
      await received(page, answered)
      await page.clock.fastForward(125_000)
    } else if (
      driver.notOnPage?.[stateKey(state)]?.[event.type] &&
      (await driver.notOnPage[stateKey(state)][event.type](page, event, path.events.slice(0, index + 1) as Event[])) !== false
    ) {
      // The scenario ends here: nothing after this step could be driven, so it must be the last one.
      expect(index, `${event.type} is not on the page: the scenario's last step`).toBe(path.events.length - 1)
      break
    } else {
      const act = driver.act[event.type]
      expect(typeof act, `a page action for ${event.type}`).toBe('function')
      await act!(page, event)
    }
    const previous = stateKey(state)
    state = path.values[index]
    await check(event, previous, state, index)
  }
}

/**
 * Waits until the page has taken in the answers given so far: each body received, then two frames drawn, so that the
 * state an answer leads to, and the delay that state starts, are in place before the clock moves. A state that looks
 * the same as the one before (the lines page's `refreshing` and `ready`) passes its check before the answer is read;
 * moving the clock then was moving it before the delay began, and the delay never ended.
 */
async function received(page: Page, requests: Request[]) {
  for (const request of requests.splice(0)) await (await request.response())?.finished()
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

/** 'number.editing' → the state value {"number":"editing"} the replay compares against. */
export function toValue(key: string): unknown {
  const [head, ...rest] = key.split('.')
  return rest.length ? { [head]: toValue(rest.join('.')) } : head
}

/** A driver's `see` written with dotted keys ('ready.idle'), keyed as the replay compares states ({"ready":"idle"}). */
export function dotted(see: Record<string, StepCheck>): Record<string, StepCheck> {
  return Object.fromEntries(
    Object.entries(see).map(([key, check]) => {
      const value = toValue(key)
      return [typeof value === 'string' ? value : JSON.stringify(value), check]
    }),
  )
}

/**
 * Waits, as a person would, until the page's animations have finished (a dialog closing or opening): the page clock
 * is frozen in a replay, so a click right after a dialog closes can land on its closing layer.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
}

/**
 * Enters a code into one-time-code boxes (Ark PinInput) the way a customer copying it from the email does: the
 * cursor in the first box, then paste (the boxes spread a pasted code, components/ui/pin-input). Typed key by key
 * at machine speed, a digit now and then ended up in no box although the next box had the focus (the boxes are
 * controlled by the flow, a round trip per digit), so the code on screen was not the scenario's.
 */
export async function enterCode(boxes: Locator, code: string) {
  await boxes.first().click()
  await boxes.first().evaluate((box, text) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', text)
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
  }, code)
}
