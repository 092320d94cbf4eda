/**
 * What the sign-in pages keep in the browser's history entry (not in the address, so a shared or bookmarked
 * link never carries it).
 */
declare module '@tanstack/history' {
  interface HistoryState {
    /** When /login-without-password sent the sign-in code (ms since the epoch): /otp-login's countdown starts from it. */
    codeSentAt?: number
  }
}

export {}
