import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { contentEndpoints as endpoints } from '@contract/endpoints/content'
import { CONTENT_TYPES, contentDataSchemas, type ContentType } from './schemas'
import { readPopulate, type Populate } from './populate'
import { pagination, strapiError, strapiMedia, timestamps } from './strapi'
import { DEFAULT_LOCALE, type ContentStore, type StoredContentEntry } from './store'
import { serveUpload } from './uploads'

/** Options of the content routes. */
export interface ContentRoutesOptions {
  /** Folder the `/uploads/:file` route serves; defaults to `server/content/uploads`. */
  uploadsDir?: string
}

/** A query the service cannot answer (Strapi's 400 ValidationError). */
class QueryError extends Error {
  constructor(
    message: string,
    readonly key: string,
  ) {
    super(message)
  }
}

/** Stored data that does not match its type's schema: a bug or a bad migration, never the caller's fault. */
class InvalidEntryError extends Error {}

/** The store could not answer: its database is unreachable or failing (503, and fine again once it is back). */
class StoreUnavailableError extends Error {}

const DEFAULT_PAGE_SIZE = 25
const MAX_PAGE_SIZE = 100

const positiveInt = z.coerce.number().int().positive()

/** `pagination[page]` and `pagination[pageSize]` (Strapi v4 defaults: 1 and 25, at most 100). */
function readPagination(query: Record<string, string>) {
  const read = (key: string, fallback: number) => {
    if (query[key] === undefined) return fallback
    const parsed = positiveInt.safeParse(query[key])
    if (!parsed.success) throw new QueryError(`Invalid ${key}`, key)
    return parsed.data
  }
  return {
    page: read('pagination[page]', 1),
    pageSize: Math.min(read('pagination[pageSize]', DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
  }
}

/**
 * The one filter each collection supports, written the way Strapi v4 takes it: `filters[slug][$eq]=about` (or the
 * implicit `filters[slug]=about`). Any other `filters[...]` key is a 400, as Strapi answers an invalid key.
 */
function readSlugFilter(query: Record<string, string>, field: string) {
  let slug: string | undefined
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('filters')) continue
    if (key !== `filters${field}[$eq]` && key !== `filters${field}`) throw new QueryError(`Invalid key ${key}`, key)
    slug = value
  }
  return slug
}

/**
 * Strapi's `locale` parameter (i18n): the entries of that locale only; without it, the default locale's. A locale
 * with no entries (one the site does not have) answers as Strapi does: an empty collection, a 404 single type.
 */
function readLocale(query: Record<string, string>) {
  return query.locale || DEFAULT_LOCALE
}

/**
 * Strapi's `sort` on the one field a collection may be sorted by (`sort=publishedAt:desc`, or `sort[0]=…`); without
 * it, ascending id, as Strapi answers. Any other sort is a 400, as Strapi answers an invalid key.
 */
function readSort(query: Record<string, string>, field: string | null): 'asc' | 'desc' | null {
  const given = Object.entries(query).filter(([key]) => key === 'sort' || key === 'sort[0]')
  if (given.length === 0) return null
  const [key, value] = given[0]
  const match = /^([A-Za-z]+)(?::(asc|desc))?$/i.exec(value)
  if (given.length > 1 || !match || match[1] !== field) throw new QueryError(`Invalid key ${value.split(':')[0]}`, key)
  return (match[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc'
}

/** An entry's data, validated against its type's schema. */
function dataOf<T extends ContentType>(entry: StoredContentEntry & { type: T }) {
  const parsed = contentDataSchemas[entry.type].safeParse(entry.data)
  if (!parsed.success) throw new InvalidEntryError(`content entry ${entry.type}/${entry.slug} (id ${entry.id}) is invalid`)
  return parsed.data as z.infer<(typeof contentDataSchemas)[T]>
}

/** The published entries of a type, with store failures told apart from everything else. */
async function read(store: ContentStore, type: ContentType, options: { slug?: string; locale: string }) {
  let entries: StoredContentEntry[]
  try {
    entries = await store.list(type, options)
  } catch (error) {
    throw new StoreUnavailableError(error instanceof Error ? error.message : String(error))
  }
  return entries.filter((entry) => entry.publishedAt !== null)
}

/** Runs a handler, turning its failures into Strapi-shaped answers without leaking a stack trace. */
function answer(handler: (c: Context) => Promise<Response>) {
  return async (c: Context) => {
    try {
      return await handler(c)
    } catch (error) {
      if (error instanceof QueryError) return strapiError(c, 400, error.message, { key: error.key, source: 'query' })
      if (error instanceof StoreUnavailableError) {
        console.error(`[content] the content store failed: ${error.message}`)
        c.header('Retry-After', '5')
        return strapiError(c, 503)
      }
      console.error(`[content] ${c.req.path}:`, error instanceof Error ? error.message : error)
      return strapiError(c, 500)
    }
  }
}

/** A collection answer: one page of entries and Strapi's pagination meta. */
async function collection<T extends ContentType>(
  c: Context,
  store: ContentStore,
  type: T,
  filterField: string,
  shape: (entry: StoredContentEntry, data: z.infer<(typeof contentDataSchemas)[T]>, populate: Populate) => Record<string, unknown>,
  /** The field `sort` may name, and each entry's value of it (an ISO date); none when the collection is not sorted. */
  sortBy: { field: string; value: (data: z.infer<(typeof contentDataSchemas)[T]>) => string } | null = null,
) {
  const query = c.req.query()
  const populate = readPopulate(query)
  const { page, pageSize } = readPagination(query)
  const slug = readSlugFilter(query, filterField)
  const locale = readLocale(query)
  const order = readSort(query, sortBy?.field ?? null)
  const entries = await read(store, type, slug === undefined ? { locale } : { slug, locale })
  const typed = entries.map((entry) => ({ entry, data: dataOf(entry as StoredContentEntry & { type: T }) }))
  if (order && sortBy) {
    const sign = order === 'asc' ? 1 : -1
    typed.sort((a, b) => sign * sortBy.value(a.data).localeCompare(sortBy.value(b.data)) || a.entry.id - b.entry.id)
  }
  const shaped = typed.map(({ entry, data }) => ({ id: entry.id, attributes: shape(entry, data, populate) }))
  return c.json({
    data: shaped.slice((page - 1) * pageSize, page * pageSize),
    meta: { pagination: pagination(page, pageSize, shaped.length) },
  })
}

/** The content types' paths: read-only, as Strapi's public role has them. */
const CONTENT_PATHS = [endpoints.footer.path, endpoints.pageMetas.path, endpoints.pages.path, endpoints.posts.path]

/**
 * The content service as a Hono sub-app, answering in Strapi v4's shapes so that the SPA works unchanged against a
 * real Strapi. Mount it at the server root: it owns `/api/*` and `/uploads/*`. Components and media are in an
 * answer only when the query's `populate` asks for them, as Strapi answers (./populate.ts).
 */
export function createContentRoutes(store: ContentStore, options: ContentRoutesOptions = {}): Hono {
  const app = new Hono()

  app.on(
    endpoints.footer.method,
    endpoints.footer.path,
    answer(async (c) => {
      const [entry] = await read(store, CONTENT_TYPES.footer, { locale: readLocale(c.req.query()) })
      if (!entry) return strapiError(c, 404)
      const data = dataOf(entry as StoredContentEntry & { type: 'ring-mobile-footer' })
      const populate = readPopulate(c.req.query())
      const logos = populate.inside('socials').has('logo')
      return c.json({
        data: {
          id: entry.id,
          attributes: {
            ...(populate.has('socials') && {
              socials: data.socials.map((social, index) => ({
                id: index + 1,
                name: social.name,
                link: social.link,
                ...(logos && { logo: strapiMedia(index + 1, social.logo, entry) }),
              })),
            }),
            locale: entry.locale,
            ...timestamps(entry),
          },
        },
        meta: {},
      })
    }),
  )

  app.on(
    endpoints.pageMetas.method,
    endpoints.pageMetas.path,
    answer((c) =>
      // Strapi filters a component's field by its path: filters[metadata][page][$eq]=/shop.
      collection(c, store, CONTENT_TYPES.metaData, '[metadata][page]', (entry, data, populate) => ({
        ...(populate.has('metadata') && { metadata: { id: entry.id, ...data } }),
        locale: entry.locale,
        ...timestamps(entry),
      })),
    ),
  )

  app.on(
    endpoints.pages.method,
    endpoints.pages.path,
    answer((c) =>
      collection(c, store, CONTENT_TYPES.page, '[slug]', (entry, data, populate) => ({
        slug: entry.slug,
        title: data.title,
        summary: data.summary,
        ...(populate.has('sections') && { sections: data.sections.map((section, index) => ({ id: index + 1, ...section })) }),
        locale: entry.locale,
        ...timestamps(entry),
      })),
    ),
  )

  app.on(
    endpoints.posts.method,
    endpoints.posts.path,
    answer((c) =>
      collection(
        c,
        store,
        CONTENT_TYPES.post,
        '[slug]',
        (entry, data, populate) => ({
          slug: entry.slug,
          title: data.title,
          summary: data.summary,
          body: data.body,
          ...(populate.has('cover') && { cover: strapiMedia(entry.id, data.cover, entry) }),
          locale: entry.locale,
          ...timestamps(entry),
          // The date the post went out, as its editor published it.
          publishedAt: data.publishedAt,
        }),
        { field: 'publishedAt', value: (data) => data.publishedAt },
      ),
    ),
  )

  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], CONTENT_PATHS, (c) => {
    c.header('Allow', 'GET, HEAD')
    return strapiError(c, 405)
  })
  app.all('/api/*', (c) => strapiError(c, 404))

  app.get('/uploads/:file', (c) => serveUpload(c, c.req.param('file'), options.uploadsDir))
  // Anything else under /uploads (nested paths, other verbs) is not a file we serve; never fall through to the SPA.
  app.all('/uploads/*', (c) => strapiError(c, 404))

  return app
}
