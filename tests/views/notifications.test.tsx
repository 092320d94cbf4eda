import { act, render, screen, waitFor } from '@testing-library/react'
import { setupUser } from './user'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  dismissNotification,
  loadNotificationsView,
  Notifications,
  notify,
} from '@/components/ui/notifications'

beforeAll(async () => {
  // The view is loaded on demand in the app; load it up front so timing in these tests is the toasts' own.
  await loadNotificationsView()
})

beforeEach(() => {
  // The toasts time themselves with requestAnimationFrame and performance.now(). jsdom's frames carry a
  // timestamp from another clock than performance.now(); browsers use one clock. Frames here follow the
  // (possibly fake) timers and performance.now(), as in a browser.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16))
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle))
})

let fake = false

/** Fake timers must be installed before the toasts start their own timers. */
function renderNotifications({ fakeTimers = false } = {}) {
  fake = fakeTimers
  if (fakeTimers) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] })
  return render(<Notifications />)
}

/** Lets the toaster pick up what the store announced (it renders new toasts on the next tick). */
async function settle() {
  await act(async () => {
    if (fake) await vi.advanceTimersByTimeAsync(1)
    else await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('notifications', () => {
  it('defaults an error without a message to "An unexpected error occurred", with the error robot', async () => {
    renderNotifications()
    act(() => void notify({ error: true }))
    await settle()
    expect(DEFAULT_ERROR_MESSAGE).toBe('An unexpected error occurred')
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument()
    const picture = screen.getByRole('img', { name: 'Error' })
    expect(picture).toHaveAttribute('data-picture', 'error-robot')
    expect(screen.queryByRole('img', { name: 'Success' })).toBeNull()
  })

  it('defaults a success without a message to "Success!", with the success robot', async () => {
    renderNotifications()
    act(() => void notify({}))
    await settle()
    expect(DEFAULT_SUCCESS_MESSAGE).toBe('Success!')
    expect(screen.getByText('Success!')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Success' })).toHaveAttribute('data-picture', 'success-robot')
    expect(screen.queryByRole('img', { name: 'Error' })).toBeNull()
  })

  it("shows the server's message when there is one", async () => {
    renderNotifications()
    act(() => void notify({ message: 'Nickname saved' }))
    act(() => void notify({ message: 'This number is not eligible for port-in.', error: true }))
    await settle()
    expect(screen.getByText('Nickname saved')).toBeInTheDocument()
    expect(screen.getByText('This number is not eligible for port-in.')).toBeInTheDocument()
    expect(screen.queryByText(DEFAULT_SUCCESS_MESSAGE)).toBeNull()
  })

  it('returns a fresh id for each notification', async () => {
    renderNotifications()
    let first = ''
    let second = ''
    act(() => {
      first = notify({ message: 'one' })
      second = notify({ message: 'two' })
    })
    await settle()
    expect(first).toEqual(expect.any(String))
    expect(first).not.toBe(second)
  })

  it('is removed when its close button is pressed', async () => {
    const user = setupUser()
    renderNotifications()
    act(() => void notify({ message: 'Card deleted' }))
    await settle()
    await user.click(screen.getByRole('button', { name: 'Close notification' }))
    await waitFor(() => expect(screen.queryByText('Card deleted')).toBeNull())
  })

  it('is removed by id, leaving the others', async () => {
    renderNotifications()
    let id = ''
    act(() => {
      id = notify({ message: 'First' })
      notify({ message: 'Second' })
    })
    await settle()
    act(() => dismissNotification(id))
    await waitFor(() => expect(screen.queryByText('First')).toBeNull())
    expect(screen.getByText('Second')).toBeInTheDocument()
  })

  it('closes by itself after 5 seconds', async () => {
    renderNotifications({ fakeTimers: true })
    act(() => void notify({ message: 'Saved' }))
    await settle()
    await act(() => vi.advanceTimersByTimeAsync(4900))
    expect(screen.getByText('Saved')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(100 + 300 + 50))
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('stays open when asked to', async () => {
    renderNotifications({ fakeTimers: true })
    act(() => void notify({ message: 'Once your SIM arrives, activate it from My Account.', stayOpen: true }))
    await settle()
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(screen.getByText('Once your SIM arrives, activate it from My Account.')).toBeInTheDocument()
  })

  it('loads its view when the first notification arrives', async () => {
    const { container } = render(<Notifications />)
    expect(container).toBeEmptyDOMElement()
    act(() => void notify({ message: 'Loaded on demand' }))
    expect(await screen.findByText('Loaded on demand')).toBeInTheDocument()
  })
})
