import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { createMiddleware } from 'hono/factory'
import { getConnInfo } from '@hono/node-server/conninfo'
import { zValidator } from '@hono/zod-validator'
import { z } from 'zod'
import { toFieldErrors } from '@contract/errors'
import type { TrustProxy } from '../config'
import { DEFAULT_LANGUAGE } from '@contract/languages'
import type { AppEnv } from '../context'
import { badRequest, fieldError, fieldErrors } from './errors'
import { translateMessage } from './i18n'
import { requestLanguage } from './language'

/**
 * A JSON answer typed by its contract schema: what the SPA parses it with. The schema is not run here (the
 * contract test in tests/server parses every route's answer); it makes the compiler check the body. Its `message`
 * (or SPEC §7's `data.message`) is in the request's language (translatedBody).
 */
export function answer<S extends z.core.$ZodType>(c: Context<AppEnv>, _schema: S, body: z.input<S>, status?: ContentfulStatusCode) {
  return jsonAnswer(c, translatedBody(c, body), status)
}

/**
 * A body whose messages are said in the request's language (server/lib/language.ts): its `message`, `data.message`
 * and each `errors[].message`, through the server's catalogues (server/lib/i18n.ts). English answers are the body as
 * written.
 */
export function translatedBody<T>(c: Context<AppEnv>, body: T): T {
  const language = requestLanguage(c)
  if (language === DEFAULT_LANGUAGE || !isRecord(body)) return body
  const say = (text: unknown) => (typeof text === 'string' ? translateMessage(text, language) : text)
  const out: Record<string, unknown> = { ...body }
  if ('message' in body) out.message = say(body.message)
  if (isRecord(body.data) && 'message' in body.data) out.data = { ...body.data, message: say(body.data.message) }
  if (Array.isArray(body.errors))
    out.errors = body.errors.map((error: unknown) => (isRecord(error) ? { ...error, message: say(error.message) } : error))
  c.header('Content-Language', language)
  return out as T
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `c.json` with its length said: the compression middleware then leaves a small answer unread (server/lib/compression.ts).
 */
export function jsonAnswer(c: Context, body: unknown, status: ContentfulStatusCode = 200) {
  const text = JSON.stringify(body)
  return c.body(text, status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) })
}

/** Reads the body as a JSON object before the validator sees it (see jsonBody). */
const jsonObject = createMiddleware(async (c, next) => {
  const value = await readJsonObject(c)
  // Hono's json validator reads c.req.json(), which answers from this cache.
  c.req.bodyCache.json = Promise.resolve(value)
  await next()
})

/**
 * The request body validated by a contract schema (`@hono/zod-validator`), as middleware: the handler reads
 * `c.req.valid('json')`, typed by the schema's output. An empty body counts as `{}` (so missing fields get their own
 * messages); anything that is not a JSON object is a 400; field errors are a 422 `{ message, errors }` named by
 * the one converter, with `rename` mapping payload keys back to the SPA's form field names.
 */
export function jsonBody<S extends z.core.$ZodType>(schema: S, rename?: Record<string, string>) {
  const validate = zValidator('json', schema, (result) => {
    if (!result.success) throw fieldErrors(toFieldErrors(result.error.issues, { rename }))
  })
  return [jsonObject, validate] as const
}

/**
 * Validates an already read body: field errors (422) named as the SPA's form fields. Any zod 4 schema: the
 * contract's are zod/mini, the server's own may be classic zod; both share zod's core, so one parse and one issue
 * list (tests/server/contract.test.ts, tests/server/auth.test.ts).
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, raw: unknown, rename?: Record<string, string>): z.output<S> {
  const parsed = z.safeParse(schema, raw)
  if (!parsed.success) throw fieldErrors(toFieldErrors(parsed.error.issues, { rename }))
  return parsed.data
}

export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('The request body is not valid JSON')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('The request body must be a JSON object')
  }
  const withNul = fieldWithNul(value)
  if (withNul !== null) throw fieldError(withNul, 'This field contains a character that is not allowed')
  return value as Record<string, unknown>
}

/**
 * The first field (top-level name) whose text holds a NUL character, which PostgreSQL cannot store: refused up
 * front as a 422 on that field instead of failing in the database as a 500.
 */
function fieldWithNul(value: object): string | null {
  const holdsNul = (item: unknown, depth: number): boolean => {
    if (typeof item === 'string') return item.includes('\u0000')
    if (!item || typeof item !== 'object' || depth > 8) return false
    return Object.entries(item).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1))
  }
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(item, 0)) return key.replaceAll('\u0000', '')
  return null
}

/** The socket's peer address, IPv4-mapped IPv6 written as IPv4. */
export function socketIp(c: Context): string {
  try {
    return plainIp(getConnInfo(c).remote.address ?? 'unknown')
  } catch {
    return 'unknown'
  }
}

/**
 * Headers a proxy adds to say whom it forwards for. A request that carries any of them came through a proxy, so its
 * socket peer (the proxy) says nothing about the caller.
 */
const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-original-forwarded-for',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
] as const

/**
 * Whether the caller is this machine: a loopback socket with no proxy's header. A proxy on this machine connects
 * from loopback for every remote client, so a request that names any forwarding (whatever TRUST_PROXY says) is
 * never local. tests/server/local-only.test.ts calls /dev and /metrics through such headers.
 */
export function isLocalRequest(c: Context): boolean {
  if (!isLoopback(socketIp(c))) return false
  return FORWARDED_HEADERS.every((name) => c.req.header(name) === undefined)
}

const isLoopback = (address: string) => /^127\./.test(address) || address === '::1'

/** A token given as `Authorization: Bearer …`: never in the address, which logs, histories and referrers keep. */
export function bearerToken(c: Context): string {
  return /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
}

const plainIp = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

const proxyLists = new WeakMap<string[], BlockList>()
function proxyList(proxies: string[]) {
  let list = proxyLists.get(proxies)
  if (!list) {
    list = new BlockList()
    for (const entry of proxies) {
      const [address, bits] = entry.split('/')
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
      if (bits === undefined) list.addAddress(address, type)
      else list.addSubnet(address, Number(bits), type)
    }
    proxyLists.set(proxies, list)
  }
  return list
}

/**
 * The caller's address. X-Forwarded-For is written by the client first and appended to by each proxy, so only
 * its right end can be believed: with `hops` trusted proxies the address is the one `hops` places left of the
 * socket's; with a list of proxies it is the first address, from the right, that is not one of them.
 */
export function clientIp(c: Context, trust: TrustProxy): string {
  const socket = socketIp(c)
  const trusted = 'hops' in trust ? trust.hops > 0 : trust.proxies.length > 0
  if (!trusted) return socket
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => plainIp(part.trim()))
    .filter((part) => part !== '')
  const chain = [...forwarded, socket]
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]
  const list = proxyList(trust.proxies)
  const isProxy = (address: string) => isIP(address) !== 0 && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
  let index = chain.length - 1
  while (index > 0 && isProxy(chain[index])) index -= 1
  return chain[index]
}
