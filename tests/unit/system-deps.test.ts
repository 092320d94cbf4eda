import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chromium, ensure, headlessShell, instruction, postgresql, report, type SystemProbe } from '../../scripts/lib/system-deps'

/** A machine with these executables, which can or cannot install packages (and what installing adds). */
function machine(options: {
  executables?: string[]
  env?: NodeJS.ProcessEnv
  canInstall?: boolean
  installs?: Record<string, string[]>
  dirs?: Record<string, string[]>
}) {
  const executables = new Set(options.executables ?? [])
  const installed: string[] = []
  const probe: SystemProbe = {
    env: options.env ?? { PATH: '/usr/local/bin:/usr/bin' },
    isExecutable: (path) => executables.has(path),
    canInstall: () => options.canInstall ?? false,
    install(aptPackage) {
      installed.push(aptPackage)
      const added = options.installs?.[aptPackage]
      added?.forEach((path) => executables.add(path))
      return !!added
    },
    listDir: (path) => options.dirs?.[path] ?? [],
  }
  return { probe, installed }
}

describe('finding what the suite needs from outside npm', () => {
  it('stops with the one command to run when Chromium is missing and cannot be installed', () => {
    const { probe, installed } = machine({ env: { CHROMIUM_PATH: '/missing/chromium', PATH: '/usr/bin' } })
    const result = ensure(chromium, probe)
    expect(result).toEqual({
      ok: false,
      message:
        'Chromium is needed and was not found: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to an installed Chromium), then run the command again.',
    })
    expect(installed).toEqual([])
  })

  it("installs Debian's package when it can, and finds the browser it installed", () => {
    const { probe, installed } = machine({
      env: { CHROMIUM_PATH: '/missing/chromium', PATH: '' },
      canInstall: true,
      installs: { chromium: ['/usr/bin/chromium'] },
    })
    expect(ensure(chromium, probe)).toEqual({ ok: true, path: '/usr/bin/chromium', installed: true })
    expect(installed).toEqual(['chromium'])
  })

  it('says what to run when the install fails', () => {
    const { probe } = machine({ canInstall: true, installs: {} })
    expect(ensure(chromium, probe)).toEqual({ ok: false, message: instruction(chromium) })
  })

  it('prefers CHROMIUM_PATH, then the PATH, then the usual Debian and Ubuntu places', () => {
    const everywhere = ['/opt/my/chrome', '/home/me/bin/chromium', '/usr/bin/chromium', '/snap/bin/chromium']
    const env = { CHROMIUM_PATH: '/opt/my/chrome', PATH: '/home/me/bin' }
    expect(ensure(chromium, machine({ executables: everywhere, env }).probe)).toMatchObject({ path: '/opt/my/chrome' })
    expect(ensure(chromium, machine({ executables: everywhere.slice(1), env }).probe)).toMatchObject({ path: '/home/me/bin/chromium' })
    expect(ensure(chromium, machine({ executables: ['/snap/bin/chromium'], env }).probe)).toMatchObject({
      path: '/snap/bin/chromium',
      installed: false,
    })
  })

  it("goes on without Chromium's headless shell, saying what that costs, but never without Chromium", () => {
    const missing = ensure(headlessShell, machine({ env: { PATH: '/usr/bin' } }).probe)
    expect(report(headlessShell, missing)).toEqual({
      line: "need: Chromium's headless shell was not found: run `sudo apt-get install -y chromium-headless-shell` (or set CHROMIUM_HEADLESS_SHELL_PATH to an installed Chromium's headless shell), then run the command again. Without it the end-to-end tests run in the full Chromium instead, using more CPU.",
      stops: false,
    })
    expect(report(chromium, ensure(chromium, machine({ env: { PATH: '' } }).probe))).toEqual({ line: instruction(chromium), stops: true })
    const { probe, installed } = machine({
      env: { PATH: '' },
      canInstall: true,
      installs: { 'chromium-headless-shell': ['/usr/bin/chromium-headless-shell'] },
    })
    expect(report(headlessShell, ensure(headlessShell, probe))).toEqual({
      line: "need: Chromium's headless shell installed at /usr/bin/chromium-headless-shell",
      stops: false,
    })
    expect(installed).toEqual(['chromium-headless-shell'])
  })

  it("finds PostgreSQL's newest server binaries outside the PATH, as Debian installs them", () => {
    const { probe } = machine({
      executables: ['/usr/lib/postgresql/15/bin/initdb', '/usr/lib/postgresql/17/bin/initdb'],
      dirs: { '/usr/lib/postgresql': ['15', '17'] },
    })
    expect(ensure(postgresql, probe)).toMatchObject({ ok: true, path: '/usr/lib/postgresql/17/bin/initdb' })
    expect(ensure(postgresql, machine({}).probe)).toEqual({
      ok: false,
      message: 'PostgreSQL is needed and was not found: run `sudo apt-get install -y postgresql`, then run the command again.',
    })
  })

  it('the command npm test runs first reports the browser it will use', () => {
    const dir = mkdtempSync(join(tmpdir(), 'need-'))
    const fake = join(dir, 'chromium')
    writeFileSync(fake, '#!/bin/sh\n')
    chmodSync(fake, 0o755)
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/need.ts', 'chromium'], {
      env: { PATH: dirname(process.execPath), CHROMIUM_PATH: fake },
      encoding: 'utf8',
    })
    expect(run.stdout.trim()).toBe(`need: Chromium at ${fake}`)
    expect(run.status).toBe(0)
  })
})
