import { Hono, type Handler, type MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { Endpoint } from '@contract/endpoint'
import type { AppEnv, Services } from '../context'
import { optionalCustomer, requireCustomer } from './auth'
import { jsonBody } from './http'

/** What `path` leaves after `mount`: the path a sub-app mounted there registers ('/' for the mount itself). */
type Within<Path extends string, Mount extends string> = Path extends `${Mount}${infer Rest}` ? (Rest extends '' ? '/' : Rest) : never

/** A path at or under `Mount`. */
type Under<Mount extends string> = Mount | `${Mount}/${string}`

/** What the body validator gives the handler: `c.req.valid('json')`, typed by the endpoint's body schema. */
type BodyInput<E extends Endpoint> = E extends { body: infer S extends z.ZodType }
  ? { in: { json: z.input<S> }; out: { json: z.output<S> } }
  : object

/** The handler of one endpoint: its path parameters and its validated body typed from the table. */
export type EndpointHandler<E extends Endpoint, Mount extends string> = Handler<AppEnv, Within<E['path'], Mount>, BodyInput<E>>

export interface RouteOptions {
  /** Payload paths renamed to the SPA's form field names in 422 field errors (see jsonBody). */
  fieldNames?: Record<string, string>
  /** The handler reads and validates the body itself: one call, several payloads told apart by their fields. */
  ownBody?: true
}

/**
 * A route factory's sub-app, whose routes come from the endpoint table (contract/endpoints). app.ts mounts each
 * factory under a prefix (`api.route('/auth', authRoutes(services))`, under `/app`) and a Hono sub-app registers
 * paths relative to where it is mounted; the table holds full paths. So a factory names its mount once
 * (`endpointRoutes(services, '/app/auth')`) and `route` registers each endpoint at its path less the mount, an
 * endpoint outside the mount being a mistake caught at start-up.
 *
 * `route` registers the endpoint's method and path with, in this order, the session check its token use asks for
 * (`required`: requireCustomer, 401 without a live session; `optional`: optionalCustomer), the JSON body validated
 * by its body schema (jsonBody: 400 for a body that is not a JSON object, 422 field errors) and the handler.
 */
export function endpointRoutes<Mount extends `/app${string}`>(services: Services, mount: Mount) {
  const app = new Hono<AppEnv>()
  const sessionCheck: Record<Endpoint['token'], MiddlewareHandler<AppEnv> | null> = {
    required: requireCustomer(services),
    optional: optionalCustomer(services),
    none: null,
  }

  function route<E extends Endpoint & { path: Under<Mount> }>(endpoint: E, handler: EndpointHandler<E, Mount>): void
  function route<E extends Endpoint & { path: Under<Mount> }>(endpoint: E, options: RouteOptions, handler: EndpointHandler<E, Mount>): void
  function route(endpoint: Endpoint, ...args: [Handler<AppEnv>] | [RouteOptions, Handler<AppEnv>]) {
    const [options, handler] = args.length === 1 ? [{}, args[0]] : args
    const session = sessionCheck[endpoint.token]
    const body = endpoint.body && !options.ownBody ? jsonBody(endpoint.body, options.fieldNames) : []
    app.on(endpoint.method, [pathWithin(mount, endpoint.path)], ...(session ? [session] : []), ...body, handler)
  }

  return { app, route }
}

/** `path` relative to `mount`; throws for a path outside it. */
function pathWithin(mount: string, path: string): string {
  if (path === mount) return '/'
  if (path.startsWith(`${mount}/`)) return path.slice(mount.length)
  throw new Error(`${path} is not under ${mount}, where its routes are mounted`)
}
