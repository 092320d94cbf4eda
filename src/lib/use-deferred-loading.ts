import { useDeferredValue } from 'react'

/**
 * `loading`, whose end is drawn in a background lane. A flow's answer arrives as a synchronous update (its store),
 * which React draws in one task: the section's whole content, its dialogs' roots with them, a long task at
 * Lighthouse's 4× (Total Blocking Time, `npm run bench:lighthouse`). While the deferred value catches up,
 * the loading state stays on screen and React draws the content in slices with the browser free between them.
 * Only the end of a load waits: its start, and every other update (a dialog's fields), are drawn at once.
 */
export function useDeferredLoading(loading: boolean) {
  return useDeferredValue(loading) || loading
}
