import { endpointTable } from '../endpoint'

type ContentSchemas = typeof import('../content')

/**
 * A schema of the content module, loaded with the first content call: the pages that call the content service
 * first must not load zod.
 */
const lazy =
  <Name extends keyof ContentSchemas>(name: Name) =>
  () =>
    import('../content').then((schemas) => schemas[name])

/** The content service (SPEC §7, Strapi v4 shapes), on its own base URL. */
export const contentEndpoints = endpointTable({
  footer: { method: 'GET', path: '/api/ring-mobile-footer', token: 'none', query: lazy('footerQuerySchema'), answer: lazy('footerSchema') },
  pageMetas: {
    method: 'GET',
    path: '/api/ring-mobile-meta-datas',
    token: 'none',
    query: lazy('metaDatasQuerySchema'),
    answer: lazy('metaDatasSchema'),
  },
  /** About, FAQ, terms and conditions, privacy policy. */
  pages: { method: 'GET', path: '/api/ring-mobile-pages', token: 'none', query: lazy('pagesQuerySchema'), answer: lazy('pagesSchema') },
  /** The blog: its posts, newest first, or one post by its slug. */
  posts: { method: 'GET', path: '/api/ring-mobile-posts', token: 'none', query: lazy('postsQuerySchema'), answer: lazy('postsSchema') },
})
