import { lazy, Suspense } from 'react'

const NotFoundContent = lazy(() => import('./not-found-content').then((module) => ({ default: module.NotFoundContent })))

/**
 * The not-found page (SPEC §2 `*`). The root route imports this eagerly for unmatched paths, so the page itself
 * (illustration, layout, styles) is loaded on demand to keep it out of the first-load bundle of `/`.
 */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundContent />
    </Suspense>
  )
}
