import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * A Panda token's value as the stylesheet declares it (`--durations-page: .5s`). Read from the CSS rather than
 * imported from `styled-system/tokens`, whose map of every token would join every page's first load
 * (`npm run bench:bundle` prints its size).
 */
const cssToken = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()

/** SPEC §9: the page transition takes 0.5 s (the `durations.page` token); seconds or milliseconds, as declared. */
function pageTransitionMs() {
  const declared = cssToken('--durations-page')
  const value = Number.parseFloat(declared)
  if (Number.isNaN(value)) return 500
  return declared.endsWith('ms') ? value : value * 1000
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Fades the new page's `<main>` in over 0.5 s after a route change (not on the first load, which should paint at
 * once). Opacity only, so nothing moves under the pointer, and nothing at all for a customer who asked the system
 * for reduced motion. The Web Animations API animates the element in place: no wrapper, no remount.
 */
export function usePageTransition() {
  // The resolved location: the new page is on screen (a lazy route has loaded), not merely asked for.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const first = useRef(true)
  useEffect(() => {
    if (pathname === undefined) return
    if (first.current) {
      first.current = false
      return
    }
    const main = document.getElementById('main')
    if (!main || typeof main.animate !== 'function' || reducedMotion()) return
    main.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: pageTransitionMs(),
      easing: cssToken('--easings-standard') || 'ease',
    })
  }, [pathname])
}
