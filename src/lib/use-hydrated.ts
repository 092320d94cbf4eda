import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while React hydrates markup the server drew (and on the server), true in every other render. What the server
 * cannot know (the browser's stored cart, an agent's session) is drawn as the server drew it until hydration is
 * done, then as it is: React draws the difference right after, with no mismatch (its getServerSnapshot).
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
