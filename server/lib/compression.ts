import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = /^(application\/json|text\/html|text\/plain|application\/javascript|text\/css|image\/svg\+xml)/i

const ENCODINGS = { br: /\bbr\b/, gzip: /\bgzip\b/ }

/** Whether `request` takes answers in `encoding` (its Accept-Encoding names it). */
export function accepts(request: Request, encoding: keyof typeof ENCODINGS) {
  return ENCODINGS[encoding].test(request.headers.get('accept-encoding') ?? '')
}

/**
 * JSON and HTML built per request are compressed on the fly above `threshold` bytes: brotli (a fast level) when the
 * client takes it, else gzip. The SPA's files skip this: they carry their build-time copies (`Content-Encoding`
 * already set by serveStatic's `precompressed`).
 *
 * Everything up to the decision reads headers only: reading an answer's body turns the node adapter's light answer
 * into a full web Response, which costs a small answer more than building it did. So an answer that says its
 * length (`jsonAnswer` in server/lib/http.ts does) and is below the threshold is never read; one without a length
 * is read and measured.
 */
export function compressAnswers({ threshold = 1024 } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const type = headers.get('content-type') ?? ''
    if (c.req.method === 'HEAD' || headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return
    headers.append('Vary', 'Accept-Encoding')
    const encoding = accepts(c.req.raw, 'br') ? 'br' : accepts(c.req.raw, 'gzip') ? 'gzip' : null
    const length = headers.get('content-length')
    if (!encoding || (length !== null && Number(length) < threshold)) return
    const res = c.res
    if (!res.body) return
    const body = Buffer.from(await res.arrayBuffer())
    const answer = new Headers(headers)
    if (body.length < threshold) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: answer })
      return
    }
    const compressed = type.startsWith('text/html') ? compressPage(body, encoding) : await compressData(body, encoding)
    answer.set('Content-Encoding', encoding)
    c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers: answer })
    // Hono's `c.res` setter copies the old answer's headers onto the new one, its Content-Length among them.
    c.res.headers.set('Content-Length', String(compressed.length))
  }
}

/**
 * A page rendered for its request (a path with a query; a kept page comes already compressed, server/lib/pages.ts):
 * at a fast level, a tenth larger than the default's, and in this thread, where a page's fraction of a millisecond
 * costs less than a hop to the thread pool.
 */
function compressPage(body: Buffer, encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 1 })
}

/** JSON and other answers, in the thread pool at the usual levels. */
function compressData(body: Buffer, encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 })
}
