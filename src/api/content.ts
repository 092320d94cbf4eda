import type { z } from 'zod/mini'
import type { BlogPost, ContentPage, PageMeta, Social } from '@contract/content'
import type { ContentEndpoint } from '@contract/endpoint'
import type { SpaSettings } from '@contract/settings'
import type { CallOptions } from './client'
import type { ContentCallOptions, ContentClientOptions, Loaded } from './content-base'
import type { ContentReads } from './content-reads'

export type { BlogPost, ContentPage, PageMeta, Social }

export { CONTENT_TIMEOUT_MS, ContentUnavailableError } from './content-base'
export type { ContentCallOptions, ContentClientOptions, Loaded } from './content-base'

/**
 * A content service client: any server answering Strapi v4's or v5's REST API. Its reads (src/api/content-reads.ts),
 * and with them ofetch, the content schemas (zod) and the Markdown reader, load with its first call: a page rendered
 * on the server arrives with its content, so none of them is on the first load (`npm run bench:bundle`). A 404 (a
 * single type never filled in, a collection that does not exist) reads as nothing; any other failure, or an answer
 * that is not Strapi's shape at all, throws.
 */
export function createContentClient(options: ContentClientOptions) {
  let loaded: Promise<ContentReads> | null = null
  // A load that failed (the connection dropped) is tried again by the next call, as "Try again" asks.
  const reads = () =>
    (loaded ??= import('./content-reads').then(
      (module) => module.createContentReads(options, mediaUrl),
      (error: unknown) => {
        loaded = null
        throw error
      },
    ))

  /** Absolute address of a media url (Strapi answers relative `/uploads/...`). */
  function mediaUrl(url: string) {
    return /^https?:\/\//.test(url) ? url : `${options.baseURL}${url}`
  }

  return {
    mediaUrl,
    /** One endpoint of the content table, its answer parsed with the endpoint's schema; null for a 404. */
    async read<E extends ContentEndpoint>(
      endpoint: E,
      query: z.input<Loaded<E['query']>>,
      call?: CallOptions,
    ): Promise<z.output<Loaded<E['answer']>> | null> {
      return (await reads()).read(endpoint, query, call)
    },
    /**
     * The blog's posts, newest first: in the language asked for, and in English for a post with no translation (by
     * slug). Their bodies too, as Strapi answers a collection; the list shows what it needs of them.
     */
    async blogPosts(call?: ContentCallOptions): Promise<BlogPost[]> {
      return (await reads()).blogPosts(call)
    },
    /** One blog post, in the language asked for or else English; null if there is none. */
    async blogPost(slug: string, call?: ContentCallOptions): Promise<BlogPost | null> {
      return (await reads()).blogPost(slug, call)
    },
    /** The footer's social links, in the language asked for or else English: none when the footer was never filled in. */
    async footerSocials(call?: ContentCallOptions): Promise<Social[]> {
      return (await reads()).footerSocials(call)
    },
    /**
     * Every page's title and description (SPEC §7 metadata), from every page of the collection: in the language asked
     * for, and in English for a page whose entry has no translation.
     */
    async pageMetas(call?: ContentCallOptions): Promise<PageMeta[]> {
      return (await reads()).pageMetas(call)
    },
    /**
     * One page (about, faq, terms-and-conditions, privacy-policy), its bodies as Blocks, in the language asked for or
     * else English; null if there is none.
     */
    async contentPage(slug: string, call?: ContentCallOptions): Promise<ContentPage | null> {
      return (await reads()).contentPage(slug, call)
    },
  }
}

const clients = new WeakMap<SpaSettings, ReturnType<typeof createContentClient>>()

/** The content client for a set of settings (the router context's), one per set. */
function contentFor(settings: SpaSettings) {
  let client = clients.get(settings)
  if (!client) {
    client = createContentClient({ baseURL: settings.contentUrl })
    clients.set(settings, client)
  }
  return client
}

/** A read of the content service: its options, and the settings that say where the service is. */
export interface ContentRead extends ContentCallOptions {
  settings: SpaSettings
}

/** The footer's social links, in `options.language` (else English). */
export function getFooterSocials({ settings, ...options }: ContentRead): Promise<Social[]> {
  return contentFor(settings).footerSocials(options)
}

/** Every page's title and description (SPEC §7 metadata), in `options.language` (else English, entry by entry). */
export function getPageMetas({ settings, ...options }: ContentRead): Promise<PageMeta[]> {
  return contentFor(settings).pageMetas(options)
}

/**
 * One page of the content service (about, faq, terms-and-conditions, privacy-policy), in `options.language` (else
 * English), or null if absent.
 */
export function getContentPage(slug: string, { settings, ...options }: ContentRead): Promise<ContentPage | null> {
  return contentFor(settings).contentPage(slug, options)
}

/** The blog's posts, newest first, in `options.language` (else English, post by post). */
export function getBlogPosts({ settings, ...options }: ContentRead): Promise<BlogPost[]> {
  return contentFor(settings).blogPosts(options)
}

/** One blog post by its slug, in `options.language` (else English), or null if there is none. */
export function getBlogPost(slug: string, { settings, ...options }: ContentRead): Promise<BlogPost | null> {
  return contentFor(settings).blogPost(slug, options)
}

/** Normalises '/shop/' and '/shop' alike; '/' stays '/'. */
function normalisePath(path: string) {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The metadata entry for a path: exact match first, then the longest entry that prefixes it. */
export function matchPageMeta(metas: PageMeta[], pathname: string): PageMeta | undefined {
  const path = normalisePath(pathname)
  const exact = metas.find((meta) => normalisePath(meta.page) === path)
  if (exact) return exact
  return metas
    .filter((meta) => normalisePath(meta.page) !== '/' && path.startsWith(`${normalisePath(meta.page)}/`))
    .sort((a, b) => b.page.length - a.page.length)[0]
}
