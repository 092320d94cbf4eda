import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { ReplayHooks } from './replay-restart'
import './index.css'

/**
 * A task boundary: what follows runs in a task of its own, so the browser can paint and answer input in between
 * instead of meeting one long task (issue 14: Total Blocking Time). A message, not a timer: timers may be clamped.
 */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/**
 * The route chunks the server preloaded with the page (server/lib/prerender.ts: the `data-route` modulepreload
 * links, each after the chunks it imports), evaluated one per task: a chunk's imports are evaluated already, so each
 * evaluates alone. Without this, the router's load below evaluates them all, zod and the contract's schemas with
 * them, in one long task.
 */
async function evaluatePreloadedChunks() {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-route]')]
  for (const link of links) {
    await import(/* @vite-ignore */ link.href)
    await nextTask()
  }
}

// The framework was evaluated in this task; the app's own modules (the `shell` chunk, preloaded with this one) are
// evaluated in the next, and the app starts in the one after.
await nextTask()
const { appRoot, createAppActors, createAppRouter, setPrefetched, startInspector } = await import('./boot')
await startInspector()
await nextTask()
const root = document.getElementById('root')!
// A page the server drew (`data-ssr`: a public page; `data-shell`: a signed-in page's frame) preloaded its route
// chunks: they are evaluated before the actors start. The session's first call imports the API client, and with it
// the chunks it shares with the signed-in pages: had it come first, they would all evaluate in that one long task.
const rendered = root.dataset.ssr !== undefined
const drawn = rendered || root.dataset.shell !== undefined
if (drawn) await evaluatePreloadedChunks()
// The profile's answer waits for the first draw: arriving in the middle of it (a draw in a transition takes many
// tasks), it changed what the header had drawn, and React drew the whole page again in one long task.
let firstDrawDone = () => {}
const firstDraw = new Promise<void>((resolve) => {
  firstDrawDone = resolve
})
const actors = createAppActors({ profileAfter: firstDraw })
// The router builds its route tree (about as long as starting the actors): a task of its own.
await nextTask()
const router = createAppRouter()
router.update({ ...router.options, context: { actors } })
// Its first load (matching the location, the guard, the routes' chunks) in the next: together they were one of the
// start's long tasks (issue 14, round 16).
await nextTask()

const app = appRoot(actors, router, firstDrawDone)

// A public page arrives rendered by the server for a signed-out visitor with an empty cart (server/lib/prerender.ts).
// The same visitor hydrates it; a signed-in one or a full cart changes the header, so it is drawn afresh instead.
const sameVisitor = actors.session.getSnapshot().matches('signedOut') && actors.cart.getSnapshot().context.item === null
// A My Account section arrives as its frame for a session still loading its profile (`data-shell="hydrate"`,
// src/entry-server.tsx): with a usable token, the first draw is that very markup (the profile's answer waits for it,
// the cart count and an agent's banner are drawn after it, src/lib/use-hydrated.ts), so it is hydrated: React adopts
// the page as it is instead of building it again and the browser laying it out again (issue 14: Total Blocking Time).
const signedInFrame = root.dataset.shell === 'hydrate' && actors.session.getSnapshot().matches('loadingProfile')
let reactRoot: Root
if ((rendered && sameVisitor) || signedInFrame) {
  // What router-core's own hydrate() marks: the server rendered the matches, so no Suspense wraps the first draw.
  router.ssr = { manifest: undefined }
  await router.load()
  // In a transition React hydrates in slices of about 5 ms, yielding to the browser between them, instead of one
  // long task (issue 14: Total Blocking Time). The page is already drawn, so nothing waits on it visibly.
  startTransition(() => {
    reactRoot = hydrateRoot(root, app)
  })
} else {
  // A page the server drew (a public one for another visitor, or a signed-in page's frame, `data-shell`) stays on
  // screen until the first draw replaces it whole: the route's chunks are loaded first, so no empty fallback shows.
  if (drawn) await router.load()
  reactRoot = createRoot(root)
  startTransition(() => {
    reactRoot.render(app)
  })
}
// The server's answers served the first draw only: a page visited later loads its own.
const unsubscribe = router.subscribe('onBeforeNavigate', () => {
  setPrefetched({})
  unsubscribe()
})

// The browser replays start the app again for each scenario in one page (src/replay-restart.ts). Only a page that
// asked before this script ran loads it; a customer's page never does.
const replay = (window as { __ringReplay?: ReplayHooks }).__ringReplay
if (replay) void import('./replay-restart').then(({ installRestart }) => installRestart(replay, root, { root: reactRoot, actors, router }))
