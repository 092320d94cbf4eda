import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/lib/precompress'
import { ssrBuild } from './scripts/lib/ssr-build'

const serverPort = Number(process.env.PORT ?? 8787)
const toServer = { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false }

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), precompress(), ssrBuild()],
  resolve: {
    alias: {
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
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
    rolldownOptions: {
      output: {
        // The framework every page needs travels as one chunk: many tiny shared chunks cost more gzip bytes and
        // more requests on the first load (npm run bench:bundle).
        advancedChunks: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/, priority: 2 },
            // The inspector switch is all of the flow kit the first load needs; left alone, rolldown put the form kit
            // (and with it zod, the 22 KB `schemas` chunk) into the same chunk, on the first load of every page.
            { name: 'inspect', test: /src[\\/]lib[\\/]flow[\\/]inspect\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
})
