/** Helpers of the scripts that run the real server in its own process (benchmarks, the cluster test). */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The client headers of SPEC §7 with the development key. */
export const CLIENT_HEADERS = {
  accept: 'application/json',
  'x-api-key': 'ring-dev-public-key',
  'x-company-code': 'Ring-Mobile-Web',
  'x-operator-id': '23',
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Waits until `${url}/healthz` answers 200; throws when the process exits or the time runs out. */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not start within ${timeoutMs / 1000} s`)
}

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
export function residentMb(pid: number) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
    return kb / 1024
  } catch {
    return Number.NaN
  }
}

/**
 * Runs `work` against the server in its own process (as in production) on a fresh temporary PGlite database with
 * the seed, then stops it and removes the database, also when `work` fails. Exits 1 on failure.
 */
export async function withBenchServer(
  env: Record<string, string>,
  work: (url: string, child: ChildProcess) => Promise<void>,
  /** Another checkout of the project to run the server of (scripts/bench-baseline.ts); this one by default. */
  root = ROOT,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ring-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    console.log(`Starting the server on a fresh PGlite database in ${dataDir}…`)
    await waitForServer(url, child)
    await work(url, child)
  } catch (error) {
    console.error(error)
    process.exitCode = 1
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
