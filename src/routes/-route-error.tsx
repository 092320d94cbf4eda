import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

const RouteErrorContent = lazy(() => import('./-error-pages').then((module) => ({ default: module.RouteErrorContent })))
const DashboardSectionErrorContent = lazy(() =>
  import('./-error-pages').then((module) => ({ default: module.DashboardSectionErrorContent })),
)

/**
 * Every route's error page (the router's `defaultErrorComponent`): a page that failed to load or render shows it
 * inside the shared layout, with a way out, instead of a blank screen. Loaded when needed, so that the page and
 * button styles stay out of the first load of `/`.
 */
export function RouteErrorPage(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <RouteErrorContent {...props} />
    </Suspense>
  )
}

/** A dashboard section that failed (the My Account heading and tabs stay); loaded when needed. */
export function DashboardSectionError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <DashboardSectionErrorContent {...props} />
    </Suspense>
  )
}
