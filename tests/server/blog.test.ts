import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentClient } from '@/api/content'
import { postsSchema } from '@contract/content'
import type { Renderer } from '@server/lib/pages'
import { startTestServer, type TestServer } from './support/harness'

/**
 * The blog: the content service's `ring-mobile-post` collection (server/content/), the SPA's client reading it, and
 * /blog and /blog/<slug> as the server renders and keeps them, drawn by the SPA's own renderer (src/entry-server.tsx
 * as Vite loads it, as `npm run dev` does, but kept as `npm start` keeps pages).
 */

const SLUGS = ['more-5g-coverage-this-winter', 'how-to-set-up-esim', 'travel-passes-canada-mexico-europe']

let vite: ViteDevServer
let server: TestServer
let renders = 0

beforeAll(async () => {
  vite = await createViteServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' })
  server = await startTestServer(
    {},
    {
      renderer: {
        keep: true,
        load: () =>
          (vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Renderer>).then((renderer) => ({
            renderer: {
              ...renderer,
              render: (...args) => {
                renders += 1
                return renderer.render(...args)
              },
            },
            manifest: { routes: {} },
          })),
      },
    },
  )
}, 120_000)

afterAll(async () => {
  await server?.close()
  await vite?.close()
})

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)

describe('GET /api/ring-mobile-posts', () => {
  it('answers the three seeded posts newest first, with their covers served from /uploads', async () => {
    const res = await get('/api/ring-mobile-posts?sort=publishedAt:desc&populate=cover')
    expect(res.status).toBe(200)
    const raw = await res.json()
    expect(raw.meta.pagination).toMatchObject({ page: 1, total: 3 })
    const posts = postsSchema.parse(raw).data
    expect(posts.map((post) => post.slug)).toEqual(SLUGS)
    for (const post of posts) {
      expect(post.title.length).toBeGreaterThan(10)
      expect(post.summary.length).toBeGreaterThan(40)
      expect(typeof post.body).toBe('string')
      expect(post.publishedAt).toMatch(/^2026-\d\d-\d\dT/)
      expect(post.cover?.alternativeText).toBeTruthy()
      const cover = await get(post.cover!.url)
      expect(cover.status).toBe(200)
      expect(cover.headers.get('content-type')).toBe('image/svg+xml')
    }
    // Oldest first when asked so, and by id (the insertion order) without a sort.
    const ascending = await (await get('/api/ring-mobile-posts?sort[0]=publishedAt:asc')).json()
    expect(ascending.data.map((entry: { attributes: { slug: string } }) => entry.attributes.slug)).toEqual([...SLUGS].reverse())
  })

  it('populates the cover only when asked, as Strapi does', async () => {
    const raw = await (await get('/api/ring-mobile-posts')).json()
    expect(raw.data[0].attributes).not.toHaveProperty('cover')
    expect(raw.data[0].attributes.body).toContain('##')
  })

  it('finds one post by its slug, in Spanish with locale=es, and none for an unknown slug', async () => {
    const english = await (await get('/api/ring-mobile-posts?filters[slug][$eq]=how-to-set-up-esim&populate=cover')).json()
    expect(english.data).toHaveLength(1)
    expect(english.data[0].attributes.title).toMatch(/eSIM in five minutes/)
    const spanish = await (await get('/api/ring-mobile-posts?filters[slug][$eq]=how-to-set-up-esim&locale=es')).json()
    expect(spanish.data[0].attributes.title).toMatch(/Tu eSIM en cinco minutos/)
    expect(spanish.data[0].attributes.locale).toBe('es')
    const none = await get('/api/ring-mobile-posts?filters[slug][$eq]=no-such-post')
    expect(none.status).toBe(200)
    expect((await none.json()).data).toEqual([])
  })

  it('refuses a sort on another field, another filter and a write, in Strapi’s error shape', async () => {
    const sort = await get('/api/ring-mobile-posts?sort=title:asc')
    expect(sort.status).toBe(400)
    expect((await sort.json()).error).toMatchObject({ status: 400, name: 'ValidationError' })
    expect((await get('/api/ring-mobile-posts?filters[title][$eq]=x')).status).toBe(400)
    expect((await get('/api/ring-mobile-posts', { method: 'POST' })).status).toBe(405)
  })
})

describe("the SPA's blog client against the service", () => {
  const client = () => createContentClient({ baseURL: server.url })

  it('reads the posts newest first, their bodies as Blocks and their covers as absolute addresses', async () => {
    const posts = await client().blogPosts()
    expect(posts.map((post) => post.slug)).toEqual(SLUGS)
    expect(posts[0].cover?.url).toBe(`${server.url}/uploads/blog-network-5g.svg`)
    expect(posts[0].body.some((block) => block.type === 'heading')).toBe(true)
    expect(posts[0].body.some((block) => block.type === 'list')).toBe(true)
  })

  it('reads them in Spanish, and one post in Spanish, or null for a slug with no post', async () => {
    const posts = await client().blogPosts({ language: 'es' })
    expect(posts.map((post) => post.slug)).toEqual(SLUGS)
    expect(posts[2].title).toBe('¿Viajas este invierno? Lleva tu plan contigo')
    expect((await client().blogPost('how-to-set-up-esim', { language: 'es' }))?.title).toMatch(/^Tu eSIM/)
    expect(await client().blogPost('no-such-post', { language: 'es' })).toBeNull()
  })
})

/** The text of the page's first h1. */
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

describe('the blog pages', () => {
  it('/blog lists the posts with their dates, covers and links, and is kept', async () => {
    const res = await get('/blog')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(h1(html)).toBe('News and guides from Ring Mobile')
    for (const slug of SLUGS) expect(html).toContain(`href="/blog/${slug}"`)
    expect(html).toContain('24 November 2026')
    expect(html).toContain('src="/uploads/blog-esim-guide.svg"')
    const before = renders
    const again = await get('/blog')
    expect(h1(await again.text())).toBe('News and guides from Ring Mobile')
    expect(renders).toBe(before)
  })

  it('/blog/<slug> is the post, its title in the head, and is kept', async () => {
    const res = await get('/blog/how-to-set-up-esim')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(h1(html)).toBe('Your eSIM in five minutes: a step-by-step guide')
    expect(html).toContain('<title>Your eSIM in five minutes: a step-by-step guide | Ring Mobile</title>')
    expect(html).toContain('<h2>Before you start</h2>')
    expect(html).toContain('alt="A phone scanning a QR code to add an eSIM"')
    const before = renders
    await (await get('/blog/how-to-set-up-esim')).text()
    expect(renders).toBe(before)
  })

  it('is in Spanish for es-MX on a first visit and for the lang cookie, with no cookie set', async () => {
    const list = await get('/blog', { headers: { 'accept-language': 'es-MX,es;q=0.9' } })
    expect(list.headers.get('set-cookie')).toBeNull()
    const listHtml = await list.text()
    expect(listHtml).toContain('<html lang="es"')
    expect(h1(listHtml)).toBe('Noticias y guías de Ring Mobile')
    expect(listHtml).toContain('24 de noviembre de 2026')
    const post = await get('/blog/travel-passes-canada-mexico-europe', { headers: { cookie: 'lang=es' } })
    expect(h1(await post.text())).toBe('¿Viajas este invierno? Lleva tu plan contigo')
    // The cookie's choice wins over the browser's language.
    const chosen = await get('/blog', { headers: { cookie: 'lang=en', 'accept-language': 'es-US' } })
    expect(h1(await chosen.text())).toBe('News and guides from Ring Mobile')
  })

  it('a slug with no post is the not-found page with status 404, in either language', async () => {
    const res = await get('/blog/no-such-post')
    expect(res.status).toBe(404)
    expect(h1(await res.text())).toBe('Page not found')
    const spanish = await get('/blog/no-such-post', { headers: { 'accept-language': 'es-US' } })
    expect(spanish.status).toBe(404)
    expect(await spanish.text()).toContain('<html lang="es"')
  })

  it('/shop for es-MX is Spanish on a first visit', async () => {
    const res = await get('/shop', { headers: { 'accept-language': 'es-MX' } })
    const html = await res.text()
    expect(html).toContain('<html lang="es"')
    expect(h1(html)).toBe('Elige tu plan')
  })
})
