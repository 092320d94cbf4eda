import { Hono } from 'hono'
import { contentEndpoints as endpoints } from '@contract/endpoints/content'
import { CONTENT_TYPES } from './schemas'
import { readPopulate } from './populate'
import { answer, collection, dataOf, read, readLocale } from './query'
import { strapiError, strapiMedia, timestamps } from './strapi'
import type { ContentStore, StoredContentEntry } from './store'
import { serveUpload } from './uploads'

/** Options of the content routes. */
export interface ContentRoutesOptions {
  /** Folder the `/uploads/:file` route serves; defaults to `server/content/uploads`. */
  uploadsDir?: string
}

/** The content types' paths: read-only, as Strapi's public role has them. */
const CONTENT_PATHS = [endpoints.footer.path, endpoints.pageMetas.path, endpoints.pages.path, endpoints.posts.path]

/**
 * The content service as a Hono sub-app, answering in Strapi v4's shapes so that the SPA works unchanged against a
 * real Strapi. Mount it at the server root: it owns `/api/*` and `/uploads/*`. Components and media are in an
 * answer only when the query's `populate` asks for them, as Strapi answers (./populate.ts).
 */
export function createContentRoutes(store: ContentStore, options: ContentRoutesOptions = {}): Hono {
  const app = new Hono()

  app.on(
    endpoints.footer.method,
    endpoints.footer.path,
    answer(async (c) => {
      const [entry] = await read(store, CONTENT_TYPES.footer, { locale: readLocale(c.req.query()) })
      if (!entry) return strapiError(c, 404)
      const data = dataOf(entry as StoredContentEntry & { type: 'ring-mobile-footer' })
      const populate = readPopulate(c.req.query())
      const logos = populate.inside('socials').has('logo')
      return c.json({
        data: {
          id: entry.id,
          attributes: {
            ...(populate.has('socials') && {
              socials: data.socials.map((social, index) => ({
                id: index + 1,
                name: social.name,
                link: social.link,
                ...(logos && { logo: strapiMedia(index + 1, social.logo, entry) }),
              })),
            }),
            locale: entry.locale,
            ...timestamps(entry),
          },
        },
        meta: {},
      })
    }),
  )

  app.on(
    endpoints.pageMetas.method,
    endpoints.pageMetas.path,
    answer((c) =>
      // Strapi filters a component's field by its path: filters[metadata][page][$eq]=/shop.
      collection(c, store, CONTENT_TYPES.metaData, '[metadata][page]', (entry, data, populate) => ({
        ...(populate.has('metadata') && { metadata: { id: entry.id, ...data } }),
        locale: entry.locale,
        ...timestamps(entry),
      })),
    ),
  )

  app.on(
    endpoints.pages.method,
    endpoints.pages.path,
    answer((c) =>
      collection(c, store, CONTENT_TYPES.page, '[slug]', (entry, data, populate) => ({
        slug: entry.slug,
        title: data.title,
        summary: data.summary,
        ...(populate.has('sections') && { sections: data.sections.map((section, index) => ({ id: index + 1, ...section })) }),
        locale: entry.locale,
        ...timestamps(entry),
      })),
    ),
  )

  app.on(
    endpoints.posts.method,
    endpoints.posts.path,
    answer((c) =>
      collection(
        c,
        store,
        CONTENT_TYPES.post,
        '[slug]',
        (entry, data, populate) => ({
          slug: entry.slug,
          title: data.title,
          summary: data.summary,
          body: data.body,
          ...(populate.has('cover') && { cover: strapiMedia(entry.id, data.cover, entry) }),
          locale: entry.locale,
          ...timestamps(entry),
          // The date the post went out, as its editor published it.
          publishedAt: data.publishedAt,
        }),
        { field: 'publishedAt', value: (data) => data.publishedAt },
      ),
    ),
  )

  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], CONTENT_PATHS, (c) => {
    c.header('Allow', 'GET, HEAD')
    return strapiError(c, 405)
  })
  app.all('/api/*', (c) => strapiError(c, 404))

  app.get('/uploads/:file', (c) => serveUpload(c, c.req.param('file'), options.uploadsDir))
  // Anything else under /uploads (nested paths, other verbs) is not a file we serve; never fall through to the SPA.
  app.all('/uploads/*', (c) => strapiError(c, 404))

  return app
}
