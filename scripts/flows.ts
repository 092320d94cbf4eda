/**
 * `npm run flows`: writes docs/flows/ (a page, a Mermaid diagram and the visualizer-ready JavaScript per machine, an
 * index and the system page) from machines/registry.ts, and removes files there that no machine produces any more.
 * All of it is git-ignored: generated, not kept (tests/unit/flows.test.ts checks that it builds). It also rewrites
 * README.md's facts block (scripts/lib/readme-facts.ts). `--check` writes nothing and exits non-zero when a file
 * written before, or the README's block, is stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { machineEntries } from '@machines/registry'
import { flowFiles, visualizerFiles } from './lib/flow-docs'
import { readmeFacts, withFacts } from './lib/readme-facts'

const check = process.argv.includes('--check')
const files = flowFiles(machineEntries)
const stale: string[] = []
mkdirSync('docs/flows', { recursive: true })
for (const [path, content] of files) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null
  if (current === content) continue
  if (check) stale.push(path)
  else writeFileSync(path, content)
}
for (const name of readdirSync('docs/flows')) {
  const path = `docs/flows/${name}`
  if (files.has(path) || name === 'visualizer') continue
  if (check) stale.push(path)
  else rmSync(path)
}
if (!check) {
  // Not committed (each repeats the code block at the end of its page): written fresh every time.
  rmSync('docs/flows/visualizer', { recursive: true, force: true })
  mkdirSync('docs/flows/visualizer', { recursive: true })
  for (const [path, content] of visualizerFiles(machineEntries)) writeFileSync(path, content)
}
// README.md's counts (flows, children, scenarios) are generated too: its facts block is kept current here.
const readme = readFileSync('README.md', 'utf8')
const refreshed = withFacts(readme, readmeFacts(machineEntries, readFileSync('docs/scenarios/testrail.csv', 'utf8')))
if (refreshed !== readme) {
  if (check) stale.push('README.md (its facts block)')
  else writeFileSync('README.md', refreshed)
}
if (check && stale.length) {
  console.error(`Stale flow docs (run npm run flows):\n  ${stale.join('\n  ')}`)
  process.exit(1)
}
console.log(check ? `docs/flows is up to date (${files.size} files)` : `wrote docs/flows (${files.size} files)`)
