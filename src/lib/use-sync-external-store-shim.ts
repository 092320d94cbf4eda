/**
 * `use-sync-external-store/shim`, which @xstate/react and TanStack's store import, for React 19, which has the hook:
 * the package's shim adds it to React 17, and its main entry prints an error in a development build (vite.config.ts).
 */
export { useSyncExternalStore } from 'react'
