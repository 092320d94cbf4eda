let hydrated = false
const deferred = new Set<string>()

/**
 * Whether a route's guard may move the router to another page now. Not while React takes over the page the server
 * drew: it would hydrate the other page against this one's markup. Then the guard lets the page through, and the
 * root route runs it again once the page is hydrated (`guardsToRunAgain`).
 */
export function mayRedirect(routeId: string) {
  if (!hydrated) deferred.add(routeId)
  return hydrated
}

/** Called once, when the first draw in the browser is committed: the routes whose guard must run again. */
export function guardsToRunAgain(): string[] {
  hydrated = true
  const routeIds = [...deferred]
  deferred.clear()
  return routeIds
}
