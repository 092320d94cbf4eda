import type { z } from 'zod/mini'

/**
 * What one endpoint is, for the server that registers it (server/lib/endpoints.ts) and the SPA that calls it
 * (src/api/client.ts). This module holds types and one identity function: no zod at run time, so the content
 * service's table (on every first page load) stays zod-free.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The bearer token. `required`: the SPA sends it and the server answers 401 without a live session. `optional`:
 * the SPA sends it when it holds one and the server reads it when sent (a visitor is welcome, a dead token is a
 * 401). `none`: neither sends nor reads one (sign-in calls, the catalogue, the device check, the content service).
 */
export type TokenUse = 'required' | 'optional' | 'none'

/** An answer that is a file (a PDF receipt), read as a Blob instead of parsed JSON. */
export interface FileAnswer {
  file: string
}

/** One call of the provider API. */
export interface Endpoint {
  method: Method
  /** The full path, as the SPA calls it; `:name` marks a path parameter. */
  path: `/app/${string}`
  token: TokenUse
  /** The JSON body's schema: the server validates with it (422 field errors), the SPA's payload is typed by it. */
  body?: z.ZodMiniType
  /** The query's schema: what the SPA sends. */
  query?: z.ZodMiniType
  /** A 2xx answer: the SPA parses it with this schema, the server's answer is typed by it. */
  answer: z.ZodMiniType | FileAnswer
}

/** A schema loaded on first use: the content calls run on the first page load, which must not load zod. */
export type LazySchema = () => Promise<z.ZodMiniType>

/** One call of the content service (Strapi v4 shapes): public, read-only, its schemas loaded on first use. */
export interface ContentEndpoint {
  method: 'GET'
  path: `/api/${string}`
  token: 'none'
  query: LazySchema
  answer: LazySchema
}

/** A table of endpoints, checked against the shape above and keeping each path's literal type. */
export function endpointTable<const T extends Record<string, Endpoint | ContentEndpoint>>(table: T): T {
  return table
}

/** What an endpoint says besides its method, path and token use: its body or query schema and its answer. */
type EndpointShape = Pick<Endpoint, 'body' | 'query' | 'answer'>

/**
 * The four methods for one token use, so a table line reads as the call it declares:
 * `setAutopay: signedIn.put('/app/line-care/lines/:lineId/autopay', { body: autopayPayloadSchema, answer: lineBillAnswerSchema })`
 * is `{ method: 'PUT', path, token: 'required', body, answer }`, with the path's literal type kept for the server's
 * typed handlers and the SPA's typed calls.
 */
function callsWith<const Token extends TokenUse>(token: Token) {
  const method =
    <const M extends Method>(name: M) =>
    <const P extends Endpoint['path'], const S extends EndpointShape>(path: P, shape: S) =>
      ({ method: name, path, token, ...shape }) as { method: M; path: P; token: Token } & S
  return { get: method('GET'), post: method('POST'), put: method('PUT'), delete: method('DELETE') }
}

/** Calls of a signed-in customer (`token: 'required'`: 401 without a live session). */
export const signedIn = callsWith('required')
/** Calls a visitor and a signed-in customer alike may make (`token: 'optional'`). */
export const maybeSignedIn = callsWith('optional')
/** Calls that neither send nor read a token (sign-in calls, the catalogue, the device check). */
export const tokenless = callsWith('none')

/** The `:name` parameters of a path, as a union of names. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The values of a path's parameters. */
export type PathParams<P extends string> = { [Name in PathParamName<P>]: string }

/** A path with its `:name` parameters filled in, each encoded as one path segment. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path} needs its :${name} parameter`)
    return encodeURIComponent(value)
  })
}
