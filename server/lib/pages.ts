/**
 * The SPA's pages, rendered on the server by the SPA's own renderer (src/entry-server.tsx: TanStack Router's
 * `createRequestHandler`), which the build leaves in `<dist>/_ssr/entry-server.js` (scripts/lib/ssr-build.ts).
 * The server imports nothing from src/: it loads that bundle from disk.
 *
 * Every page is drawn for a visitor who is not signed in, whoever asks (the token and the cart live in the browser,
 * which draws the difference after hydrating). So a page at a path without a query is rendered once and served
 * from memory to everyone until what it shows changes: the plans and the content service's entries announce each
 * change on the database channel `public_data_changed` (server/db/migrations/0007_public_data_changes.sql), which
 * every process listens to. A path with a query (a reset link's token, a sign-in redirect) is rendered for its
 * request. Renders run concurrently; nothing is shared between them but the built files.
 *
 * A kept page is the same bytes for every visitor: it is rendered without a nonce, and its inline scripts (the
 * router's hydration data and React's) are allowed by their hashes, which the page's policy carries (server/app.ts).
 * The hashes, and the page's brotli and gzip copies, are made once, when it is kept (server/lib/kept-page.ts); each
 * response sends the copy its `Accept-Encoding` takes. A page rendered for its request has that response's nonce on
 * its inline scripts instead. The server's tests check both (tests/server/pages.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LRUCache } from 'lru-cache'
import { LANGUAGE_COOKIE, pageLanguageOf, type Language } from '@contract/languages'
import type { SpaSettings } from '@contract/settings'
import { accepts } from './compression'
import { KEPT_ENCODINGS, keptPage, type KeptPage as KeptBody } from './kept-page'
import type { PageCacheOutcome } from './metrics'
import { watchOutsideCall, type OutsideWatch } from './outside'

/** What src/entry-server.tsx exports. */
export interface Renderer {
  render(
    request: Request,
    options: { fetch: typeof fetch; nonce: string | undefined; manifest: unknown; settings: SpaSettings },
  ): Promise<Response>
  routerManifest(vite: unknown): unknown
}

/** Where the renderer comes from: the build (`npm start`), or Vite's dev server (`npm run dev`, server/dev.ts). */
export interface RendererSource {
  /** The renderer and the router's manifest, or null when there is none (the SPA is not built). */
  load(): Promise<{ renderer: Renderer; manifest: unknown }> | null
  /** Whether a rendered page may be kept until the data changes (not while the sources change under Vite). */
  keep: boolean
  /** What the pages' scripts connect to besides this server (Vite's hot-reload socket in development). */
  connectSrc?: string[]
}

/** The renderer the build left in `distDir`, loaded once, on the first page asked for (a rebuild needs a restart). */
export function builtRenderer(distDir: string): RendererSource {
  const entry = join(distDir, RENDERER_DIR, 'entry-server.js')
  const viteManifest = join(distDir, '.vite', 'manifest.json')
  let loaded: Promise<{ renderer: Renderer; manifest: unknown }> | null = null
  return {
    keep: true,
    load() {
      if (!loaded && existsSync(entry) && existsSync(viteManifest)) {
        loaded = import(pathToFileURL(entry).href).then((renderer: Renderer) => ({
          renderer,
          manifest: renderer.routerManifest(JSON.parse(readFileSync(viteManifest, 'utf8'))),
        }))
      }
      return loaded
    },
  }
}

/** A rendered page kept for every visitor: its status, its bytes and its scripts' hashes, and its answers' headers. */
interface KeptPage {
  status: number
  body: KeptBody
  /**
   * The headers of its answer in each encoding (and plain), written once when it is kept: an answer is then the
   * kept bytes with these, nothing copied or parsed per request.
   */
  headers: Record<(typeof KEPT_ENCODINGS)[number] | 'plain', [string, string][]>
}

/** The headers a kept page's answers carry besides the render's, worked out once when it is kept. */
export type KeptPageHeaders = (page: { status: number; scriptHashes: string[]; headers: [string, string][] }) => Promise<[string, string][]>

/**
 * A rendered page as it is kept: hashed and compressed (server/lib/kept-page.ts), its answers' headers written,
 * the app's (`keptHeaders`: its policy with the scripts' hashes among them) included.
 */
async function keptFrom(response: Response, keptHeaders: KeptPageHeaders): Promise<KeptPage> {
  const body = await keptPage(await response.text())
  const rendered = [...response.headers]
  const headers = (encoding: (typeof KEPT_ENCODINGS)[number] | null) =>
    keptHeaders({ status: response.status, scriptHashes: body.scriptHashes, headers: encodedHeaders(rendered, body, encoding) })
  const [br, gzip, plain] = await Promise.all([headers('br'), headers('gzip'), headers(null)])
  return { status: response.status, body, headers: { br, gzip, plain } }
}

/** The headers of a kept page's answer in `encoding` (null: plain), from the render's. */
function encodedHeaders(rendered: [string, string][], body: KeptBody, encoding: (typeof KEPT_ENCODINGS)[number] | null) {
  const bytes = encoding ? body[encoding] : body.plain
  const headers = rendered.filter(([name]) => !/^(content-length|content-encoding)$/i.test(name))
  // Drawn in the language of the `lang` cookie or, without one, of `Accept-Language`.
  headers.push(['Vary', 'Accept-Language'], ['Vary', 'Accept-Encoding'], ['Content-Length', String(bytes.length)])
  if (encoding) headers.push(['Content-Encoding', encoding])
  return headers
}

/**
 * The language a page is drawn in: the `lang` cookie's (the visitor's choice), else `Accept-Language`'s best match,
 * else English (contract/languages.ts). Pages are drawn and kept per language; no cookie is set until the visitor
 * chooses.
 */
export function pageLanguage(request: Request): Language {
  return pageLanguageOf(request.headers.get('cookie'), request.headers.get('accept-language'))
}

/** The public data's channel (the migration's `pg_notify`). */
export const PUBLIC_DATA_CHANNEL = 'public_data_changed'

/** The origin the loaders' calls to this server are made against (their paths are what counts). */
const LOCAL_ORIGIN = 'http://pages.invalid'

/**
 * How long a loader's call to a content service on another origin (CONTENT_URL) may take, its answer's body
 * included. Past it the call is aborted and the page is drawn as for a service that is down (the footer without
 * links, the default titles, a content page "unavailable" with "Try again"), so a service that accepts and never
 * answers costs a page this long at most. Nothing is remembered: the next render asks the service again.
 * tests/server/content-outage.test.ts holds it with a service that never answers.
 */
const OUTSIDE_CONTENT_TIMEOUT_MS = 3000

/** The renderer's bundle, inside the build. */
export const RENDERER_DIR = '_ssr'

/** The page at a request's URL, found before its policy is written. */
interface PageAnswer {
  /**
   * The hashes (`'sha256-…'`) of a kept page's inline scripts, for its policy's `script-src`; null for a page
   * rendered for its request, whose scripts carry the nonce given to `respond`.
   */
  scriptHashes: string[] | null
  /** The answer; null when the build has no renderer (`npm run build` makes one). */
  respond(nonce: string | undefined): Promise<Response | null>
}

export interface Pages {
  /** The page at `request`'s URL: a kept one is rendered (or found) before this resolves. */
  answer(request: Request): Promise<PageAnswer>
  /**
   * Whether the page at `request`'s URL is answered as a kept page (its policy by its scripts' hashes, in the headers
   * worked out when it was kept), known from the request alone: a page rendered for its request is the only one that
   * needs a nonce made for it.
   */
  keeps(request: Request): boolean
  /** Forgets every kept page: what they show has changed. */
  invalidate(): void
}

/**
 * The SPA's pages from `source`. `local` answers the loaders' calls (`/app/…`, `/api/…`) in-process, as the
 * browser's calls would be answered.
 */
export function createPages(
  source: RendererSource,
  local: (request: Request) => Promise<Response>,
  options: {
    /** What the SPA is told at run time (server/config.ts's `spaSettings`): drawn into every page. */
    settings: SpaSettings
    /** Told how each page was answered (the page cache's figures in GET /metrics). */
    observe?: (outcome: PageCacheOutcome) => void
    /** Where the calls to a content service elsewhere are counted and their failures logged. */
    outside?: OutsideWatch
    /**
     * The headers a kept page's every answer carries besides the render's (its security headers, its policy naming
     * its scripts' hashes), worked out once when it is kept; by default, the render's.
     */
    keptHeaders?: KeptPageHeaders
  },
): Pages {
  const { settings, observe = () => {}, outside: watch = {}, keptHeaders = (page) => Promise.resolve(page.headers) } = options
  // Pages, and apart from them the not-found answers of unknown paths, which any visitor can make up.
  const kept = new LRUCache<string, Promise<KeptPage | null>>({ max: 200 })
  const keptNotFound = new LRUCache<string, Promise<KeptPage | null>>({ max: 100 })
  // Bumped by every change: a render that started before it is not kept.
  let generation = 0

  /**
   * The loaders' fetch for one render: this server's paths answered in-process; another origin (a content service
   * elsewhere, `VITE_CONTENT_URL`) asked over the network, and noted, since its changes are not announced here.
   */
  function loadersFetch(outside: { asked: boolean; failed?: boolean }): typeof fetch {
    return (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), LOCAL_ORIGIN), init)
      const url = new URL(request.url)
      if (url.origin === LOCAL_ORIGIN && url.pathname.startsWith('/api/')) return localContent(request, outside)
      if (url.origin === LOCAL_ORIGIN) return local(request)
      outside.asked = true
      // The deadline covers the answer's body too: the signal stays with the response the loader reads.
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(OUTSIDE_CONTENT_TIMEOUT_MS)])
      const what = `${request.method} ${new URL(request.url).pathname}`
      return watchOutsideCall(
        watch,
        'content',
        what,
        () => fetch(request, { signal }),
        (answer) => (answer.status >= 500 ? 'failed' : 'ok'),
      )
    }
  }

  /**
   * A read of this server's own content service, with the deadline a content service elsewhere has: a read that
   * does not answer in time (the tester's hung content, `POST /dev/fail-next {neighbour: 'content', hang: true}`)
   * rejects and the page is drawn as for a service that is down. A page drawn without the content it asked for
   * (a 5xx, or no answer) is not kept: the next visitor's render asks again.
   */
  async function localContent(request: Request, outside: { failed?: boolean }) {
    const deadline = AbortSignal.timeout(OUTSIDE_CONTENT_TIMEOUT_MS)
    const signal = AbortSignal.any([request.signal, deadline])
    try {
      const answer = await Promise.race([
        local(new Request(request, { signal })),
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })),
      ])
      if (answer.status >= 500) outside.failed = true
      return answer
    } catch (error) {
      outside.failed = true
      throw error
    }
  }

  async function render(request: Request, nonce: string | undefined, outside = { asked: false }) {
    const current = source.load()
    if (!current) return null
    const { renderer, manifest } = await current
    return renderer.render(request, { fetch: loadersFetch(outside), nonce, manifest, settings })
  }

  /** Renders the page at `key` for every visitor; keeps it while nothing changed, in the cache that fits its status. */
  async function keep(
    request: Request,
    key: string,
    language: Language,
    promise: () => Promise<KeptPage | null>,
  ): Promise<KeptPage | null> {
    const started = generation
    const outside: { asked: boolean; failed?: boolean } = { asked: false }
    // Rendered from nothing of the request but its path and its language: the page serves every visitor who reads it.
    const headers = { accept: 'text/html', cookie: `${LANGUAGE_COOKIE}=${language}` }
    // Without a nonce: the same bytes for everyone, its scripts allowed by their hashes.
    const response = await render(new Request(request.url, { headers }), undefined, outside)
    const page = response && (await keptFrom(response, keptHeaders))
    const mine = (cache: LRUCache<string, Promise<KeptPage | null>>) => cache.get(key) === promise()
    if (mine(kept)) kept.delete(key)
    // A redirect or an error is the answer of that moment, not a page to keep; nor is a page drawn from another
    // server's data, which changes without telling this one, nor one drawn without the content it asked for.
    if (page && started === generation && !outside.asked && !outside.failed && (page.status === 200 || page.status === 404)) {
      ;(page.status === 200 ? kept : keptNotFound).set(key, promise())
    }
    return page
  }

  /** `page` in the encoding `request` takes best (brotli, gzip, else plain), made when it was kept. */
  function keptAnswer(request: Request, page: KeptPage) {
    const encoding = KEPT_ENCODINGS.find((name) => accepts(request, name))
    const body = encoding ? page.body[encoding] : page.body.plain
    // A copy of the kept list: the app adds its own headers to each answer.
    return new Response(body, { status: page.status, headers: [...page.headers[encoding ?? 'plain']] })
  }

  /** A path without a query, while pages may be kept (not under Vite's dev server). */
  const keeps = (url: URL) => url.search === '' && source.keep

  return {
    keeps: (request) => keeps(new URL(request.url)),
    async answer(request) {
      const url = new URL(request.url)
      if (!keeps(url)) {
        observe('uncached')
        return { scriptHashes: null, respond: (nonce) => render(request, nonce) }
      }
      const language = pageLanguage(request)
      const key = `${language} ${url.pathname}`
      let page = kept.get(key) ?? keptNotFound.get(key)
      observe(page ? 'hit' : 'miss')
      if (!page) {
        const rendering: Promise<KeptPage | null> = keep(request, key, language, () => rendering).catch((error: unknown) => {
          if (kept.get(key) === rendering) kept.delete(key)
          throw error
        })
        // Concurrent requests for the page wait for this one render.
        kept.set(key, rendering)
        page = rendering
      }
      const found = await page
      if (!found) return { scriptHashes: null, respond: () => Promise.resolve(null) }
      return { scriptHashes: found.body.scriptHashes, respond: () => Promise.resolve(keptAnswer(request, found)) }
    },
    invalidate() {
      generation += 1
      kept.clear()
      keptNotFound.clear()
    },
  }
}
