/**
 * `tsx scripts/need.ts chromium postgresql`: makes sure what the suite needs from outside npm is here (see
 * scripts/lib/system-deps.ts), installing Debian's package when this machine can. Exits 1 at once with the one
 * command to run when it cannot.
 */
import { chromium, ensure, headlessShell, postgresql, realProbe, report, type SystemDep } from './lib/system-deps'

const known: Record<string, SystemDep> = { chromium, 'chromium-headless-shell': headlessShell, postgresql }
const wanted = process.argv.slice(2)
const probe = realProbe()
let failed = false
for (const name of wanted) {
  const dep = known[name]
  if (!dep) throw new Error(`need: unknown dependency '${name}' (known: ${Object.keys(known).join(', ')})`)
  const result = ensure(dep, probe, () => console.log(`need: installing Debian's ${dep.aptPackage} package…`))
  const { line, stops } = report(dep, result)
  if (stops) {
    console.error(line)
    failed = true
  } else console.log(line)
}
process.exit(failed ? 1 : 0)
