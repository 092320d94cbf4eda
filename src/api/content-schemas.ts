import { z } from 'zod'

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
        sections: z.array(z.object({ id: z.union([z.number(), z.string()]).optional(), heading: z.string(), body: z.string() })).default([]),
        updatedAt: z.string().nullish(),
      }),
    }),
  ),
})
