/**
 * `npx tsx scripts/bench-profile.ts [--loads N] [--rate N] [--top N] [--dist A --dist B …] [paths…]`: the main
 * thread's blocking and script time of each page as Chromium measures it at Lighthouse's 4× CPU slowdown (`--rate 1`:
 * none), for builds side by side.
 *
 * Each `--dist` folder (a build's output, `dist` by default; copies kept inside the project, since the server
 * renderer imports the project's node_modules) gets its own real server on a fresh database. The loads alternate
 * between the builds, page by page, so a machine that gets busier during the run slows every build alike. A load is
 * a fresh browser context with the origin's storage set as lighthouse's puppeteer script sets it (the demo customer's
 * token for `/dashboard…` and `/cart/checkout`, a plan in the cart for `/cart…`), navigated and left until the
 * network has been idle, then 1.5 s more.
 *
 * Per page and build it prints the median over the loads (and, in brackets, the least: on shared cores the least is
 * the steadiest figure of a build's own cost) of: the blocking time (each main-thread task over 50 ms
 * counts its time beyond 50 ms, as TBT does, here over the whole load and not only after the first paint), the number
 * of such tasks, and Chromium's own totals of script, style and layout and task time (`Performance.getMetrics`).
 * `--top N` also takes a CPU profile of each load and prints the N functions with the most self time, summed over the
 * loads (a `--minify false` build names them).
 *
 * `--thread` counts each main-thread task by its own CPU time instead: the page runs at 1×, each task's thread time
 * is read from Chromium's trace and multiplied by 4, as Lighthouse's simulated throttling counts it, and the blocking
 * time and long tasks are worked out from those. On a shared machine, a task's wall-clock time also holds the time
 * the thread waited for a core, which spreads the loads more than most changes; its thread time does not.
 */
import { chromium as browserType, type BrowserContext, type CDPSession } from 'playwright-core'
import { CLIENT_HEADERS, withBenchServer } from './lib/server-process'
import { CHROMIUM_FLAGS, chromium, locate } from './lib/system-deps'

const args = process.argv.slice(2)
const valuesOf = (flag: string) => args.flatMap((arg, index) => (args[index - 1] === flag ? [arg] : []))
const loads = Number(valuesOf('--loads')[0] ?? 5)
const top = Number(valuesOf('--top')[0] ?? 0)
const thread = args.includes('--thread')
const rate = thread ? 1 : Number(valuesOf('--rate')[0] ?? 4)
const dists = valuesOf('--dist').length ? valuesOf('--dist') : ['dist']
const flagValues = new Set([...valuesOf('--loads'), ...valuesOf('--top'), ...valuesOf('--dist'), ...valuesOf('--rate')])
const paths = args.filter((arg) => arg.startsWith('/') && !flagValues.has(arg))
if (!paths.length) paths.push('/faq', '/dashboard', '/cart/checkout')

const DEMO = { email: 'demo@ringmobile.example', password: 'Demo#2026' }

async function storageFor(origin: string) {
  const post = { ...CLIENT_HEADERS, 'content-type': 'application/json' }
  const login = await fetch(`${origin}/app/auth/login`, { method: 'POST', headers: post, body: JSON.stringify(DEMO) })
  const { token } = (await login.json()) as { token: string }
  const { plans } = (await (await fetch(`${origin}/app/plans`, { headers: CLIENT_HEADERS })).json()) as {
    plans: { id: number; retailName: string; retailPrice: number }[]
  }
  const { id, retailName, retailPrice } = plans[0]!
  return { token, cart: JSON.stringify({ id: String(id), retailName, retailPrice }) }
}

interface Load {
  blocking: number
  longTasks: number
  script: number
  styleLayout: number
  task: number
  selfTimes: Map<string, number>
}

async function load(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await cdp.send('Performance.enable')
  if (top) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
  }
  const traced = thread ? traceTasks(cdp) : null
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const tasks = traced
    ? (await traced()).map((ms) => 4 * ms).filter((ms) => ms > 50)
    : await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000
  const selfTimes = new Map<string, number>()
  if (top) {
    const { profile } = await cdp.send('Profiler.stop')
    const byId = new Map(profile.nodes.map((node) => [node.id, node]))
    const deltas = profile.timeDeltas ?? []
    ;(profile.samples ?? []).forEach((id, index) => {
      const { callFrame } = byId.get(id)!
      const file = callFrame.url.split('/').pop() || '(native)'
      const key = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`
      selfTimes.set(key, (selfTimes.get(key) ?? 0) + (deltas[index + 1] ?? 0) / 1000)
    })
  }
  await page.close()
  return {
    blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longTasks: tasks.length,
    script: metric('ScriptDuration'),
    styleLayout: metric('RecalcStyleDuration') + metric('LayoutDuration'),
    task: metric('TaskDuration'),
    selfTimes,
  }
}

interface TraceEvent {
  name: string
  ph: string
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string }
}

/**
 * Starts Chromium's trace of the page; the returned function ends it and gives the thread time (ms) of each task of
 * the renderer's main thread (the `CrRendererMain` thread that ran the most).
 */
function traceTasks(cdp: CDPSession): () => Promise<number[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const started = cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', '__metadata'] },
    transferMode: 'ReportEvents',
  })
  return async () => {
    await started
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.end')
    await complete
    const threads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    const tasksOf = (thread: TraceEvent) =>
      events
        .filter(
          (event) =>
            event.name === 'ThreadControllerImpl::RunTask' && event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid,
        )
        .map((event) => (event.tdur ?? 0) / 1000)
    const total = (tasks: number[]) => tasks.reduce((sum, ms) => sum + ms, 0)
    return threads.map(tasksOf).sort((a, b) => total(b) - total(a))[0] ?? []
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function withServers(index: number, origins: string[], work: (origins: string[]) => Promise<void>): Promise<void> {
  if (index === dists.length) return work(origins)
  await withBenchServer({ DIST_DIR: dists[index]! }, (origin) => withServers(index + 1, [...origins, origin], work))
}

await withServers(0, [], async (origins) => {
  const browser = await browserType.launch({ executablePath: locate(chromium) ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  const stored = await Promise.all(origins.map(storageFor))
  const results = new Map<string, Load[]>()
  for (const path of paths) {
    for (let round = 0; round < loads; round++) {
      for (const [index, origin] of origins.entries()) {
        const { token, cart } = stored[index]!
        const entries: Record<string, string> = {}
        if (path.startsWith('/cart')) entries.cart = cart
        if (path === '/cart/checkout' || path.startsWith('/dashboard')) entries.token = token
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
        await context.addInitScript((values: Record<string, string>) => {
          if (!sessionStorage.getItem('prepared')) {
            localStorage.clear()
            for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
            sessionStorage.setItem('prepared', '1')
          }
          const longTasks: number[] = []
          Object.assign(window, { __longTasks: longTasks })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longTasks.push(entry.duration)
          }).observe({ type: 'longtask', buffered: true })
        }, entries)
        const key = `${path}\t${dists[index]}`
        results.set(key, [...(results.get(key) ?? []), await load(context, `${origin}${path}`)])
        await context.close()
      }
    }
  }
  await browser.close()
  const counted = thread ? 'tasks counted by their thread time ×4, the page at 1×' : `at ${rate}× CPU slowdown`
  console.log(`\nMedians (and minimums) over ${loads} loads, ${counted}, in ms (loads alternating between the builds):`)
  console.log(['page', 'build', 'blocking', 'tasks>50', 'script', 'style+layout', 'tasks', 'blocking per load'].join('\t'))
  for (const [key, runs] of results) {
    const figure = (pick: (run: Load) => number, withLeast = false) => {
      const middle = Math.round(median(runs.map(pick)))
      return withLeast ? `${middle} (${Math.round(Math.min(...runs.map(pick)))})` : String(middle)
    }
    const row = [
      figure((run) => run.blocking, true),
      figure((run) => run.longTasks),
      figure((run) => run.script, true),
      figure((run) => run.styleLayout),
      figure((run) => run.task, true),
    ]
    console.log([key, ...row, runs.map((run) => Math.round(run.blocking)).join(' ')].join('\t'))
  }
  if (top) {
    for (const [key, runs] of results) {
      const summed = new Map<string, number>()
      for (const run of runs) for (const [name, ms] of run.selfTimes) summed.set(name, (summed.get(name) ?? 0) + ms)
      console.log(`\n${key.replace('\t', ' ')}: self time per load (ms), top ${top}`)
      for (const [name, ms] of [...summed].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`  ${(ms / runs.length).toFixed(1).padStart(7)}  ${name}`)
      }
    }
  }
})
