import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const serverPort = Number(process.env.PORT ?? 8787)
const toServer = { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false }

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  server: {
    // `npm run dev`: the SPA from Vite with hot reload, everything else from the real server.
    proxy: { '/app': toServer, '/api': toServer, '/dev': toServer, '/uploads': toServer, '/pay': toServer },
  },
  build: { outDir: 'dist', sourcemap: false },
})
