/**
 * Once per run, before any worker starts: one server migrates and seeds a database in .data-test/, then stops
 * (closing it cleanly); every worker's server then starts on a copy of that folder (E2E_TEMPLATE_DIR, read by the
 * `e2eServer` fixture in ./support) instead of migrating and seeding its own. A worker still has a database of its
 * own, as fresh as a new install's. Answers the teardown that removes the template.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { startServer } from './support'

export default async function globalSetup() {
  const dataDir = join('.data-test', `e2e-template-${process.pid}`)
  rmSync(dataDir, { recursive: true, force: true })
  const server = await startServer({ dataDir })
  await server.stop(true)
  process.env.E2E_TEMPLATE_DIR = dataDir
  return () => rmSync(dataDir, { recursive: true, force: true })
}
