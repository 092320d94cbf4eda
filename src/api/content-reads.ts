/**
 * The content client's reads (src/api/content.ts's `createContentClient` loads this module with its first call): the
 * queries, the deadline, the paging and the merging of languages. None of it runs to draw a page the server rendered
 * with its content, so none of it is on the first load (`npm run bench:bundle`).
 */

import type { $Fetch } from 'ofetch'
import type { z } from 'zod/mini'
import type { BlogPost, Block, ContentPage, DroppedEntry, PageMeta, ParsedPage, ParsedPost, Social } from '@contract/content'
import type { ContentEndpoint } from '@contract/endpoint'
import { contentEndpoints as endpoints } from '@contract/endpoints/content'
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'
import type { CallOptions } from './client'
import {
  CONTENT_TIMEOUT_MS,
  ContentUnavailableError,
  type ContentCallOptions,
  type ContentClientOptions,
  type Loaded,
} from './content-base'

/**
 * Strapi's page size for the collections read whole: Strapi's default `maxLimit` (a server configured lower
 * answers fewer per page and more pages).
 */
const PAGE_SIZE = 100
/** At most this many pages of one collection are read: a bound, far above what the site has. */
const MAX_PAGES = 20

/**
 * The headers of every content call. `Strapi-Response-Format: v4` makes a Strapi 5 answer in v4's shape (a v4
 * server ignores it); the schemas read v5's flat shape too, for a server or proxy that drops the header.
 */
const CONTENT_HEADERS = { Accept: 'application/json', 'Strapi-Response-Format': 'v4' }

/**
 * What each read asks for, in Strapi's standard syntax (no plugin needed): the footer's socials component with the
 * logo media inside it, each entry's metadata component, each page's sections component. Strapi's `locale`
 * parameter joins them for a language other than English (`localized`).
 */
const QUERIES = {
  footer: { 'populate[socials][populate]': 'logo' },
  pageMetas: { populate: 'metadata' },
  page: (slug: string) => ({ 'filters[slug][$eq]': slug, populate: 'sections' }),
  // The blog shows the newest posts, one page of them.
  posts: { sort: 'publishedAt:desc', populate: 'cover', 'pagination[pageSize]': String(PAGE_SIZE) },
  post: (slug: string) => ({ 'filters[slug][$eq]': slug, populate: 'cover' }),
} as const

/**
 * `run` with a deadline: its signal aborts (the caller's abort included) and the call rejects with
 * ContentUnavailableError when `ms` pass first, whether or not the fetch heeds its signal.
 */
async function withDeadline<T>(ms: number, path: string, outer: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>) {
  const controller = new AbortController()
  const forward = () => controller.abort(outer?.reason)
  if (outer?.aborted) forward()
  else outer?.addEventListener('abort', forward, { once: true })
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ContentUnavailableError(`${path} did not answer within ${ms / 1000} s`, null)
      controller.abort(error)
      reject(error)
    }, ms)
  })
  try {
    return await Promise.race([run(controller.signal), late])
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', forward)
  }
}

/**
 * A query in `language`: English, the default, asks without `locale`, which is Strapi's default locale (and the
 * only one of a Strapi without i18n); another language asks for its locale.
 */
function localized<Q extends object>(query: Q, language: Language | undefined): Q & { locale?: string } {
  return !language || language === DEFAULT_LANGUAGE ? query : { ...query, locale: language }
}

function reportDropped(path: string, entries: DroppedEntry[]) {
  if (!import.meta.env.DEV) return
  for (const entry of entries) console.warn(`[content] ${path}: left out ${entry.path}: ${entry.problem}`)
}

/**
 * The reads of a content service client (createContentClient): any server answering Strapi v4's or v5's REST API.
 * ofetch, the content schemas (zod) and the Markdown reader load with the first read. Each call reads one endpoint
 * of the content table, its answer parsed with the endpoint's schema, entry by entry. A 404 (a single type never
 * filled in, a collection that does not exist) reads as nothing; any other failure, or an answer that is not
 * Strapi's shape at all, throws.
 */
export function createContentReads(options: ContentClientOptions, mediaUrl: (url: string) => string) {
  let fetcher: Promise<$Fetch> | null = null
  const onDropped = options.onDropped ?? reportDropped

  async function read<E extends ContentEndpoint>(
    endpoint: E,
    query: z.input<Loaded<E['query']>>,
    { signal, fetch }: CallOptions = {},
  ): Promise<z.output<Loaded<E['answer']>> | null> {
    fetcher ??= import('ofetch').then(({ ofetch }) =>
      ofetch.create(
        { baseURL: options.baseURL || undefined, headers: CONTENT_HEADERS, retry: 0, ignoreResponseError: true },
        options.fetch ? { fetch: options.fetch } : {},
      ),
    )
    const base = await fetcher
    const [response, schema, contract] = await Promise.all([
      withDeadline(options.timeoutMs ?? CONTENT_TIMEOUT_MS, endpoint.path, signal, (deadline) =>
        (fetch ? base.create({}, { fetch }) : base).raw(endpoint.path, {
          method: endpoint.method,
          query: query as Record<string, string>,
          signal: deadline,
        }),
      ),
      endpoint.answer(),
      import('@contract/content'),
    ])
    if (response.status === 404) return null
    if (!response.ok) {
      const error = contract.strapiErrorSchema.safeParse(response._data)
      const detail = error.success ? `${error.data.error.name}: ${error.data.error.message}` : response.statusText
      throw new ContentUnavailableError(`${endpoint.path} answered ${response.status} (${detail})`, response.status)
    }
    const parsed = schema.safeParse(response._data)
    if (!parsed.success) throw new ContentUnavailableError(`${endpoint.path} is not in Strapi's shape`, response.status)
    const left = contract.droppedEntries(parsed.data)
    if (left.length > 0) onDropped(endpoint.path, left)
    return parsed.data as z.output<Loaded<E['answer']>>
  }

  /** Every entry of a collection, page after page, as Strapi's `meta.pagination.pageCount` says. */
  async function readAll<E extends typeof endpoints.pageMetas>(endpoint: E, query: z.input<Loaded<E['query']>>, call: CallOptions = {}) {
    const page = (number: number) =>
      read(endpoint, { ...query, 'pagination[page]': String(number), 'pagination[pageSize]': String(PAGE_SIZE) }, call)
    const first = await page(1)
    if (!first) return null
    const pageCount = Math.min(first.meta?.pagination?.pageCount ?? 1, MAX_PAGES)
    const rest = await Promise.all(Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index) => page(index + 2)))
    return [first, ...rest].flatMap((answer) => answer?.data ?? [])
  }

  /** Posts with their bodies as Blocks (marked loads only for a Markdown body) and their covers' absolute addresses. */
  async function postsOf(posts: ParsedPost[]): Promise<BlogPost[]> {
    const markdown = posts.some((post) => typeof post.body === 'string') ? await import('@/lib/markdown') : null
    return posts.map((post) => ({
      ...post,
      cover: post.cover ? { ...post.cover, url: mediaUrl(post.cover.url) } : null,
      body: typeof post.body === 'string' ? markdown!.markdownToBlocks(post.body) : ((post.body ?? []) as Block[]),
    }))
  }

  return {
    read,

    /**
     * The blog's posts, newest first: in the language asked for, and in English for a post with no translation (by
     * slug). Their bodies too, as Strapi answers a collection; the list shows what it needs of them.
     */
    async blogPosts({ language, ...call }: ContentCallOptions = {}): Promise<BlogPost[]> {
      const query = localized(QUERIES.posts, language)
      const [translated, english] = await Promise.all([
        query.locale ? read(endpoints.posts, query, call) : null,
        read(endpoints.posts, QUERIES.posts, call),
      ])
      const own = (translated?.data ?? []) as ParsedPost[]
      const slugs = new Set(own.map((post) => post.slug))
      const posts = [...own, ...((english?.data ?? []) as ParsedPost[]).filter((post) => !slugs.has(post.slug))]
      // Newest first across both languages; a post without a date last.
      posts.sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
      return postsOf(posts)
    },

    /** One blog post, in the language asked for or else English; null if there is none. */
    async blogPost(slug: string, { language, ...call }: ContentCallOptions = {}): Promise<BlogPost | null> {
      const find = async (query: ReturnType<typeof QUERIES.post> & { locale?: string }) =>
        ((await read(endpoints.posts, query, call))?.data as ParsedPost[] | undefined)?.find((post) => post.slug === slug)
      const query = localized(QUERIES.post(slug), language)
      const post = (query.locale ? await find(query) : undefined) ?? (await find(QUERIES.post(slug)))
      return post ? ((await postsOf([post]))[0] ?? null) : null
    },

    /** The footer's social links, in the language asked for or else English: none when the footer was never filled in. */
    async footerSocials({ language, ...call }: ContentCallOptions = {}): Promise<Social[]> {
      const query = localized(QUERIES.footer, language)
      const footer =
        (query.locale ? await read(endpoints.footer, query, call) : null) ?? (await read(endpoints.footer, QUERIES.footer, call))
      return (footer?.socials ?? []).map((social) => ({ ...social, logoUrl: social.logoUrl ? mediaUrl(social.logoUrl) : null }))
    },

    /**
     * Every page's title and description (SPEC §7 metadata), from every page of the collection: in the language asked
     * for, and in English for a page whose entry has no translation.
     */
    async pageMetas({ language, ...call }: ContentCallOptions = {}): Promise<PageMeta[]> {
      const query = localized(QUERIES.pageMetas, language)
      if (!query.locale) return (await readAll(endpoints.pageMetas, QUERIES.pageMetas, call)) ?? []
      const [translated, english] = await Promise.all([
        readAll(endpoints.pageMetas, query, call),
        readAll(endpoints.pageMetas, QUERIES.pageMetas, call),
      ])
      const pages = new Set((translated ?? []).map((meta) => meta.page))
      return [...(translated ?? []), ...(english ?? []).filter((meta) => !pages.has(meta.page))]
    },

    /**
     * One page (about, faq, terms-and-conditions, privacy-policy), its bodies as Blocks, in the language asked for or
     * else English; null if there is none.
     */
    async contentPage(slug: string, { language, ...call }: ContentCallOptions = {}): Promise<ContentPage | null> {
      const find = async (query: ReturnType<typeof QUERIES.page> & { locale?: string }) =>
        ((await read(endpoints.pages, query, call))?.data as ParsedPage[] | undefined)?.find((entry) => entry.slug === slug)
      const query = localized(QUERIES.page(slug), language)
      const page = (query.locale ? await find(query) : undefined) ?? (await find(QUERIES.page(slug)))
      if (!page) return null
      const markdown = page.sections.some((section) => typeof section.body === 'string') ? await import('@/lib/markdown') : null
      return {
        ...page,
        sections: page.sections.map(({ heading, body }) => ({
          heading,
          body: typeof body === 'string' ? markdown!.markdownToBlocks(body) : ((body ?? []) as Block[]),
        })),
      }
    },
  }
}

/** What createContentReads gives. */
export type ContentReads = ReturnType<typeof createContentReads>
