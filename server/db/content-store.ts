import { and, asc, eq, type SQL } from 'drizzle-orm'
import { DEFAULT_LOCALE, type ContentStore, type ContentType, type StoredContentEntry } from '../content'
import type { Db } from './client'
import { contentEntries } from './schema'

/** The content service's store over the `content_entries` table. */
export function databaseContentStore(db: Db): ContentStore {
  return {
    async list(type: ContentType, options?: { slug?: string; locale?: string }): Promise<StoredContentEntry[]> {
      const conditions: SQL[] = [eq(contentEntries.type, type), eq(contentEntries.locale, options?.locale ?? DEFAULT_LOCALE)]
      if (options?.slug !== undefined) conditions.push(eq(contentEntries.slug, options.slug))
      const rows = await db
        .select()
        .from(contentEntries)
        .where(and(...conditions))
        .orderBy(asc(contentEntries.id))
      return rows.map((row) => ({
        id: row.id,
        type: row.type as ContentType,
        slug: row.slug,
        locale: row.locale,
        data: row.data,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        publishedAt: row.publishedAt,
      }))
    },
  }
}
