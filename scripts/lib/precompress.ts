/**
 * A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build,
 * at the highest levels, once. The server sends them by `Accept-Encoding` (serveStatic's `precompressed`), so a
 * phone downloads the framework chunk brotli-compressed without the server compressing anything per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { SSR_DIR } from './ssr-build'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/
/** Below this size the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'ring:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
      // The server renderer's bundle (scripts/lib/ssr-build.ts) is read from disk by the server, never sent.
      if (config.build.ssr) outDir = ''
    },
    closeBundle() {
      if (!outDir) return
      for (const path of filesUnder(outDir)) {
        if (path.includes(`${SSR_DIR}/`)) continue
        if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue
        const body = readFileSync(path)
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
      }
    },
  }
}
