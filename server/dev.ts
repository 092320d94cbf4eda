/**
 * `npm run dev`: the server (API, content, outbox) plus Vite's dev server with hot reload; vite.config.ts proxies
 * /app, /api, /dev, /uploads and /pay to the server's PORT.
 */
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from './config'
import { closeOnSignals, startServer } from './main'
import { DEMO_CUSTOMER } from './seed-data/demo-account'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

async function main() {
  const config = loadConfig()
  // The sandbox payment page's script (scripts/build-card-form.ts), when its sources changed.
  spawnSync('npx', ['tsx', 'scripts/build-card-form.ts', '--if-stale'], { cwd: ROOT, stdio: 'inherit' })
  const running = await startServer({ config })
  const vite = spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(running.port) },
  })
  vite.on('exit', (code) => {
    console.log(`Vite exited (${code ?? 'signal'}); stopping the server.`)
    void running.close().then(() => process.exit(code ?? 0))
  })
  closeOnSignals(running, () => vite.kill('SIGTERM'))
  console.log(
    [
      '',
      `  API server:  ${running.url} (${running.database.kind})`,
      '  Web app:     the "Local:" address Vite prints (usually http://127.0.0.1:5173)',
      `  Demo login:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
      `  Emails:      ${running.url}/dev/outbox`,
      '',
    ].join('\n'),
  )
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
