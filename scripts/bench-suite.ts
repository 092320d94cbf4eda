/**
 * `npm run bench:suite`: runs the parts of `npm test` one after another, as `npm test` does, and prints a table of
 * wall seconds and CPU seconds (user + system of the part and every process it started) per part. Compare CPU
 * seconds when the machine is shared: wall time grows with the other load, CPU time much less.
 *
 *   npm run bench:suite                       every part
 *   npm run bench:suite -- vitest:server e2e  only the parts named (a prefix picks a group: `vitest`)
 *   npm run bench:suite -- npm-test           `npm test` itself, as one part
 *   npm run bench:suite -- --cold             first removes the type check's and lint tools' caches
 *                                             (node_modules/.cache/), as on a clean clone
 *
 * A failing part is marked and the run goes on. E2E_DIST and E2E_WORKERS are passed on, as for `npm run test:e2e`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

interface Part {
  name: string
  command: string
  /** Run only when named (it repeats the other parts). */
  alone?: boolean
}

const parts: Part[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  // Each lint tool alone, as package.json's `lint:*` scripts (`npm run lint` runs them side by side).
  { name: 'lint:format', command: 'npm run -s lint:format' },
  { name: 'lint:eslint', command: 'npm run -s lint:eslint' },
  { name: 'lint:deps', command: 'npm run -s lint:deps' },
  { name: 'lint:knip', command: 'npm run -s lint:knip' },
  { name: 'vitest:unit', command: 'npx vitest run --project unit' },
  { name: 'vitest:views', command: 'npx vitest run --project views --project views-isolated' },
  { name: 'vitest:server', command: 'npx vitest run --project server' },
  { name: 'build', command: 'npm run build' },
  // The list as usual, and a JSON report for the per-file table below (PLAYWRIGHT_JSON_OUTPUT_NAME).
  { name: 'e2e', command: 'npx playwright test' },
  // `npm test` itself: the parts above in one run. Only when named: `npm run bench:suite -- npm-test`.
  { name: 'npm-test', command: 'npm test', alone: true },
]

const E2E_REPORT = join(tmpdir(), `bench-suite-e2e-${process.pid}.json`)

interface ReportSuite {
  file?: string
  specs?: { tests: { projectName: string; results: { duration: number }[] }[] }[]
  suites?: ReportSuite[]
}

/** Seconds and test count per spec file and project, from Playwright's JSON report, the slowest first. */
function e2eFiles(report: { suites: ReportSuite[] }) {
  const rows = new Map<string, { seconds: number; tests: number }>()
  const walk = (suite: ReportSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${file} [${test.projectName}]`
        const row = rows.get(key) ?? { seconds: 0, tests: 0 }
        row.tests += 1
        row.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000
        rows.set(key, row)
      }
    }
    // Keyed by the spec file (the top suite): a describe made in a helper (replay.ts) names the helper.
    for (const child of suite.suites ?? []) walk(child, file)
  }
  for (const suite of report.suites) walk(suite, suite.file ?? '')
  return [...rows].sort((a, b) => b[1].seconds - a[1].seconds)
}

/** CPU seconds of this process's waited-for children so far (Linux: cutime + cstime in /proc/self/stat). */
function childCpuSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  // Fields after the command name (which may hold spaces) start at field 3; cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticksPerSecond = 100
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond
}

/**
 * A CPU-accounting control group for one part, where the machine lets us make one (cgroup v1's cpuacct, as here):
 * it counts every process the part starts, also those that are never waited for by it. The waited-for children's
 * times miss Chromium's renderer and GPU processes (the zygote forks them and the browser is killed at the end, so
 * their times never reach us), and for e2e they are most of its CPU. Answers null where no group can be made; the part is then counted by its children's times.
 */
function cpuGroup(name: string) {
  const root = '/sys/fs/cgroup/cpuacct'
  const path = join(root, `bench-suite-${process.pid}-${name.replace(/\W/g, '-')}`)
  try {
    mkdirSync(path)
    return {
      path,
      seconds: () => Number(readFileSync(join(path, 'cpuacct.usage'), 'utf8')) / 1e9,
      // Empty once the part's processes have ended; a straggler keeps the group (busy), which is harmless.
      remove: () => {
        try {
          rmdirSync(path)
        } catch {}
      },
    }
  } catch {
    return null
  }
}

/** Where the type check and the lint tools keep their caches (package.json's `typecheck` and `lint:*` scripts). */
const CACHE = join('node_modules', '.cache')

const cold = process.argv.includes('--cold')
const wanted = process.argv.slice(2).filter((arg) => arg !== '--cold')
if (cold) rmSync(CACHE, { recursive: true, force: true })
const chosen = wanted.length
  ? parts.filter((part) => wanted.some((name) => part.name === name || part.name.startsWith(`${name}:`)))
  : parts.filter((part) => !part.alone)
if (!chosen.length) {
  console.error(`bench:suite: no part named ${wanted.join(', ')} (parts: ${parts.map((part) => part.name).join(', ')})`)
  process.exit(1)
}

const rows: { name: string; wall: number; cpu: number; ok: boolean; grouped: boolean }[] = []
for (const part of chosen) {
  console.log(`\nbench:suite: ${part.name}: ${part.command}`)
  const group = cpuGroup(part.name)
  const cpuBefore = childCpuSeconds()
  const started = performance.now()
  const env = part.name === 'e2e' || part.name === 'npm-test' ? { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_REPORT } : process.env
  // In the group, the shell moves itself in before it runs the part: everything the part starts is counted.
  const command = group ? `echo $$ > ${join(group.path, 'cgroup.procs')} && ${part.command}` : part.command
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env })
  const cpu = group ? group.seconds() : childCpuSeconds() - cpuBefore
  rows.push({ name: part.name, wall: (performance.now() - started) / 1000, cpu, ok: result.status === 0, grouped: !!group })
  group?.remove()
}

const total = rows.reduce((sum, row) => ({ wall: sum.wall + row.wall, cpu: sum.cpu + row.cpu }), { wall: 0, cpu: 0 })
const line = (name: string, wall: number, cpu: number, note = '') =>
  `${name.padEnd(14)} ${wall.toFixed(1).padStart(8)} ${cpu.toFixed(1).padStart(8)} ${(cpu / wall).toFixed(2).padStart(6)}  ${note}`
console.log(`\n${'part'.padEnd(14)} ${'wall s'.padStart(8)} ${'CPU s'.padStart(8)} ${'CPU/w'.padStart(6)}`)
for (const row of rows) console.log(line(row.name, row.wall, row.cpu, row.ok ? '' : 'FAILED'))
console.log(line('total', total.wall, total.cpu))
if (existsSync(E2E_REPORT)) {
  // Test seconds per file (each test's own time, both workers added up): where the e2e time goes.
  const files = e2eFiles(JSON.parse(readFileSync(E2E_REPORT, 'utf8')) as { suites: ReportSuite[] })
  rmSync(E2E_REPORT, { force: true })
  const sum = files.reduce((total, [, row]) => ({ seconds: total.seconds + row.seconds, tests: total.tests + row.tests }), {
    seconds: 0,
    tests: 0,
  })
  console.log(`\n${'e2e file [project]'.padEnd(44)} ${'tests'.padStart(6)} ${'test s'.padStart(8)}`)
  for (const [name, row] of files) console.log(`${name.padEnd(44)} ${String(row.tests).padStart(6)} ${row.seconds.toFixed(1).padStart(8)}`)
  console.log(`${'all'.padEnd(44)} ${String(sum.tests).padStart(6)} ${sum.seconds.toFixed(1).padStart(8)}`)
}
console.log(
  rows.every((row) => row.grouped)
    ? '\nCPU counted per control group: every process a part started.'
    : "\nCPU counted from the parts' waited-for children where no control group could be made: Chromium's renderers are missed.",
)
console.log(
  cold
    ? 'Type check and lint ran cold: their caches were removed first.'
    : 'Type check and lint used their caches where present (--cold removes them first).',
)
console.log(
  `\n${cpus().length} cores; load average at the end ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
process.exit(rows.every((row) => row.ok) ? 0 : 1)
