import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { DroppedEntry } from '@contract/content'
import { ContentUnavailableError, createContentClient, matchPageMeta } from '@/api/content'
import { DEFAULT_SETTINGS } from '@/config'
import { loadContentPage } from '@/features/content/content-loader'

/**
 * The SPA's parsing of the content service (src/api/content.ts with contract/content.ts), run against answers
 * shaped like a real Strapi v4 or v5 server's (tests/fixtures/strapi/, its README lists the cases). What each
 * call asks for is checked too: Strapi's own populate syntax, every page of a collection, the v4 response header.
 */

const FIXTURES = new URL('../fixtures/strapi/', import.meta.url)

interface Served {
  file: string
  status?: number
  type?: string
}

interface Asked {
  path: string
  query: Record<string, string>
  format: string | null
}

/** A content client whose fetch answers each request with the fixture `serve` picks, recording what was asked. */
function strapi(serve: (asked: Asked) => Served, baseURL = 'https://cms.example.test') {
  const asked: Asked[] = []
  const left: { path: string; entries: DroppedEntry[] }[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // The app's own client asks its origin with a path alone.
    const url = new URL(input instanceof Request ? input.url : String(input), 'https://site.example.test')
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers)
    const request = { path: url.pathname, query: Object.fromEntries(url.searchParams), format: headers.get('strapi-response-format') }
    asked.push(request)
    const { file, status = 200, type = file.endsWith('.html') ? 'text/html' : 'application/json' } = serve(request)
    return new Response(readFileSync(new URL(file, FIXTURES)), { status, headers: { 'content-type': `${type}; charset=utf-8` } })
  }) as typeof globalThis.fetch
  const client = createContentClient({ baseURL, fetch, onDropped: (path, entries) => left.push({ path, entries }) })
  return { client, asked, fetch, left: () => left.flatMap(({ path, entries }) => entries.map((entry) => `${path} ${entry.path}`)) }
}

const always = (file: string, status?: number) => () => ({ file, status })

describe('every call', () => {
  it('asks Strapi 5 for the v4 shape, with the standard populate syntax a plain server answers', async () => {
    const { client, asked } = strapi((request) =>
      request.path.endsWith('footer')
        ? { file: 'footer.v4.json' }
        : request.path.endsWith('pages')
          ? { file: 'pages.about.v4.json' }
          : { file: 'meta-datas.v5-flat.json' },
    )
    await client.footerSocials()
    await client.pageMetas()
    await client.contentPage('about')
    expect(asked).toEqual([
      { path: '/api/ring-mobile-footer', query: { 'populate[socials][populate]': 'logo' }, format: 'v4' },
      {
        path: '/api/ring-mobile-meta-datas',
        query: { populate: 'metadata', 'pagination[page]': '1', 'pagination[pageSize]': '100' },
        format: 'v4',
      },
      { path: '/api/ring-mobile-pages', query: { 'filters[slug][$eq]': 'about', populate: 'sections' }, format: 'v4' },
    ])
  })
})

describe('the footer', () => {
  it('v4: a social without a link hides only that link; one without a logo or a name still shows', async () => {
    const { client, left } = strapi(always('footer.v4.json'))
    expect(await client.footerSocials()).toEqual([
      { name: 'Facebook', link: 'https://www.facebook.com/ringmobile', logoUrl: 'https://cms.example.test/uploads/facebook_3f2a9c.svg' },
      { name: 'X', link: 'https://x.com/ringmobile', logoUrl: null },
      {
        name: 'Ring Mobile on YouTube',
        link: 'https://www.youtube.com/@ringmobile',
        logoUrl: 'https://cms.example.test/uploads/youtube_3f2a9c.svg',
      },
    ])
    expect(left()).toEqual([])
  })

  it('v5 without the header: flat entry and flat media, an absolute media url kept', async () => {
    const { client } = strapi(always('footer.v5-flat.json'))
    expect(await client.footerSocials()).toEqual([
      { name: 'Facebook', link: 'https://www.facebook.com/ringmobile', logoUrl: 'https://cdn.example-strapi.test/facebook.svg' },
      { name: 'X', link: 'https://x.com/ringmobile', logoUrl: null },
    ])
  })

  it('media not populated (populate=*): the links show without logos', async () => {
    const { client } = strapi(always('footer.populate-star.json'))
    expect((await client.footerSocials()).map(({ name, logoUrl }) => [name, logoUrl])).toEqual([
      ['Facebook', null],
      ['X', null],
    ])
  })

  it('the component not populated, or the footer never filled in (404): no socials', async () => {
    expect(await strapi(always('footer.unpopulated.json')).client.footerSocials()).toEqual([])
    expect(await strapi(always('error.404.json', 404)).client.footerSocials()).toEqual([])
  })

  it('a bad social is left out and reported, the rest shows; an unreadable logo leaves the link', async () => {
    const { client, left } = strapi(always('footer.bad-entries.json'))
    expect((await client.footerSocials()).map(({ name, logoUrl }) => [name, logoUrl])).toEqual([
      ['Facebook', 'https://cms.example.test/uploads/facebook_3f2a9c.svg'],
      ['X', null],
    ])
    expect(left()).toEqual(['/api/ring-mobile-footer socials[1]', '/api/ring-mobile-footer socials[2]'])
  })

  it('403 (the public role may not read it) throws, with what Strapi said', async () => {
    const failed = strapi(always('error.403.json', 403)).client.footerSocials()
    await expect(failed).rejects.toBeInstanceOf(ContentUnavailableError)
    await expect(failed).rejects.toThrow(/403 \(ForbiddenError: Forbidden\)/)
  })
})

describe('the page metadata', () => {
  it('reads every page of results; an empty field falls back for that page only, an unfilled component is left out', async () => {
    const { client, asked, left } = strapi((request) => ({ file: `meta-datas.page-${request.query['pagination[page]']}.json` }))
    expect(await client.pageMetas()).toEqual([
      { page: '/', metaTitle: 'Ring Mobile | Home', metaDescription: 'Plans from $15 a month on a nationwide 5G network.' },
      { page: '/shop', metaTitle: 'Shop plans | Ring Mobile', metaDescription: null },
      { page: '/faq', metaTitle: null, metaDescription: 'Answers about eSIM, keeping your number and billing.' },
      { page: '/dashboard', metaTitle: 'My Account | Ring Mobile', metaDescription: 'Manage your lines, cards and orders.' },
    ])
    expect(asked.map((request) => request.query['pagination[page]'])).toEqual(['1', '2'])
    expect(left()).toEqual([])
  })

  it('v5 flat entries', async () => {
    expect(await strapi(always('meta-datas.v5-flat.json')).client.pageMetas()).toEqual([
      { page: '/about', metaTitle: 'About us | Ring Mobile', metaDescription: 'Who we are.' },
    ])
  })
})

describe('a content page', () => {
  it('Markdown bodies read into blocks; an empty body, heading or summary is no reason to fail', async () => {
    const { client, left } = strapi(always('pages.about.v4.json'))
    const page = await client.contentPage('about')
    expect(page).toMatchObject({ slug: 'about', title: 'About Ring Mobile', summary: '', updatedAt: '2026-02-01T09:30:00.000Z' })
    expect(page!.sections.map((section) => [section.heading, section.body.length])).toEqual([
      ['Who we are', 4],
      ['Coming soon', 0],
      [null, 1],
    ])
    const [intro, lead, list, links] = page!.sections[0].body
    expect(intro).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'We keep it ' },
        { type: 'text', text: 'simple', bold: true },
        { type: 'text', text: ': one price, ' },
        { type: 'text', text: 'no contract', italic: true },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'no surprises', underline: true },
        { type: 'text', text: '.' },
      ],
    })
    expect(lead).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'What you get:' }] })
    expect(list).toEqual({
      type: 'list',
      format: 'unordered',
      children: [
        { type: 'list-item', children: [{ type: 'text', text: 'Unlimited talk and text' }] },
        { type: 'list-item', children: [{ type: 'text', text: '5G data' }] },
        { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'hotspot included' }] }] },
      ],
    })
    expect(links).toMatchObject({
      children: [
        { text: 'Read the ' },
        { type: 'link', url: '/faq', children: [{ text: 'FAQ' }] },
        { text: ' or ' },
        { type: 'link', url: 'mailto:support@ringmobile.example', children: [{ text: 'email us' }] },
        { text: '. Tom & Jerry approve.' },
      ],
    })
    expect(left()).toEqual([])
  })

  it('Blocks bodies: every block and modifier kept, an image block and a malformed block left out and reported', async () => {
    const { client, left } = strapi(always('pages.faq.blocks.json'))
    const page = await client.contentPage('faq')
    const body = page!.sections[0].body
    expect(body.map((block) => block.type)).toEqual(['paragraph', 'heading', 'list', 'paragraph', 'quote', 'code'])
    expect(body[0]).toMatchObject({
      children: [{}, { bold: true }, {}, { italic: true }, {}, { underline: true }, {}, { strikethrough: true }, {}, { code: true }, {}],
    })
    expect(body[2]).toMatchObject({
      format: 'ordered',
      children: [{ type: 'list-item' }, { type: 'list-item' }, { type: 'list', format: 'unordered' }],
    })
    expect(page!.sections.map((section) => [section.heading, section.body.length])).toEqual([
      ['Can I keep my number?', 6],
      ['How do I cancel?', 1],
      ['Is this empty?', 0],
    ])
    expect(left()).toEqual(['/api/ring-mobile-pages data[0].sections[0].body[6]', '/api/ring-mobile-pages data[0].sections[0].body[7]'])
  })

  it('v5 flat page', async () => {
    const page = await strapi(always('pages.faq.v5-flat.json')).client.contentPage('faq')
    expect(page!.sections).toEqual([
      {
        heading: 'How do I cancel?',
        body: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Any time, ' },
              { type: 'text', text: 'from My Account', bold: true },
              { type: 'text', text: '.' },
            ],
          },
        ],
      },
    ])
  })

  it('a bad page and a bad section are left out and reported, the rest shows', async () => {
    const { client, left } = strapi(always('pages.bad-entries.json'))
    const page = await client.contentPage('terms-and-conditions')
    expect(page!.sections.map((section) => section.heading)).toEqual(['Your plan', 'Cancelling'])
    expect(left()).toEqual(['/api/ring-mobile-pages data[0]', '/api/ring-mobile-pages data[1].sections[1]'])
  })

  it('sections not populated: the page shows without them; no entry for the slug, or a 404: missing', async () => {
    expect((await strapi(always('pages.unpopulated.json')).client.contentPage('about'))?.sections).toEqual([])
    expect(await strapi(always('pages.empty.json')).client.contentPage('about')).toBeNull()
    expect(await strapi(always('error.404.json', 404)).client.contentPage('about')).toBeNull()
  })

  it('a 403, or an answer that is not Strapi at all, is the "unavailable" state with its retry', async () => {
    for (const served of [{ file: 'error.403.json', status: 403 }, { file: 'not-strapi.html' }, { file: 'error.404.json', status: 200 }]) {
      const { fetch } = strapi(() => served)
      await expect(loadContentPage('about', { settings: DEFAULT_SETTINGS, fetch }), served.file).resolves.toEqual({ status: 'failed' })
    }
  })
})

describe('in Spanish (Strapi i18n: locale=es)', () => {
  /** Spanish answers from `es`, English ones from `en`; what each locale is asked for decides. */
  const byLocale = (es: (request: Asked) => Served, en: (request: Asked) => Served) => (request: Asked) =>
    request.query.locale === 'es' ? es(request) : en(request)

  it("asks for Spanish with Strapi's locale parameter, and for English without one (the default locale)", async () => {
    const { client, asked } = strapi(byLocale(always('pages.about.es.v4.json'), () => ({ file: 'pages.about.v4.json' })))
    await client.contentPage('about', { language: 'es' })
    await client.contentPage('about', { language: 'en' })
    await client.contentPage('about')
    expect(asked.map((request) => request.query)).toEqual([
      { 'filters[slug][$eq]': 'about', populate: 'sections', locale: 'es' },
      { 'filters[slug][$eq]': 'about', populate: 'sections' },
      { 'filters[slug][$eq]': 'about', populate: 'sections' },
    ])
    expect(asked.every((request) => request.format === 'v4')).toBe(true)
  })

  it('a page: the Spanish entry (v4 with its localizations populated, v5 flat), else the English one', async () => {
    const v4 = strapi(byLocale(always('pages.about.es.v4.json'), always('pages.about.v4.json')))
    expect(await v4.client.contentPage('about', { language: 'es' })).toMatchObject({
      slug: 'about',
      title: 'Acerca de Ring Mobile',
      summary: 'Planes sencillos, sin contrato.',
      sections: [{ heading: 'Quiénes somos' }],
    })
    expect(v4.asked).toHaveLength(1)

    const v5 = strapi(byLocale(always('pages.faq.es.v5-flat.json'), always('pages.faq.v5-flat.json')))
    const faq = await v5.client.contentPage('faq', { language: 'es' })
    expect(faq?.title).toBe('Preguntas frecuentes')
    expect(faq?.sections[0].body[0]).toMatchObject({
      type: 'paragraph',
      children: [{ text: 'Cuando quieras, ' }, { text: 'desde Mi cuenta', bold: true }, { text: '.' }],
    })

    // No Spanish entry for the slug (Strapi answers an empty list): the English page.
    const untranslated = strapi(byLocale(always('pages.empty.json'), always('pages.about.v4.json')))
    expect((await untranslated.client.contentPage('about', { language: 'es' }))?.title).toBe('About Ring Mobile')
    expect(untranslated.asked.map((request) => request.query.locale ?? null)).toEqual(['es', null])
  })

  it('the footer: the Spanish entry, or the English one when the single type has no Spanish entry (404)', async () => {
    const translated = strapi(byLocale(always('footer.es.v4.json'), always('footer.v4.json')))
    expect(await translated.client.footerSocials({ language: 'es' })).toEqual([
      { name: 'Facebook', link: 'https://www.facebook.com/ringmobile.es', logoUrl: 'https://cms.example.test/uploads/facebook_3f2a9c.svg' },
      { name: 'www.youtube.com', link: 'https://www.youtube.com/@ringmobile', logoUrl: null },
    ])
    expect(translated.left()).toEqual([])

    const untranslated = strapi(byLocale(always('error.404.json', 404), always('footer.v4.json')))
    const socials = await untranslated.client.footerSocials({ language: 'es' })
    expect(socials.map((social) => social.link)).toContain('https://www.facebook.com/ringmobile')
    expect(untranslated.asked.map((request) => request.query.locale ?? null)).toEqual(['es', null])
  })

  it('the metadata entry by entry: Spanish where translated, English for the other pages', async () => {
    const { client } = strapi(
      byLocale(always('meta-datas.es.v4.json'), (request) => ({ file: `meta-datas.page-${request.query['pagination[page]']}.json` })),
    )
    const metas = await client.pageMetas({ language: 'es' })
    expect(metas).toEqual([
      { page: '/', metaTitle: 'Ring Mobile | Inicio', metaDescription: 'Planes desde $15 al mes en una red 5G nacional.' },
      // Translated with an empty description: that field falls back to the default, not to the English entry.
      { page: '/faq', metaTitle: 'Preguntas frecuentes | Ring Mobile', metaDescription: null },
      { page: '/shop', metaTitle: 'Shop plans | Ring Mobile', metaDescription: null },
      { page: '/dashboard', metaTitle: 'My Account | Ring Mobile', metaDescription: 'Manage your lines, cards and orders.' },
    ])
    expect(matchPageMeta(metas, '/faq')?.metaTitle).toBe('Preguntas frecuentes | Ring Mobile')
  })

  it('a Spanish answer that fails is unavailable, not a reason to show English quietly', async () => {
    const { client } = strapi(byLocale(always('error.403.json', 403), always('pages.about.v4.json')))
    await expect(client.contentPage('about', { language: 'es' })).rejects.toBeInstanceOf(ContentUnavailableError)
  })
})
