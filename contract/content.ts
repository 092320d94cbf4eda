import { z } from 'zod'
import './zod-config'

/**
 * The content service's answers (SPEC §7, Strapi v4 shapes) and the shapes the SPA makes of them. The SPA loads
 * this module lazily (zod stays out of the first chunk); the server's content routes answer what it parses.
 */

/** A footer social link as the SPA shows it. */
export interface Social {
  name: string
  link: string
  logoUrl: string | null
}

/** A page's title and description (SPEC §7 metadata). */
export interface PageMeta {
  page: string
  metaTitle: string
  metaDescription: string
}

/** One content page (about, faq, terms-and-conditions, privacy-policy) as the SPA shows it. */
export interface ContentPage {
  slug: string
  title: string
  summary: string
  sections: { heading: string; body: string }[]
  updatedAt: string | null
}

/** Strapi v4's `populate`: the service always populates relations, as the SPA always asks. */
const populateSchema = z.string().optional()

/** GET {content}/api/ring-mobile-footer's query. */
export const footerQuerySchema = z.object({ populate: populateSchema })

/** GET {content}/api/ring-mobile-meta-datas's query. */
export const metaDatasQuerySchema = z.object({ populate: populateSchema })

/** GET {content}/api/ring-mobile-pages's query: Strapi's filter by slug. */
export const pagesQuerySchema = z.object({ 'filters[slug][$eq]': z.string().optional(), populate: populateSchema })

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

/** GET {content}/api/ring-mobile-pages?filters[slug][$eq]=… (about, faq, terms-and-conditions, privacy-policy). */
export const pagesSchema = z.object({
  data: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      attributes: z.object({
        slug: z.string(),
        title: z.string(),
        summary: z.string().nullish(),
        sections: z
          .array(z.object({ id: z.union([z.number(), z.string()]).optional(), heading: z.string(), body: z.string() }))
          .default([]),
        updatedAt: z.string().nullish(),
      }),
    }),
  ),
})
