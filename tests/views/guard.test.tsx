import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { createAppActors } from '@/app/actors'
import { createTokenStore } from '@/lib/storage/token'
import { memoryStorage } from '../support/memory-storage'
import { errorAnswer, jwt, renderApp, stubApi } from './auth-harness'

const renderAt = (path: string, actorOptions: Parameters<typeof createAppActors>[0] = {}) => renderApp(path, { actorOptions })

beforeEach(() => {
  stubApi({})
})

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
    stubApi({ 'GET /app/users/view': () => errorAnswer(401, { message: 'Your session has ended' }) })
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
    // The not-found page is a lazy route: its first load may take longer than findBy's default 1 s on a busy
    // machine (a budget, not a delay).
    expect(await screen.findByRole('heading', { level: 1, name: /page not found/i }, { timeout: 5_000 })).toBeInTheDocument()
  })
})
