/**
 * `tsx scripts/e2e-template.ts DIR`: migrates and seeds the end-to-end suite's template database in DIR (what
 * Playwright's global setup does, tests/e2e/global-setup.ts). `npm test` runs it beside the build, so the database
 * is ready when the build is and Playwright's workers start on copies of it at once (E2E_TEMPLATE_DIR).
 */
import { makeTemplate } from '../tests/e2e/global-setup'

const dataDir = process.argv[2]
if (!dataDir) {
  console.error('usage: tsx scripts/e2e-template.ts DIR')
  process.exit(1)
}
await makeTemplate(dataDir)
console.log(`e2e template database ready in ${dataDir}`)
