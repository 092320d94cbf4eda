import type { Context, MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { Config } from '../config'
import type { AppEnv } from '../context'
import type { RendererSource } from './pages'

/** Paths the SPA fallback never answers: they belong to the API, the content service, the outbox or payments. */
export const NOT_SPA = /^\/(app|api|dev(?!\/flows$)|uploads|pay|healthz|livez|readyz|metrics)(\/|$)/

/** A page of the SPA, rendered by its router: every GET outside the API, content, outbox and payment paths that names no file. */
export function isPagePath(path: string) {
  return !NOT_SPA.test(path) && !/\.[a-z0-9]+$/i.test(path)
}

/**
 * The inline scripts a policy allows: a page rendered for its request, by that response's nonce; a kept page (the
 * same bytes for every visitor), by the hashes of its scripts (server/lib/pages.ts); every other answer has no
 * inline script to allow.
 */
type InlineScripts = 'nonce' | 'hashes' | 'none'

/** The hashes of the kept page being answered, read by its policy (`keptPageScripts` in the context). */
const keptPageHashes = (c: Context<AppEnv>) => (c.get('keptPageScripts') ?? []).join(' ')

/**
 * The policy of an answer: a page's carries what allows its inline scripts (the router's hydration data and
 * React's); every other answer gets the same policy without them.
 */
function contentSecurityPolicy(config: Config, renderer: RendererSource | undefined, inline: InlineScripts) {
  const chat = config.chatAppId ? ['https://widget.intercom.io', 'https://js.intercomcdn.com'] : []
  const chatConnect = config.chatAppId ? ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'] : []
  const stripe = config.paymentsProvider === 'stripe' ? ['https://js.stripe.com'] : []
  // The SPA's API and content service when they are elsewhere (API_BASE_URL, CONTENT_URL): the browser calls them.
  const elsewhere = [...new Set([config.apiBaseUrl, config.contentUrl].filter(Boolean).map((url) => new URL(url).origin))]
  return {
    defaultSrc: ["'self'"],
    // Inline scripts only with this response's nonce, or a kept page's by their hashes (server/lib/pages.ts).
    scriptSrc: ["'self'", ...(inline === 'nonce' ? [NONCE] : inline === 'hashes' ? [keptPageHashes] : []), ...chat, ...stripe],
    // Ark UI and React set inline style attributes; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The content service's logos come from CONTENT_URL's origin, an http:// one included.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(config.contentUrl ? [new URL(config.contentUrl).origin] : [])],
    fontSrc: ["'self'", 'data:', ...chat],
    connectSrc: ["'self'", ...elsewhere, ...chatConnect, ...stripe, ...(renderer?.connectSrc ?? [])],
    frameSrc: ["'self'", ...(config.chatAppId ? ['https://intercom-sheets.com'] : []), ...stripe],
    mediaSrc: ["'self'", ...chat],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // The hosted payment page's form redirects to PUBLIC_URL/stripe-response (Chrome checks redirects too).
    formAction: ["'self'", new URL(config.publicUrl).origin],
    frameAncestors: ["'none'"],
  }
}

/**
 * Hono's secureHeaders for every answer (decision 0016). `perAnswer` is the middleware: a nonce is made only for a
 * page rendered for its request, the other answers' headers are computed once; a page's headers leave a policy the
 * page's answer wrote itself. A kept page (`keeps`, known from the request) needs no nonce: `keptPage` works out its
 * headers, its policy with its scripts' hashes, once when it is kept (server/routes/spa.ts), and `perAnswer` only
 * fills in the headers of an answer on its path that did not come that way (an error), with a policy that allows no
 * inline script. tests/server/pages.test.ts checks both.
 */
export function securityHeaders(config: Config, renderer: RendererSource | undefined, keeps: (request: Request) => boolean) {
  const options = {
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    strictTransportSecurity: config.env === 'production' ? 'max-age=15552000; includeSubDomains' : false,
  } as const
  const pageHeaders = secureHeaders({
    ...options,
    overwrite: false,
    contentSecurityPolicy: contentSecurityPolicy(config, renderer, 'nonce'),
  })
  const keptPage = secureHeaders({ ...options, contentSecurityPolicy: contentSecurityPolicy(config, renderer, 'hashes') })
  const none = contentSecurityPolicy(config, renderer, 'none')
  const otherHeaders = secureHeaders({ ...options, contentSecurityPolicy: none })
  const unlessKept = secureHeaders({ ...options, overwrite: false, contentSecurityPolicy: none })
  const perAnswer: MiddlewareHandler<AppEnv> = (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isPagePath(c.req.path)) return otherHeaders(c, next)
    return (keeps(c.req.raw) ? unlessKept : pageHeaders)(c, next)
  }
  return { perAnswer, keptPage }
}
