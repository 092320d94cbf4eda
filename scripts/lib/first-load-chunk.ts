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
const STYLESHEET = /\.css(\?|$)/
/** The app's modules the entry imports in a task of its own (src/boot.ts): the shell, and preloaded with the entry. */
const BOOT = /[\\/]src[\\/]boot\.ts$/
const SHARED_UI = /[\\/](src[\\/](components[\\/](ui|layout)|lib)|styled-system)[\\/]/

/**
 * Packages stay out: a package's index re-exports all its parts, and the graph cannot tell the parts the first load
 * uses from the ones tree-shaking drops (Ark's toast index would bring its whole view, which loads when idle).
 */
const NODE_MODULES = /[\\/]node_modules[\\/]/
/**
 * The framework chunk's packages (vite.config.ts): they stay in it. With them Vite's preload helper, which the entry
 * calls to import the shell: in the shell it would make the entry import the shell before it runs.
 */
export const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]|^\0vite[\\/]preload-helper/

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

/** A route's split parts (TanStack Router's autoCodeSplitting ids): what the router loads per page. */
const ROUTE_PART = /[\\/]src[\\/]routes[\\/].*\?tsr-split=(component|errorComponent)$/
/**
 * The public pages a visitor lands on and the benchmark measures (home, shop, FAQ, sign-in, cart): what they share
 * with other pages must not grow their first load.
 */
const LANDING_ROUTE = /[\\/]src[\\/]routes[\\/](_site|_site[\\/](index|shop|faq|login|cart))\.tsx\?/
/** Checkout: what it shares with My Account is one chunk, what only My Account's sections share another. */
const CHECKOUT_ROUTE = /[\\/]src[\\/]routes[\\/]_site[\\/]_auth[\\/]cart\.checkout\.tsx\?/
const IDLE_REGION = /[\\/]src[\\/]components[\\/]ui[\\/](notifications|toaster-view)\.tsx$/
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/
/** SPEC §5's field rules (contract/rules.ts): the `rules` chunk, split from `forms` (the lists it reads are in `ui`). */
const RULES = /[\\/]contract[\\/]rules\.ts$/

/**
 * The chunks that pages after the first share (issue 14: checkout and My Account made 60 requests, most of them
 * chunks under 1 KB, one per sharing pattern). Every module two or more routes import statically, outside the
 * shell and the framework, goes to one of four groups by who loads it:
 * - `ui`: a landing page (LANDING_ROUTE) uses it, without zod (badges, notices, money): the shop, the FAQ and the
 *   cart stay zod-free;
 * - `forms`: a landing page uses it and it needs zod (the API client, the form kit, contract/): sign-in loads it
 *   with zod. SPEC §5's field rules go to `rules` beside it: evaluating them is building some 100 zod schemas, the
 *   first zod of the page (V8 compiles zod's constructors on their first use), and together with the rest of
 *   `forms` that was one task of 20-24 ms at 1×, over Lighthouse's 50 ms at 4× (issue 14: Total Blocking Time).
 *   Two chunks are two tasks (src/main.tsx evaluates the preloaded chunks one per task): 9-15 and 4-7 ms;
 * - `signed-in`: no landing page uses it, checkout does (Ark's dialog and portal, payment dialogs, the card forms);
 * - `my-account`: what only the other pages share (My Account's sections), loaded with `signed-in`.
 * A public page other than the landing ones (register, the code sign-in) that shares a module with checkout loads
 * `signed-in` too. A module only one route uses stays in that route's chunk. Imports between the groups run one
 * way (my-account → signed-in → forms → rules, ui), so no two chunks wait on each other.
 */
export type SharedGroup = 'idle' | 'signed-in' | 'my-account' | 'forms' | 'rules' | 'ui'

export function firstLoadChunk() {
  let shell = new Set<string>()
  const shared = new Map<string, SharedGroup>()
  const plugin: Plugin = {
    name: 'ring:first-load-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const info = (id: string) => this.getModuleInfo(id)
      const entries = ids.filter((id) => info(id)?.isEntry)
      const layout = ids.filter((id) => LAYOUT.test(id))
      const home = ids.filter((id) => HOME.test(id))
      shell = closure([...entries, ...ids.filter((id) => BOOT.test(id)), ...layout], info)
      for (const id of closure(home, info)) if (SHARED_UI.test(id)) shell.add(id)
      // The entry itself stays out: src/main.tsx awaits the router's first load at its top level, and that loads
      // the route chunks, which import the shell; with main.tsx inside, the shell would wait on itself forever.
      for (const id of [...entries, ...ids.filter((id) => MAIN.test(id))]) shell.delete(id)
      // The entry's stylesheet too (src/index.css): its module would make the entry import the shell statically,
      // which then evaluates with the framework again (src/boot.ts).
      for (const id of shell) if (STYLESHEET.test(id)) shell.delete(id)

      // Who imports each module statically: the routes' split parts, public or signed-in.
      const users = new Map<string, { routes: number; landing: boolean; checkout: boolean }>()
      for (const route of ids.filter((id) => ROUTE_PART.test(id))) {
        for (const id of closure([route], info)) {
          const user = users.get(id) ?? { routes: 0, landing: false, checkout: false }
          user.routes += 1
          user.landing ||= LANDING_ROUTE.test(route)
          user.checkout ||= CHECKOUT_ROUTE.test(route)
          users.set(id, user)
        }
      }
      const needsZod = new Map<string, boolean>()
      const zodIn = (id: string): boolean => {
        if (ZOD.test(id)) return true
        const known = needsZod.get(id)
        if (known !== undefined) return known
        needsZod.set(id, false) // a cycle counts as no zod until proven
        const module = info(id)
        const dynamic = new Set(module?.dynamicallyImportedIds ?? [])
        const found = (module?.importedIds ?? []).some((next) => !dynamic.has(next) && zodIn(next))
        needsZod.set(id, found)
        return found
      }
      // The notification region mounts on every page when idle: what it and the toaster's lazy view import is one
      // chunk of its own, or every page would fetch the signed-in chunks for Ark's portal and the icons (100 KB).
      shared.clear()
      for (const id of closure(ids.filter((id) => IDLE_REGION.test(id)), info)) {
        if (!shell.has(id) && !FRAMEWORK.test(id)) shared.set(id, 'idle')
      }
      for (const [id, user] of users) {
        if (shared.has(id)) continue
        if (user.routes < 2 || shell.has(id) || ROUTE_PART.test(id) || ZOD.test(id) || FRAMEWORK.test(id)) continue
        shared.set(id, user.landing ? (zodIn(id) ? (RULES.test(id) ? 'rules' : 'forms') : 'ui') : user.checkout ? 'signed-in' : 'my-account')
      }
    },
  }
  /**
   * The entry imports the shell (src/boot.ts) dynamically, after the framework has been evaluated: without a
   * `modulepreload` link in the page, the browser would only ask for it once the entry has run. This adds one for
   * the chunk the entry imports it from and each chunk that one imports, beside the entry's own (before the starter
   * moves them into its template, scripts/lib/start-after-paint.ts).
   */
  plugin.transformIndexHtml = {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle ?? {}
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      // The chunk the entry imports: a facade that re-exports src/boot.ts's names from the shell, else the shell.
      const boot =
        chunks.find((chunk) => chunk.facadeModuleId !== null && BOOT.test(chunk.facadeModuleId)) ??
        chunks.find((chunk) => chunk.moduleIds.some((id) => BOOT.test(id)))
      if (!boot) return html
      const files: string[] = []
      const visit = (file: string) => {
        const chunk = bundle[file]
        if (!chunk || chunk.type !== 'chunk' || files.includes(file)) return
        for (const imported of chunk.imports) visit(imported)
        files.push(file)
      }
      visit(boot.fileName)
      const links = files
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      return links.length === 0 ? html : html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
    },
  }
  /** The group: `{ name: 'shell', test, priority }` in `advancedChunks.groups`. */
  const test = (id: string) => shell.has(id) && !NODE_MODULES.test(id)
  /** The groups of what later pages share: `{ name, test: sharedTest(name) }`. */
  const sharedTest = (group: SharedGroup) => (id: string) => shared.get(id) === group
  return { plugin, test, sharedTest }
}
