import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { z } from 'zod'
import { toFieldErrors } from '@contract/errors'
import { badRequest, fieldErrors } from './errors'

/**
 * Reads the JSON body and validates it with the shared zod schema. Empty body counts as `{}` (so missing fields
 * get their own messages); anything that is not a JSON object is a 400; field errors are a 422.
 * `rename` maps payload keys back to the SPA's form field names.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S, rename?: Record<string, string>): Promise<z.output<S>> {
  return parseWith(schema, await readJsonObject(c), rename)
}

/** Validates an already read body: field errors (422) named as the SPA's form fields. */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown, rename?: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(raw)
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
  return value as Record<string, unknown>
}

/** The caller's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
