/**
 * `npm run scenarios`: writes the testers' catalogue to docs/scenarios/ and prints the coverage of each machine: the
 * two CSVs a tester imports (testrail.csv, xray.csv: committed, and checked current by tests/unit/flows.test.ts) and
 * the pages and JSON made from the same data (git-ignored: generated, not kept), and README.md's facts block. Exits non-zero when a machine has
 * no samples or falls below 100% of its states or transitions. `--check` prints the coverage without writing files.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { machineEntries } from '@machines/registry'
import { allSamples } from '../tests/machines/samples'
import { buildScenarios, CSV_FILES, handTitled, isFullyCovered, replayedIn, scenarioFiles, staleTitles } from './lib/scenarios'
import { readmeFacts, withFacts } from './lib/readme-facts'

const check = process.argv.includes('--check')
const withoutSamples = machineEntries.filter(({ id }) => !allSamples[id]).map(({ id }) => id)
const specs = readdirSync('tests/e2e').filter((file) => file.endsWith('.spec.ts'))
const replayed = replayedIn(specs.map((file) => readFileSync(`tests/e2e/${file}`, 'utf8')))
const results = machineEntries.filter(({ id }) => allSamples[id]).map(({ id }) => buildScenarios(id, allSamples[id]))

for (const r of results) {
  console.log(
    `${r.id.padEnd(24)} ${String(r.covering.length).padStart(3)} covering ${String(r.scenarios.length).padStart(4)} generated  states ${r.states.reached}/${r.states.total}  transitions ${r.transitions.reached}/${r.transitions.total}  replayed in the browser: ${replayed.has(r.id) ? 'yes' : 'no '}  titled by hand ${handTitled(r)}/${r.covering.length}${isFullyCovered(r) ? '' : '  ← below 100%'}`,
  )
}
const totals = results.reduce(
  (sum, r) => ({
    scenarios: sum.scenarios + r.scenarios.length,
    states: sum.states + r.states.total,
    transitions: sum.transitions + r.transitions.total,
  }),
  { scenarios: 0, states: 0, transitions: 0 },
)
console.log(
  `${results.length} machines, ${totals.states} states, ${totals.transitions} transitions, ${totals.scenarios} scenarios, ${results.filter((r) => replayed.has(r.id)).length} replayed in the browser`,
)

if (!check) {
  mkdirSync('docs/scenarios', { recursive: true })
  for (const [path, content] of scenarioFiles(results, replayed)) writeFileSync(path, content)
  // README.md's counts follow the catalogue just written (scripts/lib/readme-facts.ts).
  const readme = readFileSync('README.md', 'utf8')
  writeFileSync('README.md', withFacts(readme, readmeFacts(machineEntries, readFileSync(CSV_FILES.testRail, 'utf8'))))
  console.log('wrote docs/scenarios and the facts block of README.md')
}
for (const r of results) {
  for (const title of staleTitles(r)) console.error(`${r.id}: hand-written title for a scenario no longer in the covering set: ${title}`)
}
if (withoutSamples.length) console.error(`Machines without samples: ${withoutSamples.join(', ')}`)
if (withoutSamples.length || results.some((r) => !isFullyCovered(r))) process.exit(1)
