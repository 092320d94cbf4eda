/**
 * The server renderer, built into `<dist>/_ssr/` (scripts/lib/ssr-build.ts) and loaded by the server
 * (server/lib/pages.ts), which never imports src/ itself. It is TanStack Router's server rendering as the router's
 * `basic-ssr-file-based` example has it: `createRequestHandler` runs the routes' loaders for the request, the
 * router dehydrates what they read into the page, and `RouterServer` draws the whole document. The browser
 * hydrates it with `RouterClient` (src/main.tsx).
 */
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { renderToReadableStream } from 'react-dom/server'
import type { SpaSettings } from '@contract/settings'
import { createAppActors } from './app/actors'
import { languageOfCookies } from './i18n/languages'
import { AppActorsProvider } from './app/app-context'
import { applySettings } from './config'
import type { TokenStore } from './lib/storage/token'
import { createAppRouter } from './router'

/** The router's manifest: per route, the scripts, preloads and stylesheets its page needs. */
type RouterManifest = Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>

/** What Vite's build manifest (`dist/.vite/manifest.json`) says of one chunk. */
interface ViteChunk {
  file: string
  imports?: string[]
  css?: string[]
}

/** The browser entry, as Vite's manifest names it (vite.config.ts's build input). */
const ENTRY = 'src/main.tsx'

/**
 * The router's manifest from Vite's: the root route (every page) gets the entry script, a preload of each chunk the
 * entry imports statically, and the stylesheet. A route's own chunk is loaded by the router when the page hydrates.
 */
export function routerManifest(vite: Record<string, ViteChunk>): RouterManifest {
  const entry = vite[ENTRY]
  if (!entry) throw new Error(`Vite's manifest has no ${ENTRY}: build with \`npm run build\``)
  const imported = new Set<string>()
  const visit = (key: string) => {
    for (const next of vite[key]?.imports ?? []) {
      if (imported.has(next)) continue
      imported.add(next)
      visit(next)
    }
  }
  visit(ENTRY)
  return {
    routes: {
      __root__: {
        preloads: [...imported].map((key) => `/${vite[key].file}`),
        css: (entry.css ?? []).map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
      },
    },
  }
}

export interface RenderOptions {
  /** Answers the loaders' calls (`/app/…`, `/api/…`) in-process, for this request. */
  fetch: typeof fetch
  /** This render's CSP nonce, put on every inline script. */
  nonce: string
  /** The built assets: the entry script, its imports and the stylesheet (server/lib/pages.ts). */
  manifest: RouterManifest
  /** The settings the server runs the SPA with (server/config.ts's `spaSettings`), drawn into the page. */
  settings: SpaSettings
}

/** The server knows no visitor: no token, so every page is drawn for someone who is not signed in. */
const NO_TOKENS: TokenStore = {
  get: () => null,
  usable: () => null,
  set: () => undefined,
  clear: () => undefined,
  subscribe: () => () => undefined,
}

/** The page at `request`'s URL as a full HTML response (status 200, 404 for an unknown path, or a redirect). */
export function render(request: Request, { fetch, nonce, manifest, settings }: RenderOptions): Promise<Response> {
  applySettings(settings)
  // Never started: drawn in their first state, they make no call and keep no timer.
  // Drawn in the language of the request's `lang` cookie; the page cache keeps a page per language
  // (server/lib/pages.ts).
  const actors = createAppActors({
    tokens: NO_TOKENS,
    start: false,
    cart: null,
    language: languageOfCookies(request.headers.get('cookie')),
  })
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ context: { actors, fetch, document: true }, nonce }),
    getRouterManifest: () => Promise.resolve(manifest),
  })
  // `renderRouterToStream` with its crawler branch taken for everyone: the page is complete before its first byte
  // leaves (every lazy part in place, nothing left for an inline script to move), since one rendering of a page
  // serves every visitor, with JavaScript or without (server/lib/pages.ts).
  return handler(async ({ request: req, router, responseHeaders }) => {
    const stream = await renderToReadableStream(
      <AppActorsProvider actors={actors}>
        <RouterServer router={router} />
      </AppActorsProvider>,
      {
        signal: req.signal,
        nonce,
        // A part that is ready is written in place, however large (React would otherwise send a large one apart).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void console.error('[pages] render failed:', error),
      },
    )
    await stream.allReady
    const body = transformReadableStreamWithRouter(router, stream, { rendererSafePoint: 'script-close', signal: req.signal })
    return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }))
  })
}
