type UnauthorizedListener = () => void
const listeners = new Set<UnauthorizedListener>()

/** Subscribe to 401s; the session actor is the only subscriber that signs a customer out. */
export function onUnauthorized(listener: UnauthorizedListener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the API client, the one place that sees a 401. */
export function notifyUnauthorized() {
  listeners.forEach((listener) => listener())
}
