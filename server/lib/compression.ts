import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = /^(application\/json|text\/html|text\/plain|application\/javascript|text\/css|image\/svg\+xml)/i

/**
 * JSON and HTML built per request are compressed on the fly above `threshold` bytes: brotli (a fast level) when the
 * client takes it, else gzip. The SPA's files skip this: they carry their build-time copies (`Content-Encoding`
 * already set by serveStatic's `precompressed`).
 */
export function compressAnswers({ threshold = 1024 } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('content-type') ?? ''
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return
    const accepted = c.req.header('accept-encoding') ?? ''
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
    const body = Buffer.from(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    headers.append('Vary', 'Accept-Encoding')
    if (!encoding || body.length < threshold) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers })
      return
    }
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzipAsync(body, { level: 6 })
    headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(compressed.length))
    c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers })
  }
}
