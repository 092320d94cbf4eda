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
  waitForRequest,
} from '@tanstack/react-router/ssr/server'
import { renderToReadableStream } from 'react-dom/server'
import type { SpaSettings } from '@contract/settings'
import { createAppActors } from './app/actors'
import { pageLanguageOf } from './i18n/languages'
import { AppActorsProvider } from './app/app-context'
import type { TokenStore } from './lib/storage/token'
import { ROUTE_FILES } from './route-files'
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

/** The route parts the router draws a page with, of the parts `autoCodeSplitting` splits a route file into. */
const PAGE_PARTS = new Set(['component', 'pendingComponent'])

/**
 * The file and the split parts a key of Vite's manifest names: `src/routes/_site/shop.tsx?tsr-split=component---
 * pendingComponent` is the router plugin's chunk of those two parts of that route file.
 */
function splitChunk(key: string) {
  const [file, query = ''] = key.split('?')
  const split = new URLSearchParams(query).get('tsr-split')
  return { file, parts: split === null ? [] : split.split('---') }
}

/**
 * Whether route `ancestor` holds route `id`: the router's ids nest as paths (`/_site/_auth` holds
 * `/_site/_auth/dashboard`; an index route, `/_site/`, holds none).
 */
function holds(ancestor: string, id: string) {
  return id !== ancestor && (id + '/').startsWith(ancestor + '/')
}

/**
 * The router's manifest from Vite's:
 * - the root route (every page) gets the entry script, a preload of each chunk the entry imports statically, and
 *   the stylesheet;
 * - each route of the route tree gets a preload of its page's chunks (the `component` and `pendingComponent` the
 *   router plugin splits out of its file, src/route-files.ts) and of what they import statically, so that the
 *   browser fetches them with the document instead of one after another once the entry runs. A chunk that the root
 *   or an enclosing route already preloads is left out: the router writes the preloads of every matched route.
 */
export function routerManifest(vite: Record<string, ViteChunk>): RouterManifest {
  const entry = vite[ENTRY]
  if (!entry) throw new Error(`Vite's manifest has no ${ENTRY}: build with \`npm run build\``)
  const closure = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      for (const next of vite[key]?.imports ?? []) {
        if (seen.has(next)) continue
        seen.add(next)
        visit(next)
      }
    }
    for (const key of keys) {
      seen.add(key)
      visit(key)
    }
    return seen
  }
  const rootChunks = closure([ENTRY])
  const pageKeysOfFile = new Map<string, string[]>()
  for (const key of Object.keys(vite)) {
    const { file, parts } = splitChunk(key)
    if (parts.some((part) => PAGE_PARTS.has(part))) pageKeysOfFile.set(file, [...(pageKeysOfFile.get(file) ?? []), key])
  }
  const pageChunks = new Map<string, string[]>()
  for (const [id, file] of Object.entries(ROUTE_FILES)) {
    const keys = pageKeysOfFile.get(file)
    if (keys) pageChunks.set(id, keys)
  }
  const routes: RouterManifest['routes'] = {
    __root__: {
      preloads: [...rootChunks].filter((key) => key !== ENTRY).map((key) => `/${vite[key].file}`),
      css: (entry.css ?? []).map((file) => `/${file}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  }
  for (const [id, keys] of pageChunks) {
    const enclosing = new Set(rootChunks)
    for (const [other, otherKeys] of pageChunks) if (holds(other, id)) for (const key of closure(otherKeys)) enclosing.add(key)
    routes[id] = { preloads: [...closure(keys)].filter((key) => !enclosing.has(key)).map((key) => `/${vite[key].file}`) }
  }
  return { routes }
}

export interface RenderOptions {
  /** Answers the loaders' calls (`/app/…`, `/api/…`) in-process, for this request. */
  fetch: typeof fetch
  /**
   * This render's CSP nonce, put on every inline script; none for a page kept for every visitor, whose scripts the
   * server allows by their hashes (server/lib/kept-page.ts).
   */
  nonce: string | undefined
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
  // Never started: drawn in their first state, they make no call and keep no timer.
  // Drawn in the language of the request's `lang` cookie, else of its `Accept-Language` (a first visit); the page
  // cache keeps a page per language (server/lib/pages.ts). The browser hydrates in the language of `<html lang>`.
  const actors = createAppActors({
    tokens: NO_TOKENS,
    start: false,
    cart: null,
    language: pageLanguageOf(request.headers.get('cookie'), request.headers.get('accept-language')),
  })
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ context: { actors, settings, fetch, document: true }, nonce }),
    getRouterManifest: () => Promise.resolve(manifest),
  })
  // The router's `renderRouterToStream` with its crawler branch taken for everyone: the page is complete before its
  // first byte leaves (every lazy part in place, nothing left for an inline script to move), since one rendering of
  // a page serves every visitor, with JavaScript or without (server/lib/pages.ts). The router's function takes that
  // branch only for a bot's User-Agent and offers no option for it, so this is its body with the branch fixed,
  // abort handling included: a request gone before the render starts, or during it, stops React, ends the wait
  // and frees the router's server state (`serverSsr.cleanup`), and React's errors after that are not logged.
  // Compare it with the router's on an upgrade (node_modules/@tanstack/react-router/dist/esm/ssr/renderRouterToStream.js).
  return handler(async ({ request: req, router, responseHeaders }) => {
    const { signal } = req
    if (signal.aborted) {
      router.serverSsr?.cleanup()
      throw signal.reason
    }
    let tornDown = false
    try {
      const stream = await renderToReadableStream(
        <AppActorsProvider actors={actors}>
          <RouterServer router={router} />
        </AppActorsProvider>,
        {
          signal,
          nonce,
          // A part that is ready is written in place, however large (React would otherwise send a large one apart).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            if (!tornDown && !signal.aborted) console.error('[pages] render failed:', error)
          },
        },
      )
      // Every part ready before the router's transform starts reading: read earlier, React would send its fallbacks
      // first and the parts later, hidden, for an inline script to move into place. A request gone meanwhile ends
      // the wait (React stops with the same signal).
      await waitForRequest(stream.allReady, signal)
      const body = transformReadableStreamWithRouter(router, stream, {
        rendererSafePoint: 'script-close',
        signal,
        onAbort: () => {
          tornDown = true
        },
      })
      return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }))
    } catch (error) {
      router.serverSsr?.cleanup()
      throw error
    }
  })
}
