import '@testing-library/jest-dom/vitest'
import { act, cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { toaster } from '@/components/ui/toaster-store'
import { fakeMediaQueryList } from './media-query'

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
