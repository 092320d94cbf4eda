import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppActors } from './app/actors'
import { AppActorsProvider } from './app/app-context'
import { startInspector } from './app/inspect'
import { createAppRouter } from './router'
import './index.css'

/**
 * The browser's start, as TanStack Router's `basic-ssr-file-based` example has it: every page arrives drawn by the
 * server (src/entry-server.tsx) with what its loaders read, and `RouterClient` hydrates the whole document with it.
 */
await startInspector()
const actors = createAppActors()
const router = createAppRouter({ context: { actors, document: true } })

// In a transition, React hydrates in slices, yielding to the browser between them, instead of in one long task
// (`npm run bench:lighthouse` prints each page's Total Blocking Time).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <AppActorsProvider actors={actors}>
        <RouterClient router={router} />
      </AppActorsProvider>
    </StrictMode>,
  )
})
