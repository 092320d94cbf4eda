import { z } from 'zod/mini'
import './zod-config'

/**
 * The one error body of the provider API (DESIGN §2): `{ message, code?, errors?: [{ field, message }] }`.
 * The server answers it for every failure; the SPA's client parses it; the machines read its field list.
 */

/** One field's message in the error list (SPEC §3, §4, §8). */
const fieldErrorSchema = z.object({ field: z.string(), message: z.string() })
export type FieldError = z.infer<typeof fieldErrorSchema>

export const errorBodySchema = z.object({
  message: z.string(),
  /** A machine-readable reason some calls add, e.g. 'code_expired'. */
  code: z.optional(z.string()),
  errors: z.optional(z.array(fieldErrorSchema)),
  /** A 5xx answer's request id (also in every answer's X-Request-Id): the reference to give when reporting it. */
  requestId: z.optional(z.string()),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/**
 * What an error answer says, read leniently: a missing or malformed part is left out rather than failing the
 * whole body, and SPEC §7's `data.message` is read when there is no top-level message.
 */
export function parseErrorBody(data: unknown): Partial<ErrorBody> {
  if (!data || typeof data !== 'object') return {}
  const record = data as Record<string, unknown>
  const nested = z.object({ message: z.string() }).safeParse(record.data)
  const message = z.string().safeParse(record.message)
  const code = z.string().safeParse(record.code)
  const errors = Array.isArray(record.errors)
    ? record.errors.flatMap((item) => {
        const parsed = fieldErrorSchema.safeParse(item)
        return parsed.success ? [{ field: parsed.data.field, message: parsed.data.message }] : []
      })
    : undefined
  return {
    message: message.success ? message.data : nested.success ? nested.data.message : undefined,
    errors,
    code: code.success ? code.data : undefined,
  }
}

/**
 * THE converter from zod issues to the error list: the first message per field, in order. A field is the
 * issue's path joined with dots (`oldService.billingAccountNumber`), or `body` for the whole value; `rename` maps
 * a payload's path to the form field the SPA shows it under. `depth: 1` keeps only the path's first key, as the
 * forms name their fields.
 */
export function toFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  options: { rename?: Record<string, string>; depth?: number } = {},
): FieldError[] {
  const seen = new Set<string>()
  const list: FieldError[] = []
  for (const issue of issues) {
    const keys = options.depth ? issue.path.slice(0, options.depth) : issue.path
    const path = keys.map(String).join('.') || 'body'
    const field = options.rename?.[path] ?? path
    if (seen.has(field)) continue
    seen.add(field)
    list.push({ field, message: issue.message })
  }
  return list
}
