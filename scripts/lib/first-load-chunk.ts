/**
 * One `shell` chunk for what every first load needs besides the framework (issue 14). Left to itself, rolldown
 * splits the app's shared code into a chunk per sharing pattern: `/` loaded 36 scripts, a third of them under 1 KB,
 * which travel uncompressed (a brotli copy is not worth its headers) and each cost a request's headers and a slot
 * among the browser's six connections. Gathered, they are one request and compress better together.
 *
 * What goes in: every module the entry (src/main.tsx) or the site layout's component imports statically (the
 * header, the footer, the router's tree, the session and cart machines, Panda's runtime), and the shared UI the
 * home page's component imports (src/components, src/lib, styled-system: the card, button, tile and section most
 * pages draw too). The home page's own code (src/features, its illustration) stays in its route chunk, so other
 * pages do not load it. The graph is read at the end of the module phase (`buildEnd`), before rolldown calls the
 * group's `test` while it forms chunks.
 */
import type { Plugin } from 'vite'

/** The site layout's and the home page's split components (TanStack Router's autoCodeSplitting ids). */
const LAYOUT = /[\\/]src[\\/]routes[\\/]_site\.tsx\?tsr-split=component$/
const HOME = /[\\/]src[\\/]routes[\\/]_site[\\/]index\.tsx\?tsr-split=component$/
/** From the home page's imports, only what other pages share: not the page itself nor its illustration. */
const MAIN = /[\\/]src[\\/]main\.tsx$/
const SHARED_UI = /[\\/](src[\\/](components[\\/](ui|layout)|lib)|styled-system)[\\/]/

/**
 * Packages stay out: a package's index re-exports all its parts, and the graph cannot tell the parts the first load
 * uses from the ones tree-shaking drops (Ark's toast index would bring its whole view, which loads when idle).
 */
const NODE_MODULES = /[\\/]node_modules[\\/]/

interface Graph {
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
}

function closure(roots: string[], info: (id: string) => Graph | null, keep: (id: string) => boolean = () => true) {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const module = info(id)
    if (!module) continue
    // Rolldown lists a module's dynamic imports among its `importedIds` too: those load later, not first.
    const dynamic = new Set(module.dynamicallyImportedIds)
    for (const next of module.importedIds) if (!dynamic.has(next) && keep(next)) stack.push(next)
  }
  return seen
}

export function firstLoadChunk() {
  let shell = new Set<string>()
  const plugin: Plugin = {
    name: 'ring:first-load-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const info = (id: string) => this.getModuleInfo(id)
      const entries = ids.filter((id) => info(id)?.isEntry)
      const layout = ids.filter((id) => LAYOUT.test(id))
      const home = ids.filter((id) => HOME.test(id))
      shell = closure([...entries, ...layout], info)
      for (const id of closure(home, info)) if (SHARED_UI.test(id)) shell.add(id)
      // The entry itself stays out: src/main.tsx awaits the router's first load at its top level, and that loads
      // the route chunks, which import the shell; with main.tsx inside, the shell would wait on itself forever.
      for (const id of [...entries, ...ids.filter((id) => MAIN.test(id))]) shell.delete(id)
    },
  }
  /** The group: `{ name: 'shell', test, priority }` in `advancedChunks.groups`. */
  const test = (id: string) => shell.has(id) && !NODE_MODULES.test(id)
  return { plugin, test }
}
