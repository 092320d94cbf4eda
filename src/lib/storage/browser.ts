/**
 * The browser's stores, or undefined where they are blocked (private mode, sandboxed frames) or absent. Reading the
 * global itself can throw, hence a function rather than a constant.
 */
export function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** sessionStorage, or undefined where it is blocked or absent. */
export function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}
