import { vi } from 'vitest'

/**
 * jsdom has no IntersectionObserver: this one watches and never reports, so what loads only as its box nears the
 * viewport (the usage chart, a canvas jsdom cannot draw) never does, and a test reads what stands in its place.
 * Call it in a `beforeEach`; tests/support/setup-dom.ts unstubs globals after every test.
 */
export function stubFarFromViewport() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
}
