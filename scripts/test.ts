/**
 * `npm test`: every check of the repository, in three stages, so that the two cores are both busy.
 *
 *   1. Chromium is here (scripts/need.ts), once.
 *   2. typecheck, ESLint, knip and the production build, two at a time: each of them keeps one core busy and
 *      none needs another's result (the end-to-end suite needs the build).
 *   3. vitest and the Playwright suite at the same time: each leaves a core idle much of the time (vitest's
 *      workers wait on real HTTP and the database, the browser waits on the page and the server).
 *
 * A stage that fails stops the run after its other parts have finished (nothing is killed half-way), and the exit
 * status is 1. The output of a part is printed whole when it ends, never interleaved with another's, so every
 * runner's own summary ("Tests  N passed", "N passed (…)") stays as it prints it; the part that runs longest
 * (Playwright) is streamed as it runs. `E2E_DIST` and `E2E_WORKERS` are passed on as for `npm run test:e2e`.
 * `TEST_LANES=1 npm test` runs the parts one at a time, as `npm test` did before (for a machine that is busy with
 * other work, where the overlap only adds load and the suites' waits see it).
 */
import { spawn } from 'node:child_process'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const BIN = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules', '.bin')

interface Part {
  name: string
  command: string
  /** Printed as it runs rather than when it ends (at most one per stage). */
  stream?: boolean
}

const dist = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : ''

const stages: { parts: Part[]; lanes: number }[] = [
  { parts: [{ name: 'need', command: 'tsx scripts/need.ts chromium', stream: true }], lanes: 1 },
  {
    // The longest first, so the two lanes end at about the same time.
    parts: [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'lint:eslint', command: 'eslint . --max-warnings 0' },
      { name: 'build', command: `panda codegen --silent && vite build${dist} && tsx scripts/build-card-form.ts` },
      { name: 'lint:knip', command: 'knip' },
    ],
    lanes: 2,
  },
  {
    parts: [
      { name: 'e2e', command: 'playwright test', stream: true },
      { name: 'vitest', command: 'vitest run' },
    ],
    lanes: 2,
  },
]

function run(part: Part): Promise<{ ok: boolean; seconds: number }> {
  const started = performance.now()
  console.log(`\nnpm test: ${part.name} started: ${part.command}`)
  return new Promise((resolve) => {
    const child = spawn(part.command, {
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

/** Runs the parts of a stage, `lanes` at a time, in the order given; answers the names of those that failed. */
async function runStage(parts: Part[], lanes: number) {
  const queue = [...parts]
  const failed: string[] = []
  const lane = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) if (!(await run(part)).ok) failed.push(part.name)
  }
  await Promise.all(Array.from({ length: lanes }, lane))
  return failed
}

const maxLanes = Number(process.env.TEST_LANES) || Infinity
const started = performance.now()
for (const stage of stages) {
  const failed = await runStage(stage.parts, Math.min(stage.lanes, maxLanes))
  if (failed.length) {
    console.error(`\nnpm test: failed (${failed.join(', ')}); later stages not run.`)
    process.exit(1)
  }
}
console.log(`\nnpm test: all passed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
