let hydrated = false

/**
 * Whether React has taken over the page the server drew. Until then the router must not move to another page: a
 * redirect decided while the page hydrates would make React hydrate the other page against this one's markup.
 */
export function isHydrated() {
  return hydrated
}

/** Called once, when the first draw in the browser is committed (the root route, src/routes/__root.tsx). */
export function markHydrated() {
  hydrated = true
}
