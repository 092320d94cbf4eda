import { ofetch, type $Fetch, type FetchOptions } from 'ofetch'
import type { z } from 'zod/mini'
import { fillPath, type Endpoint, type FileAnswer, type PathParamName, type PathParams } from '@contract/endpoint'
import { parseErrorBody } from '@contract/errors'
import { clientHeaders } from '@contract/headers'
import type { TokenStore } from '@/lib/storage/token'
import { ApiError, clientMessage, NETWORK_MESSAGE, UNEXPECTED_MESSAGE } from './errors'

export interface ApiClientOptions {
  baseURL: string
  apiKey: string
  /** The token's owner (the app's token store in the browser): read for every call, cleared on a 401. */
  tokens: Pick<TokenStore, 'get' | 'clear'>
  /** Told once per 401, after the token is removed. The only place that signs a customer out on a 401. */
  onUnauthorized?: () => void
  /** The fetch every call goes through; the global one, looked up per call, when absent. */
  fetch?: typeof fetch
  /** The language the server answers in (`Accept-Language`), read for every call; none when absent. */
  language?: () => string
}

/** What any call may be given besides its input. */
export interface CallOptions {
  signal?: AbortSignal
  /** This call's fetch (a server renderer's in-process one), instead of the client's. */
  fetch?: typeof fetch
  /** The language this call's answer is in (a loader's page language on the server), instead of the client's. */
  language?: string
  /** A bearer token of this call's own (a sign-in's second-step ticket) for an endpoint that sends no session. */
  bearer?: string
}

/** An endpoint whose 2xx answer is JSON parsed by a schema. */
type JsonEndpoint = Endpoint & { answer: z.ZodMiniType }
/** An endpoint whose 2xx answer is a file. */
type FileEndpoint = Endpoint & { answer: FileAnswer }

/** A call's input, typed from its endpoint: path parameters, body and query where it has them. */
type CallInput<E extends Endpoint> = ([PathParamName<E['path']>] extends [never] ? unknown : { params: PathParams<E['path']> }) &
  (E extends { body: infer S extends z.ZodMiniType } ? { body: z.input<S> } : unknown) &
  (E extends { query: infer S extends z.ZodMiniType } ? { query?: z.input<S> } : unknown) &
  CallOptions

/** The input is optional for a call that needs none (no path parameters, no body). */
type CallArgs<E extends Endpoint> = [PathParamName<E['path']>] extends [never]
  ? E extends { body: z.ZodMiniType }
    ? [input: CallInput<E>]
    : [input?: CallInput<E>]
  : [input: CallInput<E>]

/** The parsed 2xx answer of an endpoint. */
export type Answer<E extends JsonEndpoint> = z.output<E['answer']>

/** Loose view of a call's input, for the one place that reads it. */
interface AnyInput extends CallOptions {
  params?: Record<string, string>
  body?: unknown
  query?: Record<string, unknown>
}

/**
 * The one provider client (SPEC §7): base URL, the four fixed headers, the bearer token when the endpoint sends
 * it, cancellable, no client timeout, success is 200-299, answers parsed with the endpoint's schema, and 401
 * handled here only. Every call is an endpoint of the table (contract/endpoints): its method, path and schemas
 * are written there once.
 */
export function createApiClient(options: ApiClientOptions) {
  // Without a fetch of its own, ofetch looks the global one up per call (the view tests replace it).
  const fetcher = ofetch.create({ retry: 0, ignoreResponseError: true }, options.fetch ? { fetch: options.fetch } : {})
  const fetcherFor = (fetch: typeof globalThis.fetch | undefined): $Fetch => (fetch ? fetcher.create({}, { fetch }) : fetcher)
  /** The client's own message, in the language the server is asked to answer in. */
  const said = (text: string) => clientMessage(text, options.language?.())

  /** The headers of a call: the client's four, and the bearer token when the endpoint sends it and one is stored. */
  function headersFor(endpoint: Endpoint, extra: Record<string, string> = {}, language?: string) {
    const headers: Record<string, string> = { ...clientHeaders(options.apiKey), ...extra }
    const asked = language ?? options.language?.()
    if (asked) headers['Accept-Language'] = asked
    const token = endpoint.token === 'none' ? null : options.tokens.get()
    if (token) headers.Authorization = `Bearer ${token}`
    return { headers, token }
  }

  /**
   * A 401 to a call that carried the token means the session is over. A sign-in call carries none: its 401 is a
   * wrong password or code, shown on its form, and must not sign anybody out.
   */
  function sessionEnded(status: number, token: string | null) {
    if (status === 401 && token) {
      options.tokens.clear()
      options.onUnauthorized?.()
    }
  }

  async function send(endpoint: JsonEndpoint, { params, body, query, signal, fetch, language, bearer }: AnyInput): Promise<unknown> {
    const { headers, token } = headersFor(
      endpoint,
      bearer && endpoint.token === 'none' ? { Authorization: `Bearer ${bearer}` } : {},
      language,
    )
    const fetchOptions: FetchOptions<'json'> = {
      method: endpoint.method,
      headers,
      query,
      signal,
      body: body as FetchOptions<'json'>['body'],
    }

    let response: Awaited<ReturnType<$Fetch['raw']>>
    try {
      // The base URL is read for each call (the app's client reads it from its run-time settings).
      response = await fetcherFor(fetch).raw(fillPath(endpoint.path, params), { ...fetchOptions, baseURL: options.baseURL || undefined })
    } catch {
      // A cancelled call is not a failure to show: callers (machines leaving a state) ignore AbortError.
      if (signal?.aborted) throw new DOMException('The call was cancelled', 'AbortError')
      throw new ApiError({ status: 0, message: said(NETWORK_MESSAGE) })
    }

    sessionEnded(response.status, token)
    if (response.status < 200 || response.status > 299) {
      const { message, errors, code } = parseErrorBody(response._data)
      const retryAfter = Number(response.headers.get('retry-after'))
      throw new ApiError({
        status: response.status,
        message: message ?? said(UNEXPECTED_MESSAGE),
        errors,
        retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
        code,
      })
    }

    const parsed = endpoint.answer.safeParse(response._data ?? {})
    if (!parsed.success) {
      throw new ApiError({ status: response.status, message: said(UNEXPECTED_MESSAGE) })
    }
    return parsed.data
  }

  /** One call: its 2xx answer parsed with the endpoint's schema, anything else an ApiError. */
  function call<E extends JsonEndpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<Answer<E>> {
    return send(endpoint, (input ?? {}) as AnyInput) as Promise<Answer<E>>
  }

  /**
   * A call whose only input is its body, as the function the machines' actors are given: `(body, signal)`. The
   * body is typed by the endpoint's schema, not parsed again here (the forms did; the server validates).
   */
  function caller<E extends JsonEndpoint & { body: z.ZodMiniType }>(endpoint: E) {
    return (body: z.input<E['body']>, signal?: AbortSignal) => send(endpoint, { body, signal }) as Promise<Answer<E>>
  }

  /** A call whose only input is its path parameters (`{ lineId }`), as `(params, signal)`. */
  function pathCaller<E extends JsonEndpoint>(endpoint: E) {
    return (params: PathParams<E['path']>, signal?: AbortSignal) => send(endpoint, { params, signal }) as Promise<Answer<E>>
  }

  /** A call with no input at all (the caller's own family, two-step state, saved lines), as `(signal)`. */
  function plainCaller<E extends JsonEndpoint>(endpoint: E) {
    return (signal?: AbortSignal) => send(endpoint, { signal }) as Promise<Answer<E>>
  }

  /**
   * A file the API answers (a PDF receipt): the same headers and bearer token as `call`, the same 401 and error
   * handling, and the body as a Blob, so the SPA can save it without a bare link that would lose the token.
   */
  async function download<E extends FileEndpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<Blob> {
    const { params, signal, fetch = options.fetch ?? globalThis.fetch } = (input ?? {}) as AnyInput
    const { headers, token } = headersFor(endpoint, { Accept: '*/*' })
    let response: Response
    try {
      response = await fetch(`${options.baseURL}${fillPath(endpoint.path, params)}`, { method: endpoint.method, headers, signal })
    } catch {
      if (signal?.aborted) throw new DOMException('The call was cancelled', 'AbortError')
      throw new ApiError({ status: 0, message: said(NETWORK_MESSAGE) })
    }
    sessionEnded(response.status, token)
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined)
      const { message, errors, code } = parseErrorBody(body)
      throw new ApiError({ status: response.status, message: message ?? said(UNEXPECTED_MESSAGE), errors, code })
    }
    return response.blob()
  }

  return { call, caller, pathCaller, plainCaller, download }
}
