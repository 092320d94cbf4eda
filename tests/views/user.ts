/**
 * The one way view tests make a user: `setupUser()`. Real events, in the real order (pointer, key down, input, key
 * up), but without user-event's default pause between them: by default every keystroke and click awaits a
 * `setTimeout(0)`, and `user.type` of a 30-character value waits thirty times. No view here reads the gap between
 * two keystrokes, so the pause bought nothing but time (docs/decisions.md, "Test speed").
 *
 * Under fake timers that fake `setTimeout`, pass `advanceTimers: vi.advanceTimersByTime` as for user-event itself.
 */
import userEvent from '@testing-library/user-event'

export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ delay: null, ...options })
}
