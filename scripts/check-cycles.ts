/**
 * `tsx scripts/check-cycles.ts`: no import cycles among the project's own modules (part of `npm run lint` and of
 * `npm test`). It replaces ESLint's `import/no-cycle`, which was 71 % of ESLint's rule time (it re-resolves and
 * re-parses the imports of every module it walks for every file it lints): this reads each module once with
 * oxc's parser, resolves each specifier once with oxc's resolver and the tsconfig.json path aliases, and walks the
 * graph once (strongly connected components).
 *
 * It flags the files `import/no-cycle` flagged (eslint-plugin-import 2.32, `ignoreExternal: true`, the settings of
 * eslint.config.js), quirks included; tests/unit/check-cycles.test.ts runs both on the same fixture:
 *   - a link is a static import, an `export … from`, an `export * from` or an `import('literal')` between the
 *     project's .ts, .tsx and .js files (not node_modules, not .d.ts: `import/ignore`, `import/extensions`);
 *   - type-only links do not count: `import type …`, `import { type A, type B }` (every name a type) and
 *     `export type * from`. `export type { A } from` DOES count (the rule only looks at `importKind`);
 *   - in each linted file (eslint.config.js's files, minus its ignores) it reports every import whose module is in
 *     the file's strongly connected component, i.e. leads back to the file. The rule reported the first of them
 *     and then only those whose modules its walk had not yet visited (so fewer lines, the same files). A
 *     side-effect `import './x'` is not reported in the file that has it (the rule skips imports without names),
 *     though it links the modules for the other files of the cycle. An `export type * from` is reported when its
 *     module is in the file's component through other links; where the file had no other link, the rule's answer
 *     depended on which file ESLint had linted first (its cached components), and this check does not report it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSync } from 'oxc-parser'
import { ResolverFactory } from 'oxc-resolver'

/** eslint.config.js's ignores, the same list (tests/unit/check-cycles.test.ts compares them). */
export const IGNORES = ['dist/**', 'dist-*/**', 'styled-system/**', 'node_modules/**', 'docs/**', 'data/**', '.data-*/**', 'src/routeTree.gen.ts', 'test-results/**']

/** The extensions of the files ESLint lints with the import rules and of the modules the rule reads. */
const LINTED = /\.(ts|tsx|js)$/

export interface Cycle {
  /** The importing file, relative to the root, with `/`. */
  file: string
  line: number
  specifier: string
  /** The modules from the imported one back to `file`, relative to the root. */
  via: string[]
}

interface Import {
  specifier: string
  line: number
  /** Counts as a link of the graph (not type-only as the rule reads the module it walks). */
  link: boolean
  /** Checked in the linted file itself (the rule's own, slightly different, type-only test). */
  checked: boolean
}

const glob = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\0').replace(/\*/g, '[^/]*').replace(/\0/g, '.*')}$`)

/** The files ESLint lints for the import rules: every .ts, .tsx and .js under root, minus the ignores. */
function lintedFiles(root: string, ignores: string[]) {
  const files = ignores.map(glob)
  const dirs = ignores.filter((pattern) => pattern.endsWith('/**')).map((pattern) => glob(pattern.slice(0, -3)))
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '.git' && !dirs.some((re) => re.test(path))) walk(path)
      } else if (LINTED.test(entry.name) && !files.some((re) => re.test(path))) found.push(path)
    }
  }
  walk('')
  return found
}

/** The imports of one module, as eslint-plugin-import reads them (see the header). */
function importsOf(path: string, source: string): Import[] {
  const { module } = parseSync(path, source)
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length
  const found: Import[] = []
  for (const statement of module.staticImports) {
    const text = source.slice(statement.start, statement.end)
    const allTypes = statement.entries.every((entry) => entry.isType)
    // `import type X from`, `import type { … }`, `import type * as`: not `import type from` (a default named type).
    const declaredType = /^import\s+type(\s*[{*]|\s+(?!from\s)[\w$])/.test(text)
    found.push({
      specifier: statement.moduleRequest.value,
      line: lineAt(statement.start),
      // The module walked: `import type`, or names that are all types (an import without names is a link).
      link: !(declaredType || (statement.entries.length > 0 && allTypes)),
      // The linted file: `import type`, or every name a type, which an import without names also is.
      checked: !(declaredType || allTypes),
    })
  }
  for (const statement of module.staticExports) {
    // Only `export … from '…'`: oxc also lists `export { a }` of an imported `a`, with the import statement's span.
    const text = source.slice(statement.start, statement.end)
    const from = /^export\b[^]*\bfrom\s*(['"])([^'"]*)\1\s*;?\s*$/.exec(text)
    if (!from) continue
    // `export type * from` is type-only in the module walked, but checked in the linted file.
    found.push({ specifier: from[2], line: lineAt(statement.start), link: !/^export\s+type\s*\*/.test(text), checked: true })
  }
  for (const call of module.dynamicImports) {
    const literal = /^(['"])([^'"\\]*)\1$/.exec(source.slice(call.moduleRequest.start, call.moduleRequest.end))
    if (literal) found.push({ specifier: literal[2], line: lineAt(call.start), link: true, checked: true })
  }
  return found
}

/**
 * The import cycles under `root` (its tsconfig.json gives the path aliases): every import of a linted file whose
 * module leads back to that file, without type-only links.
 */
export function findCycles(root: string, ignores = IGNORES): { cycles: Cycle[]; files: number; modules: number } {
  const resolver = new ResolverFactory({
    // eslint-import-resolver-typescript's defaults (the resolver ESLint used).
    tsconfig: { configFile: join(root, 'tsconfig.json'), references: 'auto' },
    extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.json', '.node'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.d.ts', '.js'], '.jsx': ['.tsx', '.d.ts', '.jsx'] },
    conditionNames: ['types', 'import', 'esm2020', 'es2020', 'es2015', 'require', 'node', 'node-addons', 'browser', 'default'],
    mainFields: ['types', 'typings', 'fesm2020', 'fesm2015', 'esm2020', 'es2020', 'module', 'jsnext:main', 'main'],
  })
  /** Only the project's own modules are read (`import/ignore`, `import/extensions`, `ignoreExternal`). */
  const readable = (path: string) => !path.split(sep).includes('node_modules') && !path.endsWith('.d.ts') && LINTED.test(path)
  const resolved = (from: string, specifier: string) => {
    const result = resolver.sync(dirname(from), specifier)
    return result.path && !result.path.split(sep).includes('node_modules') ? result.path : undefined
  }

  const linted = lintedFiles(root, ignores).map((file) => join(root, file))
  const isLinted = new Set(linted)
  /** Every file read: the linted files and the modules they lead to, each import with its resolved path. */
  const parsed = new Map<string, (Import & { target?: string })[]>()
  const queue = [...linted]
  while (queue.length) {
    const path = queue.pop()!
    if (parsed.has(path)) continue
    const imports = importsOf(path, readFileSync(path, 'utf8')).map((entry) => ({ ...entry, target: resolved(path, entry.specifier) }))
    parsed.set(path, imports)
    for (const { target, link, checked } of imports) {
      // The graph follows links out of the modules the rule reads; a linted file's own checked imports are walked too.
      const follows = (link && readable(path)) || (checked && isLinted.has(path))
      if (follows && target && readable(target) && !parsed.has(target)) queue.push(target)
    }
  }

  /** The graph: each module the rule reads, to the modules it imports other than by type only. */
  const links = new Map<string, Set<string>>()
  for (const [path, imports] of parsed) {
    if (readable(path)) links.set(path, new Set(imports.filter((entry) => entry.link && entry.target).map((entry) => entry.target!)))
  }
  const component = components(links)

  /** The shortest way from `from` back to `to` through read modules (the rule's breadth-first walk), or none. */
  const wayBack = (from: string, to: string): string[] | undefined => {
    const previous = new Map<string, string>([[from, '']])
    const queue = [from]
    for (let index = 0; index < queue.length; index += 1) {
      const at = queue[index]
      for (const next of links.get(at) ?? []) {
        if (next === to) {
          const way = [at]
          while (previous.get(way[0])) way.unshift(previous.get(way[0])!)
          return way
        }
        if (!previous.has(next) && links.has(next)) {
          previous.set(next, at)
          queue.push(next)
        }
      }
    }
    return undefined
  }

  const cycles: Cycle[] = []
  const name = (path: string) => relative(root, path).split(sep).join('/')
  for (const file of linted) {
    for (const entry of parsed.get(file)!) {
      const target = entry.target
      if (!entry.checked || !target || target === file || !links.has(target)) continue
      // In a cycle: the imported module is in the file's component (a .d.ts file, not read as a module, is walked to).
      if (links.has(file) && component.get(file) !== component.get(target)) continue
      const way = wayBack(target, file)
      if (way) cycles.push({ file: name(file), line: entry.line, specifier: entry.specifier, via: way.map(name) })
    }
  }
  return { cycles, files: linted.length, modules: links.size }
}

/** Tarjan's strongly connected components, iterative: each module's component number. */
function components(links: Map<string, Set<string>>) {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const component = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  let counter = 0
  let components = 0
  for (const start of links.keys()) {
    if (index.has(start)) continue
    const work: { node: string; next: Iterator<string> }[] = []
    const open = (node: string) => {
      index.set(node, counter)
      low.set(node, counter)
      counter += 1
      stack.push(node)
      onStack.add(node)
      work.push({ node, next: (links.get(node) ?? new Set()).values() })
    }
    open(start)
    while (work.length) {
      const top = work[work.length - 1]
      const step = top.next.next()
      if (!step.done) {
        const next = step.value
        if (!links.has(next)) continue
        if (!index.has(next)) open(next)
        else if (onStack.has(next)) low.set(top.node, Math.min(low.get(top.node)!, index.get(next)!))
        continue
      }
      work.pop()
      if (work.length) low.set(work[work.length - 1].node, Math.min(low.get(work[work.length - 1].node)!, low.get(top.node)!))
      if (low.get(top.node) === index.get(top.node)) {
        let node: string
        do {
          node = stack.pop()!
          onStack.delete(node)
          component.set(node, components)
        } while (node !== top.node)
        components += 1
      }
    }
  }
  return component
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const { cycles, files, modules } = findCycles(root)
  for (const cycle of cycles) console.error(`${cycle.file}:${cycle.line}  import '${cycle.specifier}': dependency cycle via ${cycle.via.join(' => ')}`)
  if (cycles.length) {
    console.error(`\ncheck-cycles: ${cycles.length} import${cycles.length === 1 ? '' : 's'} in a cycle (${files} files, ${modules} modules read).`)
    process.exit(1)
  }
  console.log(`check-cycles: no import cycles (${files} files, ${modules} modules read).`)
}
