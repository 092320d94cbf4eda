import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_TIMEOUT_MS, ContentUnavailableError, createContentClient } from '@/api/content'

/**
 * A content service that accepts and never answers: a fetch whose promise never settles and that ignores its signal
 * (the worst case), noting the signal it was given. `asked` resolves once the client has called it.
 */
function hangingFetch() {
  const signals: AbortSignal[] = []
  let called: () => void = () => {}
  const asked = new Promise<void>((resolve) => (called = resolve))
  const fetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal)
    called()
    return new Promise<Response>(() => {})
  }) as typeof globalThis.fetch
  return { fetch, signals, asked }
}

describe('a content service that never answers', () => {
  afterEach(() => vi.useRealTimers())

  it('is "unavailable" once the deadline passes, and the call is aborted', async () => {
    vi.useFakeTimers()
    const service = hangingFetch()
    const content = createContentClient({ baseURL: 'http://content.test', fetch: service.fetch })
    let settled = false
    const footer = content.footerSocials().finally(() => (settled = true))
    const outcome = expect(footer).rejects.toBeInstanceOf(ContentUnavailableError)
    await service.asked
    await vi.advanceTimersByTimeAsync(CONTENT_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    await expect(footer).rejects.toThrow(/did not answer within 5 s/)
    expect(service.signals.every((signal) => signal.aborted)).toBe(true)
  })

  it('gives each call its own deadline: a page read after a hung one is asked again', async () => {
    vi.useFakeTimers()
    const service = hangingFetch()
    let answering = false
    const page = { id: 1, attributes: { slug: 'faq', title: 'FAQ', sections: [] } }
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      answering ? Promise.resolve(Response.json({ data: [page] })) : service.fetch(input, init)) as typeof globalThis.fetch
    const content = createContentClient({ baseURL: '', fetch })
    const first = expect(content.contentPage('faq')).rejects.toBeInstanceOf(ContentUnavailableError)
    await service.asked
    await vi.advanceTimersByTimeAsync(CONTENT_TIMEOUT_MS)
    await first
    answering = true
    await expect(content.contentPage('faq')).resolves.toMatchObject({ slug: 'faq', title: 'FAQ' })
  })

  it("passes the caller's abort on to the fetch", async () => {
    const service = hangingFetch()
    const heeding = ((input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))
        void service.fetch(input, init)
      })) as typeof globalThis.fetch
    const content = createContentClient({ baseURL: '', fetch: heeding })
    const leave = new AbortController()
    const metas = content.pageMetas({ signal: leave.signal })
    await service.asked
    leave.abort(new Error('the visitor went elsewhere'))
    await expect(metas).rejects.toThrow('the visitor went elsewhere')
    expect(service.signals.at(-1)?.aborted).toBe(true)
  })
})
