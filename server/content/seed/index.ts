import { CONTENT_TYPES } from '../schemas'
import type { ContentEntry } from '../store'
import { ABOUT } from './about'
import { POSTS, type SeedPost } from './blog'
import { FAQ } from './faq'
import { FOOTER, FOOTER_ES } from './footer'
import { META_DATAS } from './meta-datas'
import { PRIVACY } from './privacy'
import { TERMS } from './terms'
import { ABOUT_ES } from './es/about'
import { POSTS_ES } from './es/blog'
import { FAQ_ES } from './es/faq'
import { META_DATAS_ES } from './es/meta-datas'
import { PRIVACY_ES } from './es/privacy'
import { TERMS_ES } from './es/terms'

/** The slug of the footer, a Strapi single type (one entry). */
const FOOTER_SLUG = 'default'

/** Slugs of the readable pages, in the order the collection lists them. */
export const PAGE_SLUGS = ['about', 'faq', 'terms-and-conditions', 'privacy-policy'] as const
type PageSlug = (typeof PAGE_SLUGS)[number]

/** The site's content in one locale. */
interface LocaleContent {
  footer: unknown
  metaDatas: readonly { page: string }[]
  pages: Record<PageSlug, unknown>
  posts: readonly SeedPost[]
}

/** Each locale's entries: English (Strapi's default locale) and Spanish, the same slugs in both. */
const CONTENT: Record<'en' | 'es', LocaleContent> = {
  en: {
    footer: FOOTER,
    metaDatas: META_DATAS,
    pages: { about: ABOUT, faq: FAQ, 'terms-and-conditions': TERMS, 'privacy-policy': PRIVACY },
    posts: POSTS,
  },
  es: {
    footer: FOOTER_ES,
    metaDatas: META_DATAS_ES,
    pages: { about: ABOUT_ES, faq: FAQ_ES, 'terms-and-conditions': TERMS_ES, 'privacy-policy': PRIVACY_ES },
    posts: POSTS_ES,
  },
}

/**
 * The site content to seed, as plain data: a fresh copy on every call, so callers may keep or change it.
 * `(type, slug, locale)` is unique; insert in this order so ids follow it (English first, then Spanish).
 */
export function seedContentEntries(): ContentEntry[] {
  const entries: ContentEntry[] = (['en', 'es'] as const).flatMap((locale) => {
    const content = CONTENT[locale]
    return [
      { type: CONTENT_TYPES.footer, slug: FOOTER_SLUG, locale, data: content.footer },
      ...content.metaDatas.map((meta) => ({ type: CONTENT_TYPES.metaData, slug: meta.page, locale, data: meta })),
      ...PAGE_SLUGS.map((slug) => ({ type: CONTENT_TYPES.page, slug, locale, data: content.pages[slug] })),
      ...content.posts.map((post) => ({ type: CONTENT_TYPES.post, slug: post.slug, locale, data: post.data })),
    ]
  })
  return structuredClone(entries)
}
