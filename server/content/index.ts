/**
 * The content service (SPEC §7, DESIGN §2): footer, page metadata and readable pages in Strapi v4 response shapes,
 * plus the media files they point to. The provider API mounts `createContentRoutes(store)` at its root and
 * implements `ContentStore` over its `content_entries` table, seeded from `seedContentEntries()`.
 */
export { createContentRoutes, type ContentRoutesOptions } from './routes'
export { memoryContentStore, type ContentEntry, type ContentStore, type StoredContentEntry } from './store'
export { FOOTER_SLUG, PAGE_SLUGS, seedContentEntries, type PageSlug } from './seed'
export {
  CONTENT_TYPES,
  contentDataSchemas,
  footerDataSchema,
  metaDataSchema,
  pageDataSchema,
  type ContentData,
  type ContentType,
  type FooterData,
  type MetaData,
  type PageData,
} from './schemas'
export { DEFAULT_UPLOADS_DIR, UPLOAD_NAME } from './uploads'
