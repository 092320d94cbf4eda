import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { FRAMEWORK, firstLoadChunk } from './scripts/lib/first-load-chunk'
import { precompress } from './scripts/lib/precompress'
import { pruneCss } from './scripts/lib/prune-css'
import { ssrBuild } from './scripts/lib/ssr-build'
import { staticCss } from './scripts/lib/static-css'
import { startAfterPaint } from './scripts/lib/start-after-paint'

const serverPort = Number(process.env.PORT ?? 8787)
const shell = firstLoadChunk()
const toServer = { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false }

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    staticCss(),
    pruneCss(),
    precompress(),
    ssrBuild(),
    // Before the starter: it adds the shell's preload link, which the starter then moves with the entry's.
    shell.plugin,
    startAfterPaint(),
  ],
  resolve: {
    alias: [
      { find: 'styled-system', replacement: fileURLToPath(new URL('./styled-system', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@machines', replacement: fileURLToPath(new URL('./machines', import.meta.url)) },
      { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
      // React 19 has useSyncExternalStore: @xstate/react and TanStack's store ask for the shim that adds it to
      // React 17, which then travels on every first load for nothing. The same package's plain builds use React's.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      // Their plain `shim` is React's own hook (the package's main entry says so with an error in development builds).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)) },
    ],
  },
  server: {
    // `npm run dev`: the SPA from Vite with hot reload, everything else from the real server.
    // /dev/flows is the SPA's own page (the flow viewer), so it is not sent to the server.
    proxy: { '/app': toServer, '/api': toServer, '^/dev/(?!flows)': toServer, '/uploads': toServer, '/pay': toServer },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Which chunks each route needs: the server preloads them with a prerendered page (server/lib/prerender.ts).
    manifest: true,
    // Every browser the app supports (ES2020 modules, dynamic import) knows `modulepreload`: no polyfill script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The framework every page needs travels as one chunk: many tiny shared chunks cost more gzip bytes and
        // more requests on the first load (npm run bench:bundle).
        advancedChunks: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            // The rest of what every first load needs, one request instead of thirty (scripts/lib/first-load-chunk.ts).
            // The form kit (and with it zod, the 22 KB `schemas` chunk) is not in it: nothing on the first load
            // imports it statically.
            { name: 'shell', test: shell.test, priority: 2, includeDependenciesRecursively: false },
            // What the pages after the first share, in three chunks by who loads them (signed-in pages only; with
            // zod; without zod) instead of one per sharing pattern: checkout and My Account made 60 requests.
            { name: 'idle', test: shell.sharedTest('idle'), priority: 1, includeDependenciesRecursively: false },
            { name: 'ui', test: shell.sharedTest('ui'), priority: 1, includeDependenciesRecursively: false },
            { name: 'rules', test: shell.sharedTest('rules'), priority: 1, includeDependenciesRecursively: false },
            { name: 'forms', test: shell.sharedTest('forms'), priority: 1, includeDependenciesRecursively: false },
            { name: 'signed-in', test: shell.sharedTest('signed-in'), priority: 1, includeDependenciesRecursively: false },
            { name: 'my-account', test: shell.sharedTest('my-account'), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
