/** Search-param readers for routes: plain functions, so that no schema library lands in the first chunk. */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

/** A redirect target is only ever a path of this site (no open redirect to another origin). */
export function safeRedirect(value: unknown): string | undefined {
  const path = optionalString(value)
  if (!path || !path.startsWith('/') || path.startsWith('//')) return undefined
  return path
}
