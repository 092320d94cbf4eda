/**
 * What the test suite needs from outside npm (Debian's Chromium for the end-to-end tests, PostgreSQL for the
 * server suite on a real database): find it, install Debian's package when this machine can, or stop at once with
 * the one command that fixes it. `npm test` and `npm run test:server:pg` run this first (scripts/need.ts), so a
 * missing browser never surfaces minutes later as a Playwright stack trace.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants, readdirSync, readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/** A program the suite needs, how to look for it, and the Debian package that provides it. */
export interface SystemDep {
  name: string
  aptPackage: string
  /** Where to look, in order; the first executable one wins. */
  candidates(env: NodeJS.ProcessEnv): string[]
  /** What the found path is exported as, so that the tools that need it find the same one. */
  exportAs?: string
  /** Wanted but not needed: what the suite does without it (need.ts then notes it is missing and goes on). */
  without?: string
}

/** The ways a machine is asked; tests replace them. */
export interface SystemProbe {
  env: NodeJS.ProcessEnv
  isExecutable(path: string): boolean
  /** Debian's packages can be installed here without asking anyone (root, or password-less sudo, and apt-get). */
  canInstall(): boolean
  /** Installs the package; true when it worked. */
  install(aptPackage: string): boolean
  listDir(path: string): string[]
}

export type Found = { ok: true; path: string; installed: boolean } | { ok: false; message: string }

/** Every `name` on the PATH, in PATH order. */
function onPath(env: NodeJS.ProcessEnv, ...names: string[]) {
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean)
  return dirs.flatMap((dir) => names.map((name) => join(dir, name)))
}

export const chromium: SystemDep = {
  name: 'Chromium',
  aptPackage: 'chromium',
  exportAs: 'CHROMIUM_PATH',
  candidates: (env) => [
    ...(env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : []),
    ...onPath(env, 'chromium', 'chromium-browser'),
    // Debian, then Ubuntu's snap, whatever the PATH says.
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
  ],
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same engine as `chromium` without the
 * browser's own layers, which is what Playwright itself runs headless tests in. The e2e suite runs in it where it is
 * installed, for its lower CPU (`npm run bench:suite -- e2e` prints it; docs/decisions/0022-chromium-from-debian.md).
 * Lighthouse and the screenshots keep the full browser, which is what a customer runs.
 */
export const headlessShell: SystemDep = {
  name: "Chromium's headless shell",
  aptPackage: 'chromium-headless-shell',
  exportAs: 'CHROMIUM_HEADLESS_SHELL_PATH',
  without: 'the end-to-end tests run in the full Chromium instead, using more CPU',
  candidates: (env) => [
    ...(env.CHROMIUM_HEADLESS_SHELL_PATH ? [env.CHROMIUM_HEADLESS_SHELL_PATH] : []),
    ...onPath(env, 'chromium-headless-shell'),
    '/usr/bin/chromium-headless-shell',
  ],
}

/**
 * The flags Debian's Chromium runs with under the suite's browsers (Playwright, Lighthouse's puppeteer): no sandbox
 * (root in a container), no GPU, and none of the background traffic a first run starts. Without `--headless`:
 * Playwright's config adds it, puppeteer adds its own. Kept as JSON for lighthouserc.cjs, which Lighthouse CI
 * loads with `require`.
 */
export const CHROMIUM_FLAGS: string[] = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'))

export const postgresql: SystemDep = {
  name: 'PostgreSQL',
  aptPackage: 'postgresql',
  candidates: (env) => onPath(env, 'initdb'),
}

/** PostgreSQL's server binaries live outside the PATH on Debian: /usr/lib/postgresql/<version>/bin. */
function postgresCandidates(probe: SystemProbe) {
  const versions = probe.listDir('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
  return [...postgresql.candidates(probe.env), ...versions.map((version) => `/usr/lib/postgresql/${version}/bin/initdb`)]
}

function candidatesOf(dep: SystemDep, probe: SystemProbe) {
  return dep === postgresql ? postgresCandidates(probe) : dep.candidates(probe.env)
}

/** Where the program is now, without installing anything (playwright.config.ts and the screenshot script). */
export function locate(dep: SystemDep, probe: SystemProbe = realProbe()) {
  return candidatesOf(dep, probe).find((path) => probe.isExecutable(path))
}

/** The one line that tells a person what to run when the suite cannot set itself up. */
export function instruction(dep: SystemDep) {
  return `${dep.name} is needed and was not found: ${fix(dep)}`
}

/** How to get the program: the package to install, or the variable that points at one. */
function fix(dep: SystemDep) {
  const variable = dep.exportAs ? ` (or set ${dep.exportAs} to an installed ${dep.name})` : ''
  return `run \`sudo apt-get install -y ${dep.aptPackage}\`${variable}, then run the command again.`
}

/** Finds the program, or installs Debian's package when the machine allows it, or says what to run. */
export function ensure(dep: SystemDep, probe: SystemProbe, onInstall?: () => void): Found {
  const find = () => locate(dep, probe)
  const found = find()
  if (found) return { ok: true, path: found, installed: false }
  if (!probe.canInstall()) return { ok: false, message: instruction(dep) }
  onInstall?.()
  if (!probe.install(dep.aptPackage)) return { ok: false, message: instruction(dep) }
  const after = find()
  return after ? { ok: true, path: after, installed: true } : { ok: false, message: instruction(dep) }
}

/**
 * What need.ts prints for a result, and whether the run stops: a missing program stops it, unless the suite can do
 * without it (`without`), when the line says so and the run goes on.
 */
export function report(dep: SystemDep, result: Found): { line: string; stops: boolean } {
  if (result.ok) return { line: `need: ${dep.name} ${result.installed ? 'installed at' : 'at'} ${result.path}`, stops: false }
  if (!dep.without) return { line: result.message, stops: true }
  return { line: `need: ${dep.name} was not found: ${fix(dep)} Without it ${dep.without}.`, stops: false }
}

function commandWorks(command: string, args: string[]) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0
}

/** The real machine. */
export function realProbe(env: NodeJS.ProcessEnv = process.env): SystemProbe {
  const isRoot = process.getuid?.() === 0
  const sudo = isRoot ? [] : ['sudo', '-n']
  const run = (args: string[]) => {
    const [command, ...rest] = [...sudo, ...args]
    execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  return {
    env,
    isExecutable(path) {
      try {
        accessSync(path, constants.X_OK)
        return true
      } catch {
        return false
      }
    },
    canInstall: () => commandWorks('apt-get', ['--version']) && (isRoot || commandWorks('sudo', ['-n', 'true'])),
    install(aptPackage) {
      try {
        run(['apt-get', 'update', '-qq'])
        run(['apt-get', 'install', '-y', '-qq', aptPackage])
        return true
      } catch {
        return false
      }
    },
    listDir(path) {
      try {
        return readdirSync(path)
      } catch {
        return []
      }
    },
  }
}
