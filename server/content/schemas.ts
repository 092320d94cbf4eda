import { z } from 'zod'

/**
 * What a content entry's `data` holds, per type. The store keeps `data` as opaque JSON (a `jsonb` column in the
 * provider's database); the routes re-validate it with these schemas before shaping a Strapi answer, so a bad row
 * is an honest 500 rather than a half-built page.
 */

/** A file under `server/content/uploads/`, as the media library would describe it. */
const mediaFileSchema = z.object({
  /** File name inside the uploads folder, e.g. `facebook.svg`. */
  file: z.string().regex(/^[a-z0-9-]+\.(svg|png)$/),
  alternativeText: z.string().min(1),
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
})
export type MediaFile = z.infer<typeof mediaFileSchema>

/** Single type `ring-mobile-footer`: the footer's social links. */
const footerDataSchema = z.object({
  socials: z.array(
    z.object({
      name: z.string().min(1),
      link: z.string().url(),
      logo: mediaFileSchema,
    }),
  ),
})
export type FooterData = z.infer<typeof footerDataSchema>

/** Collection `ring-mobile-meta-datas`: one entry per page path (the entry's slug is the path). */
const metaDataSchema = z.object({
  page: z.string().startsWith('/'),
  metaTitle: z.string().min(1),
  metaDescription: z.string().min(1),
})
export type MetaData = z.infer<typeof metaDataSchema>

/** Collection `ring-mobile-pages`: a readable page; `body` is plain text, paragraphs split by a blank line. */
const pageDataSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  sections: z.array(z.object({ heading: z.string().min(1), body: z.string().min(1) })).min(1),
})
export type PageData = z.infer<typeof pageDataSchema>

/**
 * Collection `ring-mobile-post`: a blog post. `body` is Markdown (Strapi's Rich text) or Blocks (the Blocks editor's
 * JSON, checked node by node by the SPA's parser); `publishedAt` is the date the post went out, which the answer
 * gives as Strapi's `publishedAt` (an editor sets it when publishing; the seed dates its posts).
 */
const postDataSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  cover: mediaFileSchema,
  body: z.union([z.string().min(1), z.array(z.record(z.string(), z.unknown())).min(1)]),
  publishedAt: z.iso.datetime(),
})
export type PostData = z.infer<typeof postDataSchema>

/** The content types the service knows, named after their Strapi API ids. */
export const CONTENT_TYPES = {
  footer: 'ring-mobile-footer',
  metaData: 'ring-mobile-meta-data',
  page: 'ring-mobile-page',
  post: 'ring-mobile-post',
} as const
export type ContentType = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES]

/** Schema of each type's `data`. */
export const contentDataSchemas = {
  'ring-mobile-footer': footerDataSchema,
  'ring-mobile-meta-data': metaDataSchema,
  'ring-mobile-page': pageDataSchema,
  'ring-mobile-post': postDataSchema,
} as const satisfies Record<ContentType, z.ZodType>
