import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { withBenchServer } from '../../scripts/lib/server-process'

/**
 * The one server entry (server/start.ts) as the scripts that run the server in a process of its own start it
 * (scripts/lib/server-process.ts: the API benchmarks, the soak test): it serves the build DIST_DIR names, given as an
 * absolute path too, not dist/.
 */
const build = mkdtempSync(join(tmpdir(), 'ring-dist-'))
const marker = `build-${Date.now()}.txt`
writeFileSync(join(build, marker), 'this build\n')
afterAll(() => rmSync(build, { recursive: true, force: true }))

describe('the server entry', () => {
  it('serves the build DIST_DIR names, as npm start does', async () => {
    let answer: { status: number; text: string } | undefined
    await withBenchServer({ DIST_DIR: build }, async (url) => {
      const response = await fetch(`${url}/${marker}`)
      answer = { status: response.status, text: await response.text() }
    })
    expect(answer).toEqual({ status: 200, text: 'this build\n' })
  }, 120_000)
})
