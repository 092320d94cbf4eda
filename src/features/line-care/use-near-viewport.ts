import { useEffect, useState } from 'react'

/**
 * The ref callback to put on a box, and whether the box has come within `margin` below the viewport (and stays so
 * from then on). The line page's usage chart loads uPlot only then: below the fold at 375 and 1280 px,
 * it costs a phone that never scrolls there nothing. The box may mount later (after the usage loads). Where
 * IntersectionObserver is missing (jsdom), true as soon as the box is there.
 */
export function useNearViewport(margin = '200px') {
  const [box, setBox] = useState<Element | null>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near || !box) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `0px 0px ${margin} 0px`,
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [box, margin, near])
  return [setBox, near] as const
}
