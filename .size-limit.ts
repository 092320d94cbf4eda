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
  '/shop': 129,
  '/faq': 129,
  '/login': 158,
  '/cart': 128,
  '/cart/checkout': 208,
  '/dashboard': 153,
  '/dashboard/plans': 181,
  '/dashboard/payment': 196,
  '/dashboard/profile': 201,
  '/dashboard/setting': 175,
  '/dashboard/security': 157,
  '/dashboard/notifications': 149,
  '/dashboard/lines/$lineId': 195,
}

const manifest = viteManifest(dist)

export default Object.keys(PAGES).map((page) => ({
  name: `first load of ${page}`,
  path: [...pageScripts(manifest, page)].map((file) => join(dist, file)),
  // In bytes: size-limit's "KB" is 1,000 bytes, the budgets' (and bench:bundle's) 1,024.
  limit: `${BUDGETS_KB[page] * 1024} B`,
  brotli: true,
}))
