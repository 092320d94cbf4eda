/**
 * The layer walls of eslint.config.js (README, "The rule"), checked on the repository's own config: for each wall, an
 * import across it is reported and one along the layers is not. The linted text is virtual (a file path in the
 * layer, not on disk); the imported modules are real, so the rule resolves them as it does for the code.
 */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

/** The messages of `import/no-restricted-paths` for `source` linted as if it were `file`. */
async function wallsHit(file: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const probe = imported\n`, { filePath: `${root}/${file}` })
  return result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message)
}

// The first lint loads the config, its plugins and the resolver (1.6 s quiet, more than vitest's 5 s per test under
// npm test's niced load, beside e2e): done once here, with a budget of its own. Budgets, not retries.
beforeAll(() => eslint.lintText('', { filePath: `${root}/contract/probe.ts` }), 120_000)

describe('the layer walls', { timeout: 30_000 }, () => {
  it.each([
    ['contract/probe.ts', "import { imported } from '@machines/chart'", /contract\/ imports only zod/],
    ['machines/probe.ts', "import { imported } from '@/lib/filters'", /Machines are pure XState/],
    ['server/probe.ts', "import { imported } from '@/lib/filters'", /The server shares only contract/],
    ['scripts/probe.ts', "import { imported } from '@/lib/locale'", /Scripts do not import the SPA/],
    ['src/lib/probe.ts', "import { imported } from '@/api/client'", /src\/lib is below src\/api/],
    ['src/features/cart/probe.ts', "import { imported } from '@/features/shop/shop-page'", /No feature imports another/],
    ['src/components/ui/probe.ts', "import { imported } from '@/api/client'", /UI primitives know nothing of the app/],
  ])('%s may not: %s', async (file, source, message) => {
    const hits = await wallsHit(file, source)
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatch(message)
  })

  it.each([
    ['server/probe.ts', "import { imported } from '@contract/errors'"],
    ['machines/probe.ts', "import { imported } from '@contract/errors'"],
    ['scripts/card-form/probe.ts', "import { imported } from '@/lib/filters'"],
    ['src/features/cart/probe.ts', "import { imported } from '@/lib/filters'"],
  ])('%s may: %s', async (file, source) => {
    expect(await wallsHit(file, source)).toEqual([])
  })
})

/** The messages of `no-restricted-imports` for `source` linted as if it were `file`. */
async function importsRefused(file: string, source: string) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: `${root}/${file}` })
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('the styles wall: features style through the theme', { timeout: 30_000 }, () => {
  it.each([
    ["import { css } from 'styled-system/css'\nexport const probe = css({ color: 'red' })"],
    ["import { css as style } from 'styled-system/css'\nexport const probe = style({ color: 'red' })"],
    ["import { sva } from 'styled-system/css'\nexport const probe = sva({ slots: ['root'], base: {} })"],
  ])('a feature may not: %s', async (source) => {
    const hits = await importsRefused('src/features/shop/probe.tsx', source)
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatch(/Features write no one-off CSS/)
  })

  it('a feature may compose recipes and join class names', async () => {
    const source =
      "import { cx } from 'styled-system/css'\nimport { text } from 'styled-system/recipes/text'\nexport const probe = cx(text({ size: 'sm' }), 'x')"
    expect(await importsRefused('src/features/shop/probe.tsx', source)).toEqual([])
  })

  it('keeps the path-alias rule in features', async () => {
    const hits = await importsRefused('src/features/shop/probe.ts', "export { probe } from '../../../probe'")
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatch(/Use a path alias/)
  })

  it('leaves the shared wrappers their css()', async () => {
    const source = "import { css } from 'styled-system/css'\nexport const probe = css({ color: 'red' })"
    expect(await importsRefused('src/components/ui/probe.tsx', source)).toEqual([])
  })
})

describe("the zod wall: the browser's code builds schemas with zod/mini", { timeout: 30_000 }, () => {
  it.each([
    ['contract/probe.ts', "import { z } from 'zod'"],
    ['machines/probe.ts', "import type { z } from 'zod'"],
    ['src/api/probe.ts', "import { z } from 'zod/v4'"],
    ['src/features/shop/probe.ts', "import { z } from 'zod'"],
  ])('%s may not: %s', async (file, source) => {
    const hits = await importsRefused(file, `${source}\nexport const probe = z`)
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatch(/imports zod\/mini/)
  })

  it.each([
    ['contract/probe.ts', "import { z } from 'zod/mini'"],
    ['src/features/shop/probe.ts', "import { z } from 'zod/mini'"],
    ['server/probe.ts', "import { z } from 'zod'"],
  ])('%s may: %s', async (file, source) => {
    expect(await importsRefused(file, `${source}\nexport const probe = z`)).toEqual([])
  })
})
