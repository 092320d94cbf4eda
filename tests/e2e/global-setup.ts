/**
 * Once per run, before any worker starts: one server migrates and seeds a database in .data-test/, then stops
 * (closing it cleanly); every worker's server then starts on a copy of that folder (E2E_TEMPLATE_DIR, read by the
 * `e2eServer` fixture in ./support) instead of migrating and seeding its own. A worker still has a database of its
 * own, as fresh as a new install's. Answers the teardown that removes the template.
 *
 * `npm test` makes the template beside the build (scripts/e2e-template.ts) and passes its folder in
 * E2E_TEMPLATE_DIR: then it is used as it is, and removed by npm test, not here.
 *
 * The teardown also removes the run's covering sets (REPLAY_COVERING_DIR, named in playwright.config.ts).
 */
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { startServer } from './support'

/** Migrates and seeds a new database in `dataDir` by starting and stopping the server on it. */
export async function makeTemplate(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true })
  const server = await startServer({ dataDir })
  await server.stop(true)
}

export default async function globalSetup() {
  const covering = process.env.REPLAY_COVERING_DIR
  const removeCovering = () => covering && rmSync(covering, { recursive: true, force: true })
  const given = process.env.E2E_TEMPLATE_DIR
  if (given && existsSync(join(given, 'pglite'))) return removeCovering
  const dataDir = join('.data-test', `e2e-template-${process.pid}`)
  await makeTemplate(dataDir)
  process.env.E2E_TEMPLATE_DIR = dataDir
  return () => {
    rmSync(dataDir, { recursive: true, force: true })
    removeCovering()
  }
}
