import { describe, expect, it } from 'vitest'
import { contentEndpoints } from '@contract/endpoints/content'
import { createContentClient } from '@/api/content'

/** A fetch that answers `body` in-process and records each address it was asked for, under `label`. */
function answering(body: unknown, seen: string[], label = '') {
  return (async (input: RequestInfo | URL) => {
    seen.push(`${label}${String(input)}`)
    return Response.json(body)
  }) as typeof fetch
}

describe('content client', () => {
  it("reads a content endpoint with its query, the answer parsed with the endpoint's schema", async () => {
    const seen: string[] = []
    const page = { id: 1, attributes: { slug: 'faq', title: 'FAQ', sections: [] } }
    const content = createContentClient({ baseURL: 'http://content.test', fetch: answering({ data: [page] }, seen) })
    const pages = await content.read(contentEndpoints.pages, { 'filters[slug][$eq]': 'faq', populate: '*' })
    expect(pages!.data[0]).toMatchObject({ title: 'FAQ', sections: [] })
    expect(seen.map(decodeURIComponent)).toEqual(['http://content.test/api/ring-mobile-pages?filters[slug][$eq]=faq&populate=*'])
  })

  it("goes through its own fetch, or one call's", async () => {
    const seen: string[] = []
    const content = createContentClient({ baseURL: '', fetch: answering({ data: [] }, seen, 'client ') })
    await content.read(contentEndpoints.pageMetas, {})
    await content.read(contentEndpoints.pageMetas, {}, { fetch: answering({ data: [] }, seen, 'call ') })
    expect(seen).toEqual(['client /api/ring-mobile-meta-datas', 'call /api/ring-mobile-meta-datas'])
  })

  it('refuses an answer its schema does not accept', async () => {
    const content = createContentClient({ baseURL: '', fetch: answering({ data: 'nonsense' }, []) })
    await expect(content.read(contentEndpoints.pages, {})).rejects.toThrow()
  })

  it("makes the service's relative media urls absolute", () => {
    const content = createContentClient({ baseURL: 'http://content.test' })
    expect(content.mediaUrl('/uploads/x.svg')).toBe('http://content.test/uploads/x.svg')
    expect(content.mediaUrl('https://cdn.test/x.svg')).toBe('https://cdn.test/x.svg')
  })
})
