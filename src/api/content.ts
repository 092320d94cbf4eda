import type { $Fetch, FetchOptions } from 'ofetch'
import type { ContentPage, PageMeta, Social } from '@contract/content'
import { config } from '@/config'

export type { ContentPage, PageMeta, Social }

let fetcher: Promise<$Fetch> | null = null

/**
 * The content service's client, loaded with the first call: a prerendered page arrives with its content, so ofetch
 * stays off the first load (issue 14).
 */
async function content(path: string, options: Pick<FetchOptions<'json'>, 'query' | 'signal'>): Promise<unknown> {
  fetcher ??= import('ofetch').then(({ ofetch }) =>
    ofetch.create({ baseURL: config.contentUrl || undefined, headers: { Accept: 'application/json' }, retry: 0 }),
  )
  return (await fetcher)(path, options)
}

/** Absolute address of a content-service media url (Strapi answers relative `/uploads/...`). */
function mediaUrl(url: string) {
  return /^https?:\/\//.test(url) ? url : `${config.contentUrl}${url}`
}

export async function getFooterSocials(signal?: AbortSignal): Promise<Social[]> {
  const [raw, { footerSchema }] = await Promise.all([
    content('/api/ring-mobile-footer', { query: { populate: 'deep' }, signal }),
    import('@contract/content'),
  ])
  const parsed = footerSchema.parse(raw)
  return (parsed.data?.attributes.socials ?? []).map((social) => ({
    name: social.name ?? social.logo.data?.attributes.alternativeText ?? 'Social link',
    link: social.link,
    logoUrl: social.logo.data ? mediaUrl(social.logo.data.attributes.url) : null,
  }))
}

export async function getPageMetas(signal?: AbortSignal): Promise<PageMeta[]> {
  const [raw, { metaDatasSchema }] = await Promise.all([
    content('/api/ring-mobile-meta-datas', { query: { populate: '*' }, signal }),
    import('@contract/content'),
  ])
  return metaDatasSchema.parse(raw).data.map((entry) => entry.attributes.metadata)
}

/** One page of the content service (about, faq, terms-and-conditions, privacy-policy), or null if absent. */
export async function getContentPage(slug: string, signal?: AbortSignal): Promise<ContentPage | null> {
  const [raw, { pagesSchema }] = await Promise.all([
    content('/api/ring-mobile-pages', { query: { 'filters[slug][$eq]': slug, populate: '*' }, signal }),
    import('@contract/content'),
  ])
  const page = pagesSchema.parse(raw).data.find((entry) => entry.attributes.slug === slug)
  if (!page) return null
  const { title, summary, sections, updatedAt } = page.attributes
  return { slug, title, summary: summary ?? '', sections: sections.map(({ heading, body }) => ({ heading, body })), updatedAt: updatedAt ?? null }
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
