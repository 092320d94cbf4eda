/**
 * The app's own modules that src/main.tsx starts it with. The entry imports them in a task after the framework's
 * (issue 14: Total Blocking Time): evaluating both in one go was the longest task of a page's start on a slow phone.
 * The build puts this module in the `shell` chunk and preloads it with the entry (scripts/lib/first-load-chunk.ts).
 */
export { createAppActors } from './app/actors'
export { startInspector } from './app/inspect'
export { appRoot } from './app-root'
export { setPrefetched } from './lib/prefetched'
export { createAppRouter } from './router'
