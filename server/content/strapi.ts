import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { MediaFile } from './schemas'
import type { StoredContentEntry } from './store'

/** Strapi v4 error names by status, as its error middleware answers them. */
const ERROR_NAMES: Record<number, { name: string; message: string }> = {
  400: { name: 'ValidationError', message: 'Bad Request' },
  404: { name: 'NotFoundError', message: 'Not Found' },
  405: { name: 'MethodNotAllowedError', message: 'Method Not Allowed' },
  500: { name: 'InternalServerError', message: 'Internal Server Error' },
  503: { name: 'ServiceUnavailableError', message: 'Service Unavailable' },
}

/** Strapi's error envelope: `{ data: null, error: { status, name, message, details } }`. */
export function strapiError(c: Context, status: 400 | 404 | 405 | 500 | 503, message?: string, details: Record<string, unknown> = {}) {
  const known = ERROR_NAMES[status]
  return c.json(
    { data: null, error: { status, name: known.name, message: message ?? known.message, details } },
    status as ContentfulStatusCode,
  )
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The timestamps Strapi puts in every entry's attributes. */
export function timestamps(entry: StoredContentEntry) {
  return { createdAt: iso(entry.createdAt), updatedAt: iso(entry.updatedAt), publishedAt: iso(entry.publishedAt) }
}

const MIME_BY_EXT: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' }

/** The mime type of an upload's file name (the names are validated to end in one of these). */
export function mimeOf(file: string) {
  return MIME_BY_EXT[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
}

/** A media relation, populated: `{ data: { id, attributes: { url: '/uploads/…', … } } }`. */
export function strapiMedia(id: number, media: MediaFile, entry: StoredContentEntry) {
  const dot = media.file.lastIndexOf('.')
  return {
    data: {
      id,
      attributes: {
        name: media.file,
        alternativeText: media.alternativeText,
        caption: null,
        width: media.width ?? null,
        height: media.height ?? null,
        formats: null,
        hash: media.file.slice(0, dot),
        ext: media.file.slice(dot),
        mime: mimeOf(media.file),
        url: `/uploads/${media.file}`,
        previewUrl: null,
        provider: 'local',
        provider_metadata: null,
        createdAt: iso(entry.createdAt),
        updatedAt: iso(entry.updatedAt),
      },
    },
  }
}

/** Strapi's `meta.pagination` for a page of a collection. */
export function pagination(page: number, pageSize: number, total: number) {
  return { page, pageSize, pageCount: Math.ceil(total / pageSize), total }
}
