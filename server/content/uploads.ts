import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Context } from 'hono'
import { mimeOf, strapiError } from './strapi'

/** The folder of the seeded media files. */
const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('./uploads/', import.meta.url))

/**
 * The only names served. Checked on the decoded name, so `..%2F`, `%00`, dot files, nested paths and other
 * extensions never reach the file system.
 */
const UPLOAD_NAME = /^[a-z0-9-]+\.(svg|png)$/

/** A day: the logos change with a deploy at most, and the ETag makes revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=86400'

interface CachedFile {
  body: Uint8Array<ArrayBuffer>
  etag: string
}

// The uploads are a handful of small files shipped with the code: read each once.
const cache = new Map<string, CachedFile>()

async function load(dir: string, name: string): Promise<CachedFile | null> {
  const key = join(dir, name)
  const cached = cache.get(key)
  if (cached) return cached
  try {
    const buffer = await readFile(key)
    const body = new Uint8Array(buffer.byteLength)
    body.set(buffer)
    const file = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
    cache.set(key, file)
    return file
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null
    throw error
  }
}

/** `GET /uploads/:file`: a seeded media file with its type, a cache header and an ETag; 404 JSON otherwise. */
export async function serveUpload(c: Context, name: string, dir = DEFAULT_UPLOADS_DIR) {
  if (!UPLOAD_NAME.test(name)) return strapiError(c, 404)
  let file: CachedFile | null
  try {
    file = await load(dir, name)
  } catch (error) {
    console.error('[content] reading an upload failed:', error instanceof Error ? error.message : error)
    return strapiError(c, 500)
  }
  if (!file) return strapiError(c, 404)

  c.header('Cache-Control', CACHE_CONTROL)
  c.header('ETag', file.etag)
  c.header('X-Content-Type-Options', 'nosniff')
  // An SVG opened on its own is a document: forbid scripts and everything else it could load.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304)
  c.header('Content-Type', mimeOf(name))
  return c.body(file.body)
}
