import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { catalogues } from './scripts/lib/catalogues'
import { precompress } from './scripts/lib/precompress'
import { pruneCss } from './scripts/lib/prune-css'
import { ssrBuild } from './scripts/lib/ssr-build'

/** The packages of the `framework` chunk, by name: what every page runs. */
const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/history',
  '@tanstack/react-store',
  '@tanstack/store',
  'xstate',
  '@xstate/react',
  'use-sync-external-store',
]
const FRAMEWORK_PACKAGES = new RegExp(`node_modules[\\\\/](${FRAMEWORK.join('|')})[\\\\/]`)
/**
 * The folders of the `layout` chunk: the shared layout, the app's actors and Panda's runtime (its `css`, tokens and
 * patterns), which every page draws. A recipe is not in it: it travels with the views that use it (most recipes are
 * My Account's, which the first load of `/` does not draw).
 */
const LAYOUT = [
  'src/components/layout',
  'src/app',
  'styled-system/css',
  'styled-system/tokens',
  'styled-system/patterns',
  'styled-system/jsx',
]
const LAYOUT_FOLDERS = new RegExp(`[\\\\/](${LAYOUT.map((folder) => folder.replaceAll('/', '[\\\\/]')).join('|')})[\\\\/]`)

export default defineConfig({
  // The router plugin's options are in tsr.config.json, which scripts/route-tree.ts and vitest.config.ts read too.
  plugins: [tanstackRouter(), catalogues(), react(), pruneCss(), precompress(), ssrBuild()],
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
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The server reads which files the entry needs from it (src/entry-server.tsx, routerManifest).
    manifest: true,
    // No preload helper around dynamic imports: the server writes the preloads of the page it sends
    // (src/entry-server.tsx, routerManifest), and a chunk loaded later brings its static imports itself, fetched by
    // the browser's module loader. Vite's helper added a <link rel="modulepreload"> per dependency from script, on
    // the main thread, at each route's and each call's first import: 50 to 110 ms of a signed-in page's blocking
    // time at Lighthouse's 4× slowdown (decision 0004).
    modulePreload: false,
    rolldownOptions: {
      // The document is the root route's (src/routes/__root.tsx): the browser entry is a module, not an HTML page.
      input: 'src/main.tsx',
      output: {
        // What every page runs travels in two chunks, declared here by package and by folder; everything else is
        // split by the bundler's defaults (`npm run bench:bundle` prints the first load and every chunk).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_PACKAGES, priority: 2 },
            { name: 'layout', test: LAYOUT_FOLDERS, priority: 1 },
          ],
        },
      },
    },
  },
})
