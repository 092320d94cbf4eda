/**
 * The JavaScript each measured page loads before it is interactive, from a production build's Vite manifest: the
 * entry with the chunks it imports statically, and the split chunks that draw the page's routes (their
 * `component` and `pendingComponent`, which the router preloads, src/entry-server.tsx) with theirs. Read by
 * `npm run bench:bundle` (scripts/bench-bundle.ts) and by the budget size-limit checks (.size-limit.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ViteChunk {
  file: string
  name?: string
  imports?: string[]
  css?: string[]
}

export type ViteManifest = Record<string, ViteChunk>

/** The browser entry, as Vite's manifest names it (vite.config.ts's build input). */
export const ENTRY = 'src/main.tsx'

/** Vite's manifest of the build in `dist`. */
export function viteManifest(dist: string): ViteManifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest
}

const SITE = 'src/routes/_site.tsx'
const AUTH = 'src/routes/_site/_auth.tsx'
const ACCOUNT = [SITE, AUTH, 'src/routes/_site/_auth/dashboard.tsx']

/** The route files each measured page (scripts/bench-lighthouse.ts, the budget) needs to hydrate or draw. */
export const PAGES: Record<string, string[]> = {
  '/': [SITE, 'src/routes/_site/index.tsx'],
  '/shop': [SITE, 'src/routes/_site/shop.tsx'],
  '/faq': [SITE, 'src/routes/_site/faq.tsx'],
  '/login': [SITE, 'src/routes/_site/login.tsx'],
  '/cart': [SITE, 'src/routes/_site/cart.tsx'],
  '/cart/checkout': [SITE, AUTH, 'src/routes/_site/_auth/cart.checkout.tsx'],
  '/dashboard': [...ACCOUNT, 'src/routes/_site/_auth/dashboard.index.tsx'],
  '/dashboard/plans': [...ACCOUNT, 'src/routes/_site/_auth/dashboard.plans.tsx'],
  '/dashboard/payment': [...ACCOUNT, 'src/routes/_site/_auth/dashboard.payment.tsx'],
  '/dashboard/profile': [...ACCOUNT, 'src/routes/_site/_auth/dashboard.profile.tsx'],
  '/dashboard/setting': [...ACCOUNT, 'src/routes/_site/_auth/dashboard.setting.tsx'],
  '/dashboard/security': [...ACCOUNT, 'src/routes/_site/_auth/dashboard.security.tsx'],
  '/dashboard/notifications': [...ACCOUNT, 'src/routes/_site/_auth/dashboard.notifications.tsx'],
  '/dashboard/lines/$lineId': [...ACCOUNT, 'src/routes/_site/_auth/dashboard.lines.$lineId.tsx'],
}

/** The files the manifest keys bring, with everything they import statically. */
function closure(manifest: ViteManifest, keys: string[]) {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return files
}

/** A route file's split chunks that draw it: its component and its pending page (in one group or two). */
function routeChunks(manifest: ViteManifest, file: string) {
  const parts = new Set(['component', 'pendingComponent'])
  return Object.keys(manifest).filter((key) => {
    const [path, query = ''] = key.split('?')
    const split = new URLSearchParams(query).get('tsr-split')
    return path === file && split !== null && split.split('---').some((part) => parts.has(part))
  })
}

/** The built files (relative to the build folder) `page` of PAGES loads first. */
export function pageScripts(manifest: ViteManifest, page: string) {
  const files = PAGES[page]
  if (!files) throw new Error(`no measured page ${page}`)
  const missing = files.filter((file) => routeChunks(manifest, file).length === 0)
  if (missing.length > 0) throw new Error(`Vite's manifest has no chunk of ${missing.join(', ')}`)
  return closure(manifest, [ENTRY, ...files.flatMap((file) => routeChunks(manifest, file))])
}
