import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { AppActors } from './app/actors'

export interface RouterContext {
  actors: AppActors
}

export function createAppRouter(actors: AppActors) {
  return createRouter({
    routeTree,
    context: { actors },
    defaultPreload: 'intent',
    scrollRestoration: false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
