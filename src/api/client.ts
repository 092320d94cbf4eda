import { ofetch, type FetchOptions } from 'ofetch'
import type { z } from 'zod'
import { parseErrorBody } from '@contract/errors'
import { clientHeaders } from '@contract/headers'
import type { TokenStore } from '@/lib/storage/token'
import { ApiError, NETWORK_MESSAGE, UNEXPECTED_MESSAGE } from './errors'

export interface ApiClientOptions {
  baseURL: string
  apiKey: string
  /** The token's owner (the app's token store in the browser): read for every call, cleared on a 401. */
  tokens: Pick<TokenStore, 'get' | 'clear'>
  /** Told once per 401, after the token is removed. The only place that signs a customer out on a 401. */
  onUnauthorized?: () => void
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | undefined>
  /** Parses a 2xx answer; the caller receives typed data or an ApiError. */
  schema: S
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Send the bearer token when one is stored (default true). */
  auth?: boolean
}


/**
 * The one provider client (SPEC §7): base URL, the four fixed headers, the bearer token when present,
 * cancellable, no client timeout, success is 200-299, answers parsed with zod, and 401 handled here only.
 */
export function createApiClient(options: ApiClientOptions) {
  const fetcher = ofetch.create({ baseURL: options.baseURL || undefined, retry: 0, ignoreResponseError: true })

  async function request<S extends z.ZodType>(path: string, init: RequestOptions<S>): Promise<z.output<S>> {
    const headers: Record<string, string> = { ...clientHeaders(options.apiKey), ...init.headers }
    const token = init.auth === false ? null : options.tokens.get()
    if (token) headers.Authorization = `Bearer ${token}`

    const fetchOptions: FetchOptions<'json'> = {
      method: init.method ?? 'GET',
      headers,
      query: init.query,
      signal: init.signal,
      body: init.body as FetchOptions<'json'>['body'],
    }

    let response: Awaited<ReturnType<typeof fetcher.raw>>
    try {
      response = await fetcher.raw(path, fetchOptions)
    } catch (cause) {
      // A cancelled call is not a failure to show: callers (machines leaving a state) ignore AbortError.
      if (init.signal?.aborted) throw new DOMException('The call was cancelled', 'AbortError')
      void cause
      throw new ApiError({ status: 0, message: NETWORK_MESSAGE })
    }

    // A 401 to a call that carried the token means the session is over. A sign-in call carries none: its 401
    // is a wrong password or code, shown on its form, and must not sign anybody out.
    if (response.status === 401 && token) {
      options.tokens.clear()
      options.onUnauthorized?.()
    }
    if (response.status < 200 || response.status > 299) {
      const { message, errors, code } = parseErrorBody(response._data)
      const retryAfter = Number(response.headers.get('retry-after'))
      throw new ApiError({
        status: response.status,
        message: message ?? UNEXPECTED_MESSAGE,
        errors,
        retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
        code,
      })
    }

    const parsed = init.schema.safeParse(response._data ?? {})
    if (!parsed.success) {
      throw new ApiError({ status: response.status, message: UNEXPECTED_MESSAGE })
    }
    return parsed.data
  }

  /**
   * A file the API answers (a PDF receipt): the same headers and bearer token as `request`, the same 401 and error
   * handling, and the body as a Blob, so the SPA can save it without a bare link that would lose the token.
   */
  async function download(path: string, init: { signal?: AbortSignal } = {}): Promise<Blob> {
    const headers: Record<string, string> = { ...clientHeaders(options.apiKey), Accept: '*/*' }
    const token = options.tokens.get()
    if (token) headers.Authorization = `Bearer ${token}`
    let response: Response
    try {
      response = await fetch(`${options.baseURL}${path}`, { headers, signal: init.signal })
    } catch {
      if (init.signal?.aborted) throw new DOMException('The call was cancelled', 'AbortError')
      throw new ApiError({ status: 0, message: NETWORK_MESSAGE })
    }
    if (response.status === 401 && token) {
      options.tokens.clear()
      options.onUnauthorized?.()
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined)
      const { message, errors, code } = parseErrorBody(body)
      throw new ApiError({ status: response.status, message: message ?? UNEXPECTED_MESSAGE, errors, code })
    }
    return response.blob()
  }

  /**
   * One POST call: its payload (typed by the contract's request schema, not parsed again here) goes as the JSON body
   * and the answer is parsed with `answer`. `auth: false` for the sign-in calls, which send no stored token.
   */
  function post<P extends z.ZodType, S extends z.ZodType>(path: string, call: { payload: P; answer: S; auth?: false }) {
    return (payload: z.input<P>, signal?: AbortSignal) =>
      request(path, { method: 'POST', body: payload, schema: call.answer, auth: call.auth, signal })
  }

  return { request, download, post }
}
