import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentClient } from '@/api/content'
import { footerSchema, metaDatasSchema, pagesSchema } from '@contract/content'
import { createContentRoutes, memoryContentStore, PAGE_SLUGS, seedContentEntries, type ContentStore } from '@server/content'
import { serveOnFreePort } from './support/harness'

/** The content routes as the server mounts them, over real HTTP on a free port. */
const start = (store: ContentStore) => serveOnFreePort(new Hono().route('/', createContentRoutes(store)).fetch)
type Running = Awaited<ReturnType<typeof start>>

let seeded: Running
/** A service whose Spanish side is half done: the footer and the FAQ have no Spanish entry, nor the /shop metadata. */
let partial: Running

beforeAll(async () => {
  seeded = await start(memoryContentStore(seedContentEntries()))
  const untranslated = (entry: { type: string; slug: string; locale?: string }) =>
    entry.locale === 'es' && (entry.type === 'ring-mobile-footer' || entry.slug === 'faq' || entry.slug === '/shop')
  partial = await start(memoryContentStore(seedContentEntries().filter((entry) => !untranslated(entry))))
})

afterAll(async () => {
  await seeded?.close()
  await partial?.close()
})

async function json(base: string, path: string) {
  const res = await fetch(`${base}${path}`)
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

describe("the content service's locale parameter (Strapi i18n)", () => {
  it('answers English without a locale and with locale=en, each entry saying its locale', async () => {
    for (const query of ['', '&locale=en']) {
      const { body } = await json(seeded.url, `/api/ring-mobile-pages?filters[slug][$eq]=about${query}`)
      expect(body.data).toHaveLength(1)
      expect(body.data[0].attributes).toMatchObject({ slug: 'about', title: 'About Ring Mobile', locale: 'en' })
    }
  })

  it('answers every entry in Spanish with locale=es: the footer, every page metadata and the four pages', async () => {
    const footer = await json(seeded.url, '/api/ring-mobile-footer?populate[socials][populate]=logo&locale=es')
    expect(footer.status).toBe(200)
    expect(footer.body.data.attributes.locale).toBe('es')
    expect(footerSchema.parse(footer.body).socials).toHaveLength(5)
    expect(footer.body.data.attributes.socials[0].logo.data.attributes.alternativeText).toBe('Ring Mobile en Facebook')

    const englishMetas = metaDatasSchema.parse(
      (await json(seeded.url, '/api/ring-mobile-meta-datas?populate=metadata&pagination[pageSize]=100')).body,
    ).data
    const spanish = await json(seeded.url, '/api/ring-mobile-meta-datas?populate=metadata&pagination[pageSize]=100&locale=es')
    const spanishMetas = metaDatasSchema.parse(spanish.body).data
    expect(spanishMetas.map((meta) => meta.page).sort()).toEqual(englishMetas.map((meta) => meta.page).sort())
    expect(spanish.body.data.every((entry: { attributes: { locale: string } }) => entry.attributes.locale === 'es')).toBe(true)
    for (const meta of spanishMetas) {
      const english = englishMetas.find((other) => other.page === meta.page)!
      expect(meta.metaTitle, meta.page).not.toBe(english.metaTitle)
      expect(meta.metaTitle?.length, meta.page).toBeLessThan(60)
      expect(meta.metaDescription?.length, meta.page).toBeGreaterThanOrEqual(140)
      expect(meta.metaDescription?.length, meta.page).toBeLessThanOrEqual(160)
    }
    expect(new Set(spanishMetas.map((meta) => meta.metaTitle)).size).toBe(spanishMetas.length)

    for (const slug of PAGE_SLUGS) {
      const english = pagesSchema.parse(
        (await json(seeded.url, `/api/ring-mobile-pages?filters[slug][$eq]=${slug}&populate=sections`)).body,
      ).data[0]
      const page = pagesSchema.parse(
        (await json(seeded.url, `/api/ring-mobile-pages?filters[slug][$eq]=${slug}&populate=sections&locale=es`)).body,
      ).data[0]
      expect(page.slug).toBe(slug)
      expect(page.title, slug).not.toBe(english.title)
      // The same sections, one for one: a translation, not a summary.
      expect(page.sections.length, slug).toBe(english.sections.length)
    }
  })

  it('writes Spanish with "tú" and the same terms throughout, and quotes the same figures as the English pages', async () => {
    const all = pagesSchema.parse((await json(seeded.url, '/api/ring-mobile-pages?populate=sections&locale=es')).body).data
    const text = all
      .map((page) => [page.title, page.summary, ...page.sections.map((s) => `${s.heading} ${String(s.body)}`)].join(' '))
      .join(' ')
    expect(text).not.toMatch(/\busted\b/i)
    expect(text).toMatch(/Mi cuenta/)
    expect(text).not.toMatch(/Mi Cuenta/)
    const terms = all.find((page) => page.slug === 'terms-and-conditions')!
    const termsText = terms.sections.map((s) => String(s.body)).join(' ')
    for (const figure of ['$10', '$5', '$1.49', '911', '30 días']) expect(termsText).toContain(figure)
    expect(terms.summary).toContain('1 de enero de 2026')
  })

  it("answers an unknown locale as Strapi does: an empty collection, a 404 single type, in Strapi's shapes", async () => {
    const pages = await json(seeded.url, '/api/ring-mobile-pages?locale=fr')
    expect(pages.status).toBe(200)
    expect(pages.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } })
    const footer = await json(seeded.url, '/api/ring-mobile-footer?locale=fr')
    expect(footer.status).toBe(404)
    expect(footer.body).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } })
  })
})

describe("the SPA's content client in a language", () => {
  it('reads Spanish when asked, and English when not', async () => {
    const content = createContentClient({ baseURL: seeded.url, onDropped: () => undefined })
    expect((await content.contentPage('faq', { language: 'es' }))?.title).toBe('Preguntas frecuentes')
    expect((await content.contentPage('faq'))?.title).toBe('Frequently asked questions')
    expect((await content.contentPage('faq', { language: 'en' }))?.title).toBe('Frequently asked questions')
    const metas = await content.pageMetas({ language: 'es' })
    expect(metas.find((meta) => meta.page === '/faq')?.metaTitle).toBe('Preguntas frecuentes | Ring Mobile')
    expect(metas).toHaveLength((await content.pageMetas()).length)
  })

  it('falls back to English for each entry that has no translation', async () => {
    const asked: string[] = []
    const content = createContentClient({
      baseURL: partial.url,
      onDropped: () => undefined,
      fetch: (input, init) => {
        asked.push(String(input instanceof Request ? input.url : input))
        return fetch(input, init)
      },
    })
    // The page without a Spanish entry comes in English; one with it, in Spanish.
    expect((await content.contentPage('faq', { language: 'es' }))?.title).toBe('Frequently asked questions')
    expect((await content.contentPage('about', { language: 'es' }))?.title).toBe('Acerca de Ring Mobile')
    // The footer has no Spanish entry (404): the English one's links, asked for once more without a locale.
    asked.length = 0
    expect(await content.footerSocials({ language: 'es' })).toHaveLength(5)
    expect(asked.map((url) => new URL(url).searchParams.get('locale'))).toEqual(['es', null])
    // Metadata entry by entry: /shop's in English, the rest in Spanish, each page once.
    const metas = await content.pageMetas({ language: 'es' })
    expect(metas.find((meta) => meta.page === '/shop')?.metaTitle).toBe('Shop SIM & eSIM plans | Ring Mobile')
    expect(metas.find((meta) => meta.page === '/faq')?.metaTitle).toBe('Preguntas frecuentes | Ring Mobile')
    expect(new Set(metas.map((meta) => meta.page)).size).toBe(metas.length)
    expect(asked.some((url) => url.includes('locale=es'))).toBe(true)
  })
})
