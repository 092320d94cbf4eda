import type { Context } from 'hono'
import { z } from 'zod'
import { contentDataSchemas, type ContentType } from './schemas'
import { readPopulate, type Populate } from './populate'
import { pagination, strapiError } from './strapi'
import { DEFAULT_LOCALE, type ContentStore, type StoredContentEntry } from './store'

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
export function readLocale(query: Record<string, string>) {
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
export function dataOf<T extends ContentType>(entry: StoredContentEntry & { type: T }) {
  const parsed = contentDataSchemas[entry.type].safeParse(entry.data)
  if (!parsed.success) throw new InvalidEntryError(`content entry ${entry.type}/${entry.slug} (id ${entry.id}) is invalid`)
  return parsed.data as z.infer<(typeof contentDataSchemas)[T]>
}

/** The published entries of a type, with store failures told apart from everything else. */
export async function read(store: ContentStore, type: ContentType, options: { slug?: string; locale: string }) {
  let entries: StoredContentEntry[]
  try {
    entries = await store.list(type, options)
  } catch (error) {
    throw new StoreUnavailableError(error instanceof Error ? error.message : String(error))
  }
  return entries.filter((entry) => entry.publishedAt !== null)
}

/** Runs a handler, turning its failures into Strapi-shaped answers without leaking a stack trace. */
export function answer(handler: (c: Context) => Promise<Response>) {
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
export async function collection<T extends ContentType>(
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
