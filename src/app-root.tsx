import { StrictMode, useEffect } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import type { createAppRouter } from './router'
import type { AppActors } from './app/actors'
import { AppActorsProvider } from './app/app-context'

/**
 * Marks `<html data-hydrated="true">` once React owns the page (the end-to-end tests wait for it), and tells
 * `onDrawn` that the first draw is committed.
 */
function Hydrated({ onDrawn }: { onDrawn?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    onDrawn?.()
  }, [onDrawn])
  return null
}

/**
 * The whole app for its actors and router: what src/main.tsx renders, and what a replay's restart renders again.
 * `onDrawn` is called once the first draw is on screen.
 */
export function appRoot(actors: AppActors, router: ReturnType<typeof createAppRouter>, onDrawn?: () => void) {
  return (
    <StrictMode>
      <AppActorsProvider actors={actors}>
        <RouterProvider router={router} context={{ actors }} />
      </AppActorsProvider>
      <Hydrated onDrawn={onDrawn} />
    </StrictMode>
  )
}
