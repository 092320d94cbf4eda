import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import type { Endpoint, TokenUse } from '@contract/endpoint'
import { createApiClient } from '@/api/client'
import { ApiError, NETWORK_MESSAGE, UNEXPECTED_MESSAGE } from '@/api/errors'
import { loadLanguage } from '@/i18n/i18n'

/** A real local HTTP server: each test sets how it answers and reads what it received. */
let server: Server
let baseURL: string
let received: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = []
let answer: (req: IncomingMessage) => { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body })
      const reply = answer(req)
      const send = () => {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
      }
      if (reply.delayMs) setTimeout(send, reply.delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The two calls of the token store the client makes, over a plain variable. */
function memoryTokens(initial: string | null = null) {
  let token = initial
  return {
    get: () => token,
    clear: () => void (token = null),
    has: () => token !== null,
  }
}

const okSchema = z.object({ message: z.string() })

/** An endpoint of the test server answering `{ message }`: the client knows calls only as endpoints. */
function endpoint<const P extends `/app/${string}`>(method: Endpoint['method'], path: P, token: TokenUse = 'required') {
  return { method, path, token, answer: okSchema } satisfies Endpoint
}
const anyCall = endpoint('GET', '/app/x')
const signIn = { ...endpoint('POST', '/app/auth/login', 'none'), body: z.object({}) } satisfies Endpoint
const edit = { ...endpoint('POST', '/app/users/edit'), body: z.object({ firstName: z.optional(z.string()) }) } satisfies Endpoint

beforeEach(() => {
  received = []
  answer = () => ({ status: 200, body: { message: 'ok' } })
})

describe('API client', () => {
  it('sends the four fixed headers and no Authorization header without a token', async () => {
    const client = createApiClient({ baseURL, apiKey: 'key-123', tokens: memoryTokens() })
    await expect(client.call(endpoint('GET', '/app/plans'))).resolves.toEqual({ message: 'ok' })
    const { headers, method, url } = received[0]
    expect(method).toBe('GET')
    expect(url).toBe('/app/plans')
    expect(headers.accept).toBe('application/json')
    expect(headers['x-api-key']).toBe('key-123')
    expect(headers['x-company-code']).toBe('Ring-Mobile-Web')
    expect(headers['x-operator-id']).toBe('23')
    expect(headers.authorization).toBeUndefined()
  })

  it('sends the bearer token from the token store, and JSON bodies', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens('abc.def.ghi') })
    await client.call(edit, { body: { firstName: 'Dana' } })
    expect(received[0].headers.authorization).toBe('Bearer abc.def.ghi')
    expect(received[0].headers['content-type']).toContain('application/json')
    expect(JSON.parse(received[0].body)).toEqual({ firstName: 'Dana' })
  })

  it("asks for the client's language, or for the one a call names (a loader's page language on the server)", async () => {
    let current = 'es'
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens(), language: () => current })
    await client.call(endpoint('GET', '/app/plans', 'none'))
    current = 'en'
    await client.call(endpoint('GET', '/app/plans', 'none'))
    await client.call(endpoint('GET', '/app/plans', 'none'), { language: 'es' })
    expect(received.map((request) => request.headers['accept-language'])).toEqual(['es', 'en', 'es'])
    const plain = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens() })
    await plain.call(endpoint('GET', '/app/plans', 'none'), { language: 'es' })
    expect(received[3].headers['accept-language']).toBe('es')
  })

  it('leaves the token out of a call whose endpoint sends none', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens('t') })
    await client.call(signIn, { body: {} })
    expect(received[0].headers.authorization).toBeUndefined()
  })

  it('treats every 2xx as success, including 204 with no body', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens() })
    answer = () => ({ status: 201, body: { message: 'created' } })
    await expect(client.call(anyCall)).resolves.toEqual({ message: 'created' })
    answer = () => ({ status: 204 })
    await expect(client.call({ ...anyCall, answer: z.object({}) })).resolves.toEqual({})
  })

  it('a 401 removes the token and tells the session, once, in this one place', async () => {
    const tokens = memoryTokens('expired')
    const onUnauthorized = vi.fn()
    const client = createApiClient({ baseURL, apiKey: 'k', tokens, onUnauthorized })
    answer = () => ({ status: 401, body: { message: 'Your session has expired. Please sign in again.' } })
    const error: ApiError = await client.call(endpoint('GET', '/app/users/view')).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(401)
    expect(error.message).toBe('Your session has expired. Please sign in again.')
    expect(tokens.has()).toBe(false)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('a 401 to a sign-in call (no token sent) is a failed sign-in, not a session end', async () => {
    const tokens = memoryTokens('still-good')
    const onUnauthorized = vi.fn()
    const client = createApiClient({ baseURL, apiKey: 'k', tokens, onUnauthorized })
    answer = () => ({ status: 401, body: { message: 'Email or password is incorrect' } })
    const error: ApiError = await client.call(signIn, { body: {} }).catch((e) => e)
    expect(error.status).toBe(401)
    expect(error.message).toBe('Email or password is incorrect')
    expect(tokens.has()).toBe(true)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('other failures keep the token and carry the message and field errors', async () => {
    const tokens = memoryTokens('t')
    const onUnauthorized = vi.fn()
    const client = createApiClient({ baseURL, apiKey: 'k', tokens, onUnauthorized })
    answer = () => ({
      status: 422,
      body: { message: 'Please check the highlighted fields', errors: [{ field: 'zipCode', message: 'Please enter 5 digit ZIP Code' }] },
    })
    const error: ApiError = await client.call(edit, { body: {} }).catch((e) => e)
    expect(error.status).toBe(422)
    expect(error.errors).toEqual([{ field: 'zipCode', message: 'Please enter 5 digit ZIP Code' }])
    expect(tokens.has()).toBe(true)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('reads response.data.message too (SPEC §7 changepassword) and falls back to the default text', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens() })
    answer = () => ({ status: 400, body: { data: { message: 'Current password is incorrect' } } })
    await expect(client.call(anyCall)).rejects.toThrow('Current password is incorrect')
    answer = () => ({ status: 500, body: { stack: 'nope' } })
    await expect(client.call(anyCall)).rejects.toThrow(UNEXPECTED_MESSAGE)
  })

  it('reports Retry-After on 429', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens() })
    answer = () => ({ status: 429, body: { message: 'Too many attempts' }, headers: { 'retry-after': '42' } })
    const error: ApiError = await client.call(anyCall).catch((e) => e)
    expect(error.status).toBe(429)
    expect(error.retryAfter).toBe(42)
  })

  it('an answer that does not match the schema is an error, not bad data', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens() })
    answer = () => ({ status: 200, body: { message: 42 } })
    await expect(client.call(anyCall)).rejects.toMatchObject({ status: 200, message: UNEXPECTED_MESSAGE })
  })

  it('a server that is down gives a network error with a clear message', async () => {
    const client = createApiClient({ baseURL: 'http://127.0.0.1:9', apiKey: 'k', tokens: memoryTokens() })
    const error: ApiError = await client.call(anyCall).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.isNetwork).toBe(true)
    expect(error.message).toBe(NETWORK_MESSAGE)
  })

  it('says its own messages in the language it asks the server to answer in', async () => {
    await loadLanguage('es')
    const spanish = createApiClient({ baseURL: 'http://127.0.0.1:9', apiKey: 'k', tokens: memoryTokens(), language: () => 'es' })
    const error: ApiError = await spanish.call(anyCall).catch((e) => e)
    expect(error.isNetwork).toBe(true)
    expect(error.message).toBe('No pudimos conectar con Ring Mobile. Revisa tu conexión e inténtalo de nuevo.')
    const english = createApiClient({ baseURL: 'http://127.0.0.1:9', apiKey: 'k', tokens: memoryTokens(), language: () => 'en' })
    expect(((await english.call(anyCall).catch((e) => e)) as ApiError).message).toBe(NETWORK_MESSAGE)
  })

  it('can be cancelled, and waits for a slow server (no client timeout)', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens() })
    answer = () => ({ status: 200, body: { message: 'slow' }, delayMs: 300 })
    const controller = new AbortController()
    const pending = client.call(endpoint('GET', '/app/slow'), { signal: controller.signal })
    controller.abort()
    const error = await pending.catch((e) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect(error.name).toBe('AbortError')
    await expect(client.call(endpoint('GET', '/app/slow'))).resolves.toEqual({ message: 'slow' })
  })

  it('passes query parameters', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens() })
    const transactions = {
      ...endpoint('GET', '/app/payments/transactions'),
      query: z.object({ month: z.number(), year: z.number(), x: z.optional(z.string()) }),
    }
    await client.call(transactions, { query: { month: 3, year: 2026, x: undefined } })
    expect(received.map((r) => r.url)).toContain('/app/payments/transactions?month=3&year=2026')
  })
})

describe('API client: endpoints', () => {
  it('fills path parameters, each encoded as one segment', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens() })
    await client.call(endpoint('GET', '/app/lines/:lineId/sim/:part'), { params: { lineId: 'a b/c', part: 'kit' } })
    expect(received[0].url).toBe('/app/lines/a%20b%2Fc/sim/kit')
  })

  it('calls with the endpoint method and its body, through a caller of (body, signal)', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens('t') })
    const update = { ...endpoint('PUT', '/app/things'), body: z.object({ on: z.boolean() }) } satisfies Endpoint
    await expect(client.caller(update)({ on: true })).resolves.toEqual({ message: 'ok' })
    expect(received[0]).toMatchObject({ method: 'PUT', url: '/app/things', body: '{"on":true}' })
    expect(received[0].headers.authorization).toBe('Bearer t')
  })

  it('downloads a file answer as a Blob, with the token', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens('t') })
    answer = () => ({ status: 200, body: 'PDF' })
    const receipt = { method: 'GET', path: '/app/receipts/:id', token: 'required', answer: { file: 'application/pdf' } } satisfies Endpoint
    const blob = await client.download(receipt, { params: { id: 't-1' } })
    expect(await blob.text()).toBe('"PDF"')
    expect(received[0]).toMatchObject({ method: 'GET', url: '/app/receipts/t-1' })
    expect(received[0].headers.authorization).toBe('Bearer t')
  })
})

describe('API client: the fetch it goes through', () => {
  /** A fetch that answers in-process, as a server renderer's does, and records what it was asked. */
  function localFetch(body: unknown) {
    const calls: string[] = []
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input instanceof Request ? input.url : input))
      return Response.json(body)
    })
    return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
  }

  it("uses the client's own fetch for every call and download", async () => {
    const local = localFetch({ message: 'in-process' })
    const client = createApiClient({ baseURL: '', apiKey: 'k', tokens: memoryTokens(), fetch: local.fetch })
    await expect(client.call(endpoint('GET', '/app/plans'))).resolves.toEqual({ message: 'in-process' })
    await client.download({ method: 'GET', path: '/app/file', token: 'none', answer: { file: 'application/pdf' } })
    expect(local.calls).toEqual(['/app/plans', '/app/file'])
    expect(received).toEqual([])
  })

  it("uses a call's own fetch for that call only", async () => {
    const local = localFetch({ message: 'in-process' })
    const client = createApiClient({ baseURL, apiKey: 'k', tokens: memoryTokens() })
    await expect(client.call(endpoint('GET', '/app/plans'), { fetch: local.fetch })).resolves.toEqual({ message: 'in-process' })
    await expect(client.call(endpoint('GET', '/app/plans'))).resolves.toEqual({ message: 'ok' })
    expect(local.calls).toEqual([`${baseURL}/app/plans`])
    expect(received.map((r) => r.url)).toEqual(['/app/plans'])
  })
})
