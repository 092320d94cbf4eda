/**
 * The server renderer of the public pages (issue 14): built by `vite build` into `<dist>/_ssr/entry-server.js`
 * (vite.config.ts) and loaded by the server (server/lib/prerender.ts), which never imports src/ itself.
 *
 * For a public path it loads the data the page shows (the plans, the content service's page text, the footer's
 * social links) through the SPA's own API modules, answered in-process by the server it runs in, renders the
 * route with React's server renderer (`prerender`, which waits for lazy parts) and TanStack Router on a memory
 * history, and returns the markup with that
 * data. The browser hydrates the markup with the same data (src/main.tsx, src/lib/prefetched.ts). Any other path
 * answers null: the server sends the client-rendered shell.
 */
import { prerenderToNodeStream } from 'react-dom/static'
import { createMemoryHistory } from '@tanstack/react-router'
import { getContentPage, getFooterSocials, getPageMetas, matchPageMeta } from '@/api/content'
import { getPlans } from '@/api/plans'
import { createAppActors } from '@/app/actors'
import { setPrefetched, type PrefetchedKey } from '@/lib/prefetched'
import { SHELL_STYLE_ID } from '@/lib/shell-style'
import { tokenStore, type TokenStore } from '@/lib/storage/token'
import { appRoot } from './app-root'
import { createAppRouter } from './router'

/** The public pages rendered on the server, with the content-service page each one shows. */
const PUBLIC_PAGES: Record<string, { slug?: string; plans?: true }> = {
  '/': {},
  '/shop': { plans: true },
  '/faq': { slug: 'faq' },
  '/about': { slug: 'about' },
  '/contact-us': {},
  '/terms-and-conditions': { slug: 'terms-and-conditions' },
  '/privacy-policy': { slug: 'privacy-policy' },
  '/login': {},
  '/register': {},
}
/** The catch-all route: a path nothing else claims renders the not-found page with status 404. */
const NOT_FOUND_ROUTE = '/_site/$'

export interface PageData {
  status: 200 | 404
  /** The answers the page is drawn with, also for the browser's first render (src/lib/prefetched.ts). */
  data: Partial<Record<PrefetchedKey, unknown>>
}

type LocalFetch = (request: Request) => Promise<Response>

let installed = false
/**
 * The SPA's API modules call same-origin paths (`/app/plans`, `/api/...`). Here those reach the server this code
 * runs in (`local`, its own request handler), without a network hop; absolute URLs go to the real fetch.
 */
function answerSameOriginPaths(local: LocalFetch) {
  if (installed) return
  installed = true
  const networkFetch = globalThis.fetch
  globalThis.fetch = (input, init) =>
    typeof input === 'string' && input.startsWith('/')
      ? local(new Request(new URL(input, 'http://prerender.invalid'), init))
      : networkFetch(input, init)
}

/** The visitor the server renders for: signed out, empty cart. One set of actors serves every render. */
let actors: ReturnType<typeof createAppActors> | null = null

async function loadData(page: { slug?: string; plans?: true }, pathname: string) {
  const data: Partial<Record<PrefetchedKey, unknown>> = {}
  // A failed answer leaves its key out: the browser then loads it as a client-rendered page would.
  const settle = async (key: PrefetchedKey, load: () => Promise<unknown>) => {
    try {
      data[key] = await load()
    } catch {
      // left to the browser
    }
  }
  await Promise.all([
    settle('socials', () => getFooterSocials()),
    // The page's title and description: the browser sets them without loading the API client and zod (issue 14).
    settle('meta', async () => matchPageMeta(await getPageMetas(), pathname) ?? null),
    page.plans ? settle('plans', async () => (await getPlans()).plans) : null,
    page.slug ? settle(`content:${page.slug}`, () => getContentPage(page.slug!)) : null,
  ])
  return data
}

function routerAt(url: string, appActors = (actors ??= createAppActors({ tokens: tokenStore }))) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  router.update({ ...router.options, context: { actors: appActors } })
  return { router, actors: appActors }
}

/**
 * The pages whose frame the server draws in its loading state (issue 14, round 7): the cart, checkout and every My
 * Account section. Their text (heading, intro) then comes with the HTML and is painted before any script has run.
 */
const SHELL_PAGE = /^\/(?:cart(?:\/checkout)?|dashboard(?:\/[^/]+)*)\/?$/

/**
 * A token store that lets the route guard through and holds no token: the shell is drawn for "someone signed in"
 * without knowing who. Nothing reads the token itself: the shell's actors never start, so no call is made.
 */
const SHELL_TOKENS: TokenStore = {
  get: () => null,
  usable: () => 'shell',
  set: () => undefined,
  clear: () => undefined,
  subscribe: () => () => undefined,
}

/**
 * What the shell must not show, since the server does not know it: the header's cart count, and on the cart
 * everything below the page's heading (drawn for an empty cart, which the visitor's may not be). Hidden, not removed,
 * so it keeps its place; the browser's first draw removes this style (src/app-root.tsx). The sections' place is held
 * (60% of the screen) so that the footer is not on the first screen until they arrive.
 */
const SHELL_STYLE = '[data-testid="cart-count"]{visibility:hidden}#main>div+div{min-height:60vh}'
const CART_SHELL_STYLE = `${SHELL_STYLE}#main>div+div{visibility:hidden}`
/**
 * Checkout is drawn for a placeholder plan: its first step does not depend on the plan, and it is the page's largest
 * text (its LCP element, issue 14). The step shows only when the browser holds a plan in its cart (the page's
 * starter marks `<html data-cart>` before the first paint, server/lib/start-script.ts); with an empty cart the part
 * below the heading stays hidden until the browser draws "Your cart is empty", as before. The order summary (the
 * placeholder's name and price) never shows, and the step's form takes no clicks until the browser's own replaces it.
 */
const CHECKOUT_SHELL_STYLE = `${SHELL_STYLE}html:not([data-cart]) #main>div+div,#main aside{visibility:hidden}#main form{pointer-events:none}`
const PLACEHOLDER_PLAN = { id: 'shell', retailName: 'Your plan', retailPrice: 0 }

/** The shells' actors (never started), one set per kind of shell: the cart's is empty, checkout's holds a plan. */
const shellActors = new Map<string, ReturnType<typeof createAppActors>>()
function shellOf(pathname: string) {
  const kind = pathname.replace(/\/$/, '') === '/cart/checkout' ? 'checkout' : pathname.startsWith('/cart') ? 'cart' : 'account'
  let appActors = shellActors.get(kind)
  if (!appActors) {
    appActors = createAppActors({ tokens: SHELL_TOKENS, start: false, cart: kind === 'checkout' ? PLACEHOLDER_PLAN : null })
    shellActors.set(kind, appActors)
  }
  return { actors: appActors, kind, style: kind === 'checkout' ? CHECKOUT_SHELL_STYLE : kind === 'cart' ? CART_SHELL_STYLE : SHELL_STYLE }
}

function publicPage(url: string) {
  return PUBLIC_PAGES[new URL(url, 'http://prerender.invalid').pathname.replace(/(.)\/+$/, '$1')]
}

/**
 * What the page at `url` (path and query) is drawn with, read afresh, or null when it is not rendered on the server
 * (signed-in pages, the cart, ...). Only the not-found page is rendered besides the public ones.
 */
export async function pageData(url: string, local: LocalFetch): Promise<PageData | null> {
  answerSameOriginPaths(local)
  const page = publicPage(url)
  if (!page) {
    const { router } = routerAt(url)
    const matches = router.matchRoutes(router.parseLocation(router.history.location))
    if (matches.at(-1)?.routeId !== NOT_FOUND_ROUTE) return null
  }
  return { status: page ? 200 : 404, data: await loadData(page ?? {}, new URL(url, 'http://prerender.invalid').pathname) }
}

/**
 * The ids of the routes a page the browser draws itself would match (`/_site/_auth/dashboard/plans`...), for the
 * server to preload their chunks with the shell: checkout and My Account then fetch them with the entry instead of
 * after it has run. Matching only: no guard runs here, the browser's router decides where the visitor goes.
 */
export function routeIdsOf(url: string): string[] {
  const { router } = routerAt(url)
  return router
    .matchRoutes(router.parseLocation(router.history.location))
    .map((match) => match.routeId as string)
    .filter((id) => id !== '__root__')
}

/** One render at a time: the data seed (src/lib/prefetched.ts) is one per process, and a render awaits lazy parts. */
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const done = queue.then(work)
  queue = done.catch(() => undefined)
  return done
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string
  /** The source files of the routes drawn (`src/routes/_site/shop.tsx`): the server preloads their chunks. */
  routeFiles: string[]
}

/** `/_site/shop` → `src/routes/_site/shop.tsx`, `/_site/` → `src/routes/_site/index.tsx` (file-based routes). */
function routeFile(routeId: string) {
  return `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`
}

/** The markup of `#root` for the page at `url`, drawn with `data` (from pageData) for a signed-out visitor. */
export function render(url: string, data: PageData['data']): Promise<RenderedPage> {
  return oneAtATime(() => renderNow(url, data))
}

export interface RenderedShell extends RenderedPage {
  /** For the page's head: the shell's own style (what it must not show yet), which the first draw removes. */
  head: string
  /**
   * My Account's sections: the browser's first draw is exactly this markup (a session still loading its profile,
   * nothing loaded yet), so it hydrates it. The cart and checkout depend on the browser's stored cart: drawn afresh.
   */
  hydrate: boolean
}

/**
 * The markup of `#root` for a signed-in page or the cart in its loading state, or null for any other page: the
 * header, the page's heading and intro, and each section's loading skeleton, drawn by the SPA's own components for a
 * session that is still "loading its profile" and an empty cart. The actors never start, so no customer's data is
 * asked for or drawn; no token is involved. The browser hydrates My Account's frame and draws the cart's and
 * checkout's afresh (src/main.tsx), and sends a visitor without a token to /login as before (its router's guard).
 */
export function renderShell(url: string): Promise<RenderedShell | null> {
  const { pathname } = new URL(url, 'http://prerender.invalid')
  if (!SHELL_PAGE.test(pathname)) return Promise.resolve(null)
  const { actors: appActors, style, kind } = shellOf(pathname)
  return oneAtATime(async () => {
    const page = await renderNow(url, {}, appActors)
    return { ...page, html: inlineSuspended(page.html), head: `<style id="${SHELL_STYLE_ID}">${style}</style>`, hydrate: kind === 'account' }
  })
}

/**
 * The section below My Account's tabs suspends while its route settles, and React sends a boundary that suspended
 * as a hidden part (`<div hidden id="S:0">`) that its inline scripts move into place (`$RC("B:0","S:0")`). The
 * content security policy blocks inline scripts: here each part is put in its place and the scripts are dropped, so
 * the section is in the markup where it shows, as a boundary that has resolved (which is what hydration expects).
 */
function inlineSuspended(html: string) {
  const pairs = new Map([...html.matchAll(/\$RC\("(B:\d+)","(S:\d+)"\)/g)].map((call) => [call[1], call[2]]))
  const parts = new Map<string, string>()
  let markup = html
    .replace(/<div hidden id="(S:\d+)">([\s\S]*?)<\/div>(?=<script>|<div hidden id="S:|$)/g, (_, id: string, body: string) => {
      parts.set(id, body)
      return ''
    })
    .replace(/<script>[\s\S]*?<\/script>/g, '')
  // A part may hold the place of another: repeat until every place is filled.
  for (let filled = true; filled; ) {
    filled = false
    markup = markup.replace(/<!--\$\?--><template id="(B:\d+)"><\/template>/g, (place, id: string) => {
      const body = parts.get(pairs.get(id) ?? '')
      if (body === undefined) return place
      filled = true
      return `<!--$-->${body}`
    })
  }
  return markup
}

async function renderNow(url: string, data: PageData['data'], appActorsFor?: ReturnType<typeof createAppActors>): Promise<RenderedPage> {
  const { router, actors: appActors } = routerAt(url, appActorsFor)
  await router.load()
  setPrefetched(data)
  try {
    // prerender, not renderToString: it waits for the lazy parts (the not-found page's content) to load.
    // The browser's very tree (src/app-root.tsx): the ids React gives labels and fields (useId) follow the tree's
    // shape, so any other wrapper would give the hydrated page other ids than its markup's.
    const { prelude } = await prerenderToNodeStream(appRoot(appActors, router))
    const chunks: Buffer[] = []
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
    const routeFiles = router.state.matches.filter((match) => match.routeId !== '__root__').map((match) => routeFile(match.routeId))
    return { html: Buffer.concat(chunks).toString('utf8'), routeFiles }
  } finally {
    setPrefetched({})
  }
}
