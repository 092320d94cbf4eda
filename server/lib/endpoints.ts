import { Hono, type Handler, type MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { Endpoint } from '@contract/endpoint'
import type { AppEnv, Services } from '../context'
import { optionalCustomer, requireCustomer } from './auth'
import { clientIp, jsonBody } from './http'
import { enforce, type LimitRule } from './rate-limit'

/** What the body validator gives the handler: `c.req.valid('json')`, typed by the endpoint's body schema. */
type BodyInput<E extends Endpoint> = E extends { body: infer S extends z.core.$ZodType }
  ? { in: { json: z.input<S> }; out: { json: z.output<S> } }
  : object

/** The handler of one endpoint: its path parameters and its validated body typed from the table. */
export type EndpointHandler<E extends Endpoint> = Handler<AppEnv, E['path'], BodyInput<E>>

export interface RouteOptions {
  /** Payload paths renamed to the SPA's form field names in 422 field errors (see jsonBody). */
  fieldNames?: Record<string, string>
  /** The handler reads and validates the body itself: one call, several payloads told apart by their fields. */
  ownBody?: true
  /**
   * The call's rate limit (lib/rate-limit.ts: 429 with Retry-After once spent), counted after the session and the body
   * are checked and before the handler: per signed-in customer, keyed `<perCustomer>:<customer id>`, or per caller's
   * address (TRUST_PROXY decides whether a proxy's header is believed), keyed `<perIp>:ip:<address>`.
   */
  limit?: { perCustomer: string; rule: LimitRule } | { perIp: string; rule: LimitRule }
}

/** One area's routes: a Hono app whose paths are full paths, mounted by createApp at the root. */
export type RouteModule = (services: Services) => Hono<AppEnv>

/**
 * The routes of one area, each registered at its endpoint's full path as the table (contract/endpoints) declares
 * it: the path is written once, in the contract, and createApp mounts every area at the root
 * (`app.route('/', module(services))`, Hono's grouping), so no prefix is repeated anywhere.
 *
 * `route` registers the endpoint's method and path with, in this order, the session check its token use asks for
 * (`required`: requireCustomer, 401 without a live session; `optional`: optionalCustomer), the JSON body validated
 * by its body schema (jsonBody: 400 for a body that is not a JSON object, 422 field errors), the call's rate limit
 * when the options name one, and the handler, written
 * beside the call as Hono's guide has it, so that its path parameters and body are typed from the table.
 * tests/unit/endpoints.test.ts checks that every endpoint of the table is registered.
 */
export function endpointRoutes(services: Services) {
  const app = new Hono<AppEnv>()
  const sessionCheck: Record<Endpoint['token'], MiddlewareHandler<AppEnv> | null> = {
    required: requireCustomer(services),
    optional: optionalCustomer(services),
    none: null,
  }

  function route<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): void
  function route<E extends Endpoint>(endpoint: E, options: RouteOptions, handler: EndpointHandler<E>): void
  function route(endpoint: Endpoint, ...args: [Handler<AppEnv>] | [RouteOptions, Handler<AppEnv>]) {
    const [options, handler] = args.length === 1 ? [{}, args[0]] : args
    const session = sessionCheck[endpoint.token]
    const body = endpoint.body && !options.ownBody ? jsonBody(endpoint.body, options.fieldNames) : []
    // A customer's limit needs a customer: only a signed-in call may name one (checked when the route is registered).
    if (options.limit && 'perCustomer' in options.limit && endpoint.token !== 'required')
      throw new Error(`${endpoint.method} ${endpoint.path}: a per-customer limit needs a signed-in call`)
    const limit = options.limit ? [limited(options.limit)] : []
    app.on(endpoint.method, [endpoint.path], ...(session ? [session] : []), ...body, ...limit, handler)
  }

  function limited(limit: NonNullable<RouteOptions['limit']>): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const key =
        'perIp' in limit ? `${limit.perIp}:ip:${clientIp(c, services.config.trustProxy)}` : `${limit.perCustomer}:${c.get('customer').id}`
      await enforce(services.db, key, limit.rule)
      await next()
    }
  }

  return { app, route }
}
