import { z } from 'zod/mini'
import './zod-config'

/**
 * The content service's answers (SPEC §7) as a Strapi v4 or v5 server gives them, and the shapes the SPA makes of
 * them. The SPA loads this module lazily (zod stays out of the first chunk); the server's content routes answer
 * what it parses.
 *
 * Each entry is parsed on its own: an entry that does not parse is left out and named in `droppedEntries` of the
 * list it was in, the rest shows. Fields that Strapi sends as null when an editor leaves them empty are accepted
 * wherever a page can do without them. Entries come in v4's `{ id, attributes }` (a v4 server, or a v5 server
 * asked with `Strapi-Response-Format: v4`) or v5's flat shape; media in v4's `{ data: { attributes } }` or flat.
 */

/** A footer social link as the SPA shows it. */
export interface Social {
  name: string
  link: string
  logoUrl: string | null
}

/** A page's title and description (SPEC §7 metadata); null where the editor left it empty (the default shows). */
export interface PageMeta {
  page: string
  metaTitle: string | null
  metaDescription: string | null
}

/** Text with Strapi's modifiers (Blocks' text node). */
export interface TextNode {
  type: 'text'
  text: string
  bold?: boolean
  italic?: boolean
  underline?: boolean
  strikethrough?: boolean
  code?: boolean
}

/** A link around text (Blocks' link node). */
export interface LinkNode {
  type: 'link'
  url: string
  children: TextNode[]
}

export type InlineNode = TextNode | LinkNode

export interface ListItemBlock {
  type: 'list-item'
  children: InlineNode[]
}

export interface ListBlock {
  type: 'list'
  format: 'ordered' | 'unordered'
  children: (ListItemBlock | ListBlock)[]
}

/**
 * One block of rich text, in Strapi's Blocks format: what the Blocks editor saves, and what the SPA makes of a
 * Markdown body too, so that one view draws both.
 */
export type Block =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | ListBlock
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: TextNode[] }

/** A section's body as the content service stores it: Markdown (Strapi's "Rich text") or Blocks. */
export type RichText = string | Block[]

/** One content page (about, faq, terms-and-conditions, privacy-policy) as the SPA shows it. */
export interface ContentPage {
  slug: string
  title: string
  summary: string
  /** A section without a heading shows its body alone; one without a body, its heading alone. */
  sections: { heading: string | null; body: Block[] }[]
  updatedAt: string | null
}

/** A content page as parsed, its section bodies still Markdown or Blocks. */
export interface ParsedPage extends Omit<ContentPage, 'sections'> {
  sections: { heading: string | null; body: RichText | null }[]
}

/** A blog post's cover picture: its address (relative to the content service) and its text for who cannot see it. */
export interface Cover {
  url: string
  alternativeText: string | null
}

/** A blog post as the SPA shows it (collection `ring-mobile-post`). */
export interface BlogPost {
  slug: string
  title: string
  summary: string
  cover: Cover | null
  /** When the post went out (ISO); null for an entry Strapi answers without one. */
  publishedAt: string | null
  body: Block[]
}

/** A blog post as parsed, its body still Markdown or Blocks (null when the editor left it empty). */
export interface ParsedPost extends Omit<BlogPost, 'body'> {
  body: RichText | null
}

// ---------------------------------------------------------------------------------------------------------------
// Queries: what the SPA sends. Strapi's own syntax, which a plain Strapi v4 or v5 answers without plugins.

/**
 * Strapi's pagination of a collection (`pagination[page]` from 1, `pagination[pageSize]` up to the server's
 * `maxLimit`, 100 by default).
 */
const paginationQuery = { 'pagination[page]': z.optional(z.string()), 'pagination[pageSize]': z.optional(z.string()) }

/** Strapi's `locale` parameter (i18n): the entries of one locale; without it, the default locale's. */
const localeQuery = { locale: z.optional(z.string()) }

/** GET {content}/api/ring-mobile-footer's query: the socials component, and the logo media inside it. */
export const footerQuerySchema = z.object({
  'populate[socials][populate]': z.optional(z.string()),
  populate: z.optional(z.string()),
  ...localeQuery,
})

/** GET {content}/api/ring-mobile-meta-datas's query: the metadata component of every entry, page by page. */
export const metaDatasQuerySchema = z.object({ populate: z.optional(z.string()), ...paginationQuery, ...localeQuery })

/** GET {content}/api/ring-mobile-pages's query: Strapi's filter by slug, and the sections component. */
export const pagesQuerySchema = z.object({
  'filters[slug][$eq]': z.optional(z.string()),
  populate: z.optional(z.string()),
  ...paginationQuery,
  ...localeQuery,
})

/**
 * GET {content}/api/ring-mobile-posts's query: newest first (`sort=publishedAt:desc`), Strapi's filter by slug, and
 * the cover media.
 */
export const postsQuerySchema = z.object({
  'filters[slug][$eq]': z.optional(z.string()),
  populate: z.optional(z.string()),
  sort: z.optional(z.string()),
  ...paginationQuery,
  ...localeQuery,
})

// ---------------------------------------------------------------------------------------------------------------
// Entries, one at a time.

/** An entry left out of a list: where it was (its index in the answer's list) and what was wrong with it. */
export interface DroppedEntry {
  path: string
  problem: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** An entry's fields: v4's `{ id, attributes }` unwrapped, v5's flat entry as it is. */
function fieldsOf(value: unknown) {
  return isRecord(value) && isRecord(value.attributes) ? { id: value.id, ...value.attributes } : value
}

/**
 * What each lenient list left out, by the list it was parsed into, and where in the answer's list each kept entry
 * was (paths name the answer's positions).
 */
const dropped = new WeakMap<object, { left: DroppedEntry[]; from: number[] }>()

/** Text an editor may leave empty: Strapi sends null (or, from some editors, ''); both read as null. */
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((text) => (text?.trim() ? text : null)),
)

/**
 * A list of entries each parsed on its own with `entry`: one that fails is left out and recorded; an entry that
 * parses to null (nothing to show, such as a link without an address) is left out quietly.
 */
function eachOf<S extends z.ZodMiniType>(entry: S) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((values) => {
      const kept: Exclude<z.output<S>, null>[] = []
      const left: DroppedEntry[] = []
      const from: number[] = []
      values.forEach((value, index) => {
        const parsed = entry.safeParse(value)
        if (!parsed.success) left.push({ path: `[${index}]`, problem: z.prettifyError(parsed.error).replaceAll('\n', ' ') })
        else if (parsed.data !== null) {
          kept.push(parsed.data as Exclude<z.output<S>, null>)
          from.push(index)
        }
      })
      dropped.set(kept, { left, from })
      return kept
    }),
  )
}

/**
 * Every entry left out anywhere in a parsed answer, with its path (`data[2]`, `data[0].sections[3]`). The SPA
 * reports them in development; the contract tests (tests/api/strapi-contract.test.ts) check them.
 */
export function droppedEntries(value: unknown, path = ''): DroppedEntry[] {
  if (Array.isArray(value)) {
    const record = dropped.get(value)
    const here = (record?.left ?? []).map((entry) => ({ ...entry, path: `${path}${entry.path}` }))
    return [...here, ...value.flatMap((item, index) => droppedEntries(item, `${path}[${record?.from[index] ?? index}]`))]
  }
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => droppedEntries(item, path ? `${path}.${key}` : key))
  return []
}

/**
 * A media field: v4's `{ data: { id, attributes } | null }` or v5's flat file, null when empty. Absent when the
 * query did not populate it, and a file without an address is as good as none: the page does without.
 */
const mediaSchema = z.pipe(
  z.pipe(
    z.transform((value) => (isRecord(value) && 'data' in value ? fieldsOf(value.data) : fieldsOf(value))),
    z.unknown(),
  ),
  z.transform((value) => {
    const file = z.object({ url: z.string().check(z.minLength(1)), alternativeText: optionalText }).safeParse(value)
    return file.success ? file.data : null
  }),
)

// ---------------------------------------------------------------------------------------------------------------
// Rich text: Strapi's Blocks (validated node by node; a block that does not parse is left out), or Markdown.

const textNode = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: z.optional(z.boolean()),
  italic: z.optional(z.boolean()),
  underline: z.optional(z.boolean()),
  strikethrough: z.optional(z.boolean()),
  code: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<TextNode>

const linkNode = z.object({ type: z.literal('link'), url: z.string(), children: z.array(textNode) }) satisfies z.ZodMiniType<LinkNode>

const inlineNodes = z.array(z.discriminatedUnion('type', [textNode, linkNode]))

const listItem = z.object({ type: z.literal('list-item'), children: inlineNodes }) satisfies z.ZodMiniType<ListItemBlock>

const listBlock: z.ZodMiniType<ListBlock> = z.lazy(() =>
  z.object({
    type: z.literal('list'),
    format: z.enum(['ordered', 'unordered']),
    children: z.array(z.union([listItem, listBlock])),
  }),
)

const blockSchema = z.union([
  z.object({ type: z.literal('paragraph'), children: inlineNodes }),
  z.object({ type: z.literal('heading'), level: z.literal([1, 2, 3, 4, 5, 6]), children: inlineNodes }),
  listBlock,
  z.object({ type: z.literal('quote'), children: inlineNodes }),
  z.object({ type: z.literal('code'), children: z.array(textNode) }),
]) as z.ZodMiniType<Block>

/** A section body: Markdown, Blocks, or nothing (the editor left it empty). */
const richTextSchema = z.union([
  optionalText,
  z.pipe(
    eachOf(blockSchema),
    z.transform((blocks) => (blocks.length > 0 || droppedEntries(blocks).length > 0 ? blocks : null)),
  ),
])

// ---------------------------------------------------------------------------------------------------------------
// Answers.

/** Strapi's pagination meta; absent on a single type and on our older answers (one page, then). */
const metaSchema = z.nullish(
  z.object({
    pagination: z.optional(z.partial(z.object({ page: z.number().check(z.int()), pageCount: z.number().check(z.int(), z.nonnegative()) }))),
  }),
)

const socialSchema = z.pipe(
  z.transform(fieldsOf),
  z.pipe(
    z.object({
      name: optionalText,
      // Only a web address is a link: a link without one hides quietly; anything else is a bad entry.
      link: z.optional(z.union([z.url({ protocol: /^https?$/ }), z.literal(''), z.null()])),
      logo: z.optional(mediaSchema),
    }),
    z.transform(({ name, link, logo }) => {
      if (!link) return null
      return { name: name ?? logo?.alternativeText ?? new URL(link).hostname, link, logoUrl: logo?.url ?? null }
    }),
  ),
)

/**
 * GET {content}/api/ring-mobile-footer?populate[socials][populate]=logo (SPEC §7). A footer never filled in, or
 * its socials not populated, has no socials.
 */
export const footerSchema = z.pipe(
  z.object({
    data: z.pipe(z.transform(fieldsOf), z.nullable(z.object({ socials: z.nullish(eachOf(socialSchema)) }))),
  }),
  z.transform(({ data }) => ({ socials: data?.socials ?? [] })),
)

const metaEntrySchema = z.pipe(
  z.transform(fieldsOf),
  z.pipe(
    z.object({
      // An SEO component never filled in: no page to match, so that page shows the default title.
      metadata: z.nullish(z.object({ page: z.string().check(z.minLength(1)), metaTitle: optionalText, metaDescription: optionalText })),
    }),
    z.transform(({ metadata }): PageMeta | null => metadata ?? null),
  ),
)

/** GET {content}/api/ring-mobile-meta-datas?populate=metadata (SPEC §7), one page of the collection. */
export const metaDatasSchema = z.object({ data: eachOf(metaEntrySchema), meta: metaSchema })

const sectionSchema = z.pipe(
  z.object({ heading: optionalText, body: z.optional(richTextSchema) }),
  z.transform(({ heading, body }) => (heading === null && !body ? null : { heading, body: body ?? null })),
)

const pageEntrySchema = z.pipe(
  z.transform(fieldsOf),
  z.pipe(
    z.object({
      slug: z.string().check(z.minLength(1)),
      title: optionalText,
      summary: optionalText,
      sections: z.nullish(eachOf(sectionSchema)),
      updatedAt: z.nullish(z.string()),
    }),
    z.transform(({ slug, title, summary, sections, updatedAt }): ParsedPage => ({
      slug,
      title: title ?? '',
      summary: summary ?? '',
      sections: sections ?? [],
      updatedAt: updatedAt ?? null,
    })),
  ),
)

/** GET {content}/api/ring-mobile-pages?filters[slug][$eq]=…&populate=sections (about, faq, terms, privacy). */
export const pagesSchema = z.object({ data: eachOf(pageEntrySchema), meta: metaSchema })

const postEntrySchema = z.pipe(
  z.transform(fieldsOf),
  z.pipe(
    z.object({
      slug: z.string().check(z.minLength(1)),
      // A post without a title has nothing to list it by: it is left out.
      title: z.string().check(z.trim(), z.minLength(1)),
      summary: optionalText,
      cover: z.optional(mediaSchema),
      body: z.optional(richTextSchema),
      publishedAt: z.nullish(z.string()),
    }),
    z.transform(({ slug, title, summary, cover, body, publishedAt }): ParsedPost => ({
      slug,
      title,
      summary: summary ?? '',
      cover: cover ?? null,
      publishedAt: publishedAt && !Number.isNaN(Date.parse(publishedAt)) ? publishedAt : null,
      body: body ?? null,
    })),
  ),
)

/** GET {content}/api/ring-mobile-posts?sort=publishedAt:desc&populate=cover (the blog), or one post by its slug. */
export const postsSchema = z.object({ data: eachOf(postEntrySchema), meta: metaSchema })

/** Strapi's error answer: `{ data: null, error: { status, name, message, details } }` (404, 403, 400, 500…). */
export const strapiErrorSchema = z.object({
  data: z.optional(z.null()),
  error: z.object({ status: z.number().check(z.int()), name: z.string(), message: z.string() }),
})
