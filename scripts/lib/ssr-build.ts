/**
 * Builds the server renderer (`src/entry-server.tsx`) into `<outDir>/_ssr/` right after the client build, as
 * `vite build --ssr` would, so every `vite build` (npm run build, npm start's build, `vite build --outDir dist-x`)
 * leaves the pair the server needs (server/lib/pages.ts). The server never serves `_ssr/`.
 */
import { join } from 'node:path'
import { build, type Plugin } from 'vite'

export const SSR_DIR = '_ssr'
const SSR_ENTRY = 'src/entry-server.tsx'

export function ssrBuild(): Plugin {
  let outDir = 'dist'
  let root = process.cwd()
  let skip = false
  return {
    name: 'ring:ssr-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
      root = config.root
      skip = !!config.build.ssr
    },
    async closeBundle() {
      if (skip) return
      await build({
        root,
        logLevel: 'warn',
        build: {
          ssr: SSR_ENTRY,
          outDir: join(outDir.startsWith('/') ? outDir : join(root, outDir), SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      })
    },
  }
}
