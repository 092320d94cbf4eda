import { StrictMode, useEffect, useLayoutEffect } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import type { createAppRouter } from './router'
import type { AppActors } from './app/actors'
import { AppActorsProvider } from './app/app-context'
import { SHELL_STYLE_ID } from './lib/shell-style'

/**
 * Marks `<html data-hydrated="true">` once React owns the page (the end-to-end tests wait for it), and tells
 * `onDrawn` that the first draw is committed. The server-drawn frame's style goes in that commit, before the
 * browser paints it (src/entry-server.tsx).
 */
function Hydrated({ onDrawn }: { onDrawn?: () => void }) {
  useLayoutEffect(() => {
    document.getElementById(SHELL_STYLE_ID)?.remove()
  }, [])
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
