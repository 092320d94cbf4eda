/**
 * The dashboard sections as routes (DESIGN §8), through the app's own router (src/router.tsx) with its context
 * filled as src/main.tsx fills it: the current tab, unknown sections, scrolling between sections, and the error
 * pages a render error leaves instead of a blank screen.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import { setupUser } from './user'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppActors } from '@/app/actors'
import { AppActorsProvider } from '@/app/app-context'
import { createAppRouter } from '@/router'
import { jwt, profile } from './auth-harness'
import { DEFAULT_SETTINGS } from '@/config'

/** Which pages throw while rendering (each test sets what it needs), and the wrapper that makes them. */
const { broken, breakable } = vi.hoisted(() => {
  const broken = { profile: false, about: false }
  const breakable =
    <P extends object>(page: keyof typeof broken, Component: (props: P) => unknown) =>
    (props: P) => {
      if (broken[page]) throw new Error(`The ${page} page broke`)
      // Called, not rendered: its hooks become this wrapper's, the same on every render.
      return Component(props)
    }
  return { broken, breakable }
})

vi.mock('@/features/account/profile/profile-section', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/account/profile/profile-section')>()
  return { ...original, ProfileSection: breakable('profile', original.ProfileSection) }
})

vi.mock('@/features/content/about-page', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/content/about-page')>()
  return { ...original, AboutPage: breakable('about', original.AboutPage) }
})

async function renderAt(path: string) {
  const actors = createAppActors()
  const router = createAppRouter({
    context: { actors, settings: DEFAULT_SETTINGS },
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(
    <AppActorsProvider actors={actors}>
      <RouterProvider router={router} />
    </AppActorsProvider>,
  )
  await screen.findByRole('main')
  return { router, actors, user: setupUser() }
}

const tabs = () => within(screen.getByRole('navigation', { name: 'My Account sections' }))
const currentTab = () =>
  tabs()
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent)

beforeEach(() => {
  broken.profile = false
  broken.about = false
  localStorage.setItem('token', jwt())
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/app/users/view')) return Response.json(profile)
      return Response.json({ message: 'Ring Mobile is temporarily unavailable.' }, { status: 503 })
    }),
  )
  window.scrollTo = vi.fn() as typeof window.scrollTo
  // The error pages log what broke; keep the run's output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('the dashboard sections', () => {
  // A section's heading is its tab's name; the overview's greets the customer.
  it.each<{ path: string; tab: string; heading?: string }>([
    { path: '/dashboard', tab: 'Overview', heading: 'Hello, Dana' },
    { path: '/dashboard/plans', tab: 'Plans' },
    { path: '/dashboard/payment?success=true', tab: 'Payment' },
    { path: '/dashboard/profile', tab: 'Profile' },
    { path: '/dashboard/security', tab: 'Security' },
    { path: '/dashboard/setting', tab: 'Settings' },
  ])('$path shows its section and marks the $tab tab as the current one', async ({ path, tab, heading = tab }) => {
    await renderAt(path)
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
    expect(currentTab()).toEqual([tab])
  })

  it('shows the overview for an unknown section, at the address asked for', async () => {
    const { router } = await renderAt('/dashboard/nope')
    expect(await screen.findByRole('heading', { name: 'Hello, Dana' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/nope')
    expect(currentTab()).toEqual(['Overview'])
  })

  it('keeps the scroll position between sections, and scrolls to the top when leaving the dashboard', async () => {
    const { router, user } = await renderAt('/dashboard')
    await user.click(tabs().getByRole('link', { name: 'Profile' }))
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument()
    expect(currentTab()).toEqual(['Profile'])
    await user.click(tabs().getByRole('link', { name: 'Settings' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/setting'))
    expect(window.scrollTo).not.toHaveBeenCalled()

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Shop' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'))
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }))
  })
})

describe('a page that fails to render', () => {
  it('a broken section keeps My Account and its tabs, and offers to try again', async () => {
    broken.profile = true
    const { user } = await renderAt('/dashboard/profile')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'This section could not be shown' })).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument()
    expect(currentTab()).toEqual(['Profile'])

    broken.profile = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument()
    expect(screen.queryByText('This section could not be shown')).not.toBeInTheDocument()
  })

  it('a broken page shows the error page inside the header and footer, with a way home', async () => {
    broken.about = true
    const { router, user } = await renderAt('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument()
  })
})
