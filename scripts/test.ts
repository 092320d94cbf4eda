/**
 * `npm test`: every check of the repository, ordered so that the two cores are both busy from the start.
 *
 * Each part starts as soon as what it needs has passed and a lane is free, in the order listed:
 *   - the production build first, and beside it the e2e suite's seeded database (scripts/e2e-template.ts); the
 *     end-to-end suite (the longest part, mostly waiting on the browser and the servers) as soon as the build, the
 *     database and Chromium (scripts/need.ts) are there;
 *   - meanwhile, in the other lane, typecheck, ESLint, dependency-cruiser, knip and vitest in three parts
 *     (the views, the server, every other project), one after another, at a lower CPU priority (nice 10); when e2e ends, its lane takes
 *     the next of them. The e2e suite is the critical path but leaves a core idle on average while
 *     its browsers and servers wait; at equal priority the checks took the CPU at the moments e2e needed it, and
 *     stretched every e2e step. Niced, they run in the CPU e2e leaves idle (docs/decisions.md, "The suite's time,
 *     round 8").
 *
 * A part that fails stops the run from starting anything more; the parts already running finish (nothing is killed
 * half-way) and the exit status is 1. The output of a part is printed whole when it ends, never interleaved with
 * another's, so every runner's own summary ("Tests  N passed", "N passed (…)") stays as it prints it; the parts
 * that run longest (Playwright) are streamed as they run. `E2E_DIST` and `E2E_WORKERS` are passed on as for
 * `npm run test:e2e`. `TEST_LANES=1 npm test` runs the parts one at a time (for a machine that is busy with other
 * work, where the overlap only adds load and the suites' waits see it).
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import vitestConfig from '../vitest.config'

const BIN = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules', '.bin')

interface Part {
  name: string
  command: string
  /** Parts that must have passed before this one starts. */
  after?: string[]
  /** Printed as it runs rather than when it ends (never two at once: see the plan below). */
  stream?: boolean
  /** Runs at a lower CPU priority (nice 10): it takes the CPU the critical path leaves idle. */
  background?: boolean
}

const lanes = Math.min(2, Number(process.env.TEST_LANES) || 2)
const dist = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : ''
/** The e2e suite's seeded template database, made beside the build; Playwright's global setup then uses it. */
const template = join('.data-test', `e2e-template-npm-test-${process.pid}`)
process.env.E2E_TEMPLATE_DIR = template

/**
 * The plan, in the order parts are started when a lane is free. Two lanes: the build and then e2e in one (e2e's
 * own two workers fill a core and more while they wait); need, the e2e database, the checks and vitest in the
 * other. `need` streams (apt's progress) but ends before e2e, the other streamed part, can start.
 */
const plan: Part[] = [
  { name: 'need', command: 'tsx scripts/need.ts chromium chromium-headless-shell', stream: true },
  { name: 'build', command: `panda codegen --silent && vite build${dist} && tsx scripts/build-card-form.ts` },
  { name: 'e2e:db', command: `tsx scripts/e2e-template.ts ${template}` },
  { name: 'e2e', command: 'playwright test', after: ['need', 'build', 'e2e:db'], stream: true },
  { name: 'typecheck', command: 'npm run typecheck', background: true },
  { name: 'lint:eslint', command: 'eslint . --max-warnings 0', background: true },
  { name: 'lint:cycles', command: "depcruise '{src,machines,contract,server,tests,scripts}/**/*.{ts,tsx,js}' '*.{ts,js}'", background: true },
  { name: 'lint:knip', command: 'knip', background: true },
  // vitest in parts, not one `vitest run`: when e2e ends, its lane takes the next part that has not started, so
  // both cores stay busy to the end instead of one vitest run finishing alone (docs/decisions.md, "The suite's time,
  // round 19"). The largest first; the last part runs every other project of vitest.config.ts (today `unit`).
  ...vitestParts([
    ['vitest:views', ['views', 'views-isolated']],
    ['vitest:server', ['server']],
  ]),
]

/** One niced part per group of vitest projects, then one for the projects no group names (named after them). */
function vitestParts(groups: [string, string[]][]): Part[] {
  const named = new Set(groups.flatMap(([, projects]) => projects))
  const rest = (vitestConfig.test?.projects ?? []).flatMap((project) => {
    const name = typeof project === 'object' && 'test' in project ? project.test?.name : undefined
    return typeof name === 'string' && !named.has(name) ? [name] : []
  })
  return [...groups, [`vitest:${rest.join('+')}`, rest] as [string, string[]]]
    .filter(([, projects]) => projects.length)
    .map(([name, projects]) => ({
      name,
      command: `vitest run ${projects.map((project) => `--project ${project}`).join(' ')}`,
      background: true,
    }))
}

function run(part: Part): Promise<{ ok: boolean; seconds: number }> {
  const started = performance.now()
  console.log(`\nnpm test: ${part.name} started: ${part.command}`)
  return new Promise((resolve) => {
    // `nice` is inherited by every process the part starts (vitest's workers, tsc).
    const command = part.background && lanes > 1 && process.platform !== 'win32' ? `nice -n 10 ${part.command}` : part.command
    const child = spawn(command, {
      shell: true,
      stdio: part.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Colours as in a terminal of its own, when this one is a terminal.
      env: { ...process.env, PATH: `${BIN}${delimiter}${process.env.PATH ?? ''}`, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000
      if (chunks.length) process.stdout.write(Buffer.concat(chunks))
      console.log(`npm test: ${part.name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`)
      resolve({ ok: code === 0, seconds })
    })
  })
}

/**
 * Runs the plan, `lanes` parts at a time: a free lane takes the first part whose `after` parts have all passed.
 * After a failure nothing more starts. Answers the names of the parts that failed and of those never started.
 */
async function runPlan(parts: Part[], lanes: number) {
  const waiting = [...parts]
  const passed = new Set<string>()
  const failed: string[] = []
  let running = 0
  return new Promise<{ failed: string[]; skipped: string[] }>((resolve) => {
    const next = () => {
      while (!failed.length && running < lanes) {
        const index = waiting.findIndex((part) => (part.after ?? []).every((name) => passed.has(name)))
        if (index < 0) break
        const [part] = waiting.splice(index, 1)
        running += 1
        void run(part).then(({ ok }) => {
          running -= 1
          if (ok) passed.add(part.name)
          else failed.push(part.name)
          next()
        })
      }
      if (!running) resolve({ failed, skipped: waiting.map((part) => part.name) })
    }
    next()
  })
}

const started = performance.now()
const { failed, skipped } = await runPlan(plan, lanes)
rmSync(template, { recursive: true, force: true })
if (failed.length || skipped.length) {
  console.error(`\nnpm test: failed (${failed.join(', ') || 'none'}); not run: ${skipped.join(', ') || 'none'}.`)
  process.exit(1)
}
console.log(`\nnpm test: all passed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
