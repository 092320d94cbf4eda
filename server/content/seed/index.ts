import { CONTENT_TYPES } from '../schemas'
import type { ContentEntry } from '../store'
import { ABOUT } from './about'
import { FAQ } from './faq'
import { FOOTER } from './footer'
import { META_DATAS } from './meta-datas'
import { PRIVACY } from './privacy'
import { TERMS } from './terms'

/** The slug of the footer, a Strapi single type (one entry). */
const FOOTER_SLUG = 'default'

/** Slugs of the readable pages, in the order the collection lists them. */
export const PAGE_SLUGS = ['about', 'faq', 'terms-and-conditions', 'privacy-policy'] as const
type PageSlug = (typeof PAGE_SLUGS)[number]

const PAGES: Record<PageSlug, unknown> = {
  about: ABOUT,
  faq: FAQ,
  'terms-and-conditions': TERMS,
  'privacy-policy': PRIVACY,
}

/**
 * The site content to seed, as plain data: a fresh copy on every call, so callers may keep or change it.
 * `(type, slug)` is unique; insert in this order so ids follow it.
 */
export function seedContentEntries(): ContentEntry[] {
  const entries: ContentEntry[] = [
    { type: CONTENT_TYPES.footer, slug: FOOTER_SLUG, data: FOOTER },
    ...META_DATAS.map((meta) => ({ type: CONTENT_TYPES.metaData, slug: meta.page, data: meta })),
    ...PAGE_SLUGS.map((slug) => ({ type: CONTENT_TYPES.page, slug, data: PAGES[slug] })),
  ]
  return structuredClone(entries)
}
