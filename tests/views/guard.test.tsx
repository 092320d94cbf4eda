import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppActors } from '@/app/actors'
import { AppActorsProvider } from '@/app/app-context'
import { createTokenStore } from '@/lib/storage/token'
import { routeTree } from '@/routeTree.gen'
import { memoryStorage } from '../support/memory-storage'

function jwt(payload: object) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`
}

const profile = {
  id: 'cus_1', firstName: 'Dana', lastName: 'Reyes', email: 'demo@ringmobile.example', countryCode: '+1',
  contactNumber: '3125550100', streetNumber: '1', streetDirection: '', streetName: 'Main St', city: 'Chicago',
  state: 'IL', zipCode: '60601', chat: null,
}

function renderAt(path: string, options: Parameters<typeof createAppActors>[0] = {}) {
  const actors = createAppActors(options)
  const router = createRouter({ routeTree, context: { actors }, history: createMemoryHistory({ initialEntries: [path] }) })
  render(
    <AppActorsProvider actors={actors}>
      <RouterProvider router={router} />
    </AppActorsProvider>,
  )
  return { router, actors }
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/app/users/view')) return Response.json(profile)
      return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('the protected guard', () => {
  it.each(['/dashboard', '/dashboard/payment', '/cart/checkout'])('sends a visitor from %s to /login, remembering it', async (path) => {
    const { router } = renderAt(path)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: path, email: undefined })
  })

  it('treats an expired token as absent and removes it', async () => {
    localStorage.setItem('token', jwt({ sub: 'cus_1', exp: Math.floor(Date.now() / 1000) - 60 }))
    const { router } = renderAt('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('treats a corrupt token as absent without crashing', async () => {
    localStorage.setItem('token', 'garbage')
    const { router } = renderAt('/cart/checkout')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('lets a customer with a usable token in, and loads their profile', async () => {
    localStorage.setItem('token', jwt({ sub: 'cus_1', exp: Math.floor(Date.now() / 1000) + 3600 }))
    const { router, actors } = renderAt('/dashboard/profile')
    await waitFor(() => expect(actors.session.getSnapshot().value).toBe('signedIn'))
    expect(router.state.location.pathname).toBe('/dashboard/profile')
    expect(actors.session.getSnapshot().context.profile?.firstName).toBe('Dana')
  })

  it('a 401 from the provider removes the token and signs the customer out with no profile', async () => {
    localStorage.setItem('token', jwt({ sub: 'cus_1', exp: Math.floor(Date.now() / 1000) + 3600 }))
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'Your session has ended' }, { status: 401 })))
    const { actors } = renderAt('/')
    await waitFor(() => expect(actors.session.getSnapshot().value).toBe('signedOut'))
    expect(actors.session.getSnapshot().context.profile).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it("asks the router context's token store, not the browser storage directly", async () => {
    const storage = memoryStorage({ token: jwt({ sub: 'cus_1', exp: Math.floor(Date.now() / 1000) + 3600 }) })
    const { router } = renderAt('/dashboard/profile', { tokens: createTokenStore(() => storage) })
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/profile')
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('shows the not-found page for an unknown route', async () => {
    renderAt('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: /page not found/i })).toBeInTheDocument()
  })
})
