/**
 * A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build,
 * at the highest levels, once. The server sends them by `Accept-Encoding` (serveStatic's `precompressed`), so a
 * phone downloads the framework chunk brotli-compressed without the server compressing anything per request.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { SSR_DIR } from './ssr-build'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/
/**
 * Below this size the encoding headers (`Content-Encoding`, `Vary`, about 45 bytes) cost about what compression
 * saves. At 1 KB the entry script and rolldown's runtime (0.6 to 0.8 KB) travelled uncompressed on every first load.
 */
export const MIN_BYTES = 512

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
    // zlib's async calls run on libuv's thread pool: all files at once use every core (a quicker build).
    // A build that failed wrote nothing: its own error is the one to report.
    async closeBundle() {
      if (!outDir || !existsSync(outDir)) return
      const files = [...filesUnder(outDir)].filter(
        (path) => !path.includes(`${SSR_DIR}/`) && COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES,
      )
      await Promise.all(
        files.map(async (path) => {
          const body = await readFile(path)
          const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length }
          const [br, gz] = await Promise.all([brotli(body, { params }), gzipAsync(body, { level: 9 })])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}
