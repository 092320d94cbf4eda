/**
 * Replaces each `css({ … })` call whose styles are written out in full with the class string it returns, at build
 * time, for Total Blocking Time (`npm run bench:lighthouse` asserts it). Panda 1.12's `css()` turns a style object
 * into class names in the browser:
 * the ninety-odd calls at the top of our modules ran while the entry and each route chunk were evaluated, a third
 * of the entry's evaluation on a signed-in page, and those in components ran again on every render. Panda 2 does
 * the same ("source transforms"); it is in beta, so this plugin does it for 1.12.
 *
 * The class string comes from the very `css()` the browser would run (the generated `styled-system/css`, imported
 * here), so it is the same string. A shared piece held in a module's top-level `const`, itself written out in full
 * and never assigned to or declared again in that module, counts as written out. A call stays as it is when any
 * other part of its argument is not a literal: a spread, a parameter, a condition. The stylesheet does not change:
 * Panda extracts it from the sources.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

type Css = (...styles: unknown[]) => string
interface AstNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const NOT_LITERAL = Symbol('not a literal')
const STYLED_CSS = /(^|\/)styled-system\/css(\/index\.mjs)?$/

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string'

/**
 * The value an expression written out in literals stands for, or NOT_LITERAL. `shared` holds the values of the
 * module's top-level constants that are written out too.
 */
function literalValue(node: AstNode, shared: ReadonlyMap<string, unknown> = new Map()): unknown {
  const valueOf = (inner: AstNode) => literalValue(inner, shared)
  switch (node.type) {
    case 'Identifier':
      return shared.has(node.name as string) ? shared.get(node.name as string) : NOT_LITERAL
    case 'Literal':
      return node.regex || typeof node.value === 'bigint' ? NOT_LITERAL : node.value
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[]
      return (node.expressions as unknown[]).length === 0 && quasis[0].value.cooked !== null ? quasis[0].value.cooked : NOT_LITERAL
    }
    case 'UnaryExpression': {
      const value = node.operator === '-' && isNode(node.argument) ? valueOf(node.argument) : NOT_LITERAL
      return typeof value === 'number' ? -value : NOT_LITERAL
    }
    case 'ArrayExpression': {
      const values = (node.elements as (AstNode | null)[]).map((element) =>
        element && element.type !== 'SpreadElement' ? valueOf(element) : NOT_LITERAL,
      )
      return values.includes(NOT_LITERAL) ? NOT_LITERAL : values
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {}
      for (const property of node.properties as AstNode[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_LITERAL
        const key = property.key as AstNode
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined
        const value = valueOf(property.value as AstNode)
        if (name === undefined || name === '__proto__' || value === NOT_LITERAL) return NOT_LITERAL
        object[name] = value
      }
      return object
    }
    default:
      return NOT_LITERAL
  }
}

/** Every node below `node`, depth first. */
function* nodesIn(node: AstNode): Generator<AstNode> {
  yield node
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodesIn(item)
    } else if (isNode(value)) yield* nodesIn(value)
  }
}

/** The names a module declares, anywhere in it (variables, parameters, functions, classes, imports). */
function declaredNames(program: AstNode) {
  const names: string[] = []
  const patternNames = (pattern: AstNode) => {
    for (const inner of nodesIn(pattern)) if (inner.type === 'Identifier') names.push(inner.name as string)
  }
  for (const node of nodesIn(program)) {
    if (node.type === 'VariableDeclarator') patternNames(node.id as AstNode)
    if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
      for (const param of node.params as AstNode[]) patternNames(param)
    }
    if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && isNode(node.id)) names.push(node.id.name as string)
    if (node.type === 'CatchClause' && isNode(node.param)) patternNames(node.param)
    if (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier') {
      names.push((node.local as { name: string }).name)
    }
  }
  return names
}

/**
 * The module's top-level `const name = <written out>` values whose name is declared once and never assigned to,
 * nor a property of it (`name.x = …`): a style piece that several `css()` calls share.
 */
function sharedConstants(program: AstNode) {
  const once = new Map<string, number>()
  for (const name of declaredNames(program)) once.set(name, (once.get(name) ?? 0) + 1)
  const changed = new Set<string>()
  for (const node of nodesIn(program)) {
    const target =
      node.type === 'AssignmentExpression' ? (node.left as AstNode) : node.type === 'UpdateExpression' ? (node.argument as AstNode) : null
    let root = target
    while (root?.type === 'MemberExpression') root = root.object as AstNode
    if (root?.type === 'Identifier') changed.add(root.name as string)
    if (node.type === 'UnaryExpression' && node.operator === 'delete') {
      let deleted = node.argument as AstNode
      while (deleted.type === 'MemberExpression') deleted = deleted.object as AstNode
      if (deleted.type === 'Identifier') changed.add(deleted.name as string)
    }
  }
  const shared = new Map<string, unknown>()
  for (const statement of program.body as AstNode[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration) ? statement.declaration : statement
    if (declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of declaration.declarations as AstNode[]) {
      const id = declarator.id as AstNode
      if (id.type !== 'Identifier' || !isNode(declarator.init)) continue
      const name = id.name as string
      if (once.get(name) !== 1 || changed.has(name)) continue
      const value = literalValue(declarator.init, shared)
      if (value !== NOT_LITERAL) shared.set(name, value)
    }
  }
  return shared
}

/**
 * `code` with its literal `css()` calls replaced (or null when none is), given the module's AST and Panda's `css`.
 * Only the name imported as `css` from styled-system/css counts, and not in a module that declares that name again.
 */
export function inlineCss(code: string, program: AstNode, css: Css) {
  const imported = (program.body as AstNode[])
    .filter((node) => node.type === 'ImportDeclaration' && STYLED_CSS.test((node.source as { value: string }).value))
    .flatMap((node) => node.specifiers as AstNode[])
    .find((specifier) => specifier.type === 'ImportSpecifier' && (specifier.imported as { name: string }).name === 'css')
  if (!imported) return null
  const local = (imported.local as { name: string }).name

  const shared = sharedConstants(program)
  const replacements: { start: number; end: number; text: string }[] = []
  let rebound = 0
  for (const node of nodesIn(program)) {
    // A binding of the same name (a variable, a parameter): the whole module is left alone.
    if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier' && (node.id as { name: string }).name === local)
      rebound++
    if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
      for (const param of node.params as AstNode[])
        for (const inner of nodesIn(param)) if (inner.type === 'Identifier' && inner.name === local) rebound++
    }
    if (node.type !== 'CallExpression' || node.optional) continue
    const callee = node.callee as AstNode
    if (callee.type !== 'Identifier' || callee.name !== local) continue
    const args = (node.arguments as AstNode[]).map((arg) => (arg.type === 'SpreadElement' ? NOT_LITERAL : literalValue(arg, shared)))
    if (args.length === 0 || args.includes(NOT_LITERAL)) continue
    if (!code.startsWith(local, node.start)) throw new Error(`static-css: the parser's offsets do not match the code at ${node.start}`)
    replacements.push({ start: node.start, end: node.end, text: JSON.stringify(css(...args)) })
  }
  if (rebound > 0 || replacements.length === 0) return null
  let out = code
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) out = out.slice(0, start) + text + out.slice(end)
  return { code: out, count: replacements.length }
}

/** The build's plugin: runs after Vite has turned TypeScript and JSX into JavaScript. */
export function staticCss(): Plugin {
  let css: Css
  let inlined = 0
  let root = process.cwd()
  return {
    name: 'ring:static-css',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      inlined = 0
      const module = (await import(pathToFileURL(join(root, 'styled-system/css/index.mjs')).href)) as { css: Css }
      css = module.css
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]) || !code.includes('styled-system/css')) return null
      const result = inlineCss(code, this.parse(code) as unknown as AstNode, css)
      if (!result) return null
      inlined += result.count
      return { code: result.code, map: null }
    },
    buildEnd() {
      this.info(`static-css: ${inlined} css() calls written out as class strings`)
    },
  }
}
