import type { ContentType } from './schemas'

/** Strapi's default locale, which an entry without one and a query without `locale` are in. */
export const DEFAULT_LOCALE = 'en'

/** A content entry as seeded: plain data, no ids or timestamps (the store assigns those). */
export interface ContentEntry {
  type: ContentType
  /** Unique within its type: a page slug (`about`), a page path for metadata (`/shop`), `default` for a single type. */
  slug: string
  /**
   * Strapi's locale of the entry (`en`, `es`): as in Strapi's i18n, each language of an entry is an entry of its
   * own, with the same slug. Absent means the default locale, English.
   */
  locale?: string
  /** Shaped by `contentDataSchemas[type]`; the routes re-validate it. */
  data: unknown
}

/** A content entry as the store keeps it. */
export interface StoredContentEntry extends ContentEntry {
  locale: string
  /** Positive integer, stable for the life of the entry (Strapi ids are numbers). */
  id: number
  createdAt: Date | string
  updatedAt: Date | string
  /** Null would mean a draft; the routes only answer published entries. */
  publishedAt: Date | string | null
}

/**
 * Where the content service reads from. The provider API implements it over its `content_entries` table;
 * `memoryContentStore` is the in-process one for tests and tools. Both must answer in ascending `id` order.
 */
export interface ContentStore {
  /**
   * Entries of one type in one locale (English when none is given), ascending by id; only the entry with that slug
   * when `slug` is given.
   */
  list(type: ContentType, options?: { slug?: string; locale?: string }): Promise<StoredContentEntry[]>
}

/** An in-memory ContentStore over the given entries: ids 1, 2, 3… in the given order, all published at `now`. */
export function memoryContentStore(entries: readonly ContentEntry[], now: Date = new Date()): ContentStore {
  const stored: StoredContentEntry[] = entries.map((entry, index) => ({
    ...entry,
    locale: entry.locale ?? DEFAULT_LOCALE,
    data: structuredClone(entry.data),
    id: index + 1,
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  }))
  return {
    async list(type, options) {
      return stored
        .filter(
          (entry) =>
            entry.type === type &&
            entry.locale === (options?.locale ?? DEFAULT_LOCALE) &&
            (options?.slug === undefined || entry.slug === options.slug),
        )
        .map((entry) => ({ ...entry, data: structuredClone(entry.data) }))
    },
  }
}
