import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppActors } from '@/app/actors'
import { routeTree } from '@/routeTree.gen'
import { createRouter } from '@tanstack/react-router'
import { DEFAULT_SETTINGS } from '@/config'

/**
 * src/app/hydration.tsx: a guard never moves the router while React takes over the server's page; it runs again
 * once the part of the page it could replace is React's. Each test starts from fresh modules: the page is taken over
 * once per visit.
 */
async function freshApp() {
  vi.resetModules()
  const hydration = await import('@/app/hydration')
  const harness = await import('./auth-harness')
  harness.stubApi({})
  return { hydration, harness }
}

beforeEach(() => localStorage.clear())

describe('taking over the server’s page', () => {
  it('every route the browser draws (ssr: false) takes the page over from its frame and from its page', () => {
    const router = createRouter({ routeTree, context: { actors: createAppActors(), settings: DEFAULT_SETTINGS } })
    const browserDrawn = Object.values(router.routesById).filter((route) => route.options.ssr === false)
    expect(browserDrawn.map((route) => route.id)).toContain('/_site/_auth')
    for (const route of browserDrawn) {
      expect({ id: route.id, pending: route.options.pendingComponent?.name, page: route.options.component?.name }).toEqual({
        id: route.id,
        pending: 'BrowserDrawn',
        page: 'BrowserDrawn',
      })
    }
  })

  it('a guard held back until then runs once the signed-in frame is drawn: a visitor goes on to /login', async () => {
    const { hydration, harness } = await freshApp()
    expect(hydration.mayRedirect('/_site/_auth')).toBe(false)
    const { router } = harness.renderApp('/dashboard/profile')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toMatchObject({ redirect: '/dashboard/profile' })
    expect(hydration.pageIsHydrated()).toBe(true)
  })

  it('a page the server drew whole is taken over by the root', async () => {
    const { hydration, harness } = await freshApp()
    harness.renderApp('/contact-us')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(hydration.pageIsHydrated()).toBe(true))
  })
})
