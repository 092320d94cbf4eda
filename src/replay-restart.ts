import { startTransition } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { toaster } from '@/components/ui/toaster-store'
import { setPrefetched } from '@/lib/prefetched'
import { createAppRouter } from './router'
import { createAppActors, type AppActors } from './app/actors'
import { appRoot } from './app-root'
import { shutdownChat } from './app/chat'

/** What the browser replays call in the page (tests/e2e/replay.ts). */
export interface ReplayHooks {
  /** Ends the running app and leaves a blank page at `url`: no React tree, empty storage, no notification. */
  stop?: (url: string) => void
  /** Starts a new app at the page's URL, as a page load would (new actors, router and React root). */
  start?: () => void
}

/** The app that runs in the page. */
export interface RunningApp {
  root: Root
  actors: AppActors
  router: ReturnType<typeof createAppRouter>
}

/**
 * The browser replays' restart (issue 14, the suite's CPU). A replay's page load was most of its cost, so the
 * covering scenarios of a worker run one after another in one page, and the app is started again for each. Only a
 * page that set `window.__ringReplay` before the app's script ran loads this module (src/main.tsx), which no
 * customer's page does. A new app is new actors, a new router and a new React root; what lives outside them is
 * reset here: the router's hold on the browser's history, the notification store, the server's first-draw data, the
 * chat widget, storage and the history entry.
 */
export function installRestart(hooks: ReplayHooks, container: HTMLElement, first: RunningApp) {
  let running: RunningApp | null = first
  hooks.stop = (url) => {
    if (running) {
      running.root.unmount()
      // The router's browser history wraps history.pushState and replaceState and listens for popstate: undone,
      // or every later app's navigation would also run through this one's.
      running.router.history.destroy()
      running.actors.stop()
      running = null
    }
    shutdownChat()
    toaster.remove()
    setPrefetched({})
    localStorage.clear()
    sessionStorage.clear()
    history.replaceState(null, '', url)
    delete document.documentElement.dataset.hydrated
    delete container.dataset.ssr
    delete container.dataset.shell
    container.replaceChildren()
    window.scrollTo(0, 0)
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  }
  hooks.start = () => {
    const actors = createAppActors()
    const router = createAppRouter()
    router.update({ ...router.options, context: { actors } })
    const root = createRoot(container)
    startTransition(() => root.render(appRoot(actors, router)))
    running = { root, actors, router }
  }
}
