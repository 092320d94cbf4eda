/**
 * Once per run, before any worker starts: one server migrates and seeds a database in .data-test/, then stops
 * (closing it cleanly); every worker's server then starts on a copy of that folder (E2E_TEMPLATE_DIR, read by the
 * `e2eServer` fixture in ./support) instead of migrating and seeding its own. A worker still has a database of its
 * own, as fresh as a new install's. Answers the teardown that removes the template.
 *
 * Then it starts one server per parallel slot on copies of the template (E2E_SERVERS, read by the `e2eServer`
 * fixture): the workers of both widths that take the same slot one after another share it, instead of each starting
 * its own. The teardown stops them.
 *
 * The teardown also removes the run's covering sets (REPLAY_COVERING_DIR, named in playwright.config.ts).
 */
import { existsSync, rmSync } from 'node:fs'
import type { FullConfig } from '@playwright/test'
import { join } from 'node:path'
import { startServer } from './support'

/**
 * The servers render every page with the build's renderer: without it they answer 503 to every page. A build is
 * Vite's manifest and the server renderer beside it (scripts/lib/ssr-build.ts).
 */
function checkBuild() {
  const dist = process.env.E2E_DIST ?? 'dist'
  const missing = [join(dist, '.vite', 'manifest.json'), join(dist, '_ssr', 'entry-server.js')].filter((file) => !existsSync(file))
  if (missing.length) {
    throw new Error(
      `No build to test in ${dist}/ (${missing.join(', ')} missing): run \`npm run build\`, or build into another folder and set E2E_DIST.`,
    )
  }
}

/** Migrates and seeds a new database in `dataDir` by starting and stopping the server on it. */
async function makeTemplate(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true })
  const server = await startServer({ dataDir })
  await server.stop(true)
}

export default async function globalSetup(config: FullConfig) {
  checkBuild()
  const covering = process.env.REPLAY_COVERING_DIR
  const template = join('.data-test', `e2e-template-${process.pid}`)
  await makeTemplate(template)
  process.env.E2E_TEMPLATE_DIR = template
  // Two workers that run at the same time never have the same parallel index (Playwright's guarantee), so a slot's
  // server serves one worker at a time; a worker that follows in the slot (the other width, or a new worker after a
  // failed test) finds the database as the previous one left it, as the files of one worker always have.
  const starts = await Promise.allSettled(Array.from({ length: config.workers }, () => startServer({ from: process.env.E2E_TEMPLATE_DIR })))
  const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []))
  const failed = starts.find((start) => start.status === 'rejected')
  if (failed) {
    // The run ends here: the servers that did start are stopped rather than left running without a teardown.
    await Promise.all(servers.map((server) => server.stop()))
    throw failed.reason
  }
  process.env.E2E_SERVERS = JSON.stringify(servers.map(({ url, dataDir }) => ({ url, dataDir })))
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
    rmSync(template, { recursive: true, force: true })
    if (covering) rmSync(covering, { recursive: true, force: true })
  }
}
