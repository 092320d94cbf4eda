/**
 * Leaves Panda's unused design tokens and keyframes out of the build's stylesheets (the first load of `/`
 * carried every `--*` of Panda's default theme, 3.4 KB of its 16 KB brotli CSS, most of it a palette nobody uses).
 * Panda 1.12 has no switch for it (`optimize.removeUnusedTokens` came later), so this plugin does it on the output;
 * tests/unit/prune-css.test.ts checks what it keeps.
 *
 * A variable declared in the `tokens` layer stays when something may read it: a `var(--x)` in any rule outside
 * that layer, in another kept token's value, or the name `--x` anywhere in the built JavaScript (an inline style, a
 * `getComputedStyle` read, `token.var()`). A `@keyframes` stays when its name appears in a kept declaration or in
 * the JavaScript. Both rules look at everything the build emits, so a page loaded later keeps what it uses.
 */
import postcss, { type AtRule, type Declaration, type Node, type Root } from 'postcss'
import type { Plugin } from 'vite'

const VAR_REF = /var\(\s*(--[\w\\.-]+)/g
const JS_VAR = /--[A-Za-z][\w-]*/g

function inTokensLayer(node: Declaration) {
  for (let parent: Node | undefined = node.parent as Node | undefined; parent; parent = parent.parent as Node | undefined) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer' && (parent as AtRule).params === 'tokens') return true
  }
  return false
}

/** Removes from `roots` the token variables and keyframes that neither the CSS nor `scripts` can reach. */
export function pruneUnused(roots: Root[], scripts: string) {
  const used = new Set<string>(scripts.match(JS_VAR) ?? [])
  const tokens = new Map<string, Declaration[]>()
  const refs = (value: string) => [...value.matchAll(VAR_REF)].map((m) => m[1].replace(/\\/g, ''))
  for (const root of roots) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && inTokensLayer(decl)) {
        const name = decl.prop.replace(/\\/g, '')
        tokens.set(name, [...(tokens.get(name) ?? []), decl])
      } else {
        for (const name of refs(decl.value)) used.add(name)
      }
    })
  }
  // A kept token keeps the tokens its value reads (semantic tokens point at the palette).
  const queue = [...used]
  while (queue.length > 0) {
    for (const decl of tokens.get(queue.pop()!) ?? []) {
      for (const name of refs(decl.value)) if (!used.has(name)) (used.add(name), queue.push(name))
    }
  }
  let removed = 0
  for (const [name, decls] of tokens) {
    if (used.has(name)) continue
    for (const decl of decls) decl.remove()
    removed += 1
  }

  const words = new Set<string>(scripts.match(/[A-Za-z][\w-]*/g) ?? [])
  for (const root of roots) root.walkDecls((decl) => decl.value.match(/[A-Za-z][\w-]*/g)?.forEach((w) => words.add(w)))
  for (const root of roots) {
    root.walkAtRules(/keyframes$/, (rule) => {
      if (!words.has(rule.params.trim())) (rule.remove(), (removed += 1))
    })
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove()
    })
  }
  return removed
}

export function pruneCss(): Plugin {
  return {
    name: 'ring:prune-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      if (this.environment?.config.build.ssr) return
      const files = Object.values(bundle)
      const scripts = files.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n')
      const sheets = files.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
      const roots = sheets.map((file) => postcss.parse(String(file.type === 'asset' ? file.source : '')))
      pruneUnused(roots, scripts)
      sheets.forEach((file, index) => {
        if (file.type === 'asset') file.source = roots[index].toString()
      })
    },
  }
}
