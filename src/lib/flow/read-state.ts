/**
 * What a flow that reads first and then makes calls tells its view (My Account → Notifications, a line's Change
 * plan and Add-ons): whether the read is under way or failed, and what the last call did or why it failed.
 */
export interface ReadAndCallState {
  loading: boolean
  /** The read failed: `loadError` says so, `retry` asks again. */
  failed: boolean
  loadError: string
  retry: () => void
  /** What the last call did, or null. */
  notice: string | null
  /** Why the last call failed (outside any dialog), or null. */
  error: string | null
}
