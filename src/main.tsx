import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppActors } from './app/actors'
import { AppActorsProvider } from './app/app-context'
import { startInspector } from './app/inspect'
import { createAppRouter } from './router'
import './index.css'

await startInspector()
const actors = createAppActors()
const router = createAppRouter()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppActorsProvider actors={actors}>
      <RouterProvider router={router} context={{ actors }} />
    </AppActorsProvider>
  </StrictMode>,
)
