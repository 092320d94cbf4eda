import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

/**
 * /dev/flows: the live flow viewer (src/features/dev-flows), only in development with VITE_INSPECT=true, the
 * inspector's flag. In any other build the condition is the constant false, so the viewer and Mermaid are not
 * bundled at all and the path is the not-found page.
 */
const FlowViewer =
  import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true'
    ? lazy(() => import('@/features/dev-flows/flow-viewer').then((module) => ({ default: module.FlowViewer })))
    : null

function DevFlowsPage() {
  return (
    FlowViewer && (
      <Suspense fallback={<p>Loading the flow viewer…</p>}>
        <FlowViewer />
      </Suspense>
    )
  )
}

export const Route = createFileRoute('/dev/flows')({
  // The same condition as the viewer's, written again: a value the route's options and its page both used would keep
  // this file in a chunk of its own, which every page loads (the router plugin splits the page, decision 0004).
  beforeLoad: () => {
    if (!(import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true')) throw notFound()
  },
  component: DevFlowsPage,
})
