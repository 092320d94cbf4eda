import { fileURLToPath } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { spaSettings } from '../config'
import type { AppEnv, Services } from '../context'
import { notFound } from '../lib/errors'
import { builtRenderer, createPages, RENDERER_DIR, type KeptPageHeaders, type Pages, type RendererSource } from '../lib/pages'
import { isPagePath, NOT_SPA } from '../lib/security-headers'

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url))

export interface SpaPagesOptions {
  /** The built SPA; defaults to `dist/` at the repository root. */
  distDir?: string
  /** What renders the pages; defaults to the renderer built into `distDir`. */
  renderer?: RendererSource
  /** The whole app, which answers the loaders' calls in-process. */
  fetch: (request: Request) => Promise<Response>
  /** Writes a kept page's security headers, its policy naming its scripts' hashes (securityHeaders' keptPage). */
  keptPageHeaders: MiddlewareHandler<AppEnv>
}

/** What every page's answer carries besides the render's headers. */
function pageHeaders(page: Response) {
  // Pages change with the plans and the content: a browser asks again each time (an unchanged page is cheap).
  if (page.status < 300) page.headers.set('Cache-Control', 'no-cache')
  // Drawn in the language of the `lang` cookie.
  page.headers.append('Vary', 'Cookie')
  return page
}

/**
 * A kept page's headers, worked out once when it is kept: the render's, the pages' own, and Hono's secureHeaders
 * (`keptPage`) with the page's scripts' hashes in its policy, asked of a one-route app. So an answer of a kept page
 * is its bytes with a list of headers made before, and no policy is built per request
 * (tests/server/pages.test.ts checks the policy of a kept page's answers).
 */
function keptPageHeaders(keptPage: MiddlewareHandler<AppEnv>): KeptPageHeaders {
  return async ({ status, scriptHashes, headers }) => {
    const once = new Hono<AppEnv>()
    once.get(
      '*',
      (c, next) => {
        c.set('keptPageScripts', scriptHashes)
        return next()
      },
      keptPage,
      () => pageHeaders(new Response(null, { status, headers })),
    )
    return [...(await once.request('/')).headers]
  }
}

/**
 * The SPA's pages (server/lib/pages.ts), kept until the public data changes. The app makes them before its
 * middleware, whose security headers ask them which pages are kept (`keeps`).
 */
export function spaPages(services: Services, options: SpaPagesOptions): Pages {
  const { metrics, logger } = services
  const pages = createPages(options.renderer ?? builtRenderer(options.distDir ?? DEFAULT_DIST_DIR), options.fetch, {
    settings: spaSettings(services.config),
    observe: (outcome) => metrics.page(outcome),
    outside: { metrics, logger },
    keptHeaders: keptPageHeaders(options.keptPageHeaders),
  })
  services.onPublicDataChange(() => pages.invalidate())
  return pages
}

export interface SpaOptions {
  /** The built SPA; defaults to `dist/` at the repository root. */
  distDir?: string
  /** The pages (`spaPages`). */
  pages: Pages
}

/** The built SPA: its files, and every other GET a page rendered by its router (server/lib/pages.ts). */
export function spaRoutes(options: SpaOptions) {
  const { pages } = options
  const distDir = options.distDir ?? DEFAULT_DIST_DIR
  const app = new Hono<AppEnv>()
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => {
        // File names carry a content hash: cache for a year.
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  // The server renderer's bundle and Vite's manifest are read by the server, never sent.
  app.use(`/${RENDERER_DIR}/*`, () => {
    throw notFound()
  })
  app.use('/.vite/*', () => {
    throw notFound()
  })
  // The files of public/ (favicon.svg, robots.txt…).
  app.use('*', async (c, next) => {
    if (NOT_SPA.test(c.req.path) || !/\.[a-z0-9]+$/i.test(c.req.path)) return next()
    return serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, ctx) => ctx.header('Cache-Control', 'public, max-age=3600'),
    })(c, next)
  })
  app.get('*', async (c, next) => {
    if (!isPagePath(c.req.path)) return next()
    const answer = await pages.answer(c.req.raw)
    // A kept page is the same bytes for everyone, its inline scripts allowed by their hashes (decision 0016), with
    // the headers made when it was kept; a page rendered for this request carries the nonce of its policy.
    const page = await answer.respond(answer.scriptHashes ? undefined : c.get('secureHeadersNonce'))
    if (!page) return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503)
    return answer.scriptHashes ? page : pageHeaders(page)
  })
  return app
}
