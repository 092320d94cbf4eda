/**
 * The one way view tests make a user: `setupUser()`. Real events, in the real order (pointer, key down, input, key
 * up), but without user-event's default pause between them: by default every keystroke and click awaits a
 * `setTimeout(0)`, and `user.type` of a 30-character value waits thirty times. No view here reads the gap between
 * two keystrokes, so the pause would buy nothing but time.
 *
 * Under fake timers that fake `setTimeout`, pass `advanceTimers: vi.advanceTimersByTime` as for user-event itself.
 */
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'

export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ delay: null, ...options })
}

/** Empties `input` and types `text` into it, key by key: a field edited to a new value. */
export async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input)
  await user.type(input, text)
}

/** An input filter (SPEC §5): `text` typed into the emptied `input` shows as `shown`. */
export async function expectTypedAs(user: UserEvent, input: HTMLElement, text: string, shown: string) {
  await retype(user, input, text)
  expect(input).toHaveValue(shown)
}
