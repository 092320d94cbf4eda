/**
 * The browser replay of generated scenarios (docs/decisions/0029-studio-export-and-runnable-scenarios.md): a scenario is a path @xstate/graph generated from a
 * machine (the same paths as the path tests and docs/scenarios); the replay walks the covering set
 * (`coveringPaths`), the fewest scenarios that together still enter every state and take every transition. Every
 * step is driven through the page: typing and clicking for the customer's events; for an invoked call's result,
 * the call the page really sent is answered at the network with the result the scenario chose (the server cannot
 * be asked to, say, rate-limit on cue); for a delay, the page's clock is moved on. After every step the page is
 * checked for what the customer should see in that state.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { installPageClock, test } from './support'
import { routeProvider, type ProviderRoute } from './provider-route'
import { createActor, type AnyStateMachine } from 'xstate'
import { coveringPaths, type MachineSamples } from '../support/machine-graph'
import { DANA } from '../support/customer'
import { answerJson, FakeProvider, fakeToken as tokenOf, holding, scenarioAnswer, type HeldCall } from '../support/provider'

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

/** What a driver's `setup` gets before the page opens. */
export interface ScenarioStart {
  page: Page
  /**
   * The scenario's fake provider (tests/support/provider.ts): handlers given here (`provider.use`) come before the
   * replay's own, so they answer the calls the flow under test does not hold.
   */
  provider: FakeProvider
  input: Record<string, unknown> | undefined
  events: Event[]
}

/** One request of a call answered in parts, in the order the page sends them. */
export interface CallPart {
  url: string
  /** The answer to a done event. */
  body?: (event: Event) => Response
  /**
   * How an error event meets this part: answered with the scenario's error (the default); `'pass'`: answered as for
   * success (`body`), the call failing at a later part or in the browser; `'unsent'`: the call failed before this
   * part, which the page then never sends.
   */
  onError?: 'pass' | 'unsent'
  /** Run before this part is answered: the browser's side of the call (a passkey prompt that will accept or refuse). */
  before?: (page: Page, event: Event) => Promise<void>
}

export interface Driver {
  samples: MachineSamples<AnyStateMachine>
  /** Where the flow starts for a scenario's input. */
  url: (input: Record<string, unknown> | undefined) => string
  /**
   * Which request each invoked actor sends (a path, `*` for any part of it, any query), or several requests answered
   * from one result (`body`: the answer to a done event; an error event is answered as the scenario chose).
   */
  calls: Record<string, string | CallPart[]>
  /**
   * A call sent again before it was answered supersedes the one before (the page aborts it): the newest request is
   * answered and the superseded ones are left alone. Otherwise requests are answered in the order they were sent.
   */
  latestCall?: boolean
  /** The page clock's start (the scenario's "today"); the real time when absent. */
  time?: string
  /**
   * How far the page clock moves for a delay, in ms, by the delay's name (`xstate.after.<name>.…`), where the 125 s
   * that end the 2-minute waits fall short.
   */
  delays?: Record<string, number>
  /** Run before the page opens (storage, the other calls' answers), for the scenario's input and events. */
  setup?: (start: ScenarioStart) => Promise<void>
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
export const fakeToken = (claims: Record<string, unknown> = {}) => tokenOf({ sub: 'cus_scenario', ...claims })

/** How many `beforeAppStarts` scripts a page has been given: each marks its own run in the tab's session storage. */
const scripts = new WeakMap<Page, number>()

/**
 * Runs `script` in the page before the app's first script, as an init script does: what a browser tab held when the
 * customer arrived (storage, the history entry). Once per scenario: a reload or a link later in the scenario finds
 * what the app kept, as in a real tab. Top-level pages only, not frames.
 */
export async function beforeAppStarts<Arg>(page: Page, script: (arg: Arg) => void, arg: Arg) {
  const count = (scripts.get(page) ?? 0) + 1
  scripts.set(page, count)
  await page.addInitScript(
    `(() => {
      const key = 'replay-before-app-starts-${count}'
      if (window !== window.top || sessionStorage.getItem(key)) return
      sessionStorage.setItem(key, '1')
      ;(${String(script)})(${JSON.stringify(arg)})
    })()`,
  )
}

/**
 * The signed-in state every replay shares: a well-formed token in storage (the profile is answered at the network
 * below), so no scenario signs in through the server. The one place to swap for a shared signed-in fixture.
 */
export async function signedIn(page: Page) {
  await beforeAppStarts(page, (token) => localStorage.setItem('token', token), fakeToken())
}

/** The signed-in customer of the replays: the samples' Dana (tests/support/customer.ts) under the replay token's id. */
export const PROFILE = { ...DANA, id: 'cus_scenario' }

/**
 * A field the customer can type in, by its name. The sign-in steps' pending card holds its room with an unseen,
 * inert copy of the step's form (src/features/auth/shared/auth-ui.tsx), which can stand in the document for a moment
 * beside the drawn form: it is never the field meant.
 */
export const field = (page: Page, name: string) => page.locator(`input[name="${name}"]:not([inert] *)`)
export const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ })

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
      // Each scenario in a page of its own, loaded as a customer's tab loads it: nothing of another scenario is left.
      test(path.title, async ({ page }) => {
        // A walk takes up to tests/support/machine-graph.ts's WALK_EVENTS steps: its budget grows with them.
        test.setTimeout(Math.max(30_000, path.events.length * 2_000))
        const input = path.input as Record<string, unknown> | undefined
        await installPageClock(page, { time: driver.time ?? new Date() })
        // Every call of the page goes to the scenario's provider. A call that no answer of the scenario takes reaches
        // the real server with the replay's token, which it answers 401: the page would sign out mid-scenario, or
        // not, depending on timing; the scenario ends by checking nothing got that far.
        const provider = new FakeProvider()
        const network = await routeProvider(page, provider)
        // The flow's calls wait here, by path, until the scenario says how they end.
        const held = new Map<string, HeldCall[]>()
        const urls = new Set(Object.values(driver.calls).flatMap((call) => (typeof call === 'string' ? [call] : call.map((c) => c.url))))
        for (const url of urls) {
          held.set(url, [])
          provider.use(holding(provider, `*${url}`, held.get(url)!))
        }
        // The shared profile answer, unless the flow under test loads the profile itself (the session).
        if (!urls.has('/app/users/view')) provider.use(answerJson('*/app/users/view', PROFILE))
        await driver.setup?.({ page, provider, input, events: path.events as Event[] })
        await page.goto(driver.url(input))
        // The server draws the page; the customer's first step waits until React owns it (src/routes/__root.tsx).
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
        await driver.open?.(page, input)
        await walk(page, driver, path, input, held, network)
        expect(network.leaked, 'signed-in calls the scenario left to the real server').toEqual([])
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
  held: Map<string, HeldCall[]>,
  network: ProviderRoute,
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
  for (const [index, raw] of path.events.entries()) {
    const event = raw as Event
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
    if (actor) {
      const call = driver.calls[actor]
      const parts: CallPart[] = typeof call === 'string' ? [{ url: call }] : call
      const failing = event.type.startsWith('xstate.error.')
      for (const part of parts) {
        if (failing && part.onError === 'unsent') continue
        // The queue is in this process: looking often costs nothing, where the default back-off (up to a
        // second between looks) left the page idle after most of its calls.
        await expect
          .poll(() => held.get(part.url)?.length ?? 0, { message: `the page sent ${actor}`, intervals: [10, 25, 50] })
          .toBeGreaterThan(0)
        const queue = held.get(part.url)!
        const call = driver.latestCall ? queue.splice(0).at(-1)! : queue.shift()!
        await part.before?.(page, event)
        call.answer(part.body && (!failing || part.onError === 'pass') ? part.body(event) : scenarioAnswer(event, fakeToken()))
      }
    } else if (event.type.startsWith('xstate.after.')) {
      await received(page, network)
      await page.clock.fastForward(driver.delays?.[event.type.split('.')[2]] ?? 125_000)
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
async function received(page: Page, network: ProviderRoute) {
  await network.received()
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
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
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
