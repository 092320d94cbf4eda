import type { $Fetch } from 'ofetch'
import type { z } from 'zod'
import type { ContentPage, PageMeta, Social } from '@contract/content'
import type { ContentEndpoint, LazySchema } from '@contract/endpoint'
import { contentEndpoints as endpoints } from '@contract/endpoints/content'
import { config } from '@/config'
import type { CallOptions } from './client'

export type { ContentPage, PageMeta, Social }

/** The schema a lazy schema loads. */
type Loaded<L extends LazySchema> = Awaited<ReturnType<L>>

export interface ContentClientOptions {
  /** The content service's origin; '' for the same origin. */
  baseURL: string
  /** The fetch every call goes through; the global one, looked up per call, when absent. */
  fetch?: typeof fetch
}

/**
 * A content service client. ofetch and the content schemas (zod) load with its first call: a page rendered on the
 * server arrives with its content, so neither is on the first load. Each call reads one endpoint of the content
 * table, its answer parsed with the endpoint's schema; a failure throws (callers show nothing rather than an error).
 */
export function createContentClient(options: ContentClientOptions) {
  let fetcher: Promise<$Fetch> | null = null

  async function read<E extends ContentEndpoint>(
    endpoint: E,
    query: z.input<Loaded<E['query']>>,
    { signal, fetch }: CallOptions = {},
  ): Promise<z.output<Loaded<E['answer']>>> {
    fetcher ??= import('ofetch').then(({ ofetch }) =>
      ofetch.create(
        { baseURL: options.baseURL || undefined, headers: { Accept: 'application/json' }, retry: 0 },
        options.fetch ? { fetch: options.fetch } : {},
      ),
    )
    const base = await fetcher
    const [raw, schema] = await Promise.all([
      (fetch ? base.create({}, { fetch }) : base)(endpoint.path, {
        method: endpoint.method,
        query: query as Record<string, string>,
        signal,
      }),
      endpoint.answer(),
    ])
    return schema.parse(raw) as z.output<Loaded<E['answer']>>
  }

  /** Absolute address of a media url (Strapi answers relative `/uploads/...`). */
  function mediaUrl(url: string) {
    return /^https?:\/\//.test(url) ? url : `${options.baseURL}${url}`
  }

  return { read, mediaUrl }
}

const content = createContentClient({ baseURL: config.contentUrl })

/** The footer's social links. */
export async function getFooterSocials(options?: CallOptions): Promise<Social[]> {
  const footer = await content.read(endpoints.footer, { populate: 'deep' }, options)
  return (footer.data?.attributes.socials ?? []).map((social) => ({
    name: social.name ?? social.logo.data?.attributes.alternativeText ?? 'Social link',
    link: social.link,
    logoUrl: social.logo.data ? content.mediaUrl(social.logo.data.attributes.url) : null,
  }))
}

/** Every page's title and description (SPEC §7 metadata). */
export async function getPageMetas(options?: CallOptions): Promise<PageMeta[]> {
  return (await content.read(endpoints.pageMetas, { populate: '*' }, options)).data.map((entry) => entry.attributes.metadata)
}

/** One page of the content service (about, faq, terms-and-conditions, privacy-policy), or null if absent. */
export async function getContentPage(slug: string, options?: CallOptions): Promise<ContentPage | null> {
  const pages = await content.read(endpoints.pages, { 'filters[slug][$eq]': slug, populate: '*' }, options)
  const page = pages.data.find((entry) => entry.attributes.slug === slug)
  if (!page) return null
  const { title, summary, sections, updatedAt } = page.attributes
  return {
    slug,
    title,
    summary: summary ?? '',
    sections: sections.map(({ heading, body }) => ({ heading, body })),
    updatedAt: updatedAt ?? null,
  }
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
