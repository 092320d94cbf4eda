/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the one server and prints
 * where everything is.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from './config'
import { closeOnSignals, startServer } from './main'
import { DEMO_CUSTOMER } from './seed-data/demo-account'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SOURCES = ['src', 'machines', 'contract', 'panda.config.ts', 'vite.config.ts']

/** Newest modification time under a file or folder (0 when absent). */
function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    latest = Math.max(latest, newest(join(path, entry)))
  }
  return latest
}

function buildIfNeeded() {
  const built = join(ROOT, 'dist', '.vite', 'manifest.json')
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
  const sourcesAt = Math.max(...SOURCES.map((source) => newest(join(ROOT, source))))
  if (builtAt && builtAt >= sourcesAt) return
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the web app…' : 'Building the web app…')
  for (const args of [
    ['panda', 'codegen', '--silent'],
    ['vite', 'build'],
  ]) {
    const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' })
    if (result.status !== 0) {
      console.error(`\`npx ${args.join(' ')}\` failed; the server was not started.`)
      process.exit(result.status ?? 1)
    }
  }
}

/** The sandbox payment page's script (scripts/build-card-form.ts), when its sources changed. */
function buildCardFormIfNeeded() {
  const result = spawnSync('npx', ['tsx', 'scripts/build-card-form.ts', '--if-stale'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('Building the payment page script failed; the server was not started.')
    process.exit(result.status ?? 1)
  }
}

async function main() {
  const config = loadConfig()
  // `--no-build` (end-to-end tests, which build first) serves what is there; DIST_DIR serves another build.
  const distDir = process.env.DIST_DIR ? resolve(ROOT, process.env.DIST_DIR) : undefined
  if (!process.argv.includes('--no-build') && !distDir) {
    buildIfNeeded()
    buildCardFormIfNeeded()
  }
  const running = await startServer({ config, distDir })
  closeOnSignals(running)
  const outbox = config.env === 'production' ? null : `${running.url}/dev/outbox`
  console.log(
    [
      '',
      `  Ring Mobile is running at ${running.url}`,
      `  Database:   ${running.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Demo login: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
      `  Emails:     ${config.smtpUrl ? 'sent over SMTP (SMTP_URL)' : `${outbox} (JSON: ${outbox}.json)`}`,
      '',
    ].join('\n'),
  )
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
