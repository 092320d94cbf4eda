import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { freePort, waitForServer } from '@scripts/lib/server-process'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The two server processes on one PostgreSQL, as a load balancer sees them. */
    clusterNodes: { name: string; url: string }[]
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** Both processes sign with one secret, as a cluster's do. */
const JWT_SECRET = 'cluster-test-secret-0123456789abcdef0123456789'

async function startNode(dataDir: string) {
  const port = await freePort()
  // Its own process group, so that stopping it stops tsx's child too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  await waitForServer(url, child, 180_000)
  return { url, child }
}

/**
 * Starts two server processes (`npm start --no-build`) on the PostgreSQL of DATABASE_URL (`npm run test:cluster`
 * runs this project on a throwaway one, scripts/with-postgres.sh), one after the other: the first migrates and
 * seeds, the second finds both done. Stops them after the run.
 */
export default async function setup(project: TestProject) {
  if (!process.env.DATABASE_URL) throw new Error('The cluster project needs DATABASE_URL: run `npm run test:cluster`.')
  const dataDir = mkdtempSync(join(tmpdir(), 'ring-cluster-'))
  const children: ChildProcess[] = []
  const stop = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const nodes = []
    for (const name of ['A', 'B']) {
      const { url, child } = await startNode(join(dataDir, name.toLowerCase()))
      children.push(child)
      nodes.push({ name, url })
    }
    project.provide('clusterNodes', nodes)
  } catch (error) {
    stop()
    throw error
  }
  return stop
}
