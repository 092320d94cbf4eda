import '@testing-library/jest-dom/vitest'
import * as React from 'react'
import { act, cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { toaster } from '@/components/ui/toaster-store'
import { fakeMediaQueryList } from './media-query'

// React's development build captures an owner stack for each element it creates (an `Error`, and a console task
// where the runtime has them), up to 10,000 a second, only to name the components in its warnings. The views
// render thousands of elements a test: with the count held at its limit, React takes its "unknown owner" branch, which
// it also takes past the limit. Every warning and check still runs; a warning names fewer components.
// 96.6 and 105.8 -> 90.6 and 101.5 CPU s for the views, alternated (docs/decisions.md, "The suite's time, round 18").
// Read through React's internals: if a React upgrade renames the count, nothing breaks, the views are only slower.
const reactInternals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {}, configurable: true })
}

// findBy…/waitFor give up after 5 s instead of Testing Library's 1 s: under CI's load (the e2e browsers fill both
// cores) a view's answer can take longer than a second to show, and a 1 s budget then fails a test that is right.
// A budget, not a delay: each wait still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5_000 })

const defaultMatchMedia = (query: string) => fakeMediaQueryList(query, false)

// What every view test undoes after itself, here once instead of in each file: the toasts (a module-level store),
// stubbed globals (`fetch`), fake timers, the rendered tree, browser storage and a width picked with matchMedia.
afterEach(() => {
  act(() => toaster.remove())
  vi.unstubAllGlobals()
  vi.useRealTimers()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  window.matchMedia = defaultMatchMedia
})

// Toasts and other Ark machines finish on animation frames and timers; let those run while the window still
// exists, or they fire after jsdom is torn down and fail the run with "window is not defined".
afterAll(async () => {
  toaster.remove()
  await new Promise((resolve) => setTimeout(resolve, 400))
})

// jsdom does not scroll; the root route scrolls to the top on navigation.
window.scrollTo = () => {}

// jsdom has no matchMedia; views read breakpoints through it. Tests override it to pick a width.
window.matchMedia ??= defaultMatchMedia

// jsdom lacks what Ark's dropdowns, selects and popovers use to measure and scroll in a browser.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
Element.prototype.scrollTo ??= function scrollTo() {} as typeof Element.prototype.scrollTo
