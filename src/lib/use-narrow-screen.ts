import { useSyncExternalStore } from 'react'

/** SPEC §9: order lists (and every other list of records) switch from a table to cards at 425 px and below. */
const NARROW_QUERY = '(max-width: 425px)'

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null
}

function subscribe(onChange: () => void) {
  const list = query()
  if (!list) return () => {}
  // Safari before 14 knows only addListener.
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }
  list.addListener?.(onChange)
  return () => list.removeListener?.(onChange)
}

/** True at 425 px and below (read through `window.matchMedia`, so view tests can choose a width). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  )
}
