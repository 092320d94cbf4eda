import { request as httpRequest } from 'node:http'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createContentClient, matchPageMeta } from '@/api/content'
import { footerSchema, metaDatasSchema, pagesSchema as spaPagesSchema } from '@contract/content'
import { createContentRoutes, memoryContentStore, PAGE_SLUGS, seedContentEntries, type ContentStore } from '@server/content'
import { serveOnFreePort } from './support/harness'
import { PLANS } from '@server/seed-data/catalogue'
import { DEMO_CARDS, DEMO_LINES, demoTransactions } from '@server/seed-data/demo-account'
import { priceRenewal } from '@server/billing/renewals'
import { lineTaxRate } from '@server/checkout/tax'

/** The routes SPEC §2 lists as public or guarded pages, each of which needs a title and description. */
const META_PAGES = [
  '/',
  '/shop',
  '/about',
  '/blog',
  '/cart',
  '/contact-us',
  '/faq',
  '/login',
  '/login-with-password',
  '/login-without-password',
  '/otp-login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cart/checkout',
  '/dashboard',
]

const SOCIAL_NAMES = ['Facebook', 'Instagram', 'X', 'TikTok', 'YouTube']

/** Stricter than the SPA's own `pagesSchema` (also checked): what this service promises about pages. */
const pagesSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int().positive(),
      attributes: z.object({
        slug: z.string(),
        title: z.string().min(1),
        summary: z.string().min(1),
        sections: z.array(z.object({ id: z.number(), heading: z.string().min(1), body: z.string().min(1) })),
        updatedAt: z.iso.datetime(),
      }),
    }),
  ),
  meta: z.object({
    pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }),
  }),
})

const notFound = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }

/** The content routes as the server mounts them, over real HTTP on a free port. */
const start = (store: ContentStore) => serveOnFreePort(new Hono().route('/', createContentRoutes(store)).fetch)
type Running = Awaited<ReturnType<typeof start>>

/** A GET with the path sent byte for byte (fetch would normalise `..` and encoded dots away). */
function rawGet(base: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }))
    })
    req.on('error', reject)
    req.end()
  })
}

let server: Running

beforeAll(async () => {
  server = await start(memoryContentStore(seedContentEntries()))
})

afterAll(async () => {
  await server?.close()
})

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)

/** A 200 JSON answer of the content service, parsed. */
async function getJson(path: string) {
  const res = await get(path)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return res.json()
}

describe('GET /api/ring-mobile-footer', () => {
  it('answers the five socials in the shape the SPA parses, with logos the server serves', async () => {
    const raw = await getJson('/api/ring-mobile-footer?populate[socials][populate]=logo')
    expect(raw.meta).toEqual({})
    expect(raw.data.id).toBe(1)

    const socials = footerSchema.parse(raw).socials
    expect(socials.map((social) => social.name)).toEqual(SOCIAL_NAMES)
    raw.data.attributes.socials.forEach((social: { logo: { data: { attributes: { alternativeText: string } } } }, index: number) =>
      expect(social.logo.data.attributes.alternativeText).toContain(SOCIAL_NAMES[index]),
    )
    for (const social of socials) {
      expect(social.link).toMatch(/^https:\/\/(www\.)?(facebook\.com|instagram\.com|x\.com|tiktok\.com|youtube\.com)\/@?ringmobile$/)
      expect(social.logoUrl).toMatch(/^\/uploads\/[a-z0-9-]+\.svg$/)
      const file = await get(social.logoUrl!)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/svg+xml')
    }
    expect(raw.data.attributes.socials[0].logo.data.attributes.mime).toBe('image/svg+xml')
  })

  it.each([
    ['populate[socials][populate]=logo', true, true],
    ['populate[socials][populate][0]=logo', true, true],
    ['populate[socials][populate][logo]=true', true, true],
    ['populate[0]=socials.logo', true, true],
    ['populate[socials][populate]=*', true, true],
    ['populate=*', true, false],
    ['populate=socials', true, false],
    ['populate[socials]=true', true, false],
    ['populate=deep', false, false],
    ['populate[socials]=false', false, false],
    ['', false, false],
  ])('answers ?%s as Strapi does: socials %s, their logos %s', async (query, socials, logos) => {
    const { attributes } = (await getJson(`/api/ring-mobile-footer?${query}`)).data
    expect('socials' in attributes).toBe(socials)
    if (socials) for (const social of attributes.socials) expect('logo' in social).toBe(logos)
    expect(attributes.updatedAt).toEqual(expect.any(String))
  })
})

describe('GET /api/ring-mobile-meta-datas', () => {
  it('answers one entry per public route that the SPA parses and matches', async () => {
    const raw = await getJson('/api/ring-mobile-meta-datas?populate=metadata')
    expect(raw.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: META_PAGES.length })

    const metas = metaDatasSchema.parse(raw).data
    expect(metas.map((meta) => meta.page).sort()).toEqual([...META_PAGES].sort())
    expect(matchPageMeta(metas, '/shop')?.metaTitle).toBe('Shop SIM & eSIM plans | Ring Mobile')
    expect(matchPageMeta(metas, '/dashboard/payment')?.page).toBe('/dashboard')
    expect(matchPageMeta(metas, '/cart/checkout')?.page).toBe('/cart/checkout')
  })

  it('gives every page a distinct branded title and a 140-160 character description', async () => {
    const metas = (await getJson('/api/ring-mobile-meta-datas?populate=*')).data.map(
      (entry: { attributes: { metadata: { page: string; metaTitle: string; metaDescription: string } } }) => entry.attributes.metadata,
    )
    expect(metas).toHaveLength(META_PAGES.length)
    const titles = new Set<string>()
    for (const { page, metaTitle, metaDescription } of metas) {
      expect(metaTitle, page).toContain('Ring Mobile')
      expect(metaTitle.length, page).toBeLessThanOrEqual(60)
      expect(metaDescription.length, `${page}: ${metaDescription}`).toBeGreaterThanOrEqual(140)
      expect(metaDescription.length, `${page}: ${metaDescription}`).toBeLessThanOrEqual(160)
      titles.add(metaTitle)
    }
    expect(titles.size).toBe(META_PAGES.length)
  })

  it('pages with Strapi pagination parameters and refuses invalid ones', async () => {
    const second = await (await get('/api/ring-mobile-meta-datas?pagination[page]=2&pagination[pageSize]=5')).json()
    expect(second.data).toHaveLength(5)
    // Not populated: the component is not in the answer.
    expect(second.data[0].attributes).not.toHaveProperty('metadata')
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: 4, total: META_PAGES.length })
    const first = await (await get('/api/ring-mobile-meta-datas?pagination[pageSize]=5')).json()
    expect(second.data[0].id).not.toBe(first.data[0].id)

    const bad = await get('/api/ring-mobile-meta-datas?pagination[page]=0')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatchObject({ status: 400, name: 'ValidationError' })
  })
})

describe('GET /api/ring-mobile-pages', () => {
  it('lists the four pages without a filter', async () => {
    const res = await get('/api/ring-mobile-pages?populate=sections')
    expect(res.status).toBe(200)
    const pages = pagesSchema.parse(await res.json())
    expect(pages.data.map((page) => page.attributes.slug)).toEqual([...PAGE_SLUGS])
    expect(pages.meta.pagination.total).toBe(4)
  })

  it.each([
    ['about', 'About Ring Mobile', 4, 8],
    ['faq', 'Frequently asked questions', 10, 14],
    ['terms-and-conditions', 'Terms and conditions', 8, 12],
    ['privacy-policy', 'Privacy policy', 8, 12],
  ])('answers only the %s page when filtered by slug, in plain-text paragraphs', async (slug, title, min, max) => {
    const res = await get(`/api/ring-mobile-pages?filters[slug][$eq]=${slug}&populate=sections`)
    expect(res.status).toBe(200)
    const raw = await res.json()
    expect(spaPagesSchema.parse(raw).data.map((entry) => entry.slug)).toEqual([slug])
    const pages = pagesSchema.parse(raw)
    expect(pages.data).toHaveLength(1)
    expect(pages.meta.pagination.total).toBe(1)
    const page = pages.data[0].attributes
    expect(page.slug).toBe(slug)
    expect(page.title).toBe(title)
    expect(page.sections.length).toBeGreaterThanOrEqual(min)
    expect(page.sections.length).toBeLessThanOrEqual(max)
    expect(page.sections.map((section) => section.id)).toEqual(page.sections.map((_, index) => index + 1))
    for (const { heading, body } of page.sections) {
      // No markdown: no headings, emphasis, list markers or links; paragraphs split by exactly one blank line.
      expect(body, heading).not.toMatch(/(^|\n)\s*(#|[-*+] |\d+\. )|\*\*|__|\[[^\]]*\]\(/)
      expect(body, heading).not.toMatch(/\n{3,}|[^\n]\n[^\n]/)
      expect(body, heading).not.toMatch(/lorem|ipsum|TODO|sandbox|demo/i)
    }
  })

  it('asks one question per FAQ heading and covers the topics customers ask about', async () => {
    const faq = pagesSchema.parse(await (await get('/api/ring-mobile-pages?filters[slug][$eq]=faq&populate=*')).json()).data[0]
    const headings = faq.attributes.sections.map((section) => section.heading)
    for (const heading of headings) expect(heading).toMatch(/\?$/)
    const text = faq.attributes.sections.map((section) => `${section.heading} ${section.body}`).join(' ')
    for (const topic of [
      /eSIM/,
      /keep .*number/i,
      /billing account number/i,
      /PIN/,
      /activation/i,
      /ship/i,
      /change my plan/i,
      /saved cards?/i,
      /order history/i,
      /outside the US/i,
      /cancel/i,
      /contact support/i,
      /card details/i,
    ]) {
      expect(text).toMatch(topic)
    }
  })

  it('dates the terms and keeps the privacy promises about cards, carriers and browser storage', async () => {
    const all = pagesSchema.parse(await (await get('/api/ring-mobile-pages?populate[0]=sections')).json()).data
    const bySlug = Object.fromEntries(all.map((page) => [page.attributes.slug, page.attributes]))
    expect(bySlug['terms-and-conditions'].summary).toContain('January 1, 2026')
    const privacy = bySlug['privacy-policy'].sections.map((section) => section.body).join(' ')
    expect(privacy).toMatch(/never receive or store your full card number/)
    expect(privacy).toMatch(/network partner, to activate/)
    expect(privacy).toMatch(/sign-in token/)
    expect(privacy).toMatch(/cart/)
  })

  it("reads the filter key percent-encoded, as the SPA's ofetch sends it", async () => {
    const query = new URLSearchParams({ 'filters[slug][$eq]': 'faq', populate: 'sections' })
    const res = await get(`/api/ring-mobile-pages?${query}`)
    expect(res.status).toBe(200)
    const pages = spaPagesSchema.parse(await res.json())
    expect(pages.data.map((entry) => entry.slug)).toEqual(['faq'])
  })

  it('leaves the sections out unless populated, as Strapi does', async () => {
    const bare = await getJson('/api/ring-mobile-pages?filters[slug][$eq]=faq')
    expect(bare.data[0].attributes).not.toHaveProperty('sections')
    expect(bare.data[0].attributes.title).toBe('Frequently asked questions')
    const deep = await getJson('/api/ring-mobile-pages?filters[slug][$eq]=faq&populate=deep')
    expect(deep.data[0].attributes).not.toHaveProperty('sections')
  })

  it('answers an empty list for an unknown slug and 400 for a filter it does not support', async () => {
    const none = await (await get('/api/ring-mobile-pages?filters[slug][$eq]=blog')).json()
    expect(none.data).toEqual([])
    expect(none.meta.pagination.total).toBe(0)

    const bad = await get('/api/ring-mobile-pages?filters[title][$eq]=About')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } })
  })
})

describe("the SPA's content client against this service", () => {
  it('reads the footer, every page of the metadata and each page, with nothing left out', async () => {
    const left: string[] = []
    const content = createContentClient({ baseURL: server.url, onDropped: (path, entries) => left.push(`${path}: ${entries.length}`) })
    const socials = await content.footerSocials()
    expect(socials.map((social) => social.name)).toEqual(SOCIAL_NAMES)
    expect(socials[0].logoUrl).toBe(`${server.url}/uploads/facebook.svg`)
    expect((await content.pageMetas()).map((meta) => meta.page).sort()).toEqual([...META_PAGES].sort())
    for (const slug of PAGE_SLUGS) {
      const page = await content.contentPage(slug)
      expect(page?.sections.length, slug).toBeGreaterThan(0)
      for (const section of page!.sections) expect(section.body.every((block) => block.type === 'paragraph')).toBe(true)
    }
    expect(left).toEqual([])
  })
})

describe('GET /uploads/:file', () => {
  it.each(['facebook', 'instagram', 'x', 'tiktok', 'youtube'])('serves %s.svg as a white 24x24 glyph with a cache header', async (name) => {
    const res = await get(`/uploads/${name}.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const svg = await res.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/)
    expect(svg).toContain('#ffffff')
    expect(svg).not.toMatch(/currentColor|<script|on[a-z]+=/i)
  })

  it('never reaches the disk for dot segments, which are resolved before routing', async () => {
    const res = await rawGet(server.url, '/uploads/../../package.json')
    expect(res.status).toBe(404)
    expect(res.body).not.toContain('ring-mobile-web')
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/uploads/facebook.svg')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    const again = await get('/uploads/facebook.svg', { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
  })

  it.each([
    '/uploads/..%2Fpackage.json',
    '/uploads/..%2F..%2F..%2Fpackage.json',
    '/uploads/..%2Findex.ts',
    '/uploads/..%2Fseed%2Fabout.ts',
    '/uploads/%2e%2e%2fpackage.json',
    '/uploads/..%5Cpackage.json',
    '/uploads/x.js',
    '/uploads/index.ts',
    '/uploads/FACEBOOK.SVG',
    '/uploads/facebook.svg%00.js',
    '/uploads/.facebook.svg',
    '/uploads/nested/facebook.svg',
    '/uploads/missing.svg',
  ])('refuses %s with 404 JSON and nothing from the disk', async (path) => {
    const res = await rawGet(server.url, path)
    expect(res.status).toBe(404)
    expect(res.type).toMatch(/^application\/json/)
    expect(JSON.parse(res.body)).toEqual(notFound)
  })
})

describe('errors in Strapi shape', () => {
  it('answers an unknown collection with 404 NotFoundError', async () => {
    const res = await get('/api/ring-mobile-blog-posts')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual(notFound)
  })

  it('refuses writes to a collection with 405', async () => {
    const res = await get('/api/ring-mobile-pages', { method: 'POST', body: '{}' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
    expect((await res.json()).error.name).toBe('MethodNotAllowedError')
  })

  it('answers 503 when the store fails and 500 for a malformed entry, without details', async () => {
    const failing = await start({ list: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) })
    const broken = await start(
      memoryContentStore([{ type: 'ring-mobile-page', slug: 'about', data: { title: 'About', sections: 'oops' } }]),
    )
    const errors = console.error
    console.error = () => {}
    try {
      const down = await fetch(`${failing.url}/api/ring-mobile-footer`)
      expect(down.status).toBe(503)
      const downBody = await down.text()
      expect(JSON.parse(downBody).error).toEqual({
        status: 503,
        name: 'ServiceUnavailableError',
        message: 'Service Unavailable',
        details: {},
      })
      expect(downBody).not.toContain('ECONNREFUSED')

      const bad = await fetch(`${broken.url}/api/ring-mobile-pages`)
      expect(bad.status).toBe(500)
      expect((await bad.json()).error).toEqual({ status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} })
    } finally {
      console.error = errors
      await failing.close()
      await broken.close()
    }
  })
})

describe('provider seed data', () => {
  const now = new Date('2026-03-15T12:00:00.000Z')
  const transactions = demoTransactions(now)
  const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9

  it('has four plans with exactly one popular, multi-line descriptions and distinct sort orders', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['plan-starter', 'plan-plus', 'plan-unlimited', 'plan-unlimited-max'])
    expect(PLANS.filter((plan) => plan.popular)).toHaveLength(1)
    expect(new Set(PLANS.map((plan) => plan.sortOrder)).size).toBe(4)
    for (const plan of PLANS) {
      expect(plan.retailDescription.split('\n').length).toBeGreaterThanOrEqual(3)
      expect(plan.retailPrice).toBeGreaterThan(0)
    }
  })

  it('adds up every payment: final = order + tax + regulatory + activation - discount', () => {
    expect(transactions.length).toBeGreaterThanOrEqual(10)
    expect(transactions.length).toBeLessThanOrEqual(14)
    for (const { id, amount, paymentDetails: p } of transactions) {
      for (const value of [p.orderTotal, p.taxAmount, p.regulatoryFee, p.activationFee, p.discountAmount, p.finalCheckoutAmount]) {
        expect(twoDecimals(value), `${id}: ${value}`).toBe(true)
      }
      const sum = p.orderTotal + p.taxAmount + p.regulatoryFee + p.activationFee - p.discountAmount
      expect(Math.abs(p.finalCheckoutAmount - sum), id).toBeLessThan(0.005)
      expect(amount, id).toBe(p.finalCheckoutAmount)
    }
  })

  it("taxes the history at the demo lines' Illinois rate, so a past renewal costs what the next one will", () => {
    const renewals = transactions.filter(
      (txn) => txn.item === 'Unlimited — monthly plan' && !txn.paymentDetails.activationFee && !txn.paymentDetails.discountAmount,
    )
    expect(renewals.length).toBeGreaterThanOrEqual(5)
    // $40 + 8.86% ($3.54) + $1.49 regulatory: the same as priceRenewal charges the line next (tests/server/plan-change.test.ts).
    for (const renewal of renewals) expect([renewal.paymentDetails.taxAmount, renewal.amount], renewal.id).toEqual([3.54, 45.03])
    expect(priceRenewal(40, lineTaxRate('60601')).total).toBe('45.03')
  })

  it('names items after plans and pays each with a saved card, as a real history does', () => {
    const planNames = PLANS.map((plan) => plan.retailName)
    for (const transaction of transactions) {
      expect(
        transaction.item === 'Physical SIM kit' ||
          transaction.item === 'Activation' ||
          planNames.some((name) => transaction.item === `${name} — monthly plan`),
        transaction.item,
      ).toBe(true)
      const p = transaction.paymentDetails
      if (p.last4DigitCard === null) {
        expect(p.paymentMethod).toBeNull()
        expect(transaction.last4DigitCard).toBeNull()
      } else {
        const card = DEMO_CARDS.find((candidate) => candidate.last4Digits === p.last4DigitCard)
        expect(card?.network).toBe(p.paymentMethod)
        expect(transaction.last4DigitCard).toBe(p.last4DigitCard)
      }
    }
    // No $0.00 row paid by nothing: a kit is part of its order's total.
    expect(transactions.filter((t) => t.paymentDetails.last4DigitCard === null)).toEqual([])
    expect(transactions.filter((t) => t.amount === 0)).toEqual([])
  })

  it('includes a failed payment and spans at least four months up to now', () => {
    expect(transactions.filter((t) => !t.successful).length).toBeGreaterThanOrEqual(1)
    const times = transactions.map((t) => new Date(t.transactionTime))
    const months = new Set(times.map((time) => `${time.getUTCFullYear()}-${time.getUTCMonth()}`))
    expect(months.size).toBeGreaterThanOrEqual(4)
    const eightMonthsAgo = new Date(now)
    eightMonthsAgo.setUTCMonth(eightMonthsAgo.getUTCMonth() - 8)
    for (const time of times) {
      expect(time.getTime()).toBeLessThanOrEqual(now.getTime())
      expect(time.getTime()).toBeGreaterThanOrEqual(eightMonthsAgo.getTime())
    }
    expect(new Set(transactions.map((t) => t.id)).size).toBe(transactions.length)
  })

  it('has three cards, exactly one primary, expiring in the future', () => {
    expect(DEMO_CARDS.map((card) => card.network)).toEqual(['visa', 'mastercard', 'amex'])
    expect(DEMO_CARDS.filter((card) => card.primaryCard).map((card) => card.network)).toEqual(['visa'])
    for (const card of DEMO_CARDS) {
      const [, month, year] = /^(\d{2})\/(\d{2})$/.exec(card.expiry) ?? []
      expect(Number(month)).toBeGreaterThanOrEqual(1)
      expect(Number(month)).toBeLessThanOrEqual(12)
      expect(2000 + Number(year)).toBeGreaterThanOrEqual(2027)
      expect(2000 + Number(year)).toBeLessThanOrEqual(2030)
      expect(card.last4Digits).toMatch(/^\d{4}$/)
    }
  })

  it('has an active named eSIM line and a physical SIM line awaiting port-in details', () => {
    const luhn = (digits: string) =>
      [...digits].reverse().reduce((sum, char, index) => {
        const doubled = index % 2 === 1 ? Number(char) * 2 : Number(char)
        return sum + (doubled > 9 ? doubled - 9 : doubled)
      }, 0) %
        10 ===
      0
    const [esim, physical] = DEMO_LINES
    expect(esim).toMatchObject({ simType: 'esim', simStatus: 'active', nickname: "Dana's iPhone", planId: 'plan-unlimited', portIn: null })
    expect(esim.mdn).toMatch(/^\d{10}$/)
    expect(physical).toMatchObject({
      simType: 'physical',
      simStatus: 'pending',
      nickname: null,
      planId: 'plan-plus',
      portIn: { state: 'awaitingDetails', msisdn: '3125550199', zipCode: '60601', oldService: null },
    })
    for (const line of DEMO_LINES) {
      expect(PLANS.some((plan) => plan.id === line.planId)).toBe(true)
      expect(line.iccid).toMatch(/^8901260\d{13}$/)
      expect(luhn(line.iccid!)).toBe(true)
      // Not a carrier SIM of SPEC §4, which would skip the port-in details dialog.
      expect(line.iccid).not.toMatch(/^(890141|8901410|8901030|8901280)/)
    }
  })
})
