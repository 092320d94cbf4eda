import { fileURLToPath } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { spaSettings } from '../config'
import type { AppEnv, Services } from '../context'
import { notFound } from '../lib/errors'
import { builtRenderer, createPages, RENDERER_DIR, type RendererSource } from '../lib/pages'
import { isPagePath, NOT_SPA } from '../lib/security-headers'

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url))

export interface SpaOptions {
  /** The built SPA; defaults to `dist/` at the repository root. */
  distDir?: string
  /** What renders the pages; defaults to the renderer built into `distDir`. */
  renderer?: RendererSource
  /** The whole app, which answers the loaders' calls in-process. */
  fetch: (request: Request) => Promise<Response>
  /** Writes a kept page's policy with its scripts' hashes (securityHeaders' keptPage). */
  keptPageHeaders: MiddlewareHandler<AppEnv>
}

/** The built SPA: its files, and every other GET a page rendered by its router (server/lib/pages.ts). */
export function spaRoutes(services: Services, options: SpaOptions) {
  const { metrics, logger } = services
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
  const pages = createPages(options.renderer ?? builtRenderer(distDir), options.fetch, {
    settings: spaSettings(services.config),
    observe: (outcome) => metrics.page(outcome),
    outside: { metrics, logger },
  })
  services.onPublicDataChange(() => pages.invalidate())
  const pageResponse = (c: Context<AppEnv>, page: Response | null) => {
    if (!page) return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503)
    // Pages change with the plans and the content: a browser asks again each time (an unchanged page is cheap).
    if (page.status < 300) page.headers.set('Cache-Control', 'no-cache')
    // Drawn in the language of the `lang` cookie.
    page.headers.append('Vary', 'Cookie')
    return page
  }
  app.get('*', async (c, next) => {
    if (!isPagePath(c.req.path)) return next()
    const answer = await pages.answer(c.req.raw)
    if (!answer.scriptHashes) return pageResponse(c, await answer.respond(c.get('secureHeadersNonce')))
    // A kept page: the same bytes for everyone, its inline scripts allowed by their hashes (decision 0016). Its
    // policy is written here, once the hashes are known; the page headers leave it.
    c.set('keptPageScripts', answer.scriptHashes)
    await options.keptPageHeaders(c, async () => {
      c.res = pageResponse(c, await answer.respond(undefined))
    })
    return c.res
  })
  return app
}
