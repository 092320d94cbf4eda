/**
 * The content service (SPEC §7, DESIGN §2): footer, page metadata and readable pages in Strapi v4 response shapes,
 * plus the media files they point to. The provider API mounts `createContentRoutes(store)` at its root and
 * implements `ContentStore` over its `content_entries` table, seeded from `seedContentEntries()`.
 */
export { createContentRoutes } from './routes'
export { DEFAULT_LOCALE, memoryContentStore, type ContentStore, type StoredContentEntry } from './store'
export { PAGE_SLUGS, seedContentEntries } from './seed'
export { type ContentType } from './schemas'
