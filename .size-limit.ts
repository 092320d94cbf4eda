/**
 * The JavaScript budget, checked by size-limit (@size-limit/file: the built files' brotli size, quality 11) after
 * the suite's production build (`npm run test:e2e`), so a page's first load cannot grow back unseen. The files of
 * each page come from the build's Vite manifest (scripts/lib/page-chunks.ts, which `npm run bench:bundle` prints
 * too). Budgets: the first load of `/` at most 125 KB; each signed-in page a few KB above its size when the budget
 * was set (decision 0004). A page that grows past its budget fails the suite: make it smaller, or raise its budget
 * in this file and say why in decision 0004.
 */
import { join } from 'node:path'
import { PAGES, pageScripts, viteManifest } from './scripts/lib/page-chunks'

const dist = process.env.DIST ?? 'dist'

/** Each measured page's budget, in KB of brotli. */
const BUDGETS_KB: Record<keyof typeof PAGES, number> = {
  '/': 125,
  '/shop': 134,
  '/faq': 134,
  '/login': 175,
  '/cart': 132,
  '/cart/checkout': 223,
  '/dashboard': 185,
  '/dashboard/plans': 202,
  '/dashboard/payment': 213,
  '/dashboard/profile': 224,
  '/dashboard/setting': 190,
  '/dashboard/security': 174,
  '/dashboard/notifications': 167,
  '/dashboard/lines/$lineId': 213,
}

const manifest = viteManifest(dist)

export default Object.keys(PAGES).map((page) => ({
  name: `first load of ${page}`,
  path: [...pageScripts(manifest, page)].map((file) => join(dist, file)),
  // In bytes: size-limit's "KB" is 1,000 bytes, the budgets' (and bench:bundle's) 1,024.
  limit: `${BUDGETS_KB[page] * 1024} B`,
  brotli: true,
}))
