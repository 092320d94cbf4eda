import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { fakeMediaQueryList } from './media-query'

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

// Toasts and other Ark machines finish on animation frames and timers; let those run while the window still
// exists, or they fire after jsdom is torn down and fail the run with "window is not defined".
afterAll(async () => {
  const { toaster } = await import('@/components/ui/toaster-store')
  toaster.remove()
  await new Promise((resolve) => setTimeout(resolve, 400))
})

// jsdom does not scroll; the root route scrolls to the top on navigation.
window.scrollTo = () => {}

// jsdom has no matchMedia; views read breakpoints through it. Tests override it to pick a width.
window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false)

// jsdom lacks what Ark's dropdowns, selects and popovers use to measure and scroll in a browser.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
Element.prototype.scrollTo ??= function scrollTo() {} as typeof Element.prototype.scrollTo
