import { ofetch } from 'ofetch'
import { z } from 'zod'
import { config } from '../config'

/** Strapi v4 media: `{ data: { attributes: { url } } }`; relative urls are served by the content service. */
const mediaSchema = z.object({
  data: z.object({ attributes: z.object({ url: z.string(), alternativeText: z.string().nullish() }) }).nullable(),
})

const socialSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  name: z.string().nullish(),
  link: z.string(),
  logo: mediaSchema,
})

/** GET {content}/api/ring-mobile-footer?populate=deep (SPEC §7). */
export const footerSchema = z.object({
  data: z.object({ attributes: z.object({ socials: z.array(socialSchema).default([]) }) }).nullable(),
})

/** GET {content}/api/ring-mobile-meta-datas?populate=* (SPEC §7). */
export const metaDatasSchema = z.object({
  data: z.array(
    z.object({
      attributes: z.object({
        metadata: z.object({ page: z.string(), metaTitle: z.string(), metaDescription: z.string() }),
      }),
    }),
  ),
})

export interface Social {
  name: string
  link: string
  logoUrl: string | null
}

export interface PageMeta {
  page: string
  metaTitle: string
  metaDescription: string
}

const content = ofetch.create({ baseURL: config.contentUrl || undefined, headers: { Accept: 'application/json' }, retry: 0 })

/** Absolute address of a content-service media url (Strapi answers relative `/uploads/...`). */
export function mediaUrl(url: string) {
  return /^https?:\/\//.test(url) ? url : `${config.contentUrl}${url}`
}

export async function getFooterSocials(signal?: AbortSignal): Promise<Social[]> {
  const raw = await content('/api/ring-mobile-footer', { query: { populate: 'deep' }, signal })
  const parsed = footerSchema.parse(raw)
  return (parsed.data?.attributes.socials ?? []).map((social) => ({
    name: social.name ?? social.logo.data?.attributes.alternativeText ?? 'Social link',
    link: social.link,
    logoUrl: social.logo.data ? mediaUrl(social.logo.data.attributes.url) : null,
  }))
}

export async function getPageMetas(signal?: AbortSignal): Promise<PageMeta[]> {
  const raw = await content('/api/ring-mobile-meta-datas', { query: { populate: '*' }, signal })
  return metaDatasSchema.parse(raw).data.map((entry) => entry.attributes.metadata)
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
