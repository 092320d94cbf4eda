import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import babelParser from '@babel/eslint-parser'
import { ESLint } from 'eslint'
import importPlugin from 'eslint-plugin-import'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findCycles, IGNORES } from '@scripts/check-cycles'

const repo = fileURLToPath(new URL('../..', import.meta.url))

/**
 * A small project with every kind of link: a cycle through a path alias, type-only imports both ways, a re-export
 * of types, a dynamic import, a side-effect import, `export type *`, and a cycle in an ignored folder.
 */
const fixture: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { moduleResolution: 'bundler', paths: { '@/*': ['./src/*'] } } }),
  // a → b (through the alias) → c → a: a cycle of values.
  'src/a.ts': "import { b } from '@/b'\nexport const a = () => b\n",
  'src/b.ts': "import { c } from './c'\nexport const b = () => c\n",
  // c imports two modules of the cycle: the rule reported the first only (its walk had seen b), this check both.
  'src/c.ts': "import { a } from './a'\nimport { b } from '@/b'\nexport const c = () => [a, b]\n",
  // d → e by `import type`, e → d by value: type-only, no cycle.
  'src/d.ts': "import type { E } from './e'\nexport const d = (e: E) => e\n",
  'src/e.ts': "import { d } from './d'\nexport type E = number\nexport const e = d\n",
  // f → g with every name a type, g → f by value: no cycle.
  'src/f.ts': "import { type G, type H } from './g'\nexport const f = (g: G, h: H) => [g, h]\n",
  'src/g.ts': "import { f } from './f'\nexport type G = string\nexport type H = string\nexport const g = f\n",
  // h re-exports a type from i, i → h by value: the rule counts `export type { … } from` (a link both ways).
  'src/h.ts': "export type { I } from './i'\nexport const h = 1\n",
  'src/i.ts': "import { h } from './h'\nexport type I = typeof h\n",
  // j → k by a dynamic import, k → j by value: a cycle.
  'src/j.ts': "export const j = 1\nexport const load = () => import('./k')\n",
  'src/k.ts': "import { j } from './j'\nexport const k = j\n",
  // l → m by a side-effect import, m → l by value: reported in m only (the rule skips imports without names).
  'src/l.ts': "import './m'\nexport const l = 1\n",
  'src/m.ts': "import { l } from './l'\nexport const m = l\n",
  // n → o by `export type *` and by value, o → n by value: `export type *` is reported, being in the cycle.
  'src/n.ts': "export type * from './o'\nimport { o } from './o'\nexport const n = () => o\n",
  'src/o.ts': "import { n } from './n'\nexport type O = number\nexport const o = () => n\n",
  // A view importing into the cycle is not in it.
  'src/view.tsx': "import { a } from '@/a'\nexport const View = () => <p>{String(a)}</p>\n",
  // An ignored folder is neither linted nor checked.
  'dist/p.ts': "import { q } from './q'\nexport const p = q\n",
  'dist/q.ts': "import { p } from './p'\nexport const q = p\n",
}

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'check-cycles-'))
  for (const [path, text] of Object.entries(fixture)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** ESLint's `import/no-cycle` with the settings eslint.config.js had for it, on the fixture: `file:line` found. */
async function ruleFindings() {
  const babel = (isTSX: boolean) => ({
    parser: babelParser,
    parserOptions: {
      requireConfigFile: false,
      babelOptions: {
        cwd: repo,
        babelrc: false,
        configFile: false,
        presets: [['@babel/preset-typescript', { isTSX, allExtensions: isTSX }], ...(isTSX ? ['@babel/preset-react'] : [])],
      },
    },
  })
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      { ignores: IGNORES },
      { files: ['**/*.ts'], languageOptions: babel(false) },
      { files: ['**/*.tsx'], languageOptions: babel(true) },
      {
        files: ['**/*.{ts,tsx,js}'],
        plugins: { import: importPlugin },
        settings: {
          'import/resolver': { typescript: { project: join(dir, 'tsconfig.json') } },
          'import/parsers': { '@babel/eslint-parser': ['.ts', '.tsx'] },
          'import/extensions': ['.ts', '.tsx', '.js'],
          'import/ignore': ['node_modules', '\\.d\\.ts$'],
        },
        rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
      },
    ],
  })
  const results = await eslint.lintFiles(['.'])
  return results.flatMap((result) => result.messages.map((message) => `${relative(dir, result.filePath)}:${message.line}`))
}

describe('scripts/check-cycles.ts', () => {
  it("flags the files ESLint's import/no-cycle flagged, at every line the rule reported and no others", async () => {
    const expected = ['src/a.ts:1', 'src/b.ts:1', 'src/c.ts:1', 'src/c.ts:2', 'src/h.ts:1', 'src/i.ts:1', 'src/j.ts:2', 'src/k.ts:1', 'src/m.ts:1', 'src/n.ts:1', 'src/n.ts:2', 'src/o.ts:1']
    const { cycles, files } = findCycles(dir)
    const found = cycles.map((cycle) => `${cycle.file}:${cycle.line}`).sort()
    expect(found).toEqual(expected)
    expect(files).toBe(Object.keys(fixture).filter((path) => path.startsWith('src/')).length)

    const rule = await ruleFindings()
    // The rule: the first import closing a cycle in each file, then only those whose modules it had not walked.
    expect(rule.sort()).toEqual(['src/a.ts:1', 'src/b.ts:1', 'src/c.ts:1', 'src/h.ts:1', 'src/i.ts:1', 'src/j.ts:2', 'src/k.ts:1', 'src/m.ts:1', 'src/n.ts:1', 'src/o.ts:1'])
    const file = (place: string) => place.split(':')[0]
    expect([...new Set(found.map(file))]).toEqual([...new Set(rule.map(file))])
    expect(found).toEqual(expect.arrayContaining(rule))
  }, 60_000)

  it('names the way back for each import in a cycle', () => {
    const { cycles } = findCycles(dir)
    expect(cycles.find((cycle) => cycle.file === 'src/a.ts')).toEqual({ file: 'src/a.ts', line: 1, specifier: '@/b', via: ['src/b.ts', 'src/c.ts'] })
    expect(cycles.find((cycle) => cycle.file === 'src/j.ts')).toMatchObject({ specifier: './k', via: ['src/k.ts'] })
  })

  it("skips the same files as eslint.config.js's ignores", async () => {
    // A computed specifier: the config is plain JavaScript, without types.
    const config = (await import(new URL('eslint.config.js', `file://${repo}`).href)) as { default: { ignores?: string[] }[] }
    expect(IGNORES).toEqual(config.default[0].ignores)
    // Importing the config loads ESLint's plugins: 6.2 s under npm test's niced load on a slow hour, past vitest's
    // default 5 s (a budget, like the first test's, not a delay).
  }, 60_000)
})
